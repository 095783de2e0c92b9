// The plan machine's events and the pure steps its actions are made of: the week the member sees, a change
// named and queued (the queue itself is offlineQueue.ts, shared with the shopping list). planMachine.ts says when
// each runs.
import type { PlanWeek } from '@potluck/contract';
import { type Meal, planLimits } from '@potluck/domain';
import { enqueue, type Unsent } from '../queue/pending.ts';
import type { Id } from '../support/records.ts';
import type { FoundRecipe } from './calls.ts';
import { type EntryChange, localEntryId, type NewEntry, type PlanChange, withPending } from './changes.ts';
import { type PlanContext, weekOnScreen } from './context.ts';
import { withListed } from './toList.ts';

export type PlanEvent =
  /** /plan is on screen: the week is read (the first time) or read again. */
  | { type: 'plan.show' }
  /** /plan was left: a dialog it had open is closed. */
  | { type: 'plan.leave' }
  | { type: 'plan.reload' }
  /** Another plan of those the member can open (their own or one shared with them). */
  | { type: 'plan.open'; planId: Id }
  | { type: 'week.previous' }
  | { type: 'week.next' }
  | { type: 'week.today' }
  /** "+ Add" on a day. */
  | { type: 'add.open'; day: string }
  | { type: 'add.change'; meal?: Meal; servings?: number | null; note?: string; query?: string }
  | { type: 'add.search' }
  /** A cookbook the search found: its recipes are listed to choose from. */
  | { type: 'add.openCookbook'; cookbookId: Id }
  | { type: 'add.choose'; recipe: FoundRecipe | null }
  | { type: 'add.save' }
  | { type: 'add.close' }
  /** "Plan it" on a recipe's page: onto the member's own plan. */
  | ({ type: 'recipe.plan' } & Omit<NewEntry, 'note'>)
  | { type: 'entry.move'; entryId: Id; day?: string; meal?: Meal }
  | { type: 'entry.servings'; entryId: Id; servings: number }
  | { type: 'entry.remove'; entryId: Id }
  /** "Add this week to the shopping list"; asks first when some of its recipes were added before. */
  | { type: 'week.toList' }
  /** The answer to that question: only the recipes not added yet, all of them again, or neither. */
  | { type: 'toList.new' }
  | { type: 'toList.all' }
  | { type: 'toList.cancel' }
  | { type: 'removal.undo' }
  | { type: 'removal.dismiss' }
  | { type: 'share.open' }
  | { type: 'share.close' }
  | { type: 'share.retry' }
  | { type: 'share.add'; memberId: Id }
  | { type: 'share.remove'; shareId: Id }
  /** The browser's `online` event: the queue is sent and the week read again at once. */
  | { type: 'connection.online' }
  | { type: 'plan.changed'; planId: string }
  /** A potluck of the member's changed (live): the week's potlucks are read again. */
  | { type: 'potluck.changed' };

/** The week on screen: the server's last answer with the queued changes on top; null when it is not known. */
export function shownWeek(context: PlanContext): PlanWeek | null {
  const week = weekOnScreen(context);
  return week && withListed(withPending(week, context.pending), context.listed);
}

type ChangeOf<K extends PlanChange['kind']> = Omit<
  Extract<PlanChange, { kind: K }>,
  'planId' | 'operationId'
>;
type NewChange = { [K in PlanChange['kind']]: ChangeOf<K> }[PlanChange['kind']];

/** A change the member made, named for the server (its operation id) and queued for `planId` (offlineQueue.ts). */
export function queued(
  context: PlanContext,
  planId: Id,
  change: NewChange | ((operationId: string) => NewChange),
): PlanChange[] {
  return enqueue(context.pending, context.random, (operationId) => {
    const made = typeof change === 'function' ? change(operationId) : change;
    return { ...made, planId } as Unsent<PlanChange>;
  });
}

export const addOf = (entry: NewEntry) => (operationId: string) =>
  ({ kind: 'add', entryId: localEntryId(operationId), ...entry }) as const;

export const entryOf = (context: PlanContext, entryId: Id | undefined) =>
  shownWeek(context)?.entries.find((entry) => entry.id === entryId);

export const entryIdOf = (event: PlanEvent) => ('entryId' in event ? event.entryId : undefined);
export const changedAt = (context: PlanContext) => new Date(context.now()).toISOString();
export const clampServings = (servings: number) =>
  Math.min(planLimits.servings, Math.max(1, Math.round(servings)));

export function update(context: PlanContext, event: PlanEvent, change: EntryChange) {
  const entry = entryOf(context, entryIdOf(event));
  if (!entry || !context.planId) return context.pending;
  return queued(context, context.planId, {
    kind: 'update',
    entryId: entry.id,
    change,
    changedAt: changedAt(context),
  });
}
