// The pure steps the plan's actions queue a change by: the week the member sees, the entry an event is about, a
// change named by its operation id and queued (the queue itself is machines/queue/, the shopping list's too).
// setup.ts names the actions made of them; planMachine.ts and regions.ts say when each runs.
import type { PlanWeek } from '@potluck/contract';
import { planLimits } from '@potluck/domain';
import { enqueue, type Unsent } from '../queue/index.ts';
import type { Id } from '../support/records.ts';
import { type EntryChange, localEntryId, type NewEntry, type PlanChange, withPending } from './changes.ts';
import { type PlanContext, weekOnScreen } from './context.ts';
import type { PlanEvent } from './events.ts';
import { withListed } from './toList.ts';

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

/** A change the member made, named for the server (its operation id) and queued for `planId`. */
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
