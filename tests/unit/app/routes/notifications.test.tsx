// @vitest-environment happy-dom
// /notifications through its route adapter: the member's notifications actor drawn as the NotificationsScreen.
import { cleanup, screen, within } from '@testing-library/react';
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
  it('lists the pending requests and the notifications on a page, and answers a friend request', async () => {
    const sam = aSender('sam_bakes', sampleId(7));
    fakeClient.getNotifications.mockResolvedValue([
      aNotification({ _id: sampleId(70), type: 'friend_request', fromUser: sam }),
    ]);
    fakeClient.getFriendRequests.mockResolvedValue([
      { _id: sam._id, username: sam.username, fName: sam.fName, lName: sam.lName, profilePic: '' },
    ]);
    fakeClient.acceptFriendRequest.mockResolvedValue({});
    await renderNotifications();
    expect(await screen.findByText(/sent you a friend request/, {}, patience)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    // The request's row opens the sender's profile.
    expect(screen.getByRole('link', { name: /sent you a friend request/ }).getAttribute('href')).toBe(
      '/profile/sam_bakes',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Accept sam_bakes/ }));
    expect(fakeClient.acceptFriendRequest).toHaveBeenCalledWith({
      currentUserId: expect.any(String),
      requesterId: sam._id,
    });
  });

  it('a failed answer is an alert on the page', async () => {
    const sam = aSender('sam_bakes', sampleId(7));
    fakeClient.getNotifications.mockResolvedValue([]);
    fakeClient.getFriendRequests.mockResolvedValue([
      { _id: sam._id, username: sam.username, fName: sam.fName, lName: sam.lName, profilePic: '' },
    ]);
    fakeClient.acceptFriendRequest.mockRejectedValue(Object.assign(new Error('gone'), { status: 404 }));
    await renderNotifications();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Accept sam_bakes/ }, patience));
    expect((await screen.findByRole('alertdialog', {}, patience)).textContent).toContain(
      'Failed to answer the friend request. Please try again.',
    );
  });

  it('Clear asks first, and clears only once confirmed', async () => {
    fakeClient.getNotifications.mockResolvedValue([
      aNotification({ _id: sampleId(71), type: 'recipe_like' }),
    ]);
    fakeClient.getFriendRequests.mockResolvedValue([]);
    fakeClient.clearNotifications.mockResolvedValue({});
    await renderNotifications();
    const user = userEvent.setup();
    await screen.findByText(/liked your recipe/, {}, patience);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const question = await screen.findByRole('alertdialog');
    expect(fakeClient.clearNotifications).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
    expect(fakeClient.clearNotifications).toHaveBeenCalled();
  });
});
