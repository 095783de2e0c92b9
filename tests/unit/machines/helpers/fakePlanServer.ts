// A meal-plan server in memory for the plan machine's tests and the route's: it keeps plans by week, hands out
// 24-hex ids, applies one operation id once and the last change per entry (by `changedAt`), answers the week on
// screen when asked, and a plan the member may no longer open is a 404 — the rules of the real server
// (packages/server/src/routes/plans.ts), small enough to read.
import type { PlanEntry, PlanSummary, PlanWeek, PotluckSummary } from '@potluck/contract';
import { weekStartOf } from '@potluck/domain';
import { vi } from 'vitest';
import type { PlanClient } from '../../../../machines/plan/calls.ts';
import { aCookbook, aFriend, sampleId } from '../../../../stories/statecharts/samples.ts';
import { fakeLiveUpdates } from './liveUpdates.ts';

export const maria = sampleId(1);
export const kenji = sampleId(2);
export const mariasPlan = sampleId(10);
export const kenjisPlan = sampleId(11);
const at = '2026-11-24T10:00:00.000Z';

export const refused = (status: number, message: string) => Object.assign(new Error(message), { status });
export const offline = () => refused(0, 'Could not reach the server.');

/** The recipes the fake server knows (their titles and servings are looked up when added). */
export const recipes: Record<string, { title: string; servings: number }> = {
  [sampleId(40)]: { title: 'Pancakes', servings: 4 },
  [sampleId(41)]: { title: 'Leek soup', servings: 2 },
};

type Plan = { summary: PlanSummary; entries: PlanEntry[]; shares: PlanWeek['shares']; open: boolean };

export function fakePlanServer() {
  const plans = new Map<string, Plan>([
    [
      mariasPlan,
      {
        summary: {
          id: mariasPlan,
          ownerId: maria,
          ownerName: 'maria',
          ownerFName: 'Maria',
          ownerLName: 'Rossi',
        },
        entries: [],
        shares: [],
        open: true,
      },
    ],
    [
      kenjisPlan,
      {
        summary: {
          id: kenjisPlan,
          ownerId: kenji,
          ownerName: 'kenji',
          ownerFName: 'Kenji',
          ownerLName: 'Lopez',
        },
        entries: [],
        shares: [],
        open: true,
      },
    ],
  ]);
  const applied = new Map<string, string>();
  let next = 100;
  const planOf = (id: string) => {
    const plan = plans.get(id);
    if (!plan?.open) throw refused(404, 'Meal plan not found');
    return plan;
  };
  const weekOf = (id: string, weekStart: string): PlanWeek => {
    const plan = planOf(id);
    const entries = plan.entries.filter((entry) => weekStartOf(entry.day) === weekStart);
    return { ...plan.summary, weekStart, entries, shares: plan.shares, updatedAt: at };
  };
  const live = fakeLiveUpdates();
  const tell = (planId: string) => live.push({ type: 'plan.changed', planId });
  /** The member's potlucks (any answer, any status): the server lists those on the days asked, soonest first. */
  const potlucks: PotluckSummary[] = [];
  const client: PlanClient = {
    getPlans: vi.fn(async () => [...plans.values()].filter((plan) => plan.open).map((plan) => plan.summary)),
    getPlanWeek: vi.fn(async (id: string, weekStart: string) => weekOf(id, weekStart)),
    addPlanEntry: vi.fn(async (planId, body, weekStart) => {
      const plan = planOf(planId);
      const known = body.operationId && applied.get(body.operationId);
      let entryId = known || '';
      if (!known) {
        const recipe = body.recipeId ? recipes[body.recipeId] : undefined;
        if (body.recipeId && !recipe) throw refused(404, 'Recipe not found');
        entryId = sampleId(next++);
        plan.entries.push({
          id: entryId,
          day: body.day,
          meal: body.meal as PlanEntry['meal'],
          recipeId: body.recipeId ?? null,
          title: recipe?.title ?? body.note ?? '',
          image: null,
          servings: body.servings ?? recipe?.servings ?? null,
          note: body.note ?? null,
          addedToListAt: null,
          updatedAt: at,
        });
        if (body.operationId) applied.set(body.operationId, entryId);
        tell(planId);
      }
      return { ...weekOf(planId, weekStart ?? weekStartOf(body.day)), entryId };
    }),
    updatePlanEntry: vi.fn(async (planId, entryId, { changedAt, ...change }, weekStart) => {
      const plan = planOf(planId);
      const entry = plan.entries.find((candidate) => candidate.id === entryId);
      if (!entry) throw refused(404, 'Entry not found');
      // The last change wins: an older one changes nothing.
      if (changedAt >= entry.updatedAt) Object.assign(entry, change, { updatedAt: changedAt });
      tell(planId);
      return weekOf(planId, weekStart ?? weekStartOf(entry.day));
    }),
    deletePlanEntry: vi.fn(async (planId, entryId, weekStart) => {
      const plan = planOf(planId);
      const entry = plan.entries.find((candidate) => candidate.id === entryId);
      if (!entry) throw refused(404, 'Entry not found');
      plan.entries = plan.entries.filter((candidate) => candidate !== entry);
      tell(planId);
      return weekOf(planId, weekStart ?? weekStartOf(entry.day));
    }),
    sharePlan: vi.fn(async (planId, memberId, weekStart) => {
      const plan = planOf(planId);
      plan.shares.push({ id: sampleId(next++), memberId, username: 'kenji', fName: 'Kenji', lName: 'Lopez' });
      return weekOf(planId, weekStart ?? '');
    }),
    unsharePlan: vi.fn(async (planId, shareId, weekStart) => {
      const plan = planOf(planId);
      plan.shares = plan.shares.filter((share) => share.id !== shareId);
      return weekOf(planId, weekStart ?? '');
    }),
    getFriends: vi.fn(async () => [aFriend({ _id: kenji, username: 'kenji' })]),
    getMyRecipes: vi.fn(async () => [{ _id: sampleId(41), title: 'Leek soup' }]),
    getPublicRecipes: vi.fn(async () => [{ id: sampleId(42), title: 'Leek and potato soup' }]),
    searchExternal: vi.fn(async () => [{ id: 716429, title: 'Soup of the day' }]),
    getCookbooks: vi.fn(async () => [
      aCookbook({ _id: sampleId(30), title: 'Soups for winter', recipes: [sampleId(41), '716429'] }),
      aCookbook({ _id: sampleId(31), title: 'Sunday roasts', recipes: [] }),
    ]),
    getCookbook: vi.fn(async (id: string) =>
      aCookbook({
        _id: id,
        title: 'Soups for winter',
        recipes: [sampleId(41), '716429'],
        recipeSummaries: [
          { id: sampleId(41), title: 'Leek soup', image: null, readyInMinutes: 30, servings: '2' },
          { id: '716429', title: 'Soup of the day', image: null, readyInMinutes: 20, servings: 4 },
          { id: '999', title: null, image: null, readyInMinutes: null, servings: null },
        ],
      }),
    ),
    getPotlucks: vi.fn(async ({ from, to }: { from: string; to: string }) =>
      potlucks
        .filter((potluck) => potluck.day >= from && potluck.day <= to)
        .sort((a, b) => `${a.day} ${a.time}`.localeCompare(`${b.day} ${b.time}`)),
    ),
    onStale: live.onStale,
  };
  /** Another member adds an entry on the server, as a second device would. */
  const elsewhere = (planId: string, day: string, note: string) =>
    client.addPlanEntry(planId, { day, meal: 'lunch', note, operationId: `elsewhere-${next}` });
  /** The friendship ended: the plan is no longer shared with the member. */
  const unshare = (planId: string) => {
    (plans.get(planId) as Plan).open = false;
  };
  const entries = (planId: string) => (plans.get(planId) as Plan).entries;
  /** The shopping list's add marked these entries (in its own transaction) and told the plan's members. */
  const markListed = (planId: string, entryIds: readonly string[]) => {
    for (const entry of entries(planId)) if (entryIds.includes(entry.id)) entry.addedToListAt = at;
    tell(planId);
  };
  /** A potluck of the member's is added or changed on the server, and everyone in it is told (live). */
  const potluck = (summary: PotluckSummary) => {
    const at = potlucks.findIndex((candidate) => candidate.id === summary.id);
    if (at === -1) potlucks.push(summary);
    else potlucks[at] = summary;
    live.push({ type: 'potluck.changed', potluckId: summary.id });
  };
  return { client, live, elsewhere, unshare, entries, markListed, potluck };
}
