// The calls behind the meal plan: the client interface its machine needs and the named actors that use it.
// Kept apart from the chart in planMachine.ts, which only says when each one runs.
import type {
  Cookbook,
  OnStale,
  PlanEntryAdded,
  PlanSummary,
  PlanWeek,
  PotluckSummary,
} from '@potluck/contract';
import type { Meal } from '@potluck/domain';
import { fromCallback, fromPromise } from 'xstate';
import { statusOf } from '../support/errors.ts';
import {
  type FoundRecipe as FoundBySearch,
  findRecipes,
  type RecipeSearchClient,
  titleMatches,
} from '../support/findRecipes.ts';
import { type FriendsClient, loadFriends } from '../support/friendList.ts';
import type { Id } from '../support/records.ts';
import { isLocalEntry, type PlanChange } from './changes.ts';
import { type PlanPotluck, potlucksOnPlan, weekDaysRange } from './potlucks.ts';

export interface PlanClient extends RecipeSearchClient, FriendsClient {
  getPlans(): Promise<PlanSummary[]>;
  getPlanWeek(planId: Id, weekStart: string): Promise<PlanWeek>;
  addPlanEntry(
    planId: Id,
    entry: {
      day: string;
      meal: Meal;
      recipeId?: string;
      note?: string;
      servings?: number;
      operationId?: string;
    },
    weekStart?: string,
  ): Promise<PlanEntryAdded>;
  updatePlanEntry(
    planId: Id,
    entryId: Id,
    change: { day?: string; meal?: Meal; servings?: number | null; changedAt: string },
    weekStart?: string,
  ): Promise<PlanWeek>;
  deletePlanEntry(planId: Id, entryId: Id, weekStart?: string): Promise<PlanWeek>;
  sharePlan(planId: Id, memberId: Id, weekStart?: string): Promise<PlanWeek>;
  unsharePlan(planId: Id, shareId: Id, weekStart?: string): Promise<PlanWeek>;
  /** The member's cookbooks (their own and those they collaborate on). */
  getCookbooks(): Promise<Cookbook[]>;
  /** One cookbook with its recipes' summaries. */
  getCookbook(id: Id): Promise<Cookbook>;
  /** The member's own potlucks on these days (decision 025: the plan's week does not carry them). */
  getPotlucks(days: { from: string; to: string }): Promise<PotluckSummary[]>;
  /** Hears when a plan's week or the member's potlucks went stale because someone else changed them. */
  onStale: OnStale;
}

/** What loading answered: the plans the member can open, the week on screen, and the plan asked for if it is gone. */
export type Loaded = {
  plans: PlanSummary[];
  week: PlanWeek;
  gone: Id | null;
  /** The member's own potlucks of the week; null when they could not be read (the plan shows without them). */
  potlucks: PlanPotluck[] | null;
};

/** What reading the week again answered: the week, and the member's potlucks in it (null: not read). */
export type Refreshed = { week: PlanWeek; potlucks: PlanPotluck[] | null };

/**
 * The potlucks the member will be at in the week from `weekStart` (potlucks.ts). Read beside the week
 * and never in its way: a failure is null, and the plan shows without them (they are read again with the week).
 */
const potlucksOf = (client: PlanClient, weekStart: string): Promise<PlanPotluck[] | null> =>
  client
    .getPotlucks(weekDaysRange(weekStart))
    .then(potlucksOnPlan)
    .catch(() => null);

/** A recipe the add dialog found, and where from (a search's, or one of an opened cookbook's). */
export type FoundRecipe = Omit<FoundBySearch, 'source'> & { source: FoundBySearch['source'] | 'cookbook' };

/** A cookbook of the member's whose title the search matched: opened, it lists its recipes to choose from. */
export type FoundCookbook = { cookbookId: Id; title: string; recipeCount: number };

/** What one search found: recipes, and the member's cookbooks by title. */
export type Found = { recipes: FoundRecipe[]; cookbooks: FoundCookbook[] };

/** A cookbook opened in the add dialog: its title and its recipes. */
export type OpenedCookbook = { title: string; recipes: FoundRecipe[] };

/** Results of one search: at most this many from each source, so the dialog stays short. */
export const foundPerSource = 8;

/** What sending one change answered: the week, and for an add the entry's id on the server. */
export type Sent = { operationId: string; week: PlanWeek | null; entryId?: string };

async function send(client: PlanClient, change: PlanChange, weekStart: string): Promise<Sent> {
  const { planId, operationId } = change;
  switch (change.kind) {
    case 'add': {
      const answer = await client.addPlanEntry(
        planId,
        {
          day: change.day,
          meal: change.meal,
          ...(change.recipeId === null
            ? { note: change.note ?? change.title }
            : { recipeId: change.recipeId }),
          ...(change.servings !== null && { servings: change.servings }),
          operationId,
        },
        weekStart,
      );
      const { entryId, ...week } = answer;
      return { operationId, week, entryId };
    }
    case 'update': {
      // An entry whose add was refused never got a server id: nothing left to change.
      if (isLocalEntry(change.entryId)) return { operationId, week: null };
      const week = await client.updatePlanEntry(
        planId,
        change.entryId,
        { ...change.change, changedAt: change.changedAt },
        weekStart,
      );
      return { operationId, week };
    }
    case 'remove': {
      if (isLocalEntry(change.entryId)) return { operationId, week: null };
      // Removed already (by someone else): what the member wanted.
      const week = await client.deletePlanEntry(planId, change.entryId, weekStart).catch((error: unknown) => {
        if (statusOf(error) === 404) return null;
        throw error;
      });
      return { operationId, week };
    }
  }
}

async function search(client: PlanClient, query: string): Promise<Found> {
  const [recipes, cookbooks] = await Promise.all([
    findRecipes(client, query, foundPerSource),
    client.getCookbooks(),
  ]);
  return {
    recipes,
    cookbooks: cookbooks
      .filter((cookbook) => titleMatches(query)(cookbook.title))
      .slice(0, foundPerSource)
      .map((c) => ({ cookbookId: c._id, title: c.title, recipeCount: c.recipes.length })),
  };
}

/** A cookbook's recipes, as the add dialog lists them (a recipe the catalogue no longer holds is left out). */
async function openCookbook(client: PlanClient, cookbookId: Id): Promise<OpenedCookbook> {
  const cookbook = await client.getCookbook(cookbookId);
  const recipes = (cookbook.recipeSummaries ?? []).flatMap((recipe): FoundRecipe[] =>
    recipe.title === null
      ? []
      : [{ recipeId: recipe.id, title: recipe.title, image: recipe.image, source: 'cookbook' }],
  );
  return { title: cookbook.title, recipes };
}

export const planActors = {
  load: fromPromise<Loaded, { client: PlanClient; planId: Id | null; weekStart: string }>(
    async ({ input }) => {
      const plans = await input.client.getPlans();
      // The plan asked for while it can still be opened; the member's own otherwise.
      const asked = plans.find((plan) => plan.id === input.planId);
      const id = asked?.id ?? plans[0]?.id;
      if (!id) throw new Error('No meal plan');
      const gone = input.planId && !asked ? input.planId : null;
      const [week, potlucks] = await Promise.all([
        input.client.getPlanWeek(id, input.weekStart),
        potlucksOf(input.client, input.weekStart),
      ]);
      return { plans, week, gone, potlucks };
    },
  ),
  refresh: fromPromise<Refreshed, { client: PlanClient; planId: Id; weekStart: string }>(
    async ({ input }) => {
      const [week, potlucks] = await Promise.all([
        input.client.getPlanWeek(input.planId, input.weekStart),
        potlucksOf(input.client, input.weekStart),
      ]);
      return { week, potlucks };
    },
  ),
  send: fromPromise<Sent, { client: PlanClient; change: PlanChange; weekStart: string }>(({ input }) =>
    send(input.client, input.change, input.weekStart),
  ),
  search: fromPromise<Found, { client: PlanClient; query: string }>(({ input }) =>
    search(input.client, input.query),
  ),
  openCookbook: fromPromise<OpenedCookbook, { client: PlanClient; cookbookId: Id }>(({ input }) =>
    openCookbook(input.client, input.cookbookId),
  ),
  loadFriends,
  share: fromPromise<PlanWeek, { client: PlanClient; planId: Id; memberId: Id; weekStart: string }>(
    ({ input }) => input.client.sharePlan(input.planId, input.memberId, input.weekStart),
  ),
  unshare: fromPromise<PlanWeek, { client: PlanClient; planId: Id; shareId: Id; weekStart: string }>(
    ({ input }) => input.client.unsharePlan(input.planId, input.shareId, input.weekStart),
  ),
  /**
   * A week of a plan changed (`['plan', planId, weekStart]`), or one of the member's potlucks did (`['potlucks']`:
   * answered, moved, cancelled; a message in its thread is not one).
   */
  liveUpdates: fromCallback<
    { type: 'plan.changed'; planId: string } | { type: 'potluck.changed' },
    { client: PlanClient }
  >(({ input, sendBack }) => {
    const stopPlans = input.client.onStale(['plan'], ([, planId]) =>
      sendBack({ type: 'plan.changed', planId: planId ?? '' }),
    );
    const stopPotlucks = input.client.onStale(['potlucks'], () => sendBack({ type: 'potluck.changed' }));
    return () => {
      stopPlans();
      stopPotlucks();
    };
  }),
};
