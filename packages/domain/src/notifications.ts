// SPEC §3 notification types and the sentence each one shows in the notification panel.

// The one list of notification types: the server's answers (packages/contract), the server's own notifying
// (packages/server/src/notifications.ts), the notifications machine and the panel all take them from here.

/** What the server sends (SPEC §3, API.md). */
export const sentNotificationTypes = [
  'friend_request',
  'friend_accept',
  'recipe_like',
  'recipe_comment',
  'cookbook_share_request',
  'cookbook_share_accept',
] as const;
export type SentNotificationType = (typeof sentNotificationTypes)[number];

/** Local-only: the panel adds it after the member accepts a friend request (SPEC §3). */
export const friendResponseType = 'friend_request_response';

export const notificationTypes = [...sentNotificationTypes, friendResponseType] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The types a member answers from the panel (accept or deny). */
export const answerableNotificationTypes: readonly NotificationType[] = [
  'friend_request',
  'cookbook_share_request',
];

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value);
}

export interface NotificationSender {
  fName?: string | null;
  lName?: string | null;
  username?: string | null;
}

export interface NotificationLike {
  type: string;
  read?: boolean;
  fromUser?: NotificationSender | null;
}

export const genericNotificationText = 'You have a new notification.';

/** The sender as the panel names them: first and last name, else the username, else 'Someone'. */
export function senderName(sender: NotificationSender | null | undefined): string {
  const fullName = [sender?.fName, sender?.lName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return fullName || sender?.username?.trim() || 'Someone';
}

const sentences: Record<NotificationType, (name: string) => string> = {
  friend_request: (name) => `${name} sent you a friend request.`,
  friend_accept: (name) => `${name} accepted your friend request.`,
  friend_request_response: (name) => `You are now friends with ${name}.`,
  recipe_like: (name) => `${name} liked your recipe.`,
  recipe_comment: (name) => `${name} commented on your recipe.`,
  cookbook_share_request: (name) => `${name} invited you to collaborate on a cookbook.`,
  cookbook_share_accept: (name) => `${name} accepted your cookbook invitation.`,
};

/** The panel's sentence for a notification; any type the app does not know reads 'You have a new notification.' */
export function notificationText(notification: NotificationLike): string {
  if (!isNotificationType(notification.type)) return genericNotificationText;
  return sentences[notification.type](senderName(notification.fromUser));
}

/** How many notifications are unread, for the bell's badge. */
export function unreadCount(notifications: readonly NotificationLike[]): number {
  return notifications.filter((notification) => notification.read !== true).length;
}
