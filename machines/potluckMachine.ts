// One potluck page (issue 28, decision 026): loading, then the potluck in four regions that run side by side —
// its freshness (a live `potluck` event reads it again), the thread (live, like chat), the one-press changes
// (the answer, giving up a dish, closing claims, the join link, the dish to the shopping list as a queued change,
// the menu saved as a cookbook) and the page's one dialog (claim a place with a recipe found by search or a free
// text, warned first when someone already brings the recipe, a concurrent claim of the last place refused and
// said; the host's form; cancel after confirming; invite friends with a debounced filter; host again). A potluck
// the member may not open, or that is gone, is `gone`; a cancelled one stays readable and says so.
import type { Potluck, PotluckMessage, UpdatePotluckBody } from '@potluck/contract';
import { canSearchUsers, limits, type PotluckAnswer, type PotluckCourse } from '@potluck/domain';
import { assign, cancel, emit, raise, setup } from 'xstate';
import { type DishLines, type FoundRecipe, type PotluckClient, potluckActors } from './potluckCalls.ts';
import type { ShoppingAddRecipe } from './recipeDetailMachine.ts';
import type { Clock } from './support/env.ts';
import { serverMessageOf, statusOf } from './support/errors.ts';
import { alertNotice, type Notice, toastNotice } from './support/notices.ts';
import {
  type ClaimDraft,
  type ClaimRefusal,
  canClaimIn,
  claimBody,
  hasDish,
  newClaim,
  refusalReason,
  sameRecipe,
} from './support/potluckClaim.ts';
import {
  changeDraft,
  isDraftReady,
  type PotluckDraft,
  type PotluckDraftChange,
  potluckDraftOf,
  updateBody,
} from './support/potluckDraft.ts';
import type { Friend, Id } from './support/records.ts';

/** How long "People you bring" rests before the answer goes with it. */
export const peoplePauseMs = 800;

export type PotluckInput = { client: PotluckClient; potluckId: Id; memberId: Id; now: Clock };

/** Asks the app to open another potluck (the one just hosted again). */
export type PotluckOpened = { type: 'potluck.opened'; potluckId: Id };

/** The member left the potluck: the app goes to their potlucks. */
export type PotluckLeft = { type: 'potluck.left' };

export type PotluckEvent =
  | { type: 'potluck.reload' }
  | { type: 'potluck.changed' }
  | { type: 'thread.changed' }
  | { type: 'answer.change'; answer: PotluckAnswer; people: number }
  /** "People you bring" typed: kept, and sent once typing rests (`peoplePause`) or the field is left. */
  | { type: 'people.change'; people: number }
  | { type: 'people.commit' }
  /** The cook changes their dish's servings. */
  | { type: 'dish.servings'; dishId: Id; servings: number }
  /** The host removes a guest; a guest leaves. Both ask first. */
  | { type: 'guest.remove'; memberId: Id }
  | { type: 'leave.ask' }
  | { type: 'removal.confirm' }
  | { type: 'removal.dismiss' }
  | { type: 'claim.open'; course: PotluckCourse }
  | { type: 'claim.close' }
  | { type: 'claim.query'; query: string }
  | { type: 'claim.search' }
  | { type: 'claim.pick'; recipe: FoundRecipe | null }
  | { type: 'claim.text'; text: string }
  | { type: 'claim.servings'; servings: number | null }
  | { type: 'claim.send' }
  | { type: 'duplicate.confirm' }
  | { type: 'duplicate.cancel' }
  | { type: 'refusal.dismiss' }
  | { type: 'dish.unclaim'; dishId: Id }
  | { type: 'message.change'; text: string }
  | { type: 'message.send' }
  | { type: 'edit.open' }
  | { type: 'edit.close' }
  | ({ type: 'edit.change' } & PotluckDraftChange)
  | { type: 'edit.save' }
  | { type: 'claims.toggle' }
  | { type: 'cancel.ask' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'joinLink.toggle' }
  | { type: 'invite.open' }
  | { type: 'invite.close' }
  | { type: 'invite.query'; query: string }
  | { type: 'invite.toggle'; memberId: Id }
  | { type: 'invite.send' }
  | { type: 'again.open' }
  | { type: 'again.change'; day?: string; time?: string }
  | { type: 'again.send' }
  | { type: 'again.close' }
  | { type: 'dish.addToShoppingList'; dishId: Id }
  | { type: 'cookbook.save' };

type PotluckContext = PotluckInput & {
  potluck: Potluck | null;
  messages: PotluckMessage[];
  message: string;
  claim: ClaimDraft | null;
  refusal: ClaimRefusal | null;
  draft: PotluckDraft | null;
  /** What the host's pending change sends (an edit, or claims closed/opened). */
  change: UpdatePotluckBody;
  friends: Friend[];
  /** The invite filter as typed, and as applied once typing rested. */
  inviteQuery: string;
  inviteFilter: string;
  invitees: Id[];
  again: { day: string; time: string };
  dishId: Id | null;
  /** "People you bring" as typed and not sent yet (null: nothing waiting), and whether it is due to go. */
  people: number | null;
  peopleDue: boolean;
  /** The people the answer on its way sends. */
  peopleSent: number;
  /** The guest the host is removing, or the member themself leaving. */
  removal: Id | null;
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
/** An alert with the server's reason for a failed call, or the fallback words. */
const failure = (event: unknown, fallback: string) =>
  alertNotice(serverMessageOf(errorOf(event)) ?? fallback);

/** The claim's refusals the member is told of; any other failure keeps the dialog open and says why. */
const refusals = [
  { guard: 'wasFull', target: '#potluck.loaded.dialog.refused', actions: ['setFullRefusal', 'askRefresh'] },
  {
    guard: 'wasClosed',
    target: '#potluck.loaded.dialog.refused',
    actions: ['setClosedRefusal', 'askRefresh'],
  },
  { target: '#potluck.loaded.dialog.claim.choosing', actions: 'alertClaimFailed' },
] as const;

export const potluckMachine = setup({
  types: {
    context: {} as PotluckContext,
    events: {} as PotluckEvent,
    input: {} as PotluckInput,
    emitted: {} as Notice | ShoppingAddRecipe | PotluckOpened | PotluckLeft,
  },
  actors: potluckActors,
  actions: {
    setPotluck: assign({ potluck: ({ event }) => outputOf<Potluck>(event) }),
    setMessages: assign({ messages: ({ event }) => outputOf<PotluckMessage[]>(event) }),
    addMessage: assign({
      messages: ({ context, event }) => {
        const message = outputOf<PotluckMessage>(event);
        return [message, ...context.messages.filter((m) => m.id !== message.id)];
      },
      message: '',
    }),
    /** Typing restarts the pause; the value typed last is the one sent. */
    setPeople: assign({
      people: ({ event }) => (event.type === 'people.change' ? event.people : null),
      peopleDue: false,
    }),
    cancelPeoplePause: cancel('peoplePause'),
    startPeoplePause: raise({ type: 'people.commit' }, { id: 'peoplePause', delay: 'peoplePause' }),
    markPeopleDue: assign({ peopleDue: ({ context }) => context.people !== null }),
    /** The typed people go with the answer the member has (going when none yet). */
    takePeople: assign(({ context }) => ({
      peopleSent: context.people ?? 1,
      people: null,
      peopleDue: false,
    })),
    /** An answer pressed carries what was typed: nothing is left to send. */
    dropPeople: assign({ people: null, peopleDue: false }),
    setRemoval: assign({
      removal: ({ context, event }) =>
        event.type === 'guest.remove' ? event.memberId : event.type === 'leave.ask' ? context.memberId : null,
    }),
    setMessage: assign({ message: ({ event }) => (event.type === 'message.change' ? event.text : '') }),
    startClaim: assign({
      claim: ({ event }) => (event.type === 'claim.open' ? newClaim(event.course) : null),
      refusal: null,
    }),
    changeClaim: assign({
      claim: ({ context, event }) => {
        if (!context.claim) return null;
        if (event.type === 'claim.query') return { ...context.claim, query: event.query };
        if (event.type === 'claim.pick') return { ...context.claim, recipe: event.recipe, text: '' };
        if (event.type === 'claim.text') return { ...context.claim, text: event.text, recipe: null };
        if (event.type === 'claim.servings') return { ...context.claim, servings: event.servings };
        return context.claim;
      },
    }),
    setFound: assign({
      claim: ({ context, event }) =>
        context.claim && { ...context.claim, found: outputOf<FoundRecipe[]>(event) },
    }),
    endClaim: assign({ claim: null }),
    setFullRefusal: assign({ refusal: 'full' as ClaimRefusal }),
    setClosedRefusal: assign({ refusal: 'closed' as ClaimRefusal }),
    clearRefusal: assign({ refusal: null }),
    /** The menu changed under the member: read it again. */
    askRefresh: raise({ type: 'potluck.changed' }),
    startEdit: assign({
      draft: ({ context }) => context.potluck && potluckDraftOf(context.potluck),
    }),
    changeEdit: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'edit.change' || !context.draft) return context.draft;
        const { type: _, ...change } = event;
        return changeDraft(context.draft, change);
      },
    }),
    endEdit: assign({ draft: null }),
    setEditChange: assign({
      change: ({ context }) =>
        context.draft && context.potluck ? updateBody(context.draft, context.potluck) : {},
    }),
    setFriends: assign({ friends: ({ event }) => outputOf<Friend[]>(event) }),
    setInviteQuery: assign({
      inviteQuery: ({ event }) => (event.type === 'invite.query' ? event.query : ''),
    }),
    applyInviteFilter: assign({ inviteFilter: ({ context }) => context.inviteQuery.trim() }),
    clearInviteFilter: assign({ inviteFilter: '' }),
    toggleInvitee: assign({
      invitees: ({ context, event }) => {
        if (event.type !== 'invite.toggle') return context.invitees;
        return context.invitees.includes(event.memberId)
          ? context.invitees.filter((id) => id !== event.memberId)
          : [...context.invitees, event.memberId];
      },
    }),
    endInvite: assign({ invitees: [], inviteQuery: '', inviteFilter: '' }),
    startAgain: assign({
      again: ({ context }) => ({ day: context.potluck?.day ?? '', time: context.potluck?.time ?? '19:00' }),
    }),
    changeAgain: assign({
      again: ({ context, event }) =>
        event.type === 'again.change'
          ? {
              day: event.day ?? context.again.day,
              time: event.time ?? context.again.time,
            }
          : context.again,
    }),
    tellOpened: emit(({ event }) => ({
      type: 'potluck.opened' as const,
      potluckId: outputOf<Potluck>(event).id,
    })),
    setDish: assign({
      dishId: ({ event }) => (event.type === 'dish.addToShoppingList' ? event.dishId : null),
    }),
    addToShoppingList: emit(({ event }) => {
      const dish = outputOf<DishLines>(event);
      return {
        type: 'shopping.addRecipe' as const,
        recipeId: dish.recipeId,
        title: dish.title,
        servings: dish.servings,
        lines: dish.lines,
      };
    }),
    alertServingsFailed: emit(({ event }) => failure(event, 'The servings could not be changed. Try again.')),
    alertRemovalFailed: emit(({ event }) => failure(event, 'That could not be done. Try again.')),
    alertAnswerFailed: emit(({ event }) => failure(event, 'Your answer could not be saved. Try again.')),
    alertClaimFailed: emit(({ event }) => failure(event, 'The dish could not be claimed. Try again.')),
    alertUnclaimFailed: emit(({ event }) => failure(event, 'The dish could not be given up. Try again.')),
    alertMessageFailed: emit(({ event }) => failure(event, 'Your message could not be sent. Try again.')),
    alertChangeFailed: emit(({ event }) => failure(event, 'The potluck could not be changed.')),
    alertCancelFailed: emit(({ event }) => failure(event, 'The potluck could not be cancelled.')),
    alertLinkFailed: emit(({ event }) => failure(event, 'The join link could not be changed.')),
    alertInviteFailed: emit(({ event }) => failure(event, 'The invitations could not be sent.')),
    alertAgainFailed: emit(({ event }) => failure(event, 'The potluck could not be hosted again.')),
    alertRecipeFailed: emit(({ event }) => failure(event, 'The recipe could not be read. Try again.')),
    alertCookbookFailed: emit(({ event }) => failure(event, 'The menu could not be saved as a cookbook.')),
    tellLeft: emit({ type: 'potluck.left' as const }),
    toastLeft: emit(({ context }) =>
      toastNotice(
        `You left ${context.potluck?.title ?? 'the potluck'}. Your dishes went with you.`,
        'success',
      ),
    ),
    toastInvited: emit(toastNotice('Invited. They get a notification.', 'success')),
    toastCookbookSaved: emit(({ event }) => {
      const saved = outputOf<{ recipes: number }>(event);
      return toastNotice(
        saved.recipes === 1
          ? 'The menu is saved as a cookbook with 1 recipe.'
          : `The menu is saved as a cookbook with ${saved.recipes} recipes.`,
        'success',
      );
    }),
  },
  guards: {
    isGone: ({ event }) => {
      const status = statusOf(errorOf(event));
      return status === 404 || status === 403;
    },
    isHost: ({ context }) => context.potluck?.you.isHost === true && context.potluck.status === 'planned',
    isPlanned: ({ context }) => context.potluck?.status === 'planned',
    peopleDue: ({ context }) => context.peopleDue && context.people !== null,
    /** A guest (not the host) may leave a planned potluck. */
    canLeave: ({ context }) => context.potluck?.status === 'planned' && context.potluck.you.isHost === false,
    /** The host removes an invitee (never themself). */
    canRemoveGuest: ({ context, event }) =>
      event.type === 'guest.remove' &&
      context.potluck?.you.isHost === true &&
      context.potluck.status === 'planned' &&
      event.memberId !== context.potluck.host.id,
    isLeaving: ({ context }) => context.removal === context.memberId,
    isOwnDish: ({ context, event }) =>
      event.type === 'dish.servings' &&
      context.potluck?.courses.some((menu) =>
        menu.dishes.some((dish) => dish.id === event.dishId && dish.cook.id === context.memberId),
      ) === true,
    canClaim: ({ context, event }) =>
      event.type === 'claim.open' && canClaimIn(context.potluck, event.course),
    hasQuery: ({ context }) => (context.claim?.query.trim().length ?? 0) > 0,
    hasDish: ({ context }) => context.claim !== null && hasDish(context.claim),
    isDuplicate: ({ context }) => sameRecipe(context.potluck, context.claim) !== undefined,
    wasFull: ({ event }) => refusalReason(errorOf(event)) === 'full',
    wasClosed: ({ event }) => refusalReason(errorOf(event)) === 'closed',
    wasDuplicate: ({ event }) => refusalReason(errorOf(event)) === 'duplicate',
    hasMessage: ({ context }) => context.message.trim().length > 0,
    isDraftReady: ({ context }) => context.draft !== null && isDraftReady(context.draft, context.now()),
    hasInvitees: ({ context }) => context.invitees.length > 0,
    isFilter: ({ event }) => event.type === 'invite.query' && canSearchUsers(event.query),
    hasDay: ({ context }) => /^\d{4}-\d{2}-\d{2}$/.test(context.again.day) && context.again.time !== '',
    isRecipeDish: ({ context, event }) =>
      event.type === 'dish.addToShoppingList' &&
      context.potluck?.courses.some((menu) =>
        menu.dishes.some((dish) => dish.id === event.dishId && dish.recipeId !== null),
      ) === true,
  },
  delays: { filterPause: limits.userSearchPauseMs, peoplePause: peoplePauseMs },
}).createMachine({
  id: 'potluck',
  context: ({ input }) => ({
    ...input,
    potluck: null,
    messages: [],
    message: '',
    claim: null,
    refusal: null,
    draft: null,
    change: {},
    friends: [],
    inviteQuery: '',
    inviteFilter: '',
    invitees: [],
    again: { day: '', time: '' },
    dishId: null,
    people: null,
    peopleDue: false,
    peopleSent: 1,
    removal: null,
  }),
  invoke: {
    id: 'liveUpdates',
    src: 'liveUpdates',
    input: ({ context }) => ({ client: context.client, potluckId: context.potluckId }),
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPotluck',
        src: 'loadPotluck',
        input: ({ context }) => context,
        onDone: { target: 'loaded', actions: 'setPotluck' },
        onError: [{ guard: 'isGone', target: 'gone' }, { target: 'failed' }],
      },
    },
    failed: { tags: ['error'], on: { 'potluck.reload': 'loading' } },
    /** Not there, or not for this member (only the host and the invitees may open a potluck). */
    gone: {},
    loaded: {
      type: 'parallel',
      on: {
        'people.change': {
          guard: 'isPlanned',
          actions: ['setPeople', 'cancelPeoplePause', 'startPeoplePause'],
        },
        'people.commit': { actions: ['cancelPeoplePause', 'markPeopleDue'] },
      },
      states: {
        /** Whether what is shown is the server's latest: a live change, or a refused claim, reads it again. */
        freshness: {
          initial: 'fresh',
          states: {
            fresh: { on: { 'potluck.changed': 'refreshing' } },
            refreshing: {
              on: { 'potluck.changed': { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'refreshPotluck',
                src: 'loadPotluck',
                input: ({ context }) => context,
                onDone: { target: 'fresh', actions: 'setPotluck' },
                onError: [{ guard: 'isGone', target: '#potluck.gone' }, { target: 'fresh' }],
              },
            },
          },
        },
        /** The thread: read again on every live message, like chat. */
        thread: {
          initial: 'loading',
          on: { 'message.change': { actions: 'setMessage' } },
          states: {
            loading: {
              invoke: {
                id: 'loadMessages',
                src: 'loadMessages',
                input: ({ context }) => context,
                onDone: { target: 'ready', actions: 'setMessages' },
                onError: 'failed',
              },
            },
            failed: { tags: ['error'], on: { 'thread.changed': 'loading' } },
            ready: {
              on: {
                'thread.changed': 'loading',
                'message.send': { guard: 'hasMessage', target: 'sending' },
              },
            },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'postMessage',
                src: 'postMessage',
                input: ({ context }) => ({ ...context, text: context.message.trim() }),
                onDone: { target: 'ready', actions: 'addMessage' },
                onError: { target: 'ready', actions: 'alertMessageFailed' },
              },
            },
          },
        },
        /** One-press changes, one at a time: the answer, giving up a dish, the host's switches, what a cook keeps. */
        work: {
          initial: 'idle',
          states: {
            idle: {
              // People typed while another change was on its way go as soon as it is done: the last is never lost.
              always: { guard: 'peopleDue', target: 'answering', actions: 'takePeople' },
              on: {
                'answer.change': { guard: 'isPlanned', target: 'answering', actions: 'dropPeople' },
                'dish.servings': { guard: 'isOwnDish', target: 'changingServings' },
                'dish.unclaim': { guard: 'isPlanned', target: 'unclaiming' },
                'claims.toggle': { guard: 'isHost', target: 'changingClaims' },
                'joinLink.toggle': { guard: 'isHost', target: 'linking' },
                'dish.addToShoppingList': {
                  guard: 'isRecipeDish',
                  target: 'addingToList',
                  actions: 'setDish',
                },
                'cookbook.save': 'savingCookbook',
              },
            },
            answering: {
              tags: ['busy'],
              invoke: {
                id: 'answer',
                src: 'answer',
                input: ({ context, event }) => ({
                  ...context,
                  body:
                    event.type === 'answer.change'
                      ? { answer: event.answer, people: event.people }
                      : {
                          answer: context.potluck?.you.answer ?? ('going' as const),
                          people: context.peopleSent,
                        },
                }),
                onDone: { target: 'idle', actions: 'setPotluck' },
                onError: { target: 'idle', actions: 'alertAnswerFailed' },
              },
            },
            unclaiming: {
              tags: ['busy'],
              invoke: {
                id: 'unclaim',
                src: 'unclaim',
                input: ({ context, event }) => ({
                  ...context,
                  dishId: event.type === 'dish.unclaim' ? event.dishId : '',
                }),
                onDone: { target: 'idle', actions: 'setPotluck' },
                onError: { target: 'idle', actions: 'alertUnclaimFailed' },
              },
            },
            /** The cook changes their dish's servings (the server checks it is theirs). */
            changingServings: {
              tags: ['busy'],
              invoke: {
                id: 'setServings',
                src: 'setServings',
                input: ({ context, event }) => ({
                  ...context,
                  dishId: event.type === 'dish.servings' ? event.dishId : '',
                  servings: event.type === 'dish.servings' ? event.servings : 1,
                }),
                onDone: { target: 'idle', actions: 'setPotluck' },
                onError: { target: 'idle', actions: 'alertServingsFailed' },
              },
            },
            /** The host closes claims (or opens them again). */
            changingClaims: {
              tags: ['busy'],
              invoke: {
                id: 'changeClaims',
                src: 'update',
                input: ({ context }) => ({
                  ...context,
                  body: { claimsClosed: !context.potluck?.claimsClosed },
                }),
                onDone: { target: 'idle', actions: 'setPotluck' },
                onError: { target: 'idle', actions: 'alertChangeFailed' },
              },
            },
            linking: {
              tags: ['busy'],
              invoke: {
                id: 'setJoinLink',
                src: 'setJoinLink',
                input: ({ context }) => ({ ...context, enabled: !context.potluck?.joinLink?.enabled }),
                onDone: { target: 'idle', actions: 'setPotluck' },
                onError: { target: 'idle', actions: 'alertLinkFailed' },
              },
            },
            /** The dish's recipe is read for its lines at the dish's servings; the shopping list queues them. */
            addingToList: {
              tags: ['busy'],
              invoke: {
                id: 'dishLines',
                src: 'dishLines',
                input: ({ context }) => {
                  const dish = context.potluck?.courses
                    .flatMap((menu) => menu.dishes)
                    .find((d) => d.id === context.dishId);
                  return {
                    client: context.client,
                    dish: {
                      recipeId: dish?.recipeId ?? '',
                      title: dish?.title ?? '',
                      servings: dish?.servings ?? 1,
                    },
                  };
                },
                onDone: { target: 'idle', actions: 'addToShoppingList' },
                onError: { target: 'idle', actions: 'alertRecipeFailed' },
              },
            },
            savingCookbook: {
              tags: ['busy'],
              invoke: {
                id: 'saveCookbook',
                src: 'saveCookbook',
                input: ({ context }) => context,
                onDone: { target: 'idle', actions: 'toastCookbookSaved' },
                onError: { target: 'idle', actions: 'alertCookbookFailed' },
              },
            },
          },
        },
        /** The page's one dialog at a time: claim a dish, the host's form, cancel, invite, host again. */
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                'claim.open': { guard: 'canClaim', target: 'claim', actions: 'startClaim' },
                'edit.open': { guard: 'isHost', target: 'editing', actions: 'startEdit' },
                'cancel.ask': { guard: 'isHost', target: 'confirmingCancel' },
                'invite.open': { guard: 'isHost', target: 'inviting' },
                'again.open': { target: 'again', actions: 'startAgain' },
                'guest.remove': {
                  guard: 'canRemoveGuest',
                  target: 'confirmingRemoval',
                  actions: 'setRemoval',
                },
                'leave.ask': { guard: 'canLeave', target: 'confirmingRemoval', actions: 'setRemoval' },
              },
            },
            /** "Remove Kenji? Their dishes go with them." or "Leave this potluck?": asked first. */
            confirmingRemoval: { on: { 'removal.confirm': 'removing', 'removal.dismiss': 'none' } },
            removing: {
              tags: ['busy'],
              invoke: {
                id: 'removeGuest',
                src: 'removeGuest',
                input: ({ context }) => ({ ...context, memberId: context.removal ?? '' }),
                onDone: [
                  // The member left: it is no longer theirs to open; the app goes to their potlucks.
                  { guard: 'isLeaving', target: '#potluck.gone', actions: ['tellLeft', 'toastLeft'] },
                  { target: 'none', actions: 'askRefresh' },
                ],
                onError: { target: 'none', actions: 'alertRemovalFailed' },
              },
            },
            /** Claim a place: search the member's recipes, members' and the catalogue's, or type a dish. */
            claim: {
              initial: 'choosing',
              on: { 'claim.close': { target: 'none', actions: 'endClaim' } },
              states: {
                choosing: {
                  initial: 'editing',
                  on: {
                    'claim.query': { actions: 'changeClaim' },
                    'claim.pick': { actions: 'changeClaim' },
                    'claim.text': { actions: 'changeClaim' },
                    'claim.servings': { actions: 'changeClaim' },
                    'claim.send': [
                      { guard: 'isDuplicate', target: 'confirmingDuplicate' },
                      { guard: 'hasDish', target: 'claiming' },
                    ],
                  },
                  states: {
                    editing: { on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } } },
                    searching: {
                      tags: ['searching'],
                      invoke: {
                        id: 'search',
                        src: 'search',
                        input: ({ context }) => ({
                          client: context.client,
                          query: context.claim?.query.trim() ?? '',
                        }),
                        onDone: { target: 'editing', actions: 'setFound' },
                        onError: 'searchFailed',
                      },
                    },
                    searchFailed: {
                      tags: ['error'],
                      on: { 'claim.search': { guard: 'hasQuery', target: 'searching' } },
                    },
                  },
                },
                /** "Someone already brings this recipe": bring it too, or choose again. */
                confirmingDuplicate: {
                  on: { 'duplicate.confirm': 'confirmedClaiming', 'duplicate.cancel': 'choosing' },
                },
                claiming: {
                  tags: ['busy'],
                  invoke: {
                    id: 'claim',
                    src: 'claim',
                    input: ({ context }) => ({
                      ...context,
                      body: claimBody(context.claim ?? newClaim('main'), false),
                    }),
                    onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endClaim'] },
                    onError: [
                      { guard: 'wasDuplicate', target: 'confirmingDuplicate', actions: 'askRefresh' },
                      ...refusals,
                    ],
                  },
                },
                confirmedClaiming: {
                  tags: ['busy'],
                  invoke: {
                    id: 'claimConfirmed',
                    src: 'claim',
                    input: ({ context }) => ({
                      ...context,
                      body: claimBody(context.claim ?? newClaim('main'), true),
                    }),
                    onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endClaim'] },
                    onError: [...refusals],
                  },
                },
              },
            },
            /** The last place went to someone else, or the host closed claims: said, and the menu read again. */
            refused: {
              on: { 'refusal.dismiss': { target: 'none', actions: ['clearRefusal', 'endClaim'] } },
            },
            /** The host's form, filled with the potluck as it is. */
            editing: {
              initial: 'form',
              on: { 'edit.close': { target: 'none', actions: 'endEdit' } },
              states: {
                form: {
                  on: {
                    'edit.change': { actions: 'changeEdit' },
                    'edit.save': { guard: 'isDraftReady', target: 'saving', actions: 'setEditChange' },
                  },
                },
                saving: {
                  tags: ['busy'],
                  on: { 'edit.close': {} },
                  invoke: {
                    id: 'update',
                    src: 'update',
                    input: ({ context }) => ({ ...context, body: context.change }),
                    onDone: { target: '#potluck.loaded.dialog.none', actions: ['setPotluck', 'endEdit'] },
                    onError: { target: 'form', actions: 'alertChangeFailed' },
                  },
                },
              },
            },
            /** "Cancel the potluck? Everyone invited is told." */
            confirmingCancel: { on: { 'cancel.confirm': 'cancelling', 'cancel.dismiss': 'none' } },
            cancelling: {
              tags: ['busy'],
              invoke: {
                id: 'cancel',
                src: 'cancel',
                input: ({ context }) => context,
                onDone: { target: 'none', actions: 'setPotluck' },
                onError: { target: 'none', actions: 'alertCancelFailed' },
              },
            },
            /** The invite dialog: the host's friends, filtered once typing rests (like the invite search). */
            inviting: {
              initial: 'loading',
              on: { 'invite.close': { target: 'none', actions: 'endInvite' } },
              states: {
                loading: {
                  tags: ['loading'],
                  invoke: {
                    id: 'loadFriends',
                    src: 'loadFriends',
                    input: ({ context }) => context,
                    onDone: { target: 'choosing', actions: 'setFriends' },
                    onError: 'failed',
                  },
                },
                failed: { tags: ['error'] },
                choosing: {
                  on: {
                    'invite.query': [
                      { guard: 'isFilter', target: 'waiting', actions: 'setInviteQuery' },
                      { actions: ['setInviteQuery', 'clearInviteFilter'] },
                    ],
                    'invite.toggle': { actions: 'toggleInvitee' },
                    'invite.send': { guard: 'hasInvitees', target: 'sending' },
                  },
                },
                /** Typing: the filter applies once it rests. */
                waiting: {
                  on: {
                    'invite.query': [
                      { guard: 'isFilter', target: 'waiting', reenter: true, actions: 'setInviteQuery' },
                      { target: 'choosing', actions: ['setInviteQuery', 'clearInviteFilter'] },
                    ],
                    'invite.toggle': { actions: 'toggleInvitee' },
                  },
                  after: { filterPause: { target: 'choosing', actions: 'applyInviteFilter' } },
                },
                sending: {
                  tags: ['busy'],
                  invoke: {
                    id: 'invite',
                    src: 'invite',
                    input: ({ context }) => ({ ...context, memberIds: context.invitees }),
                    onDone: {
                      target: '#potluck.loaded.dialog.none',
                      actions: ['setPotluck', 'endInvite', 'toastInvited'],
                    },
                    onError: { target: 'choosing', actions: 'alertInviteFailed' },
                  },
                },
              },
            },
            /** "Host again": the same courses and guests on a new day. */
            again: {
              initial: 'choosing',
              on: { 'again.close': 'none' },
              states: {
                choosing: {
                  on: {
                    'again.change': { actions: 'changeAgain' },
                    'again.send': { guard: 'hasDay', target: 'sending' },
                  },
                },
                sending: {
                  tags: ['busy'],
                  on: { 'again.close': {} },
                  invoke: {
                    id: 'hostAgain',
                    src: 'hostAgain',
                    input: ({ context }) => ({ ...context, ...context.again }),
                    onDone: { target: '#potluck.loaded.dialog.none', actions: 'tellOpened' },
                    onError: { target: 'choosing', actions: 'alertAgainFailed' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});
