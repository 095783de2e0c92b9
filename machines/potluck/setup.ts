// The potluck page's setup: its types, and its actors, actions, guards and delays by name. The chart that says
// when each runs is potluckMachine.ts (the top) and regions.ts (freshness, work and dialog); the calls' table is
// calls.ts; the dialogs and the thread are child machines of their own files.
import type { Potluck, SessionAnswer } from '@potluck/contract';
import { limits, potluckCookbookTitle } from '@potluck/domain';
import {
  assign,
  cancel,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendTo,
  setup,
} from 'xstate';
import type { ShoppingAddRecipe } from '../recipeDetailMachine.ts';
import { serverMessageOf, statusOf } from '../support/errors.ts';
import { type Notice, toastNotice } from '../support/notices.ts';
import { type CallEvent, callRow, type DishLines } from './calls.ts';
import { canClaimIn } from './claim.ts';
import { claimMachine } from './claimMachine.ts';
import {
  type AccountKept,
  type PotluckContext,
  type PotluckEvent,
  type PotluckInput,
  type PotluckLeft,
  type PotluckOpened,
  peoplePauseMs,
} from './events.ts';
import { hostAgainMachine } from './hostAgainMachine.ts';
import { hostFormMachine } from './hostFormMachine.ts';
import { invitationsMachine } from './invitationsMachine.ts';
import { threadMachine } from './threadMachine.ts';
import { failedNotice, failureIn, outputIn } from './told.ts';

/** The page's child actors, by id. */
type Child = 'claim' | 'hostForm' | 'invitations' | 'hostAgain' | 'thread';

const dishOf = (potluck: Potluck | null, dishId: string) =>
  potluck?.courses.flatMap((menu) => menu.dishes).find((dish) => dish.id === dishId);

export const potluckSetup = setup({
  types: {
    context: {} as PotluckContext,
    events: {} as PotluckEvent,
    input: {} as PotluckInput,
    emitted: {} as Notice | ShoppingAddRecipe | PotluckOpened | PotluckLeft | AccountKept,
    children: {} as {
      claim: 'claim';
      hostForm: 'hostForm';
      invitations: 'invitations';
      hostAgain: 'hostAgain';
      thread: 'thread';
    },
  },
  actors: {
    loadPotluck: fromPromise<Potluck, PotluckInput>(({ input }) => input.client.getPotluck(input.potluckId)),
    /** Someone else changed the potluck (the client's live-event router marked it stale). */
    potluckStale: fromCallback<PotluckEvent, PotluckInput>(({ input, sendBack }) =>
      input.client.onStale(['potluck', input.potluckId], () => sendBack({ type: 'potluck.changed' })),
    ),
    /** Any row of the calls' table. */
    potluckCall: fromPromise<unknown, { call: CallEvent; page: PotluckContext; event: PotluckEvent }>(
      ({ input }) => callRow(input.call).call(input.page, input.event as never),
    ),
    keepAccount: fromPromise<SessionAnswer, PotluckContext>(({ input }) =>
      input.client.keepGuestAccount({
        username: input.account.username.trim(),
        password: input.account.password,
        lName: input.account.lName.trim(),
      }),
    ),
    claim: claimMachine,
    hostForm: hostFormMachine,
    invitations: invitationsMachine,
    hostAgain: hostAgainMachine,
    thread: threadMachine,
  },
  actions: {
    setPotluck: assign({ potluck: ({ event }) => outputIn<Potluck>(event) }),
    /** A dialog ended: the potluck as the server answered it, if it answered. */
    showAnswer: assign({
      potluck: ({ context, event }) => outputIn<Potluck | null>(event) ?? context.potluck,
    }),
    /** "Host again" ended with a new potluck: the app opens it. */
    openAnswer: enqueueActions(({ event, enqueue }) => {
      const hosted = outputIn<Potluck | null>(event);
      if (hosted) enqueue.emit({ type: 'potluck.opened', potluckId: hosted.id });
    }),
    /** A dialog's or the thread's event, passed on to it. */
    forward: sendTo(
      (_, { to }: { to: Child }) => to,
      ({ event }) => event,
    ),
    /** Typing restarts the pause; the value typed last is the one sent. */
    setPeople: assign({
      people: ({ event }) => (event.type === 'people.change' ? event.people : null),
      peopleDue: false,
    }),
    cancelPeoplePause: cancel('peoplePause'),
    startPeoplePause: raise({ type: 'people.commit' }, { id: 'peoplePause', delay: 'peoplePause' }),
    markPeopleDue: assign({ peopleDue: ({ context }) => context.people !== null }),
    /** The people typed go as an answer: the one the member has (going when none yet). */
    answerWithPeople: raise(({ context }) => ({
      type: 'answer.change' as const,
      answer: context.potluck?.you.answer ?? 'going',
      people: context.people ?? 1,
    })),
    dropPeople: assign({ people: null, peopleDue: false }),
    setRemoval: assign({
      removal: ({ context, event }) =>
        event.type === 'guest.remove' ? event.memberId : event.type === 'leave.ask' ? context.memberId : null,
    }),
    /** Leaving ends the page; a guest removed is gone from the potluck, which is read again. */
    afterRemoval: enqueueActions(({ context, enqueue }) => {
      enqueue.raise({ type: context.removal === context.memberId ? 'member.left' : 'potluck.changed' });
    }),
    tellLeft: emit({ type: 'potluck.left' as const }),
    /** The name offered for the menu's cookbook: the potluck's title, cut at a word to fit a cookbook's. */
    offerCookbookTitle: assign({
      cookbookTitle: ({ context }) => potluckCookbookTitle(context.potluck?.title ?? ''),
    }),
    setCookbookTitle: assign({
      cookbookTitle: ({ context, event }) =>
        event.type === 'cookbook.title' ? event.title : context.cookbookTitle,
    }),
    setGuestSecret: assign({ guestSecret: ({ event }) => outputIn<{ secret: string }>(event).secret }),
    dropGuestSecret: assign({ guestSecret: null }),
    changeAccount: assign({
      account: ({ context, event }) =>
        event.type === 'account.change' ? { ...context.account, ...event.draft } : context.account,
    }),
    clearAccountError: assign({ accountError: null }),
    setAccountError: assign({
      accountError: ({ event }) =>
        serverMessageOf(failureIn(event)) ?? 'Your account could not be made. Try again.',
    }),
    tellAccountKept: emit(({ event }) => ({
      type: 'account.kept' as const,
      answer: outputIn<SessionAnswer>(event),
    })),
    addToShoppingList: emit(({ event }) => ({
      type: 'shopping.addRecipe' as const,
      ...outputIn<DishLines>(event),
    })),
    tellDone: enqueueActions(({ context, event, enqueue }, { call }: { call: CallEvent }) => {
      const words = callRow(call).done?.(outputIn<never>(event), context);
      if (words) enqueue.emit(toastNotice(words, 'success'));
    }),
    tellFailed: emit(({ event }, { call }: { call: CallEvent }) =>
      failedNotice(failureIn(event), callRow(call).failed),
    ),
  },
  guards: {
    /**
     * Not there, or no longer the caller's to open: 404 or 403, or 401 when the caller's way in ended (a guest
     * without an account the host removed: their session ends with their place).
     */
    isGone: ({ event }) => {
      const status = statusOf(failureIn(event));
      return status === 404 || status === 403 || status === 401;
    },
    isHost: ({ context }) => context.potluck?.you.isHost === true && context.potluck.status === 'planned',
    isPlanned: ({ context }) => context.potluck?.status === 'planned',
    /** A guest without an account (no recipes, cookbooks or shopping list of their own). */
    isGuest: ({ context }) => context.potluck?.you.guest === true,
    isMember: ({ context }) => context.potluck?.you.guest === false,
    canShare: ({ context }) => context.shareLink !== null,
    hasJoinLink: ({ context }) =>
      context.potluck?.you.isHost === true &&
      context.potluck.status === 'planned' &&
      context.potluck.joinLink?.enabled === true,
    hasCookbookTitle: ({ context }) => {
      const title = context.cookbookTitle.trim();
      return title.length > 0 && title.length <= limits.cookbookTitleMax;
    },
    accountReady: ({ context }) =>
      context.account.username.trim().length > 0 && context.account.password.length > 0,
    peopleDue: ({ context }) => context.peopleDue && context.people !== null,
    /** A guest (not the host) may leave a planned potluck. */
    canLeave: ({ context }) => context.potluck?.status === 'planned' && context.potluck.you.isHost === false,
    /** The host removes an invitee (never themself). */
    canRemoveGuest: ({ context, event }) =>
      event.type === 'guest.remove' &&
      context.potluck?.you.isHost === true &&
      context.potluck.status === 'planned' &&
      event.memberId !== context.potluck.host.id,
    isOwnDish: ({ context, event }) =>
      event.type === 'dish.servings' && dishOf(context.potluck, event.dishId)?.cook.id === context.memberId,
    isRecipeDish: ({ context, event }) =>
      event.type === 'dish.addToShoppingList' && Boolean(dishOf(context.potluck, event.dishId)?.recipeId),
    canClaim: ({ context, event }) =>
      event.type === 'claim.open' && canClaimIn(context.potluck, event.course),
  },
  delays: { peoplePause: peoplePauseMs },
});
