import { messages } from '@potluck/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, waitFor } from 'xstate';
import { selectProfileScreen } from '../../../../app/selectors/profileScreen.ts';
import {
  type ProfileClient,
  type ProfileEvent,
  profileMachine,
} from '../../../../machines/profileMachine.ts';
import type { Profile } from '../../../../machines/support/records.ts';
import {
  aCookbook,
  anOwnProfile,
  aPublicProfile,
  sampleId,
} from '../../../../stories/statecharts/samples.ts';
import { done, failed, snapshotAfter } from './snapshots.ts';

const input = (username?: string) => ({
  client: {} as ProfileClient,
  username,
  hasToken: true,
  memberId: sampleId(9),
  origin: 'https://potluck.test',
  writeClipboard: async () => undefined,
});
const own = anOwnProfile({ _id: sampleId(9), bio: 'Soups.', profilePic: '', coverImage: '' });
const soups = aCookbook({ _id: sampleId(3), title: 'Soups', coverImage: 'cover2.JPG', isPublic: true });
const loaded = (profile: Profile = own) => done('loadProfile', { profile, cookbooks: [soups], recipes: [] });
const select = (events: (ProfileEvent | EventObject)[], username?: string, send = vi.fn()) =>
  selectProfileScreen(snapshotAfter(profileMachine, input(username), events), send);

describe('selectProfileScreen', () => {
  it('is loading, then says Failed to load profile when the load fails', () => {
    expect(select([]).profile).toEqual({ status: 'loading' });
    expect(select([failed('loadProfile')]).profile).toEqual({ status: 'error' });
  });

  it('shows the profile, its cookbooks as cookbook cards and the own profile’s Edit Profile', () => {
    const { profile } = select([loaded()]);
    if (profile.status !== 'ready') throw new Error('not ready');
    expect(profile.header.relation).toBe('self');
    expect(profile.header.profile).toMatchObject({ username: own.username, bio: 'Soups.', coverImage: null });
    expect(profile.tabs.cookbooks).toEqual([
      { id: sampleId(3), title: 'Soups', coverUrl: '/cover2.JPG', isPublic: true },
    ]);
    expect(profile.tabs.tab).toBe('cookbooks');
    expect(profile.edit).toBeUndefined();
  });

  it('shows the relation the server reported on someone else’s profile', () => {
    const { profile } = select([loaded(aPublicProfile({ relation: 'incoming' }))], 'bob');
    if (profile.status !== 'ready') throw new Error('not ready');
    expect(profile.header.relation).toBe('incoming');
  });

  it('lists the owner’s own lists as theirs (private ones marked), and someone else’s as public', () => {
    const mine = select([loaded()]);
    if (mine.profile.status !== 'ready') throw new Error('not ready');
    expect(mine.profile.tabs.own).toBe(true);
    const named = select([loaded(aPublicProfile({ relation: 'self' }))], own.username);
    if (named.profile.status !== 'ready') throw new Error('not ready');
    expect(named.profile.tabs.own).toBe(true);
    const theirs = select([loaded(aPublicProfile({ relation: 'friends' }))], 'bob');
    if (theirs.profile.status !== 'ready') throw new Error('not ready');
    expect(theirs.profile.tabs.own).toBe(false);
  });

  it('a request accepted on the profile counts one friend more', async () => {
    const client = {
      getMemberProfile: async () => aPublicProfile({ relation: 'incoming', friends: 2 }),
      getUserCookbooks: async () => [],
      getUserRecipes: async () => [],
      acceptFriendRequest: async () => ({}),
    } as unknown as ProfileClient;
    const actor = createActor(profileMachine, { input: { ...input('bob'), client } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    const header = () => {
      const { profile } = selectProfileScreen(actor.getSnapshot(), vi.fn());
      if (profile.status !== 'ready') throw new Error('not ready');
      return profile.header;
    };
    expect(header().profile.friendCount).toBe(2);
    actor.send({ type: 'request.accept' });
    expect(header().relationBusy).toBe(true);
    await waitFor(actor.getSnapshot().children.friendRelation!, (s) => s.matches('friends'));
    expect(header()).toMatchObject({ relation: 'friends', relationBusy: false, profile: { friendCount: 3 } });
    actor.stop();
  });

  it('edit mode shows the machine’s draft; no picture reads as null in the form', () => {
    const { profile } = select([
      loaded(),
      { type: 'profile.edit' },
      { type: 'draft.change', change: { bio: 'Bread.' } },
    ]);
    if (profile.status !== 'ready') throw new Error('not ready');
    expect(profile.edit?.draft).toEqual({
      fName: own.fName,
      lName: own.lName,
      bio: 'Bread.',
      profilePic: null,
      coverImage: null,
    });
  });

  it('while editing, the header hides Edit Profile and its bio (the form holds them)', () => {
    const viewing = select([loaded()]);
    const editing = select([loaded(), { type: 'profile.edit' }]);
    if (viewing.profile.status !== 'ready' || editing.profile.status !== 'ready')
      throw new Error('not ready');
    expect(viewing.profile.header.editing).toBe(false);
    expect(editing.profile.header.editing).toBe(true);
  });

  it('says why a chosen picture or cover was not taken, under that picker only', () => {
    const text = 'data:text/plain;base64,aGVsbG8=';
    const picture = select([
      loaded(),
      { type: 'profile.edit' },
      { type: 'draft.change', change: { profilePic: text } },
    ]);
    const cover = select([
      loaded(),
      { type: 'profile.edit' },
      { type: 'draft.change', change: { coverImage: text } },
    ]);
    if (picture.profile.status !== 'ready' || cover.profile.status !== 'ready') throw new Error('not ready');
    expect(picture.profile.edit).toMatchObject({
      pictureError: messages.imageRejected,
      coverError: undefined,
    });
    expect(picture.profile.edit?.draft.profilePic).toBeNull();
    expect(cover.profile.edit).toMatchObject({ pictureError: undefined, coverError: messages.imageRejected });
  });

  it('turns the screen’s callbacks into the machine’s events', () => {
    const send = vi.fn();
    const { profile } = select([loaded(), { type: 'profile.edit' }], undefined, send);
    if (profile.status !== 'ready') throw new Error('not ready');
    profile.header.onShare();
    profile.header.onAddFriend();
    profile.header.onAcceptRequest();
    profile.header.onDeclineRequest();
    profile.tabs.onTabChange({ tab: 'recipes' });
    profile.edit?.onDraftChange({ profilePic: null, bio: 'x' });
    profile.edit?.onSave();
    profile.edit?.onCancel();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'profile.share' },
      { type: 'friend.add' },
      { type: 'request.accept' },
      { type: 'request.decline' },
      { type: 'tab.select', tab: 'recipes' },
      { type: 'draft.change', change: { bio: 'x', profilePic: '' } },
      { type: 'profile.save' },
      { type: 'profile.cancel' },
    ]);
  });
});
