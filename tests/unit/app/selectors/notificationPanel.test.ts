// The bell and the notification panel from the notifications machine: rows, the unread count, open or closed,
// share requests hidden while answered, and each callback as the machine's event.
import { describe, expect, it, vi } from 'vitest';
import { type EventObject, getInitialSnapshot, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { selectBell, selectNotificationPanel } from '../../../../app/selectors/notificationPanel.ts';
import { type NotificationsClient, notificationsMachine } from '../../../../machines/notificationsMachine.ts';
import { aNotification, aSender, sampleId } from '../../../../stories/statecharts/samples.ts';

const kenji = aSender('kenji.eats', sampleId(1));
const friendRequest = aNotification({ _id: sampleId(71), type: 'friend_request', fromUser: kenji });
const share = aNotification({
  _id: sampleId(72),
  type: 'cookbook_share_request',
  fromUser: kenji,
  data: { cookbookId: sampleId(3) },
});
const like = aNotification({ _id: sampleId(73), type: 'recipe_like', read: true, fromUser: null });

const input = { client: {} as NotificationsClient, memberId: sampleId(9), now: () => 0 };
const loaded = {
  type: 'xstate.done.actor.fetchNotifications',
  output: [friendRequest, share, like],
} as EventObject;

function snapshotAfter(
  ...events: (EventObject & Record<string, unknown>)[]
): SnapshotFrom<typeof notificationsMachine> {
  let snapshot = getInitialSnapshot(notificationsMachine, input);
  for (const event of events) snapshot = getNextSnapshot(notificationsMachine, snapshot, event as never);
  return snapshot;
}

describe('selectBell and selectNotificationPanel', () => {
  it('the rows, the unread count and the closed panel', () => {
    const bell = selectBell(snapshotAfter(loaded), vi.fn());
    expect(bell.open).toBe(false);
    expect(bell.unread).toBe(2);
    expect(bell.panel.notifications).toEqual([
      {
        id: friendRequest._id,
        type: 'friend_request',
        read: false,
        createdAt: friendRequest.createdAt,
        fromUser: { id: kenji._id, ...kenji },
      },
      expect.objectContaining({ id: share._id, type: 'cookbook_share_request' }),
      expect.objectContaining({ id: like._id, read: true, fromUser: null }),
    ]);
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
  });

  it('accept and deny answer a friend request or a share request by its type', () => {
    const send = vi.fn();
    const panel = selectNotificationPanel(snapshotAfter(loaded), send);
    panel.onAccept({ id: friendRequest._id });
    panel.onDeny({ id: share._id });
    panel.onRead({ id: friendRequest._id });
    panel.onClear();
    selectBell(snapshotAfter(loaded), send).onOpenChange({ open: true });
    selectBell(snapshotAfter(loaded), send).onOpenChange({ open: false });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'friendRequest.answer', id: friendRequest._id, accept: true },
      { type: 'share.answer', id: share._id, accept: false },
      { type: 'notification.read', id: friendRequest._id },
      { type: 'notifications.clear' },
      { type: 'panel.open' },
      { type: 'panel.close' },
    ]);
  });
});
