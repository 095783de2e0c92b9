// The settings page (SPEC §2, §8). The tab comes from the query parameter `tab` (manageFriends means friends,
// anything unknown means username). What is typed into each form is the machine's draft; each form submits on
// its own and answers with the toasts of SPEC §8. The friends tab loads the member's friends and removes one only
// after the member answered 'Remove @{username}? …' (`friends.confirmingRemove`). The units tab saves the
// member's choice of metric or US customary as soon as it is made (until then the browser's locale decides) and
// tells the app, which shows every amount in it from then on.

import { messages, type UnitSystem } from '@potluck/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { confirmThenCall } from './support/confirmThenCall.ts';
import { errorOf, serverMessageOf } from './support/errors.ts';
import { type FriendsClient, loadFriends, loadingFriends } from './support/friendList.ts';
import { type Notice, toastNotice } from './support/notices.ts';
import type { Friend, Id, OwnProfile as Profile } from './support/records.ts';

export const settingsTabs = ['username', 'password', 'friends', 'intolerances', 'units'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** The tab a `?tab=` value opens. */
export function tabFromQuery(value: string | null | undefined): SettingsTab {
  if (value === 'manageFriends') return 'friends';
  return settingsTabs.find((tab) => tab === value) ?? 'username';
}

export interface SettingsClient extends FriendsClient {
  getOwnProfile(): Promise<Profile>;
  updateUsername(change: { currentPassword: string; newUsername: string }): Promise<unknown>;
  updatePassword(change: { currentPassword: string; newPassword: string }): Promise<unknown>;
  updateIntolerances(intolerances: string[]): Promise<{ intolerances: string[] }>;
  updateUnits(units: UnitSystem): Promise<{ units: UnitSystem }>;
  removeFriend(pair: { userId: Id; friendId: Id }): Promise<unknown>;
}

export type SettingsInput = {
  client: SettingsClient;
  tab: SettingsTab;
  /** The system the browser's locale suggests, shown until the member has chosen (absent: metric). */
  localeUnits?: UnitSystem;
};

export type UsernameDraft = { newUsername: string; currentPassword: string };
export type PasswordDraft = { currentPassword: string; newPassword: string };
/** What the member has typed or chosen in each form, not yet saved. */
export type SettingsDrafts = {
  username: UsernameDraft;
  password: PasswordDraft;
  intolerances: string[];
  /** The units chosen: shown at once, saved in `units.saving`, put back if saving fails. */
  units: UnitSystem;
};

export type SettingsEvent =
  | { type: 'tab.select'; tab: SettingsTab }
  | { type: 'username.change'; change: Partial<UsernameDraft> }
  | { type: 'password.change'; change: Partial<PasswordDraft> }
  | { type: 'intolerances.change'; intolerances: string[] }
  | { type: 'username.submit' }
  | { type: 'password.submit' }
  | { type: 'intolerances.submit' }
  | { type: 'units.choose'; units: UnitSystem }
  | { type: 'friend.remove'; friend: Friend }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

type SettingsContext = SettingsInput & {
  profile: Profile | null;
  drafts: SettingsDrafts;
  friends: Friend[];
  removing: Friend | null;
};

const emptyDrafts: SettingsDrafts = {
  username: { newUsername: '', currentPassword: '' },
  password: { currentPassword: '', newPassword: '' },
  intolerances: [],
  units: 'metric',
};

/** The app learns the saved units this way (the session keeps them for every page). */
export type UnitsChosen = { type: 'units.chosen'; units: UnitSystem };

/** The units the member reads: their choice, else what the browser's locale suggests. */
const savedUnits = (context: { profile: Profile | null; localeUnits?: UnitSystem | undefined }) =>
  context.profile?.units ?? context.localeUnits ?? 'metric';

const failure = (fallback: string) => (_: unknown, error: unknown) =>
  toastNotice(serverMessageOf(error) ?? fallback, 'error');

/** From any tab to the one chosen. */
const tabTransitions = settingsTabs.map((tab) => ({
  guard: { type: 'isTab' as const, params: { tab } },
  target: `#settings.${tab}`,
}));

/** A friend leaves the list only after the member confirmed and the server removed the friendship. */
const removeFriend = confirmThenCall({
  answer: 'remove',
  calling: 'removing',
  back: 'list',
  forget: 'clearRemoving',
  call: 'removeFriend',
  input: ({ context }: { context: SettingsContext }) => ({
    client: context.client,
    userId: context.profile?._id ?? '',
    friendId: context.removing?._id ?? '',
  }),
  done: ['dropRemoved', 'toastFriendRemoved'],
  failed: ['clearRemoving', 'toastRemoveFailed'],
});

export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
    emitted: {} as Notice | UnitsChosen,
  },
  actors: {
    loadProfile: fromPromise<Profile, { client: SettingsClient }>(({ input }) =>
      input.client.getOwnProfile(),
    ),
    saveUsername: fromPromise<unknown, { client: SettingsClient; draft: UsernameDraft }>(({ input }) =>
      input.client.updateUsername({
        currentPassword: input.draft.currentPassword,
        newUsername: input.draft.newUsername.trim(),
      }),
    ),
    savePassword: fromPromise<unknown, { client: SettingsClient; draft: PasswordDraft }>(({ input }) =>
      input.client.updatePassword(input.draft),
    ),
    saveIntolerances: fromPromise<
      { intolerances: string[] },
      { client: SettingsClient; intolerances: string[] }
    >(({ input }) => input.client.updateIntolerances(input.intolerances)),
    saveUnits: fromPromise<{ units: UnitSystem }, { client: SettingsClient; units: UnitSystem }>(
      ({ input }) => input.client.updateUnits(input.units),
    ),
    loadFriends,
    removeFriend: fromPromise<unknown, { client: SettingsClient; userId: Id; friendId: Id }>(({ input }) =>
      input.client.removeFriend({ userId: input.userId, friendId: input.friendId }),
    ),
  },
  actions: {
    setProfile: assign(({ context }, profile: Profile) => ({
      profile,
      drafts: {
        ...context.drafts,
        intolerances: profile.intolerances,
        units: savedUnits({ ...context, profile }),
      },
    })),
    chooseUnits: assign({
      drafts: ({ context, event }) =>
        event.type === 'units.choose' ? { ...context.drafts, units: event.units } : context.drafts,
    }),
    keepUnits: assign({
      profile: ({ context }, { units }: { units: UnitSystem }) =>
        context.profile ? { ...context.profile, units } : context.profile,
    }),
    restoreUnits: assign({ drafts: ({ context }) => ({ ...context.drafts, units: savedUnits(context) }) }),
    tellUnitsChosen: emit((_, { units }: { units: UnitSystem }) => ({
      type: 'units.chosen' as const,
      units,
    })),
    toastUnitsUpdated: emit(toastNotice('Units updated', 'success')),
    toastUnitsFailed: emit(failure('Failed to update units')),
    changeDraft: assign({
      drafts: ({ context: { drafts }, event }) => {
        if (event.type === 'username.change')
          return { ...drafts, username: { ...drafts.username, ...event.change } };
        if (event.type === 'password.change')
          return { ...drafts, password: { ...drafts.password, ...event.change } };
        if (event.type === 'intolerances.change') return { ...drafts, intolerances: event.intolerances };
        return drafts;
      },
    }),
    setFriends: assign({ friends: (_, friends: Friend[]) => friends }),
    setRemoving: assign({ removing: ({ event }) => (event.type === 'friend.remove' ? event.friend : null) }),
    dropRemoved: assign({
      friends: ({ context }) => context.friends.filter((f) => f._id !== context.removing?._id),
      removing: null,
    }),
    clearRemoving: assign({ removing: null }),
    keepIntolerances: assign({
      profile: ({ context }, { intolerances }: { intolerances: string[] }) =>
        context.profile ? { ...context.profile, intolerances } : context.profile,
    }),
    toastProfileFailed: emit(toastNotice(messages.profileLoadFailed, 'error')),
    toastFriendsFailed: emit(toastNotice(messages.friendsLoadFailed, 'error')),
    toastFriendRemoved: emit(toastNotice(messages.friendRemoved, 'success')),
    toastRemoveFailed: emit(toastNotice(messages.friendRemoveFailed, 'error')),
    toastUsernameUpdated: emit(toastNotice(messages.usernameUpdated, 'success')),
    toastPasswordUpdated: emit(toastNotice(messages.passwordUpdated, 'success')),
    toastAllergiesUpdated: emit(toastNotice(messages.allergiesUpdated, 'success')),
    toastUpdateFailed: emit(failure(messages.updateFailed)),
    toastAllergiesFailed: emit(failure(messages.allergiesUpdateFailed)),
  },
  guards: {
    isTab: ({ context, event }, { tab }: { tab: SettingsTab }) =>
      (event.type === 'tab.select' ? event.tab : context.tab) === tab,
    isOtherUnits: ({ context, event }) =>
      event.type === 'units.choose' && event.units !== context.drafts.units,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({ ...input, profile: null, drafts: emptyDrafts, friends: [], removing: null }),
  initial: 'loading',
  on: {
    'username.change': { actions: 'changeDraft' },
    'password.change': { actions: 'changeDraft' },
    'intolerances.change': { actions: 'changeDraft' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ client: context.client }),
        // The first tab is the one the query asked for.
        onDone: settingsTabs.map((tab) => ({
          guard: { type: 'isTab' as const, params: { tab } },
          target: tab,
          actions: {
            type: 'setProfile' as const,
            params: ({ event }: { event: { output: Profile } }) => event.output,
          },
        })),
        onError: { target: 'failed', actions: 'toastProfileFailed' },
      },
    },
    failed: { tags: ['error'] },
    username: {
      initial: 'idle',
      on: { 'tab.select': tabTransitions },
      states: {
        idle: { on: { 'username.submit': 'saving' } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveUsername',
            src: 'saveUsername',
            input: ({ context }) => ({ client: context.client, draft: context.drafts.username }),
            onDone: { target: 'idle', actions: 'toastUsernameUpdated' },
            onError: { target: 'idle', actions: { type: 'toastUpdateFailed', params: errorOf } },
          },
        },
      },
    },
    password: {
      initial: 'idle',
      on: { 'tab.select': tabTransitions },
      states: {
        idle: { on: { 'password.submit': 'saving' } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'savePassword',
            src: 'savePassword',
            input: ({ context }) => ({ client: context.client, draft: context.drafts.password }),
            onDone: { target: 'idle', actions: 'toastPasswordUpdated' },
            onError: { target: 'idle', actions: { type: 'toastUpdateFailed', params: errorOf } },
          },
        },
      },
    },
    friends: {
      initial: 'loading',
      on: { 'tab.select': tabTransitions },
      states: {
        loading: loadingFriends({
          memberId: (context: SettingsContext) => context.profile?._id ?? '',
          next: 'list',
          failed: 'toastFriendsFailed',
        }),
        list: {
          on: { 'friend.remove': { target: 'confirmingRemove', actions: 'setRemoving' } },
        },
        /** 'Remove @{username}? You won't be able to send or recieve chats from this user any more.' */
        confirmingRemove: removeFriend.confirming,
        removing: removeFriend.calling,
      },
    },
    intolerances: {
      initial: 'idle',
      on: { 'tab.select': tabTransitions },
      states: {
        idle: { on: { 'intolerances.submit': 'saving' } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveIntolerances',
            src: 'saveIntolerances',
            input: ({ context }) => ({ client: context.client, intolerances: context.drafts.intolerances }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepIntolerances', params: ({ event }) => event.output },
                'toastAllergiesUpdated',
              ],
            },
            onError: { target: 'idle', actions: { type: 'toastAllergiesFailed', params: errorOf } },
          },
        },
      },
    },
    units: {
      initial: 'idle',
      on: { 'tab.select': tabTransitions },
      states: {
        idle: { on: { 'units.choose': { guard: 'isOtherUnits', target: 'saving', actions: 'chooseUnits' } } },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveUnits',
            src: 'saveUnits',
            input: ({ context }) => ({ client: context.client, units: context.drafts.units }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepUnits', params: ({ event }) => event.output },
                { type: 'tellUnitsChosen', params: ({ event }) => event.output },
                'toastUnitsUpdated',
              ],
            },
            onError: {
              target: 'idle',
              actions: ['restoreUnits', { type: 'toastUnitsFailed', params: errorOf }],
            },
          },
        },
      },
    },
  },
});
