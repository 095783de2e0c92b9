import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { type ProfileClient, type ProfileInput, profileMachine } from '../../../machines/profileMachine.ts';
import type { ProfileEdit } from '../../../machines/support/records.ts';
import { anOwnProfile, aPublicProfile } from '../../../stories/statecharts/samples.ts';
import { createActor } from './helpers/coverage.ts';
import { done, failed, unreachableStates } from './helpers/reachability.ts';
import { stateAfter, type TransitionRow } from './helpers/transitions.ts';

const ada = anOwnProfile({ _id: 'a'.repeat(24) });
const me = ada._id;
const changes: ProfileEdit = {
  fName: 'Ada',
  lName: 'L',
  bio: 'b'.repeat(80),
  profilePic: '',
  coverImage: '',
};

function start(overrides: Partial<ProfileClient> = {}, input: Partial<ProfileInput> = {}) {
  const client = {
    getOwnProfile: vi.fn(async () => ada),
    getMemberProfile: vi.fn(async (username: string) => aPublicProfile({ username, relation: 'none' })),
    getUserCookbooks: vi.fn(async () => []),
    getUserRecipes: vi.fn(async () => []),
    updateProfile: vi.fn(async (c: ProfileEdit) => ({ ...ada, ...c })),
    sendFriendRequest: vi.fn(async () => ({})),
    acceptFriendRequest: vi.fn(async () => ({})),
    denyFriendRequest: vi.fn(async () => ({})),
    ...overrides,
  };
  const writeClipboard = vi.fn(async () => undefined);
  const actor = createActor(profileMachine, {
    input: { client, hasToken: true, memberId: me, origin: 'https://potluck.test', writeClipboard, ...input },
  }).start();
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push('text' in e ? e.text : e.type));
  return { actor, client, writeClipboard, emitted };
}

describe('profileMachine', () => {
  it('skips the fetch without a token', async () => {
    const { actor, client } = start({}, { hasToken: false });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(client.getOwnProfile).not.toHaveBeenCalled();
  });

  it('a 401 is silently logged out; other failures say Failed to load profile', async () => {
    const unauthorized = start({
      getOwnProfile: vi.fn(async () => Promise.reject(Object.assign(new Error(), { status: 401 }))),
    });
    await waitFor(unauthorized.actor, (s) => s.matches('loggedOut'));
    expect(unauthorized.emitted).toEqual(['session.unauthorized']);

    const broken = start({ getOwnProfile: vi.fn(async () => Promise.reject(new Error('boom'))) });
    await waitFor(broken.actor, (s) => s.matches('failed'));
    expect(broken.actor.getSnapshot().context.error).toBe('Failed to load profile');
  });

  it('edits the own profile; Save shows the saved profile with the bio capped at 60', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().matches({ loaded: { mode: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({
      fName: ada.fName,
      lName: ada.lName,
      bio: ada.bio,
      profilePic: ada.profilePic,
      coverImage: ada.coverImage,
    });
    actor.send({ type: 'draft.change', change: changes });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches({ loaded: { mode: 'viewing' } }));
    expect(client.updateProfile).toHaveBeenCalledWith({ ...changes, bio: 'b'.repeat(60) });
    expect(actor.getSnapshot().context.page?.profile.lName).toBe('L');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it('Cancel leaves edit mode and forgets what was typed', async () => {
    const { actor, client } = start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'draft.change', change: { bio: 'Something else' } });
    expect(actor.getSnapshot().context.draft?.bio).toBe('Something else');
    actor.send({ type: 'profile.cancel' });
    expect(actor.getSnapshot().matches({ loaded: { mode: 'viewing' } })).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().context.page?.profile.bio).toBe(ada.bio);
    expect(client.updateProfile).not.toHaveBeenCalled();
  });

  it('the friend button is the friend relation machine, started with the relation the server reported', async () => {
    const { actor, client } = start({}, { username: 'bob' });
    await waitFor(actor, (s) => s.matches('loaded'));
    const button = actor.getSnapshot().children.friendRelation;
    expect(button?.getSnapshot().matches('none')).toBe(true);
    actor.send({ type: 'friend.add' });
    await waitFor(button!, (s) => s.matches('requestSent'));
    expect(client.sendFriendRequest).toHaveBeenCalledWith({ fromId: me, toId: expect.any(String) });

    const own = start();
    await waitFor(own.actor, (s) => s.matches('loaded'));
    expect(own.actor.getSnapshot().children.friendRelation?.getSnapshot().value).toBe('self');
  });

  it("cannot edit someone else's profile; Share copies its link", async () => {
    const { actor, writeClipboard, emitted } = start({}, { username: 'bob' });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().matches({ loaded: { mode: 'viewing' } })).toBe(true);
    actor.send({ type: 'profile.share' });
    await waitFor(actor, (s) => s.matches({ loaded: { mode: 'viewing' } }));
    expect(writeClipboard).toHaveBeenCalledWith('https://potluck.test/profile/bob');
    expect(emitted).toEqual(['Profile link copied!']);
  });

  it('a chosen file that is not an image leaves the draft as it was; Remove empties it', async () => {
    const client = {
      getOwnProfile: async () => ada,
      getUserCookbooks: async () => [],
      getUserRecipes: async () => [],
    } as unknown as ProfileClient;
    const actor = createActor(profileMachine, {
      input: { client, hasToken: true, memberId: me, origin: '', writeClipboard: async () => undefined },
    }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    actor.send({ type: 'draft.change', change: { profilePic: png } });
    actor.send({ type: 'draft.change', change: { profilePic: 'data:text/plain;base64,aGVsbG8=' } });
    expect(actor.getSnapshot().matches({ loaded: { mode: { editing: 'pictureRejected' } } })).toBe(true);
    expect(actor.getSnapshot().context.draft?.profilePic).toBe(png);
    actor.send({ type: 'draft.change', change: { profilePic: '' } });
    expect(actor.getSnapshot().matches({ loaded: { mode: { editing: 'ready' } } })).toBe(true);
    expect(actor.getSnapshot().context.draft?.profilePic).toBe('');
    actor.stop();
  });

  it('a failed save stays in edit mode with the shown profile unchanged', async () => {
    const { actor, client } = start({
      updateProfile: vi.fn(async () => Promise.reject(new Error('Request failed (500)'))),
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'draft.change', change: changes });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches({ loaded: { mode: { editing: 'saveFailed' } } }));
    expect(client.updateProfile).toHaveBeenCalled();
    expect(actor.getSnapshot().context.page?.profile.lName).toBe(ada.lName);
    expect(actor.getSnapshot().context.draft?.lName).toBe(changes.lName);
    expect(actor.getSnapshot().context.saveError).toBe('Failed to save your profile. Please try again.');
  });

  it("a refused save shows the server's reason; typing again clears it; a 401 logs out", async () => {
    const refusal = Object.assign(new Error('bio must be at most 60 characters'), { status: 400 });
    const updateProfile = vi.fn(async (): Promise<typeof ada> => Promise.reject(refusal));
    const { actor, emitted } = start({ updateProfile });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches({ loaded: { mode: { editing: 'saveFailed' } } }));
    expect(actor.getSnapshot().context.saveError).toBe('bio must be at most 60 characters');
    actor.send({ type: 'draft.change', change: changes });
    expect(actor.getSnapshot().matches({ loaded: { mode: { editing: 'ready' } } })).toBe(true);
    updateProfile.mockRejectedValueOnce(Object.assign(new Error('Not logged in'), { status: 401 }));
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(emitted).toContain('session.unauthorized');
  });

  it('a copy the browser refuses goes back to viewing without the copied alert', async () => {
    const { actor, writeClipboard, emitted } = start({}, { username: 'bob' });
    writeClipboard.mockRejectedValueOnce(new Error('denied'));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.share' });
    await waitFor(actor, (s) => s.matches({ loaded: { mode: 'viewing' } }));
    expect(writeClipboard).toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('loads again on request after a failure', async () => {
    const getOwnProfile = vi.fn(async (): Promise<typeof ada> => Promise.reject(new Error('boom')));
    const { actor } = start({ getOwnProfile });
    await waitFor(actor, (s) => s.matches('failed'));
    getOwnProfile.mockResolvedValueOnce(ada);
    actor.send({ type: 'profile.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.page?.profile._id).toBe(ada._id);
  });

  it('reaches every state', () => {
    const page = { profile: ada, cookbooks: [], recipes: [] };
    expect(
      unreachableStates(profileMachine, {
        input: {
          client: {} as ProfileClient,
          hasToken: true,
          memberId: me,
          origin: '',
          writeClipboard: async () => undefined,
        },
        events: [
          { type: 'profile.edit' },
          { type: 'profile.cancel' },
          { type: 'draft.change', change: changes },
          { type: 'draft.change', change: { profilePic: 'data:text/plain;base64,aGVsbG8=' } },
          { type: 'draft.change', change: { coverImage: 'data:application/pdf;base64,JVBERi0=' } },
          { type: 'profile.save' },
          { type: 'friend.add' },
          { type: 'profile.share' },
          { type: 'tab.select', tab: 'recipes' },
          { type: 'profile.reload' },
          done('loadProfile', page),
          done('loadProfile', null),
          failed('loadProfile'),
          done('saveProfile', ada),
          failed('saveProfile'),
          done('copyLink'),
        ],
        serialize: (s) => JSON.stringify(s.value),
      }),
    ).toEqual([]);
  });
});

describe('profileMachine transition table', () => {
  const loaded = done('loadProfile', { profile: ada, cookbooks: [], recipes: [] });
  const edit = { type: 'profile.edit' } as const;
  it.each<TransitionRow>([
    ['loading at first', [], 'loading'],
    ['skipped without a token', [done('loadProfile', null)], 'loggedOut'],
    ['a 401', [failed('loadProfile', Object.assign(new Error(), { status: 401 }))], 'loggedOut'],
    ['another failure', [failed('loadProfile')], 'failed'],
    ['loaded', [loaded], { loaded: { mode: 'viewing', tab: 'cookbooks' } }],
    ['editing', [loaded, edit], { loaded: { mode: 'editing' } }],
    ['cancelled', [loaded, edit, { type: 'profile.cancel' }], { loaded: { mode: 'viewing' } }],
    [
      'typing stays in edit mode',
      [loaded, edit, { type: 'draft.change', change: changes }],
      { loaded: { mode: 'editing' } },
    ],
    ['saving', [loaded, edit, { type: 'profile.save' }], { loaded: { mode: 'saving' } }],
    [
      'a failed save goes back to editing and says so',
      [loaded, edit, { type: 'profile.save' }, failed('saveProfile')],
      { loaded: { mode: { editing: 'saveFailed' } } },
    ],
    [
      'a picture that is not an image',
      [loaded, edit, { type: 'draft.change', change: { profilePic: 'data:text/plain;base64,aGVsbG8=' } }],
      { loaded: { mode: { editing: 'pictureRejected' } } },
    ],
    [
      'a cover that is not an image',
      [loaded, edit, { type: 'draft.change', change: { coverImage: 'data:text/html;base64,PGI+' } }],
      { loaded: { mode: { editing: 'coverRejected' } } },
    ],
    [
      'an image after a rejected one',
      [
        loaded,
        edit,
        { type: 'draft.change', change: { coverImage: 'data:text/html;base64,PGI+' } },
        { type: 'draft.change', change: { coverImage: 'data:image/png;base64,iVBORw0KGgo=' } },
      ],
      { loaded: { mode: { editing: 'ready' } } },
    ],
    [
      'Add Friend leaves the page as it is',
      [loaded, { type: 'friend.add' }],
      { loaded: { mode: 'viewing', tab: 'cookbooks' } },
    ],
    [
      'saved',
      [loaded, edit, { type: 'profile.save' }, done('saveProfile', ada)],
      { loaded: { mode: 'viewing' } },
    ],
    ['sharing', [loaded, { type: 'profile.share' }], { loaded: { mode: 'sharing' } }],
    ['shared', [loaded, { type: 'profile.share' }, done('copyLink')], { loaded: { mode: 'viewing' } }],
    [
      'a refused copy',
      [loaded, { type: 'profile.share' }, failed('copyLink')],
      { loaded: { mode: 'viewing' } },
    ],
    ['recipes tab', [loaded, { type: 'tab.select', tab: 'recipes' }], { loaded: { tab: 'recipes' } }],
    [
      'back to the cookbooks tab',
      [loaded, { type: 'tab.select', tab: 'recipes' }, { type: 'tab.select', tab: 'cookbooks' }],
      { loaded: { tab: 'cookbooks' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(
      stateAfter(
        profileMachine,
        {
          client: {} as ProfileClient,
          hasToken: true,
          memberId: me,
          origin: '',
          writeClipboard: async () => undefined,
        },
        events,
      ).matches(expected as never),
    ).toBe(true);
  });
});
