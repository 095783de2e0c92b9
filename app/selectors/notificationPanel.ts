// The notifications machine's snapshot as the bell (unread count, panel open or closed) and the design system's
// NotificationPanel props, for the top bar and /notifications (SPEC §2, §4): pending friend requests above the
// rows, each row with its subject, sender's picture, the page it opens and how long ago it came.
import type { FriendRequest, Notification } from '@potluck/contract';
import { avatarUrl, relativeTime, senderName, unreadCount } from '@potluck/domain';
import type {
  FriendRequestRow,
  LinkComponent,
  NotificationPanelProps,
  NotificationRow,
  TopBarBell,
} from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import type { NotificationsEvent, notificationsMachine } from '../../machines/notificationsMachine.ts';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;
type Send = (event: NotificationsEvent) => void;

const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

/** The page a notification opens: its recipe, its cookbook (once the member may see it), else the sender. */
export function notificationPath(notification: Notification): string | undefined {
  const { recipeId, cookbookId } = notification.data;
  switch (notification.type) {
    case 'recipe_like':
    case 'recipe_comment':
    case 'recipe_cooked':
      if (recipeId) return `/recipe/${encodeURIComponent(recipeId)}`;
      break;
    case 'cookbook_share_accept':
      if (cookbookId) return `/cookbook/${encodeURIComponent(cookbookId)}`;
      break;
    case 'cookbook_share_request':
      // A private cookbook opens only once the invitation is accepted; until then, the inviter.
      if (cookbookId && notification.answer === 'accepted')
        return `/cookbook/${encodeURIComponent(cookbookId)}`;
      break;
    case 'potluck_invite':
    case 'potluck_menu':
    case 'potluck_changed':
    case 'potluck_cancelled':
    case 'potluck_reminder':
      if (notification.data.potluckId) return `/potluck/${encodeURIComponent(notification.data.potluckId)}`;
      break;
  }
  return notification.fromUser?.username ? profilePath(notification.fromUser.username) : undefined;
}

/** One notification as a row of the panel; `now` says how long ago it came. */
export const toNotificationRow = (notification: Notification, now: number): NotificationRow => ({
  id: notification._id,
  type: notification.type,
  read: notification.read,
  createdAt: notification.createdAt,
  ago: relativeTime(notification.createdAt, now),
  fromUser: notification.fromUser && {
    id: notification.fromUser._id,
    fName: notification.fromUser.fName,
    lName: notification.fromUser.lName,
    username: notification.fromUser.username,
    picture: avatarUrl(notification.fromUser.profilePic),
  },
  subject: notification.subject ?? null,
  answer: notification.answer ?? null,
  href: notificationPath(notification),
});

/** One pending friend request as the panel lists it. */
export const toFriendRequestRow = (request: FriendRequest, answering: boolean): FriendRequestRow => ({
  id: request._id,
  name: senderName(request),
  username: request.username,
  picture: avatarUrl(request.profilePic),
  href: profilePath(request.username),
  answering,
});

/** The notifications shown: share requests being answered are hidden until the server has its answer. */
const shown = (snapshot: NotificationsSnapshot) =>
  snapshot.context.notifications.filter((n) => !snapshot.context.hidden.includes(n._id));

/** What the member does in the panel, sent to the notifications actor. */
const panelHandlers = (send: Send) =>
  ({
    onAccept: ({ id }) => send({ type: 'share.answer', id, accept: true }),
    onDeny: ({ id }) => send({ type: 'share.answer', id, accept: false }),
    onAcceptRequest: ({ id }) => send({ type: 'friendRequest.answer', requesterId: id, accept: true }),
    onDeclineRequest: ({ id }) => send({ type: 'friendRequest.answer', requesterId: id, accept: false }),
    onRead: ({ id }) => send({ type: 'notification.read', id }),
    onOpen: ({ id }) => send({ type: 'notification.open', id }),
    onClear: () => send({ type: 'notifications.clear' }),
  }) satisfies Partial<NotificationPanelProps>;

export function selectNotificationPanel(
  snapshot: NotificationsSnapshot,
  send: Send,
  { Link }: { Link?: LinkComponent } = {},
): NotificationPanelProps {
  const { context } = snapshot;
  const now = context.now();
  const answeringFriend = snapshot.matches({ feed: 'answeringFriend' }) ? context.answering?.id : undefined;
  return {
    requests: context.requests.map((request) => toFriendRequestRow(request, request._id === answeringFriend)),
    notifications: shown(snapshot).map((notification) => toNotificationRow(notification, now)),
    ...panelHandlers(send),
    confirmClear: {
      open: snapshot.matches({ feed: 'confirmingClear' }),
      onConfirm: () => send({ type: 'clear.confirm' }),
      onCancel: () => send({ type: 'clear.cancel' }),
    },
    busy: snapshot.hasTag('busy'),
    ...(Link ? { Link } : {}),
  };
}

export function selectBell(
  snapshot: NotificationsSnapshot,
  send: Send,
  options: { Link?: LinkComponent } = {},
): TopBarBell {
  return {
    unread: unreadCount(shown(snapshot)),
    open: snapshot.matches({ panel: 'open' }),
    onOpenChange: ({ open }) => send({ type: open ? 'panel.open' : 'panel.close' }),
    panel: selectNotificationPanel(snapshot, send, options),
  };
}

/**
 * The bell before the notifications actor has started (it starts after the page's first paint, decision 030):
 * no count yet, closed, its panel empty as while the first fetch runs. What the member does goes to `send`,
 * which waits for the actor: a press on the bell meanwhile opens the panel once it has started.
 */
export function selectBellBeforeStart(send: Send, { Link }: { Link?: LinkComponent } = {}): TopBarBell {
  return {
    unread: 0,
    open: false,
    onOpenChange: ({ open }) => send({ type: open ? 'panel.open' : 'panel.close' }),
    panel: {
      requests: [],
      notifications: [],
      ...panelHandlers(send),
      confirmClear: {
        open: false,
        onConfirm: () => send({ type: 'clear.confirm' }),
        onCancel: () => send({ type: 'clear.cancel' }),
      },
      busy: false,
      ...(Link ? { Link } : {}),
    },
  };
}
