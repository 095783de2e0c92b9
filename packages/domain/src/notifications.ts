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
  // Cooked it (issue 41): a member cooked the member's recipe, and may show it to them. Its subject is the recipe.
  'recipe_cooked',
  // Potlucks (potluck.ts): invited, the menu changed in a course the member brings to, the potluck changed or was
  // cancelled, and the day-before reminder to everyone going. Their subject is the potluck's title.
  'potluck_invite',
  'potluck_menu',
  'potluck_changed',
  'potluck_cancelled',
  'potluck_reminder',
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

/** How a friend request or a cookbook invitation was answered; none while it waits for an answer. */
export const notificationAnswers = ['accepted', 'declined'] as const;
export type NotificationAnswer = (typeof notificationAnswers)[number];

export interface NotificationLike {
  type: string;
  read?: boolean;
  fromUser?: NotificationSender | null;
  /** What it is about: the recipe's or the cookbook's title (from the server), when it still exists. */
  subject?: string | null;
  /** For a friend request or an invitation: how it was answered; null or absent while it waits. */
  answer?: NotificationAnswer | null;
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

type Sentence = (name: string, subject: string | null, answer: NotificationAnswer | null) => string;

const quoted = (subject: string) => `“${subject}”`;

const sentences: Record<NotificationType, Sentence> = {
  friend_request: (name, _, answer) =>
    answer === 'accepted'
      ? `You and ${name} are now friends.`
      : answer === 'declined'
        ? `You declined ${name}’s friend request.`
        : `${name} sent you a friend request.`,
  friend_accept: (name) => `${name} accepted your friend request.`,
  friend_request_response: (name) => `You are now friends with ${name}.`,
  recipe_like: (name, subject) => `${name} liked your recipe${subject ? ` ${quoted(subject)}` : ''}.`,
  recipe_comment: (name, subject) =>
    `${name} commented on your recipe${subject ? ` ${quoted(subject)}` : ''}.`,
  recipe_cooked: (name, subject) => `${name} cooked your recipe${subject ? ` ${quoted(subject)}` : ''}.`,
  cookbook_share_request: (name, subject, answer) =>
    answer === 'accepted'
      ? `You joined ${subject ? quoted(subject) : `${name}’s cookbook`}.`
      : answer === 'declined'
        ? `You declined ${name}’s invitation${subject ? ` to ${quoted(subject)}` : ''}.`
        : `${name} invited you to collaborate on ${subject ? quoted(subject) : 'a cookbook'}.`,
  cookbook_share_accept: (name, subject) =>
    subject
      ? `${name} joined your cookbook ${quoted(subject)}.`
      : `${name} accepted your cookbook invitation.`,
  potluck_invite: (name, subject) =>
    `${name} invited you to ${subject ? `the potluck ${quoted(subject)}` : 'a potluck'}.`,
  potluck_menu: (name, subject) =>
    `${name} changed the menu of ${subject ? quoted(subject) : 'a potluck'} in a course you bring a dish to.`,
  potluck_changed: (name, subject) => `${name} changed the potluck${subject ? ` ${quoted(subject)}` : ''}.`,
  potluck_cancelled: (name, subject) =>
    `${name} cancelled the potluck${subject ? ` ${quoted(subject)}` : ''}.`,
  potluck_reminder: (name, subject) =>
    `Tomorrow: ${subject ? `the potluck ${quoted(subject)}` : 'a potluck'}, hosted by ${name}.`,
};

/**
 * The panel's sentence for a notification, naming its subject when the server sent one and saying how a request
 * or invitation was answered; any type the app does not know reads 'You have a new notification.'
 */
export function notificationText(notification: NotificationLike): string {
  if (!isNotificationType(notification.type)) return genericNotificationText;
  return sentences[notification.type](
    senderName(notification.fromUser),
    notification.subject?.trim() || null,
    notification.answer ?? null,
  );
}

/** A friend request or invitation that still waits for the member's answer (it shows Accept and Deny). */
export function awaitsAnswer(notification: NotificationLike): boolean {
  return answerableNotificationTypes.includes(notification.type as NotificationType) && !notification.answer;
}

/** How many notifications are unread, for the bell's badge. */
export function unreadCount(notifications: readonly NotificationLike[]): number {
  return notifications.filter((notification) => notification.read !== true).length;
}
