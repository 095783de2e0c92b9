import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { selectSettingsScreen, shownTab } from '../../../../app/selectors/settingsScreen.ts';
import {
  type SettingsClient,
  type SettingsEvent,
  settingsMachine,
} from '../../../../machines/settingsMachine.ts';
import { aFriend, anOwnProfile, sampleId } from '../../../../stories/statecharts/samples.ts';
import { done, failed, snapshotAfter } from './snapshots.ts';

const input = { client: {} as SettingsClient, tab: 'friends' as const };
const me = anOwnProfile({ _id: sampleId(9), intolerances: ['egg'] });
const lee = aFriend({ _id: sampleId(2), username: 'lee', fName: 'Lee', lName: 'Park' });
const loaded = [done('loadProfile', me), done('loadFriends', [lee])];
const snapshot = (...events: (SettingsEvent | EventObject)[]) =>
  snapshotAfter(settingsMachine, input, events);

describe('selectSettingsScreen', () => {
  it('is loading until the profile arrives, and says so when it fails', () => {
    expect(selectSettingsScreen(snapshot(), vi.fn()).settings).toEqual({ status: 'loading' });
    expect(selectSettingsScreen(snapshot(failed('loadProfile')), vi.fn()).settings).toEqual({
      status: 'error',
    });
    expect(shownTab(snapshot())).toBeUndefined();
  });

  it('shows the machine’s tab, the friends by name and the drafts, the allergies starting from the saved ones', () => {
    const { settings } = selectSettingsScreen(
      snapshot(...loaded, { type: 'username.change', change: { newUsername: 'ada2' } }),
      vi.fn(),
    );
    if (settings.status !== 'ready') throw new Error('not ready');
    expect(settings.tab).toBe('friends');
    expect(settings.friends.friends).toEqual([
      { id: sampleId(2), username: 'lee', name: 'Lee Park', avatar: expect.any(String), latestMessage: null },
    ]);
    expect(settings.username.draft).toEqual({ newUsername: 'ada2', currentPassword: '' });
    expect(settings.allergies.chosen).toEqual(['egg']);
  });

  it('opens the removal question naming the friend while the machine asks', () => {
    const asking = selectSettingsScreen(snapshot(...loaded, { type: 'friend.remove', friend: lee }), vi.fn());
    expect(asking.confirmRemove).toMatchObject({ open: true, username: 'lee' });
    const removing = selectSettingsScreen(
      snapshot(...loaded, { type: 'friend.remove', friend: lee }, { type: 'remove.confirm' }),
      vi.fn(),
    );
    expect(removing.confirmRemove.open).toBe(false);
    if (removing.settings.status !== 'ready') throw new Error('not ready');
    expect(removing.settings.friends.removing).toBe(true);
  });

  it('turns the screen’s callbacks into the machine’s events', () => {
    const send = vi.fn();
    const { settings, confirmRemove } = selectSettingsScreen(snapshot(...loaded), send);
    if (settings.status !== 'ready') throw new Error('not ready');
    settings.onTabChange({ tab: 'password' });
    settings.password.onDraftChange({ newPassword: 'secret2' });
    settings.password.onSubmit();
    settings.allergies.onChosenChange({ intolerances: ['dairy'] });
    settings.allergies.onSubmit();
    settings.friends.onRemove({ friendId: sampleId(2) });
    confirmRemove.onConfirm();
    confirmRemove.onOpenChange?.(false);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'tab.select', tab: 'password' },
      { type: 'password.change', change: { newPassword: 'secret2' } },
      { type: 'password.submit' },
      { type: 'intolerances.change', intolerances: ['dairy'] },
      { type: 'intolerances.submit' },
      { type: 'friend.remove', friend: lee },
      { type: 'remove.confirm' },
      { type: 'remove.cancel' },
    ]);
  });
});
