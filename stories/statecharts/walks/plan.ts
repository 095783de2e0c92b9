import type { PlanSummary, PlanWeek } from '@potluck/contract';
import type { planMachine } from '../../../machines/plan/planMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { ada, done, elapsed, env, failed, id, noServer, said, type Walk } from './support.ts';

// The walk's clock is Thursday 1 January 2026: the week on screen starts on Monday 29 December 2025.
const week: PlanWeek = {
  id: id(30),
  ownerId: id(9),
  ownerName: 'maria_cooks',
  ownerFName: 'Maria',
  ownerLName: 'Rossi',
  weekStart: '2025-12-29',
  entries: [
    {
      id: id(31),
      day: '2025-12-30',
      meal: 'dinner',
      recipeId: id(20),
      title: 'Buttermilk pancakes',
      image: null,
      servings: 4,
      note: null,
      addedToListAt: null,
      updatedAt: '2026-01-01T10:00:00.000Z',
    },
    // On the shopping list already: adding the week asks first.
    {
      id: id(33),
      day: '2026-01-01',
      meal: 'lunch',
      recipeId: id(23),
      title: 'Leek soup',
      image: null,
      servings: 2,
      note: null,
      addedToListAt: '2025-12-31T18:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    },
  ],
  shares: [],
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const summary = (plan: PlanWeek): PlanSummary => ({
  id: plan.id,
  ownerId: plan.ownerId,
  ownerName: plan.ownerName,
  ownerFName: plan.ownerFName,
  ownerLName: plan.ownerLName,
});
const kenjisWeek: PlanWeek = {
  ...week,
  id: id(32),
  ownerId: id(2),
  ownerName: 'kenji.eats',
  ownerFName: 'Kenji',
  ownerLName: 'Lopez',
  entries: [],
};
const plans = [summary(week), summary(kenjisWeek)];
/** The member's own potlucks of the week, read with it: hosting one on Sunday. */
const potlucks = [
  {
    id: id(40),
    title: 'New Year potluck',
    day: '2026-01-04',
    time: '13:00',
    isHost: true,
    answer: 'going' as const,
  },
];
const failedWith = (actor: string, status: number, message: string) => ({
  ...failed(actor, message),
  error: Object.assign(new Error(message), { status }),
});
// The walk's random is 0.5, so every change it queues gets the same operation id: this one.
const sentOperation = 's'.repeat(16);
const offline = (actor: string) => failedWith(actor, 0, 'Could not reach the server.');

export const planWalk: Walk<typeof planMachine> = {
  input: { client: noServer, memberId: id(9), storage: memoryStorage(), now: env.now, random: env.random },
  events: [
    said('The member opens the plan', { type: 'plan.show' }),
    said('The week arrives (pancakes on Tuesday)', done('load', { plans, week, gone: null, potlucks })),
    said(
      'The week arrives, and a plan with changes kept on the device is no longer shared',
      done('load', { plans, week, gone: id(32), potlucks }),
    ),
    said('Loading fails', failed('load')),
    said('Loading fails offline', offline('load')),
    said('The member tries again', { type: 'plan.reload' }),
    said('The member goes to next week', { type: 'week.next' }),
    said('The member goes to the week before', { type: 'week.previous' }),
    said('The member presses This week', { type: 'week.today' }),
    said('The member presses + Add on Wednesday', { type: 'add.open', day: '2025-12-31' }),
    said('The member types the note “Leftovers”', { type: 'add.change', note: 'Leftovers' }),
    said('The member searches “soup”', { type: 'add.change', query: 'soup' }),
    said('The member presses Search', { type: 'add.search' }),
    said(
      'Recipes arrive, and the cookbook “Soups”',
      done('search', {
        recipes: [{ recipeId: id(21), title: 'Leek soup', image: null, source: 'yours' }],
        cookbooks: [{ cookbookId: id(25), title: 'Soups', recipeCount: 1 }],
      }),
    ),
    said('The member opens the cookbook “Soups”', { type: 'add.openCookbook', cookbookId: id(25) }),
    said(
      'The cookbook’s recipes arrive',
      done('openCookbook', {
        title: 'Soups',
        recipes: [{ recipeId: id(21), title: 'Leek soup', image: null, source: 'cookbook' }],
      }),
    ),
    said('Opening the cookbook fails', failed('openCookbook')),
    said('Searching fails', failed('search')),
    said('The member chooses Leek soup', {
      type: 'add.choose',
      recipe: { recipeId: id(21), title: 'Leek soup', image: null, source: 'yours' },
    }),
    said('The member presses Add to plan', { type: 'add.save' }),
    said('The member closes the dialog', { type: 'add.close' }),
    said('The server saves the change', done('send', { operationId: sentOperation, week })),
    said('The connection is lost', offline('send')),
    said('The server is busy', failed('send', 'Request failed (503)')),
    said(
      'The server refuses the change',
      failedWith('send', 422, 'A week of the plan holds at most 100 entries'),
    ),
    said('Ten seconds pass (offline)', elapsed('retry', 'plan.ready.sync.offline')),
    said('Ten seconds pass (busy)', elapsed('retry', 'plan.ready.sync.retrying')),
    said('The browser is back online', { type: 'connection.online' }),
    said('Kenji changes the plan', { type: 'plan.changed', planId: id(30) }),
    said('The week is read again', done('refresh', { week, potlucks })),
    said('Reading it again fails offline', offline('refresh')),
    said('Reading it again fails (busy)', failed('refresh', 'Request failed (503)')),
    said('Reading it again is refused', failedWith('refresh', 400, 'must be a Monday')),
    said('The member moves the pancakes to Wednesday', {
      type: 'entry.move',
      entryId: id(31),
      day: '2025-12-31',
    }),
    said('The member makes the pancakes 6 servings', {
      type: 'entry.servings',
      entryId: id(31),
      servings: 6,
    }),
    said('The member removes the pancakes', { type: 'entry.remove', entryId: id(31) }),
    said('The member presses Undo', { type: 'removal.undo' }),
    said('The member closes the notice', { type: 'removal.dismiss' }),
    said('Six seconds pass (Undo)', elapsed('undoWindow', 'plan.ready.view.removed')),
    said('The member presses Share', { type: 'share.open' }),
    said('Friends arrive', done('loadFriends', [ada])),
    said('Loading friends fails', failed('loadFriends')),
    said('The member tries again (share)', { type: 'share.retry' }),
    said('The member shares with Ada', { type: 'share.add', memberId: id(1) }),
    said('The server shares it', done('share', week)),
    said('Sharing fails', failed('share')),
    said('The member stops sharing', { type: 'share.remove', shareId: id(5) }),
    said('The server unshares it', done('unshare', week)),
    said('Unsharing fails', failed('unshare')),
    said('The member closes the sharing dialog', { type: 'share.close' }),
    said('The member opens Kenji’s plan', { type: 'plan.open', planId: id(32) }),
    said('Kenji’s plan arrives', done('load', { plans, week: kenjisWeek, gone: null, potlucks })),
    said(
      'Kenji unfriended the member: his plan answers 404',
      failedWith('refresh', 404, 'Meal plan not found'),
    ),
    said('A change to Kenji’s plan answers 404', failedWith('send', 404, 'Meal plan not found')),
    said('On a recipe page, the member plans it for Friday dinner', {
      type: 'recipe.plan',
      recipeId: id(22),
      title: 'Chili',
      image: null,
      servings: 4,
      day: '2026-01-02',
      meal: 'dinner',
    }),
    said('Ten seconds pass (not loaded, changes kept)', elapsed('retry', 'plan.failed')),
    said('The member presses Add this week to the shopping list', { type: 'week.toList' }),
    said('The member adds only the recipes not added yet', { type: 'toList.new' }),
    said('The member adds them all again', { type: 'toList.all' }),
    said('The member does not add them', { type: 'toList.cancel' }),
    said('The member leaves the plan', { type: 'plan.leave' }),
    said('A potluck of the member’s changes (they answered, it moved)', { type: 'potluck.changed' }),
  ],
  distinguish: (context) => [
    context.draft.query !== '',
    context.draft.recipe !== null || context.draft.note !== '',
    context.pending.length > 0,
    context.planId,
    context.removed !== null,
  ],
};
