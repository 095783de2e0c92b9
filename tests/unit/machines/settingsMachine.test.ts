import type { UnitSystem } from '@potluck/domain';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import {
  type SettingsClient,
  type SettingsTab,
  settingsMachine,
  tabFromQuery,
} from '../../../machines/settingsMachine.ts';
import type { Friend } from '../../../machines/support/records.ts';
import { aFriend, anOwnProfile } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const me = anOwnProfile({ _id: 'a'.repeat(24), intolerances: [] });
const bob: Friend = aFriend({ _id: 'b'.repeat(24), username: 'bob' });

function start(tab: SettingsTab, overrides: Partial<SettingsClient> = {}, localeUnits?: UnitSystem) {
  const client: SettingsClient = {
    getOwnProfile: vi.fn(async () => me),
    updateUsername: vi.fn(async () => ({})),
    updatePassword: vi.fn(async () => ({})),
    updateIntolerances: vi.fn(async (intolerances: string[]) => ({ intolerances })),
    updateUnits: vi.fn(async (units: UnitSystem) => ({ units })),
    getFriends: vi.fn(async () => [bob]),
    removeFriend: vi.fn(async () => ({})),
    ...overrides,
  };
  const actor = createActor(settingsMachine, {
    input: { client, tab, ...(localeUnits && { localeUnits }) },
  }).start();
  const toasts: string[] = [];
  actor.on('toast.show', (e) => toasts.push(`${e.kind}:${e.text}`));
  return { actor, client, toasts };
}

describe('settingsMachine', () => {
  it.each([
    ['password', 'password'],
    ['manageFriends', 'friends'],
    ['intolerances', 'intolerances'],
    ['nonsense', 'username'],
    [null, 'username'],
  ])('?tab=%s opens %s', (value, tab) => {
    expect(tabFromQuery(value)).toBe(tab);
  });

  it('opens the tab it was given once the profile loaded', async () => {
    const { actor } = start('password');
    await waitFor(actor, (s) => s.matches({ password: 'idle' }));
    actor.send({ type: 'tab.select', tab: 'intolerances' });
    expect(actor.getSnapshot().matches({ intolerances: 'idle' })).toBe(true);
  });

  it('toasts Username updated, or the server error text, or Update failed', async () => {
    const ok = start('username');
    await waitFor(ok.actor, (s) => s.matches({ username: 'idle' }));
    ok.actor.send({ type: 'username.change', change: { newUsername: ' ada2 ' } });
    ok.actor.send({ type: 'username.change', change: { currentPassword: 'secret1' } });
    expect(ok.actor.getSnapshot().context.drafts.username).toEqual({
      newUsername: ' ada2 ',
      currentPassword: 'secret1',
    });
    ok.actor.send({ type: 'username.submit' });
    await waitFor(ok.actor, (s) => s.matches({ username: 'idle' }));
    expect(ok.client.updateUsername).toHaveBeenCalledWith({
      currentPassword: 'secret1',
      newUsername: 'ada2',
    });

    const taken = start('username', {
      updateUsername: vi.fn(async () =>
        Promise.reject(Object.assign(new Error('Username taken'), { status: 409 })),
      ),
    });
    await waitFor(taken.actor, (s) => s.matches({ username: 'idle' }));
    taken.actor.send({ type: 'username.change', change: { currentPassword: 'x', newUsername: 'bob' } });
    taken.actor.send({ type: 'username.submit' });
    await waitFor(taken.actor, (s) => s.matches({ username: 'idle' }));

    const blank = start('password', {
      updatePassword: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(blank.actor, (s) => s.matches({ password: 'idle' }));
    blank.actor.send({ type: 'password.change', change: { currentPassword: 'x', newPassword: 'secret2' } });
    blank.actor.send({ type: 'password.submit' });
    await waitFor(blank.actor, (s) => s.matches({ password: 'idle' }));

    expect([...ok.toasts, ...taken.toasts, ...blank.toasts]).toEqual([
      'success:Username updated',
      'error:Username taken',
      'error:Update failed',
    ]);
  });

  it('toasts Password updated', async () => {
    const { actor, client, toasts } = start('password');
    await waitFor(actor, (s) => s.matches({ password: 'idle' }));
    actor.send({ type: 'password.change', change: { currentPassword: 'secret1', newPassword: 'secret2' } });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ password: 'idle' }));
    expect(client.updatePassword).toHaveBeenCalledWith({
      currentPassword: 'secret1',
      newPassword: 'secret2',
    });
    expect(toasts).toEqual(['success:Password updated']);
  });

  it('allergies: Allergies updated or Failed to update', async () => {
    const ok = start('intolerances');
    await waitFor(ok.actor, (s) => s.matches({ intolerances: 'idle' }));
    ok.actor.send({ type: 'intolerances.change', intolerances: ['dairy'] });
    ok.actor.send({ type: 'intolerances.submit' });
    expect(ok.client.updateIntolerances).toHaveBeenCalledWith(['dairy']);
    await waitFor(ok.actor, (s) => s.matches({ intolerances: 'idle' }));
    expect(ok.actor.getSnapshot().context.profile?.intolerances).toEqual(['dairy']);

    const bad = start('intolerances', {
      updateIntolerances: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(bad.actor, (s) => s.matches({ intolerances: 'idle' }));
    bad.actor.send({ type: 'intolerances.submit' });
    await waitFor(bad.actor, (s) => s.matches({ intolerances: 'idle' }));
    expect([...ok.toasts, ...bad.toasts]).toEqual(['success:Allergies updated', 'error:Failed to update']);
  });

  it('starts the allergies form from the member’s saved intolerances', async () => {
    const { actor } = start('intolerances', {
      getOwnProfile: vi.fn(async () => ({ ...me, intolerances: ['egg'] })),
    });
    await waitFor(actor, (s) => s.matches({ intolerances: 'idle' }));
    expect(actor.getSnapshot().context.drafts.intolerances).toEqual(['egg']);
  });

  it('units: the browser’s locale until the member chooses, then their choice, saved at once', async () => {
    const { actor, client, toasts } = start('units', {}, 'us');
    const chosen: UnitSystem[] = [];
    actor.on('units.chosen', (event) => chosen.push(event.units));
    await waitFor(actor, (s) => s.matches({ units: 'idle' }));
    expect(actor.getSnapshot().context.drafts.units).toBe('us');
    // Choosing what is shown already saves nothing.
    actor.send({ type: 'units.choose', units: 'us' });
    expect(actor.getSnapshot().matches({ units: 'idle' })).toBe(true);
    actor.send({ type: 'units.choose', units: 'metric' });
    expect(actor.getSnapshot().matches({ units: 'saving' })).toBe(true);
    expect(actor.getSnapshot().context.drafts.units).toBe('metric');
    await waitFor(actor, (s) => s.matches({ units: 'idle' }));
    expect(client.updateUnits).toHaveBeenCalledWith('metric');
    expect(actor.getSnapshot().context.profile?.units).toBe('metric');
    expect(chosen).toEqual(['metric']);
    expect(toasts).toEqual(['success:Units updated']);
  });

  it('units: a member’s saved choice wins over the locale, and a failed save puts it back', async () => {
    const { actor, toasts } = start(
      'units',
      {
        getOwnProfile: vi.fn(async () => ({ ...me, units: 'metric' as const })),
        updateUnits: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
      },
      'us',
    );
    const chosen: UnitSystem[] = [];
    actor.on('units.chosen', (event) => chosen.push(event.units));
    await waitFor(actor, (s) => s.matches({ units: 'idle' }));
    expect(actor.getSnapshot().context.drafts.units).toBe('metric');
    actor.send({ type: 'units.choose', units: 'us' });
    await waitFor(actor, (s) => s.matches({ units: 'idle' }));
    expect(actor.getSnapshot().context.drafts.units).toBe('metric');
    expect(chosen).toEqual([]);
    expect(toasts).toEqual(['error:Failed to update units']);
  });

  it('asks before removing a friend; cancelling keeps them', async () => {
    const { actor, client } = start('friends');
    await waitFor(actor, (s) => s.matches({ friends: 'list' }));
    actor.send({ type: 'friend.remove', friend: bob });
    expect(actor.getSnapshot().matches({ friends: 'confirmingRemove' })).toBe(true);
    expect(actor.getSnapshot().context.removing).toEqual(bob);
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().matches({ friends: 'list' })).toBe(true);
    expect(actor.getSnapshot().context.removing).toBeNull();
    expect(client.removeFriend).not.toHaveBeenCalled();
  });

  it('removes a friend once the member confirms', async () => {
    const { actor, client, toasts } = start('friends');
    await waitFor(actor, (s) => s.matches({ friends: 'list' }));
    actor.send({ type: 'friend.remove', friend: bob });
    actor.send({ type: 'remove.confirm' });
    await waitFor(actor, (s) => s.matches({ friends: 'list' }));
    expect(client.removeFriend).toHaveBeenCalledWith({ userId: me._id, friendId: bob._id });
    expect(actor.getSnapshot().context.friends).toEqual([]);
    expect(toasts).toEqual(['success:Friend removed']);
  });

  it('failures toast Failed to fetch friends, Failed to remove friend, Failed to load profile', async () => {
    const friends = start('friends', {
      getFriends: vi.fn(async () => Promise.reject(new Error('x'))),
      removeFriend: vi.fn(async () => Promise.reject(new Error('x'))),
    });
    await waitFor(friends.actor, (s) => s.matches({ friends: 'list' }));
    friends.actor.send({ type: 'friend.remove', friend: bob });
    friends.actor.send({ type: 'remove.confirm' });
    await waitFor(friends.actor, (s) => s.matches({ friends: 'list' }));
    const profile = start('username', { getOwnProfile: vi.fn(async () => Promise.reject(new Error('x'))) });
    await waitFor(profile.actor, (s) => s.matches('failed'));
    expect([...friends.toasts, ...profile.toasts]).toEqual([
      'error:Failed to fetch friends',
      'error:Failed to remove friend',
      'error:Failed to load profile',
    ]);
  });

  it('reaches every state', () => {
    expect(
      unreachableStates(settingsMachine, {
        input: { client: {} as SettingsClient, tab: 'username' },
        events: [
          ...(['username', 'password', 'friends', 'intolerances', 'units'] as const).map((tab) => ({
            type: 'tab.select',
            tab,
          })),
          { type: 'username.submit' },
          { type: 'password.submit' },
          { type: 'intolerances.submit' },
          { type: 'units.choose', units: 'us' },
          { type: 'friend.remove', friend: bob },
          { type: 'remove.confirm' },
          { type: 'remove.cancel' },
          done('loadProfile', me),
          failed('loadProfile'),
          done('loadFriends', [bob]),
          done('removeFriend'),
          done('saveUsername'),
          done('savePassword'),
          done('saveIntolerances', { intolerances: ['egg'] }),
          done('saveUnits', { units: 'us' }),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('settingsMachine tabs', () => {
  const tabs = ['username', 'password', 'friends', 'intolerances'] as const;
  // Each tab opens at its start: the forms idle, the friend list loading (so selecting it again reloads it).
  const opened = { username: 'idle', password: 'idle', friends: 'loading', intolerances: 'idle' } as const;
  it.each(tabs.flatMap((from) => tabs.map((to) => [from, to] as const)))(
    'from %s, selecting %s opens it',
    (from, to) => {
      const snapshot = stateAfter(settingsMachine, { client: {} as SettingsClient, tab: from }, [
        done('loadProfile', me),
        done('loadFriends', [bob]),
        { type: 'tab.select', tab: to },
      ]);
      expect(snapshot.value).toEqual({ [to]: opened[to] });
    },
  );
});

describe('settingsMachine transition table', () => {
  const loaded = done('loadProfile', me);
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['the asked tab opens', [loaded], { friends: 'loading' }],
    ['profile failed', [failed('loadProfile')], 'failed'],
    ['friends listed', [loaded, done('loadFriends', [bob])], { friends: 'list' }],
    ['a failed friends load still lists', [loaded, failed('loadFriends')], { friends: 'list' }],
    [
      'confirming a removal',
      [loaded, done('loadFriends', [bob]), { type: 'friend.remove', friend: bob }],
      { friends: 'confirmingRemove' },
    ],
    [
      'removal cancelled',
      [loaded, done('loadFriends', [bob]), { type: 'friend.remove', friend: bob }, { type: 'remove.cancel' }],
      { friends: 'list' },
    ],
    [
      'removing',
      [
        loaded,
        done('loadFriends', [bob]),
        { type: 'friend.remove', friend: bob },
        { type: 'remove.confirm' },
      ],
      { friends: 'removing' },
    ],
    [
      'a draft changes in place',
      [loaded, { type: 'username.change', change: { newUsername: 'ada2' } }],
      { friends: 'loading' },
    ],
    ['another tab', [loaded, { type: 'tab.select', tab: 'password' }], { password: 'idle' }],
    [
      'password saving',
      [loaded, { type: 'tab.select', tab: 'password' }, { type: 'password.submit' }],
      { password: 'saving' },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(settingsMachine, { client: {} as SettingsClient, tab: 'friends' as const }, events).matches(
        expected as never,
      ),
    ).toBe(true);
  });
});
