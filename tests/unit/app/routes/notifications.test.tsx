// @vitest-environment happy-dom
// /notifications through its route adapter: the member's notifications actor drawn as the NotificationsScreen.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification, aSender, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

/** The first answer may take a while on a busy machine: the module graph loads on the first render. */
const patience = { timeout: 15_000 };
const renderNotifications = async () =>
  renderMemberRoute(await import('../../../../app/routes/notifications.tsx'), { path: '/notifications' });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each case renders the whole app's module graph in happy-dom: slow on a busy machine, hence the room.
describe('/notifications', { timeout: 30_000 }, () => {
  it('lists the member’s notifications on a page and answers a friend request', async () => {
    fakeClient.getNotifications.mockResolvedValue([
      aNotification({
        _id: sampleId(70),
        type: 'friend_request',
        fromUser: aSender('sam_bakes', sampleId(7)),
      }),
    ]);
    fakeClient.acceptFriendRequest.mockResolvedValue({});
    fakeClient.markNotificationRead.mockResolvedValue({});
    await renderNotifications();
    expect(await screen.findByText(/sent you a friend request/, {}, patience)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Accept/ }));
    expect(fakeClient.acceptFriendRequest).toHaveBeenCalled();
  });
});
