// The potluck page's setup: its types, and its actors, actions, guards and delays by name. The chart that says
// when each runs is potluckMachine.ts (the top) and regions.ts (freshness, thread, work and dialog).
import type { Potluck, PotluckMessage } from '@potluck/contract';
import { canSearchUsers, limits } from '@potluck/domain';
import { assign, cancel, emit, raise, setup } from 'xstate';
import { type DishLines, type FoundRecipe, potluckActors } from './calls.ts';
import type { ShoppingAddRecipe } from '../recipeDetailMachine.ts';
import { serverMessageOf, statusOf } from '../support/errors.ts';
import { alertNotice, type Notice, toastNotice } from '../support/notices.ts';
import {
  type ClaimRefusal,
  canClaimIn,
  hasDish,
  newClaim,
  refusalReason,
  sameRecipe,
} from './claim.ts';
import { changeDraft, isDraftReady, potluckDraftOf, updateBody } from './hostDraft.ts';
import type { Friend } from '../support/records.ts';

import {
  type PotluckContext,
  type PotluckEvent,
  type PotluckInput,
  type PotluckLeft,
  type PotluckOpened,
  peoplePauseMs,
} from './events.ts';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
/** An alert with the server's reason for a failed call, or the fallback words. */
const failure = (event: unknown, fallback: string) =>
  alertNotice(serverMessageOf(errorOf(event)) ?? fallback);

export const potluckSetup = setup({
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
});
