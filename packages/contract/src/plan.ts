import { isMonday, isPlannableDay, meals, planLimits } from '@potluck/domain';
import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { changeTime, id24, isoDay, timestamp } from './common.ts';
import { operationId } from './shopping.ts';
import { storableText } from './text.ts';

// The meal plan (README "Meal plan"). Every member has one plan, made on first use. It is read a week at a time
// (Monday to Sunday); an entry is a recipe the member who adds it can open (a member recipe, public or theirs,
// or a catalogue / provider recipe) or a free note ("Leftovers"), at a meal of a day, with its servings. The owner
// shares the plan with friends (a household plans together); everyone it is shared with reads and changes it
// like the owner while they are friends, and only the owner shares (a member it is shared with may leave).
// Every change answers the week of the changed entry and is told to everyone who may open the plan (a `plan`
// live event). Days are ISO dates without a time zone (packages/domain mealPlan.ts).

export const meal = z.enum(meals, { error: `must be one of ${meals.join(', ')}` });

/** A day: "2026-11-30", a real date within planLimits.yearsFromToday years of today. */
export const planDay = isoDay.refine(
  isPlannableDay,
  `must be a real date within ${planLimits.yearsFromToday} years of today`,
);

/** The Monday a week starts on. */
export const weekStart = planDay.refine(isMonday, 'must be a Monday');

const servings = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(planLimits.servings, `must be at most ${planLimits.servings}`);

const note = storableText({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(planLimits.noteLength, `must be at most ${planLimits.noteLength} characters`);

export const planEntry = z.object({
  id: id24,
  day: z.string(),
  meal,
  /** The recipe (a member recipe id or a provider id), or null for a note. Its page is /recipe/<recipeId>. */
  recipeId: z.string().nullable(),
  /** The recipe's title as it was when the entry was added, or the note. */
  title: z.string(),
  /** The recipe's picture (an absolute URL), or null for a note or a recipe without one. */
  image: z.string().nullable(),
  /** Null when not said (a note, or a recipe that does not say how many it serves). */
  servings: z.number().int().nullable(),
  /** The note's text, null for a recipe. */
  note: z.string().nullable(),
  /** When the entry's ingredients were put on a shopping list (PATCH addedToList), else null. */
  addedToListAt: timestamp.nullable(),
  /** When its last change was made (on the device that made it, clamped to the server's clock). */
  updatedAt: timestamp,
});
export type PlanEntry = z.infer<typeof planEntry>;

/**
 * Whom the plan is shared with: the member's username and their first and last name (either may be empty), which
 * the app shows first (issue 39: a household knows each other by name).
 */
export const planShare = z.object({
  id: id24,
  memberId: id24,
  username: z.string(),
  fName: z.string(),
  lName: z.string(),
});
export type PlanShare = z.infer<typeof planShare>;

/** Whose plan it is: `ownerName` is the owner's username, `ownerFName` and `ownerLName` their name (may be empty). */
const planOwner = {
  ownerId: id24,
  ownerName: z.string(),
  ownerFName: z.string(),
  ownerLName: z.string(),
};

/** A week of a plan. Entries are ordered by day, then meal in the order of `meals`, then when they were added. */
export const planWeek = z.object({
  id: id24,
  ...planOwner,
  /** The Monday of the week. */
  weekStart: z.string(),
  entries: z.array(planEntry),
  /** Only the owner sees whom the plan is shared with; others get []. */
  shares: z.array(planShare),
  updatedAt: timestamp,
});
export type PlanWeek = z.infer<typeof planWeek>;

/** POST …/entries answers the week with the id of the entry added (for a replayed operation, the one it added). */
export const planEntryAdded = planWeek.extend({ entryId: id24 });
export type PlanEntryAdded = z.infer<typeof planEntryAdded>;

/**
 * GET /api/plans: the member's own plan first (made if missing), then the plans shared with them, by their owner's
 * name.
 */
export const planSummary = z.object({ id: id24, ...planOwner });
export const planSummaries = z.array(planSummary);
export type PlanSummary = z.infer<typeof planSummary>;

export const planParams = z.object({ id: id24 });
export const planWeekParams = z.object({ id: id24, weekStart });
export const planEntryParams = z.object({ id: id24, entryId: id24 });
export const planShareParams = z.object({ id: id24, shareId: id24 });

/** Writes answer the week of the changed entry, or the week starting on `weekStart` when given (the one on screen). */
export const planWriteQuery = z.object({ weekStart: weekStart.optional() });

/**
 * POST /api/plans/:id/entries: a recipe (`recipeId`; its title and picture are looked up on the server, its
 * servings are the recipe's unless given) or a note. `operationId` makes a replay (an offline queue sent again
 * after a lost answer) add once; ids are the member's own, so two members' ids never meet.
 */
export const addPlanEntryBody = z
  .object({
    day: planDay,
    meal,
    recipeId: z
      .preprocess(
        (value) => (typeof value === 'number' ? String(value) : value),
        z.string({ error: 'must be a recipe id' }).pipe(recipeRef),
      )
      .optional(),
    note: note.optional(),
    servings: servings.optional(),
    operationId: operationId.optional(),
  })
  .refine((body) => (body.recipeId === undefined) !== (body.note === undefined), {
    error: 'recipeId or note: give exactly one',
  });

export type AddPlanEntryBody = z.input<typeof addPlanEntryBody>;

/**
 * PATCH /api/plans/:id/entries/:entryId: move (day, meal), change servings (null: not said), rewrite a note's
 * text, or mark the entry as put on the shopping list. `changedAt` is when the member made the change (perhaps
 * offline): the last change wins per entry, so a change older than the entry's last one is answered with the week
 * unchanged; a time in the future counts as the server's now.
 */
export const updatePlanEntryBody = z
  .object({
    day: planDay.optional(),
    meal: meal.optional(),
    servings: servings.nullable().optional(),
    note: note.optional(),
    addedToList: z.boolean({ error: 'must be true or false' }).optional(),
    changedAt: changeTime,
  })
  .refine(
    (body) =>
      body.day !== undefined ||
      body.meal !== undefined ||
      body.servings !== undefined ||
      body.note !== undefined ||
      body.addedToList !== undefined,
    { error: 'must change day, meal, servings, note or addedToList' },
  );

export type UpdatePlanEntryBody = z.input<typeof updatePlanEntryBody>;

/** POST /api/plans/:id/shares: a friend of the owner. */
export const sharePlanBody = z.object({ memberId: id24 });

/**
 * GET /api/calendar: the member's private calendar feed, every entry of the plans they may open, from
 * planLimits.feedWeeksBack weeks back to planLimits.feedWeeksAhead weeks ahead. The address is the credential:
 * anyone who has it reads the feed, until the member resets it (POST /api/calendar/reset).
 */
export const calendarFeed = z.object({
  /** https://<public origin>/calendar/<secret>.ics */
  url: z.string(),
  /** The same address as webcal://…, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;
