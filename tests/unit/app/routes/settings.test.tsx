// @vitest-environment happy-dom
// /settings through its route adapter: the settings machine, the selector and the SettingsScreen together.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aFriend, anOwnProfile, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeClient, renderMemberRoute } from './harness.tsx';

vi.mock('../../../../app/services.ts', async () => (await import('./harness.tsx')).fakeServices());

const me = anOwnProfile({ _id: sampleId(9), intolerances: ['egg'] });
const lee = aFriend({ _id: sampleId(2), username: 'lee' });
/** The first answer may take a while on a busy machine: the module graph loads on the first render. */
const patience = { timeout: 15_000 };
const renderSettings = async (at = '/settings') =>
  renderMemberRoute(await import('../../../../app/routes/settings.tsx'), { path: '/settings', at });

beforeEach(() => {
  // The session check asks first, then the settings page: both get the member's whole profile.
  fakeClient.getOwnProfile.mockResolvedValueOnce(me).mockResolvedValueOnce(me);
  fakeClient.getFriends.mockResolvedValue([lee]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// Each case renders the whole app's module graph in happy-dom: slow on a busy machine, hence the room.
describe('/settings', { timeout: 30_000 }, () => {
  it('opens the tab the address names; manageFriends is Manage Friends', async () => {
    await renderSettings('/settings?tab=manageFriends');
    expect(await screen.findByRole('button', { name: 'Remove lee' }, patience)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Manage Friends', selected: true })).toBeTruthy();
    expect(fakeClient.getFriends).toHaveBeenCalledWith(sampleId(9));
  });

  it('changes the username with what was typed and says Username updated', async () => {
    fakeClient.updateUsername.mockResolvedValue({});
    await renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New username/, {}, patience), 'ada2');
    await user.type(screen.getByLabelText(/Current password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Update Username' }));
    expect(await screen.findByText('Username updated')).toBeTruthy();
    expect(fakeClient.updateUsername).toHaveBeenCalledWith({
      currentPassword: 'secret1',
      newUsername: 'ada2',
    });
  });

  it('asks before removing a friend, and removes only after the member confirms', async () => {
    fakeClient.removeFriend.mockResolvedValue({});
    await renderSettings('/settings?tab=friends');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove lee' }, patience));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      "Remove @lee? You won't be able to send or recieve chats from this user any more.",
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fakeClient.removeFriend).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove lee' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Friend removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove lee' })).toBeNull());
    expect(fakeClient.removeFriend).toHaveBeenCalledWith({ userId: sampleId(9), friendId: sampleId(2) });
  });

  it('says Failed to load profile when the profile does not load', async () => {
    fakeClient.getOwnProfile.mockReset();
    fakeClient.getOwnProfile
      .mockResolvedValueOnce(me)
      .mockRejectedValueOnce(new Error('Request failed (500)'));
    await renderSettings();
    expect((await screen.findAllByText('Failed to load profile', {}, patience)).length).toBeGreaterThan(0);
  });
});
