import type { PlanEntry, PlanShare, PlanSummary, PlanWeek } from '@potluck/contract';
import { addDays, type Meal, meals, planLimits, weekStartOf } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { nextVersion } from './versions.ts';
import { candidatePlans, mayOpenPlan } from './whoMayOpen.ts';

// Meal plans (migration 016). A member's plan is made on first use and read a week (Monday to Sunday) at a time.
// Every change runs in one transaction that locks the plan's row after checking, in that same statement, that the
// member may open it; so a week never passes its bound under concurrent adds and a change never lands after the
// member lost the plan.

const mealOrder = `array_position(ARRAY[${meals.map((name) => `'${name}'`).join(',')}], e.meal)`;

const entryColumns = `e.id, to_char(e.day, 'YYYY-MM-DD') AS day, e.meal, e.recipe_id AS "recipeId",
  coalesce(e.title, e.note) AS title, e.image, e.servings, e.note, e.added_to_list_at AS "addedToListAt",
  e.changed_at AS "updatedAt"`;

/** Whose plan it is (members `m`): their username and name, which the app shows first (issue 39). */
const ownerColumns = `p.owner_id AS "ownerId", m.username AS "ownerName", m.f_name AS "ownerFName",
  m.l_name AS "ownerLName"`;

/** A member's name as the app shows it (members `m`): first and last name, else the username. */
const shownName = (m: string) =>
  `coalesce(nullif(btrim(btrim(${m}.f_name) || ' ' || btrim(${m}.l_name)), ''), ${m}.username)`;

/** The same entry as a JSON object built in SQL (a week's read answers its entries as one JSON value). */
const entryObject = `'id', e.id, 'day', to_char(e.day, 'YYYY-MM-DD'), 'meal', e.meal, 'recipeId', e.recipe_id,
  'title', coalesce(e.title, e.note), 'image', e.image, 'servings', e.servings, 'note', e.note,
  'addedToListAt', e.added_to_list_at, 'updatedAt', e.changed_at`;

interface EntryRow extends Omit<PlanEntry, 'addedToListAt' | 'updatedAt'> {
  /** A Date from a row, a timestamp's text from a JSON value. */
  addedToListAt: Date | string | null;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const entryOf = (row: EntryRow): PlanEntry => ({
  ...row,
  addedToListAt: row.addedToListAt === null ? null : iso(row.addedToListAt),
  updatedAt: iso(row.updatedAt),
});

/** What an entry is: a recipe (its title, picture and servings looked up by the caller) or a note. */
export type EntryContent =
  | { recipeId: string; title: string; image: string | null; servings: number | null }
  | { note: string; servings: number | null };

export type EntryChange = {
  day?: string | undefined;
  meal?: Meal | undefined;
  servings?: number | null | undefined;
  note?: string | undefined;
  addedToList?: boolean | undefined;
};

/** An entry in the calendar feed: the entry and whose plan it is on (their name, else their username). */
export type FeedEntry = PlanEntry & { ownerName: string };

/** A recipe entry going onto a shopping list: its recipe, title as planned, day and servings (null: the recipe's). */
export type PlannedRecipe = {
  id: string;
  day: string;
  recipeId: string;
  title: string;
  servings: number | null;
};

export class PlanWeekFull extends Error {}

export function createPlanRepository(db: Db) {
  /** The member's own plan, made if missing; its id. */
  async function ownPlanId(memberId: string, tx: Db = db): Promise<string> {
    await tx.query('INSERT INTO plans (id, owner_id) VALUES ($1, $2) ON CONFLICT (owner_id) DO NOTHING', [
      newId(),
      memberId,
    ]);
    const row = await tx.one<{ id: string }>('SELECT id FROM plans WHERE owner_id = $1', [memberId]);
    if (!row) throw new Error('plan missing after insert');
    return row.id;
  }

  /** Locks the plan's row for the transaction if the member may open it now; false otherwise. */
  async function lockOpened(planId: string, memberId: string, tx: Db): Promise<boolean> {
    const row = await tx.one(
      `SELECT 1 FROM plans p WHERE p.id = $1 AND ${mayOpenPlan('$2')} FOR UPDATE OF p`,
      [planId, memberId],
    );
    return row !== undefined;
  }

  async function touch(planId: string, tx: Db) {
    await tx.query(`UPDATE plans SET updated_at = ${nextVersion} WHERE id = $1`, [planId]);
  }

  /** Whether the week of `day` has room for one more entry (the plan's row is locked by the caller). */
  async function weekHasRoom(planId: string, day: string, tx: Db): Promise<boolean> {
    const monday = weekStartOf(day);
    const row = await tx.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM plan_entries WHERE plan_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [planId, monday, addDays(monday, 6)],
    );
    return (row?.n ?? 0) < planLimits.entriesPerWeek;
  }

  return {
    ownPlanId,

    /** The member's own plan first (made if missing), then the plans shared with them that they may open. */
    async summaries(memberId: string): Promise<PlanSummary[]> {
      await ownPlanId(memberId);
      return db.query<PlanSummary>(
        `SELECT p.id, ${ownerColumns}
           FROM plans p JOIN members m ON m.id = p.owner_id
          WHERE ${candidatePlans('$1')} AND ${mayOpenPlan('$1')}
          ORDER BY p.owner_id = $1 DESC, lower(${shownName('m')}), lower(m.username)
          LIMIT 101`,
        [memberId],
      );
    },

    /** The week starting on `weekStart` if the member may open the plan; for its owner, with its shares. */
    async week(planId: string, memberId: string, weekStart: string): Promise<PlanWeek | undefined> {
      // One statement: the access check, the plan, the week's entries and (for its owner) its shares. Entries and
      // shares come as JSON values, one JSON.parse each; three statements were three plannings and round trips,
      // which on PGlite cost more than the reading (docs/benchmarks.md, the plan's week).
      const plan = await db.one<{
        id: string;
        ownerId: string;
        ownerName: string;
        ownerFName: string;
        ownerLName: string;
        updatedAt: Date;
        entries: EntryRow[];
        shares: PlanShare[];
      }>(
        `SELECT p.id, ${ownerColumns}, p.updated_at AS "updatedAt",
           (SELECT coalesce(json_agg(json_build_object(${entryObject}) ORDER BY e.day, ${mealOrder}, e.created_at, e.id), '[]')
              FROM (SELECT * FROM plan_entries
                     WHERE plan_id = p.id AND day BETWEEN $3::date AND $3::date + 6
                     ORDER BY day, ${mealOrder.replace('e.meal', 'meal')}, created_at, id
                     LIMIT ${planLimits.entriesPerWeek}) e
           ) AS entries,
           CASE WHEN p.owner_id = $2 THEN
             (SELECT coalesce(json_agg(json_build_object('id', s.id, 'memberId', s.member_id, 'username', sm.username,
                                        'fName', sm.f_name, 'lName', sm.l_name)
                       ORDER BY s.created_at, s.id), '[]')
                FROM (SELECT * FROM plan_shares WHERE plan_id = p.id ORDER BY created_at, id
                       LIMIT ${planLimits.shares}) s
                JOIN members sm ON sm.id = s.member_id)
           ELSE '[]' END AS shares
           FROM plans p JOIN members m ON m.id = p.owner_id
          WHERE p.id = $1 AND ${mayOpenPlan('$2')}`,
        [planId, memberId, weekStart],
        'plans.week',
      );
      if (!plan) return undefined;
      return {
        id: plan.id,
        ownerId: plan.ownerId,
        ownerName: plan.ownerName,
        ownerFName: plan.ownerFName,
        ownerLName: plan.ownerLName,
        weekStart,
        entries: plan.entries.map(entryOf),
        shares: plan.shares,
        updatedAt: iso(plan.updatedAt),
      };
    },

    /** Everyone who may open the plan now: its owner and the friends it is shared with. */
    async audience(planId: string): Promise<string[]> {
      const rows = await db.query<{ memberId: string }>(
        `SELECT c.member_id AS "memberId"
           FROM plans p
           CROSS JOIN LATERAL (SELECT p.owner_id AS member_id
                               UNION SELECT s.member_id FROM plan_shares s WHERE s.plan_id = p.id) c
          WHERE p.id = $1 AND ${mayOpenPlan('c.member_id')}`,
        [planId],
      );
      return rows.map((row) => row.memberId);
    },

    /**
     * Adds an entry; the id of the entry added. A replay of an operation the member named before adds nothing and
     * answers the entry it added then. 'missing' when the member may not open the plan; throws PlanWeekFull,
     * adding nothing, when the entry's week holds planLimits.entriesPerWeek entries already.
     */
    add(
      planId: string,
      memberId: string,
      entry: { day: string; meal: Meal; content: EntryContent },
      operationId?: string,
    ): Promise<{ entryId: string; added: boolean } | 'missing'> {
      return db.transaction(async (tx) => {
        if (!(await lockOpened(planId, memberId, tx))) return 'missing';
        const entryId = newId();
        if (operationId) {
          const first = await tx.query(
            `INSERT INTO plan_operations (plan_id, member_id, operation_id, entry_id) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING RETURNING 1`,
            [planId, memberId, operationId, entryId],
          );
          if (first.length === 0) {
            const earlier = await tx.one<{ entryId: string }>(
              `SELECT entry_id AS "entryId" FROM plan_operations
                WHERE plan_id = $1 AND member_id = $2 AND operation_id = $3`,
              [planId, memberId, operationId],
            );
            return { entryId: earlier?.entryId ?? entryId, added: false };
          }
          await tx.query(
            `DELETE FROM plan_operations WHERE plan_id = $1 AND member_id = $2 AND applied_at < now() - interval '7 days'`,
            [planId, memberId],
          );
        }
        if (!(await weekHasRoom(planId, entry.day, tx))) throw new PlanWeekFull();
        const { content } = entry;
        // A recipe's title and picture come from the recipe (or the provider): kept within the table's bounds, so
        // an unusually long one is cut rather than refused with a 500.
        const title = 'recipeId' in content ? [...content.title].slice(0, 500).join('') : null;
        const image = 'recipeId' in content && (content.image?.length ?? 0) <= 2000 ? content.image : null;
        await tx.query(
          `INSERT INTO plan_entries (id, plan_id, day, meal, recipe_id, title, image, servings, note)
           VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8, $9)`,
          [
            entryId,
            planId,
            entry.day,
            entry.meal,
            'recipeId' in content ? content.recipeId : null,
            title,
            image,
            content.servings,
            'note' in content ? content.note : null,
          ],
        );
        await touch(planId, tx);
        return { entryId, added: true };
      });
    },

    /**
     * Changes an entry unless the change is older than the entry's last one (`changedAt`, clamped to now).
     * Answers the entry's day after the change (for the week to answer) with the outcome.
     */
    update(
      planId: string,
      memberId: string,
      entryId: string,
      change: EntryChange,
      changedAt: Date,
    ): Promise<{ outcome: 'changed' | 'stale'; day: string } | 'missing' | 'not-a-note'> {
      return db.transaction(async (tx) => {
        if (!(await lockOpened(planId, memberId, tx))) return 'missing';
        const entry = await tx.one<{ day: string; changedAt: Date; isNote: boolean }>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, changed_at AS "changedAt", note IS NOT NULL AS "isNote"
             FROM plan_entries WHERE id = $1 AND plan_id = $2`,
          [entryId, planId],
        );
        if (!entry) return 'missing';
        if (change.note !== undefined && !entry.isNote) return 'not-a-note';
        const when = new Date(Math.min(changedAt.getTime(), Date.now()));
        if (when.getTime() < new Date(entry.changedAt).getTime()) return { outcome: 'stale', day: entry.day };
        const day = change.day ?? entry.day;
        if (weekStartOf(day) !== weekStartOf(entry.day) && !(await weekHasRoom(planId, day, tx))) {
          throw new PlanWeekFull();
        }
        await tx.query(
          `UPDATE plan_entries
              SET day = $3::date, meal = coalesce($4, meal),
                  servings = CASE WHEN $5::boolean THEN $6::integer ELSE servings END,
                  note = coalesce($7, note),
                  added_to_list_at = CASE WHEN $8::boolean IS NULL THEN added_to_list_at
                                          WHEN $8::boolean THEN $9::timestamptz END,
                  changed_at = $9::timestamptz
            WHERE id = $1 AND plan_id = $2`,
          [
            entryId,
            planId,
            day,
            change.meal ?? null,
            change.servings !== undefined,
            change.servings ?? null,
            change.note ?? null,
            change.addedToList ?? null,
            when,
          ],
        );
        await touch(planId, tx);
        return { outcome: 'changed', day };
      });
    },

    /**
     * The recipe entries among `entryIds` of a plan the member may open now (for the shopping list), by day and
     * meal; undefined when they may not open it. Notes and entries no longer on the plan are left out.
     */
    async recipeEntries(
      planId: string,
      memberId: string,
      entryIds: readonly string[],
    ): Promise<PlannedRecipe[] | undefined> {
      const plan = await db.one(`SELECT 1 AS yes FROM plans p WHERE p.id = $1 AND ${mayOpenPlan('$2')}`, [
        planId,
        memberId,
      ]);
      if (!plan) return undefined;
      return db.query<PlannedRecipe>(
        `SELECT e.id, to_char(e.day, 'YYYY-MM-DD') AS day, e.recipe_id AS "recipeId", e.title, e.servings
           FROM plan_entries e
          WHERE e.plan_id = $1 AND e.id = ANY($2::text[]) AND e.recipe_id IS NOT NULL
          ORDER BY e.day, ${mealOrder}, e.created_at, e.id
          LIMIT ${planLimits.entriesPerWeek}`,
        [planId, entryIds],
      );
    },

    /**
     * Marks entries as put on a shopping list, in the caller's transaction (the list's add), if the member may still
     * open the plan: locked like any change of it. Their `changed_at` stays, so a move made offline before still wins.
     */
    async markAddedToList(planId: string, memberId: string, entryIds: readonly string[], tx: Db) {
      if (entryIds.length === 0 || !(await lockOpened(planId, memberId, tx))) return false;
      await tx.query(
        'UPDATE plan_entries SET added_to_list_at = now() WHERE plan_id = $1 AND id = ANY($2::text[])',
        [planId, entryIds],
      );
      await touch(planId, tx);
      return true;
    },

    /** Removes an entry; its day, or 'missing' when the member may not open the plan or it is not on it. */
    remove(planId: string, memberId: string, entryId: string): Promise<{ day: string } | 'missing'> {
      return db.transaction(async (tx) => {
        if (!(await lockOpened(planId, memberId, tx))) return 'missing';
        const row = await tx.one<{ day: string }>(
          `DELETE FROM plan_entries WHERE id = $1 AND plan_id = $2 RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
          [entryId, planId],
        );
        if (!row) return 'missing';
        await touch(planId, tx);
        return row;
      });
    },

    /** Shares the plan with a member; 'duplicate' when it already is, 'full' at planLimits.shares. */
    share(planId: string, memberId: string): Promise<'shared' | 'duplicate' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.one('SELECT 1 FROM plans WHERE id = $1 FOR UPDATE', [planId]);
        const count = await tx.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM plan_shares WHERE plan_id = $1',
          [planId],
        );
        if ((count?.n ?? 0) >= planLimits.shares) return 'full';
        const rows = await tx.query(
          `INSERT INTO plan_shares (id, plan_id, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
          [newId(), planId, memberId],
        );
        if (rows.length > 0) await touch(planId, tx);
        return rows.length > 0 ? 'shared' : 'duplicate';
      });
    },

    /** The share, if it is this plan's. */
    findShare(planId: string, shareId: string) {
      return db.one<{ memberId: string }>(
        'SELECT member_id AS "memberId" FROM plan_shares WHERE id = $1 AND plan_id = $2',
        [shareId, planId],
      );
    },

    /** Ends the shares of the two members' plans with each other (their friendship ended); the plans' ids. */
    async endSharesBetween(a: string, b: string, tx: Db): Promise<string[]> {
      const rows = await tx.query<{ planId: string }>(
        `DELETE FROM plan_shares s USING plans p
          WHERE p.id = s.plan_id AND ((p.owner_id = $1 AND s.member_id = $2) OR (p.owner_id = $2 AND s.member_id = $1))
          RETURNING s.plan_id AS "planId"`,
        [a, b],
      );
      return rows.map((row) => row.planId);
    },

    async unshare(planId: string, shareId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM plan_shares WHERE id = $1 AND plan_id = $2', [shareId, planId]);
        // Whom the plan is shared with is part of its answer: the version moves with it.
        await touch(planId, tx);
      });
    },

    /**
     * The calendar feed's entries: those of every plan the member may open, on days from `from` to `to`, by day
     * and meal, at most planLimits.feedEntries.
     */
    feedEntries(memberId: string, from: string, to: string): Promise<FeedEntry[]> {
      return db
        .query<EntryRow & { ownerName: string }>(
          `SELECT ${entryColumns}, ${shownName('m')} AS "ownerName"
             FROM plans p JOIN members m ON m.id = p.owner_id JOIN plan_entries e ON e.plan_id = p.id
            WHERE ${candidatePlans('$1')} AND ${mayOpenPlan('$1')} AND e.day BETWEEN $2::date AND $3::date
            ORDER BY e.day, ${mealOrder}, e.created_at, e.id
            LIMIT ${planLimits.feedEntries}`,
          [memberId, from, to],
        )
        .then((rows) => rows.map((row) => ({ ...entryOf(row), ownerName: row.ownerName })));
    },
  };
}
