// A profile page (SPEC §2, §4, §8): loading, loaded, or 'Failed to load profile'. With no token the fetch is
// skipped and a 401 is treated as logged out (emitted as `session.unauthorized` for the session machine).
// The owner toggles edit mode; what is typed is the machine's draft; Save updates the shown profile, Cancel
// leaves it. Share copies the profile link. Once loaded, the friend button is the friend relation machine,
// invoked with the relation the server reported. A chosen picture or cover that the image rules (SPEC §5, domain
// images.ts) do not accept leaves the draft as it was and says so, until the next change.
import { acceptedImage, limits, messages, profileShareLink } from '@potluck/domain';
import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import {
  type FriendRelationEvent,
  type FriendRequestClient,
  friendRelationMachine,
} from './friendRelationMachine.ts';
import type { WriteClipboard } from './support/env.ts';
import { errorOf, isUnauthorized, serverMessageOf } from './support/errors.ts';
import { alertNotice, type Notice } from './support/notices.ts';
import type {
  Cookbook,
  MemberRecipe,
  OwnProfile,
  Profile,
  ProfileEdit,
  PublicProfile,
} from './support/records.ts';

export interface ProfileClient extends FriendRequestClient {
  getOwnProfile(): Promise<OwnProfile>;
  getMemberProfile(username: string): Promise<PublicProfile>;
  getUserCookbooks(username: string): Promise<Cookbook[]>;
  getUserRecipes(username: string): Promise<MemberRecipe[]>;
  updateProfile(changes: ProfileEdit): Promise<OwnProfile>;
}

export type ProfileInput = {
  client: ProfileClient;
  /** The route's username; none for a bare /profile (the member's own). */
  username?: string;
  hasToken: boolean;
  /** Who is looking: the sender of a friend request. */
  memberId: string;
  origin: string;
  writeClipboard: WriteClipboard;
};

export type ProfilePage = { profile: Profile; cookbooks: Cookbook[]; recipes: MemberRecipe[] };

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'draft.change'; change: Partial<ProfileEdit> }
  | { type: 'profile.save' }
  | Extract<FriendRelationEvent, { type: 'friend.add' | 'request.accept' | 'request.decline' }>
  | { type: 'profile.share' }
  | { type: 'tab.select'; tab: 'cookbooks' | 'recipes' }
  | { type: 'profile.reload' };

export type Unauthorized = { type: 'session.unauthorized' };

type ProfileContext = ProfileInput & {
  page: ProfilePage | null;
  error: string | null;
  /** The edit form's fields while editing. */
  draft: ProfileEdit | null;
  /** Why the last save was refused (the server's reason when it gave one), shown in the form until the next change. */
  saveError: string | null;
};

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    emitted: {} as Notice | Unauthorized,
    children: {} as { friendRelation: 'friendRelation' },
  },
  actors: {
    friendRelation: friendRelationMachine,
    loadProfile: fromPromise<
      ProfilePage | null,
      { client: ProfileClient; username?: string; hasToken: boolean }
    >(async ({ input: { client, username, hasToken } }) => {
      if (!hasToken) return null;
      const profile = username ? await client.getMemberProfile(username) : await client.getOwnProfile();
      const [cookbooks, recipes] = await Promise.all([
        client.getUserCookbooks(profile.username),
        client.getUserRecipes(profile.username),
      ]);
      return { profile, cookbooks, recipes };
    }),
    saveProfile: fromPromise<Profile, { client: ProfileClient; changes: ProfileEdit }>(({ input }) =>
      input.client.updateProfile(input.changes),
    ),
    copyLink: fromPromise<void, { writeClipboard: WriteClipboard; link: string }>(({ input }) =>
      input.writeClipboard(input.link),
    ),
  },
  actions: {
    setPage: assign({ page: (_, page: ProfilePage | null) => page, error: null }),
    setProfile: assign({
      page: ({ context }, profile: Profile) => (context.page ? { ...context.page, profile } : null),
    }),
    showLoadFailure: assign({ error: messages.profileLoadFailed }),
    reportUnauthorized: emit({ type: 'session.unauthorized' as const }),
    alertCopied: emit(alertNotice(messages.profileLinkCopied)),
    startDraft: assign({
      draft: ({ context }) => {
        const profile = context.page?.profile;
        return profile
          ? {
              fName: profile.fName,
              lName: profile.lName,
              bio: profile.bio,
              profilePic: profile.profilePic,
              coverImage: profile.coverImage,
            }
          : null;
      },
    }),
    changeDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'draft.change' && context.draft
          ? { ...context.draft, ...event.change }
          : context.draft,
    }),
    dropDraft: assign({ draft: null, saveError: null }),
    showSaveFailure: assign({
      saveError: (_, error: unknown) => serverMessageOf(error) ?? messages.profileSaveFailed,
    }),
    addFriend: sendTo('friendRelation', { type: 'friend.add' }),
    acceptRequest: sendTo('friendRelation', { type: 'request.accept' }),
    declineRequest: sendTo('friendRelation', { type: 'request.decline' }),
  },
  guards: {
    // A new picture or cover that is not an image; null (removed) and the stored value are fine.
    rejectsImage: ({ event }, { field }: { field: 'profilePic' | 'coverImage' }) => {
      if (event.type !== 'draft.change') return false;
      const image = event.change[field];
      return typeof image === 'string' && image !== '' && acceptedImage(image) === null;
    },
    isTab: ({ event }, { tab }: { tab: 'cookbooks' | 'recipes' }) =>
      event.type === 'tab.select' && event.tab === tab,
    isLoaded: (_, page: ProfilePage | null) => page !== null,
    isUnauthorized: (_, error: unknown) => isUnauthorized(error),
    // The server says 'self' for the member's own page; a bare /profile is always one's own.
    isOwn: ({ context }) => {
      const profile = context.page?.profile;
      return !context.username || (!!profile && 'relation' in profile && profile.relation === 'self');
    },
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ ...input, page: null, error: null, draft: null, saveError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({
          client: context.client,
          username: context.username,
          hasToken: context.hasToken,
        }),
        onDone: [
          {
            guard: { type: 'isLoaded', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'setPage', params: ({ event }) => event.output },
          },
          { target: 'loggedOut' },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: errorOf },
            target: 'loggedOut',
            actions: 'reportUnauthorized',
          },
          { target: 'failed', actions: 'showLoadFailure' },
        ],
      },
    },
    /** 'Failed to load profile'. */
    failed: { tags: ['error'], on: { 'profile.reload': 'loading' } },
    /** No token, or the server said 401: nothing to show; the session machine takes over. */
    loggedOut: { type: 'final' },
    loaded: {
      type: 'parallel',
      invoke: {
        id: 'friendRelation',
        src: 'friendRelation',
        input: ({ context }) => {
          const profile = context.page?.profile;
          return {
            client: context.client,
            memberId: context.memberId,
            profileId: profile?._id ?? '',
            // A bare /profile is one's own; the server says how the member relates to anyone else.
            relation:
              context.username && profile && 'relation' in profile ? profile.relation : ('self' as const),
          };
        },
      },
      on: {
        'friend.add': { actions: 'addFriend' },
        'request.accept': { actions: 'acceptRequest' },
        'request.decline': { actions: 'declineRequest' },
      },
      states: {
        mode: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'profile.edit': { guard: 'isOwn', target: 'editing', actions: 'startDraft' },
                'profile.share': 'sharing',
              },
            },
            sharing: {
              invoke: {
                id: 'copyLink',
                src: 'copyLink',
                input: ({ context }) => ({
                  writeClipboard: context.writeClipboard,
                  link: profileShareLink(context.origin, context.page?.profile.username ?? ''),
                }),
                onDone: { target: 'viewing', actions: 'alertCopied' },
                onError: { target: 'viewing' },
              },
            },
            editing: {
              initial: 'ready',
              on: {
                'draft.change': [
                  {
                    guard: { type: 'rejectsImage', params: { field: 'profilePic' } },
                    target: '.pictureRejected',
                  },
                  {
                    guard: { type: 'rejectsImage', params: { field: 'coverImage' } },
                    target: '.coverRejected',
                  },
                  { target: '.ready', actions: 'changeDraft' },
                ],
                'profile.cancel': { target: 'viewing', actions: 'dropDraft' },
                'profile.save': 'saving',
              },
              states: {
                ready: {},
                /** The save was refused or failed: the draft is kept, the reason shown, Save may be pressed again. */
                saveFailed: { tags: ['error'] },
                /** The chosen profile picture is not an image: the draft keeps the one before. */
                pictureRejected: { tags: ['error'] },
                /** The chosen cover is not an image: the draft keeps the one before. */
                coverRejected: { tags: ['error'] },
              },
            },
            saving: {
              tags: ['busy'],
              invoke: {
                id: 'saveProfile',
                src: 'saveProfile',
                input: ({ context }) => {
                  const draft = context.draft ?? {
                    fName: '',
                    lName: '',
                    bio: '',
                    profilePic: '',
                    coverImage: '',
                  };
                  // The bio input stops at 60 characters (SPEC §5); the save keeps to the same limit.
                  return {
                    client: context.client,
                    changes: { ...draft, bio: draft.bio.slice(0, limits.bioMax) },
                  };
                },
                onDone: {
                  target: 'viewing',
                  actions: [{ type: 'setProfile', params: ({ event }) => event.output }, 'dropDraft'],
                },
                onError: [
                  {
                    guard: { type: 'isUnauthorized', params: errorOf },
                    target: '#profile.loggedOut',
                    actions: 'reportUnauthorized',
                  },
                  {
                    target: 'editing.saveFailed',
                    actions: { type: 'showSaveFailure', params: errorOf },
                  },
                ],
              },
            },
          },
        },
        tab: {
          initial: 'cookbooks',
          states: {
            cookbooks: {
              on: {
                'tab.select': { guard: { type: 'isTab', params: { tab: 'recipes' } }, target: 'recipes' },
              },
            },
            recipes: {
              on: {
                'tab.select': { guard: { type: 'isTab', params: { tab: 'cookbooks' } }, target: 'cookbooks' },
              },
            },
          },
        },
      },
    },
  },
});
