// The meal plan machine's context and the pure reads of it the chart, the selector and the tests share: the week
// on screen, the member's own plan, and the member's changes the device keeps (planMachine.ts says when each is
// used).
import type { PlanEntry, PlanSummary, PlanWeek } from '@potluck/contract';
import { addDays, localToday, type Meal, weekStartOf } from '@potluck/domain';
import { keptQueue } from '../queue/index.ts';
import type { Clock, KeyValueStorage, Random } from '../support/env.ts';
import type { Friend, Id } from '../support/records.ts';
import { planKey } from '../support/storageKeys.ts';
import type { FoundCookbook, FoundRecipe, PlanClient } from './calls.ts';
import { isPlanChange, type PlanChange } from './changes.ts';
import type { PlanPotluck } from './potlucks.ts';

export type PlanInput = {
  client: PlanClient;
  /** The member whose device this is: their queue of changes is kept under their id. */
  memberId: Id;
  storage: KeyValueStorage;
  now: Clock;
  random: Random;
};

/** The "+ Add" dialog: a recipe found by a search, or a note, at a meal of a day, with its servings. */
export type AddDraft = {
  day: string;
  meal: Meal;
  /** Null: as the recipe says. */
  servings: number | null;
  note: string;
  query: string;
  recipe: FoundRecipe | null;
};

export type PlanContext = PlanInput & {
  /** The plans the member can open: their own first. */
  plans: PlanSummary[];
  /** The plan on screen (null until the first answer). */
  planId: Id | null;
  /** The Monday of the week on screen. */
  weekStart: string;
  /** The server's last answer: a week of a plan (perhaps another week than the one on screen, while one loads). */
  server: PlanWeek | null;
  /** Changes not yet sent, oldest first. A change for the member's own plan not yet known has planId ''. */
  pending: PlanChange[];
  draft: AddDraft;
  /** What the last search found, or the recipes of the cookbook opened; null before one. */
  found: FoundRecipe[] | null;
  /** The member's cookbooks the last search matched by title. */
  foundCookbooks: FoundCookbook[];
  /** The title of the cookbook whose recipes `found` holds; null for a search's results. */
  openedCookbook: string | null;
  /** The entry the last removal took away, for Undo: the removal's operation id and what was removed. */
  removed: { operationId: string; entry: PlanEntry } | null;
  friends: Friend[];
  shareError: string | null;
  /** Entries sent to the shopping list from this device, and when, shown as added until the server's week says so. */
  listed: Record<Id, string>;
  /** The member's potlucks last read for a week (potlucks.ts); shown on the days of the week on screen. */
  potlucks: PlanPotluck[];
};

/** The Monday of the week today is in, on the device's calendar. */
export const thisWeek = (now: Clock): string => weekStartOf(localToday(new Date(now())));

export const today = (now: Clock): string => localToday(new Date(now()));

export const shiftWeek = (weekStart: string, weeks: number): string => addDays(weekStart, weeks * 7);

/** The member's changes not yet sent, as the device keeps them (machines/queue/kept.ts). */
export const keptChanges = keptQueue(planKey, isPlanChange);

/** The server's last answer when it is the week on screen of the plan on screen. */
export function weekOnScreen(context: Pick<PlanContext, 'server' | 'planId' | 'weekStart'>): PlanWeek | null {
  const { server } = context;
  return server && server.id === context.planId && server.weekStart === context.weekStart ? server : null;
}

/** The member's own plan, once known ('' before: the change is given its id when the plans are read). */
export const ownPlanId = (context: Pick<PlanContext, 'plans' | 'memberId'>): Id =>
  context.plans.find((plan) => plan.ownerId === context.memberId)?.id ?? '';

export const emptyDraft = (day: string): AddDraft => ({
  day,
  meal: 'dinner',
  servings: null,
  note: '',
  query: '',
  recipe: null,
});
