// The bell and the notification panel from the notifications machine: pending friend requests above the rows,
// each row with its subject, picture, page and time, the unread count, open or closed, the Clear question,
// share requests hidden while answered, and each callback as the machine's event.
import { describe, expect, it, vi } from 'vitest';
import { type EventObject, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import {
  notificationPath,
  selectBell,
  selectBellBeforeStart,
  selectNotificationPanel,
} from '../../../../app/selectors/notificationPanel.ts';
import { type NotificationsClient, notificationsMachine } from '../../../../machines/notificationsMachine.ts';
import { aNotification, aSender, sampleId } from '../../../../stories/statecharts/samples.ts';

const kenji = { ...aSender('kenji.eats', sampleId(1)), fName: 'Kenji', lName: 'Sato' };
const friendRequest = aNotification({ _id: sampleId(71), type: 'friend_request', fromUser: kenji });
const share = aNotification({
  _id: sampleId(72),
  type: 'cookbook_share_request',
  fromUser: kenji,
  data: { cookbookId: sampleId(3) },
  subject: 'Sunday Dinners',
});
const like = aNotification({
  _id: sampleId(73),
  type: 'recipe_like',
  read: true,
  fromUser: null,
  data: { recipeId: sampleId(4) },
  subject: 'Lemon Pie',
});
const request = { _id: kenji._id, username: kenji.username, fName: 'Kenji', lName: 'Sato', profilePic: '' };

const now = Date.parse(friendRequest.createdAt) + 5 * 60_000;
const input = { client: {} as NotificationsClient, memberId: sampleId(9), now: () => now };
const loaded = {
  type: 'xstate.done.actor.fetchFeed',
  output: { notifications: [friendRequest, share, like], requests: [request] },
} as EventObject;

function snapshotAfter(
  ...events: (EventObject & Record<string, unknown>)[]
): SnapshotFrom<typeof notificationsMachine> {
  let snapshot = getInitialSnapshot(notificationsMachine, input);
  for (const event of events) snapshot = getNextSnapshot(notificationsMachine, snapshot, event as never);
  return snapshot;
}

describe('selectBell and selectNotificationPanel', () => {
  it('the pending requests, the rows, the unread count and the closed panel', () => {
    const bell = selectBell(snapshotAfter(loaded), vi.fn());
    expect(bell.open).toBe(false);
    expect(bell.unread).toBe(2);
    expect(bell.panel.requests).toEqual([
      {
        id: kenji._id,
        name: 'Kenji Sato',
        username: 'kenji.eats',
        picture: '/user.png',
        href: '/profile/kenji.eats',
        answering: false,
      },
    ]);
    expect(bell.panel.notifications).toEqual([
      {
        id: friendRequest._id,
        type: 'friend_request',
        read: false,
        createdAt: friendRequest.createdAt,
        ago: '5 min ago',
        fromUser: {
          id: kenji._id,
          fName: 'Kenji',
          lName: 'Sato',
          username: 'kenji.eats',
          picture: '/user.png',
        },
        subject: null,
        answer: null,
        href: '/profile/kenji.eats',
      },
      expect.objectContaining({ id: share._id, subject: 'Sunday Dinners', href: '/profile/kenji.eats' }),
      expect.objectContaining({ id: like._id, read: true, fromUser: null, href: `/recipe/${sampleId(4)}` }),
    ]);
  });

  it('each row opens its recipe, its cookbook once joined, or the sender', () => {
    expect(notificationPath(like)).toBe(`/recipe/${sampleId(4)}`);
    expect(notificationPath(share)).toBe('/profile/kenji.eats');
    expect(notificationPath({ ...share, answer: 'accepted' })).toBe(`/cookbook/${sampleId(3)}`);
    expect(
      notificationPath(aNotification({ type: 'cookbook_share_accept', data: { cookbookId: sampleId(3) } })),
    ).toBe(`/cookbook/${sampleId(3)}`);
    expect(notificationPath(aNotification({ type: 'friend_accept', fromUser: kenji }))).toBe(
      '/profile/kenji.eats',
    );
    expect(notificationPath(aNotification({ type: 'something_new', fromUser: null }))).toBeUndefined();
    // Cooked it (issue 41): a cook of the member's recipe opens the recipe, where the cooks are.
    expect(
      notificationPath(
        aNotification({
          type: 'recipe_cooked',
          fromUser: kenji,
          data: { recipeId: sampleId(4) },
        }),
      ),
    ).toBe(`/recipe/${sampleId(4)}`);
  });

  it('open while the machine says so', () => {
    expect(selectBell(snapshotAfter(loaded, { type: 'panel.open' }), vi.fn()).open).toBe(true);
    expect(
      selectBell(snapshotAfter(loaded, { type: 'panel.open' }, { type: 'panel.close' }), vi.fn()).open,
    ).toBe(false);
  });

  it('a share request being answered is hidden at once, and no longer counted', () => {
    const snapshot = snapshotAfter(loaded, { type: 'share.answer', id: share._id, accept: true });
    const bell = selectBell(snapshot, vi.fn());
    expect(bell.panel.notifications.map((n) => n.id)).toEqual([friendRequest._id, like._id]);
    expect(bell.unread).toBe(1);
    expect(bell.panel.busy).toBe(true);
  });

  it('the friend request being answered says so', () => {
    const snapshot = snapshotAfter(loaded, {
      type: 'friendRequest.answer',
      requesterId: kenji._id,
      accept: true,
    });
    expect(selectNotificationPanel(snapshot, vi.fn()).requests?.[0]?.answering).toBe(true);
  });

  it('the Clear question is open while the machine asks', () => {
    expect(selectNotificationPanel(snapshotAfter(loaded), vi.fn()).confirmClear?.open).toBe(false);
    expect(
      selectNotificationPanel(snapshotAfter(loaded, { type: 'notifications.clear' }), vi.fn()).confirmClear
        ?.open,
    ).toBe(true);
  });

  it('turns every callback into the machine’s event', () => {
    const send = vi.fn();
    const panel = selectNotificationPanel(snapshotAfter(loaded), send);
    panel.onAccept({ id: share._id });
    panel.onDeny({ id: share._id });
    panel.onAcceptRequest?.({ id: kenji._id });
    panel.onDeclineRequest?.({ id: kenji._id });
    panel.onRead({ id: friendRequest._id });
    panel.onOpen?.({ id: like._id });
    panel.onClear();
    panel.confirmClear?.onConfirm();
    panel.confirmClear?.onCancel();
    selectBell(snapshotAfter(loaded), send).onOpenChange({ open: true });
    selectBell(snapshotAfter(loaded), send).onOpenChange({ open: false });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'share.answer', id: share._id, accept: true },
      { type: 'share.answer', id: share._id, accept: false },
      { type: 'friendRequest.answer', requesterId: kenji._id, accept: true },
      { type: 'friendRequest.answer', requesterId: kenji._id, accept: false },
      { type: 'notification.read', id: friendRequest._id },
      { type: 'notification.open', id: like._id },
      { type: 'notifications.clear' },
      { type: 'clear.confirm' },
      { type: 'clear.cancel' },
      { type: 'panel.open' },
      { type: 'panel.close' },
    ]);
  });
});

describe('selectBellBeforeStart', () => {
  // The shell starts the notifications actor after the page's first paint (decision 030): until then it draws
  // what the actor's first snapshot would, and sends what the member does to a queue that waits for it.
  it('draws what the first snapshot draws: no count, closed, the panel empty and not busy', () => {
    const { onOpenChange: _, panel, ...bell } = selectBell(snapshotAfter(), vi.fn());
    const { onOpenChange: __, panel: panelBefore, ...before } = selectBellBeforeStart(vi.fn());
    expect(before).toEqual(bell);
    const data = ({ requests, notifications, busy, confirmClear }: typeof panel) => ({
      requests,
      notifications,
      busy,
      confirmClearOpen: confirmClear?.open,
    });
    expect(data(panelBefore)).toEqual(data(panel));
  });

  it("sends what the member does as the machine's events, a press on the bell included", () => {
    const send = vi.fn();
    const bell = selectBellBeforeStart(send);
    bell.onOpenChange({ open: true });
    bell.panel.onAcceptRequest?.({ id: kenji._id });
    bell.panel.onClear?.();
    expect(send.mock.calls).toEqual([
      [{ type: 'panel.open' }],
      [{ type: 'friendRequest.answer', requesterId: kenji._id, accept: true }],
      [{ type: 'notifications.clear' }],
    ]);
  });
});
