import type { Cook, CookHistory, CookPage, CookSummary, CookVisibility } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { isForeignKeyViolation } from '../errors.ts';
import { newId } from '../ids.ts';
import {
  type CookRow,
  cookColumns,
  cookJoins,
  cursorOf,
  cursorPlace,
  recipeColumns,
  recipeJoins,
  toCook,
} from './cookRows.ts';
import { cookAudience, mayOpenCook } from './whoMayOpen.ts';

// What members cooked (docs/decisions/037-cooked-it.md). Every read keeps only the cooks the viewer may see now
// (mayOpenCook, in the statement itself), so an unfriending or a recipe gone private hides them at once; every
// list is one statement with its member and recipe joined, cut to a page. $1 is always the viewer.

export interface NewCook {
  recipeId: string;
  day: string;
  note: string;
  rating: number | null;
  visibility: CookVisibility;
  /** Site-root paths of the stored photos. */
  photos: string[];
}

/** Who hears of a cook (cookAudience), and whether the recipe's author is one of them. */
export interface CookNews {
  cookId: string;
  recipeId: string;
  memberId: string;
  audience: string[];
  /** The member recipe's author, when they may see the cook (and are not its cook): they are notified. */
  notifyAuthor: string | null;
}

/** The page and the next page's cursor, from rows read one past the page. */
function pageOf(rows: CookRow[], limit: number): CookPage {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { cooks: page.map(toCook), next: rows.length > limit && last ? cursorOf(last) : null };
}

/** Rows after the cursor's place in the (day, id) order, newest first, one more than the page. */
const afterCursor = (day: string, id: string) =>
  `(${day}::date IS NULL OR (c.day, c.id) < (${day}::date, ${id}::text))`;

export function createCookRepository(db: Db) {
  /** Who hears of the cook now, read in `tx` (inside the write that changes it). */
  async function newsOf(tx: Db, cookId: string): Promise<Omit<CookNews, 'cookId'> | undefined> {
    const row = await tx.one<{
      recipeId: string;
      memberId: string;
      audience: string[];
      author: string | null;
    }>(
      `SELECT c.recipe_id AS "recipeId", c.member_id AS "memberId",
              ARRAY(SELECT a.member_id FROM (${cookAudience('c.id = $1')}) a) AS audience,
              (SELECT r.owner_id FROM recipes r WHERE r.id = c.member_recipe_id) AS author
         FROM cooks c WHERE c.id = $1`,
      [cookId],
    );
    if (!row) return undefined;
    const { author, ...news } = row;
    const notifyAuthor =
      author !== null && author !== row.memberId && row.audience.includes(author) ? author : null;
    return { ...news, notifyAuthor };
  }

  return {
    /**
     * Logs a cook in the transaction `tx`; its news (who hears, whether the author is told). Undefined when the
     * member recipe was deleted meanwhile (its foreign key).
     */
    async log(memberId: string, cook: NewCook, tx: Db): Promise<CookNews | undefined> {
      const id = newId();
      try {
        await tx.query(
          `INSERT INTO cooks (id, member_id, recipe_id, day, note, rating, visibility, photos)
           VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8::text[])`,
          [id, memberId, cook.recipeId, cook.day, cook.note, cook.rating, cook.visibility, cook.photos],
        );
      } catch (error) {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      }
      const news = await newsOf(tx, id);
      return news && { cookId: id, ...news };
    },

    /** One cook as the viewer may see it. */
    async read(id: string, viewerId: string): Promise<Cook | undefined> {
      const row = await db.one<CookRow>(
        `SELECT ${cookColumns} FROM cooks c ${cookJoins} WHERE c.id = $2 AND ${mayOpenCook('c', '$1')}`,
        [viewerId, id],
      );
      return row && toCook(row);
    },

    /**
     * Deletes the member's own cook and the notification it sent; its news, read before it went. 'notYours' when
     * the member may see it but it is someone else's, undefined when they may not see it (or it is gone).
     */
    async remove(id: string, memberId: string): Promise<CookNews | 'notYours' | undefined> {
      return db.transaction(async (tx) => {
        const news = await newsOf(tx, id);
        const [gone] = await tx.query<{ id: string }>(
          `WITH gone AS (DELETE FROM cooks WHERE id = $1 AND member_id = $2 RETURNING id, member_recipe_id),
           notices AS (
             DELETE FROM notifications n USING gone
              WHERE n.type = 'recipe_cooked' AND n.data->>'cookId' = gone.id
                AND n.member_id = (SELECT r.owner_id FROM recipes r WHERE r.id = gone.member_recipe_id))
           SELECT id FROM gone`,
          [id, memberId],
        );
        if (gone && news) return { cookId: id, ...news, notifyAuthor: null };
        const seen = await tx.one(`SELECT 1 FROM cooks c WHERE c.id = $1 AND ${mayOpenCook('c', '$2')}`, [
          id,
          memberId,
        ]);
        return seen ? 'notYours' : undefined;
      });
    },

    /** A recipe's cooks the viewer may see, newest first (the day cooked, then the order logged). */
    async ofRecipe(
      recipeId: string,
      viewerId: string,
      page: { limit: number; cursor?: string | undefined },
    ): Promise<CookPage> {
      const { day, id } = cursorPlace(page.cursor);
      const rows = await db.query<CookRow>(
        `SELECT ${cookColumns}
           FROM (SELECT * FROM cooks c WHERE c.recipe_id = $2 AND ${mayOpenCook('c', '$1')}
                    AND ${afterCursor('$3', '$4')}
                  ORDER BY c.day DESC, c.id DESC LIMIT $5) c
           ${cookJoins}
          ORDER BY c.day DESC, c.id DESC`,
        [viewerId, recipeId, day, id, page.limit + 1],
      );
      return pageOf(rows, page.limit);
    },

    /**
     * "Cooked 12 times · 4.4 from 9 ratings" over the cooks of the recipe the viewer may see: each member's latest
     * rating among them (the one given last) counts once; and the viewer's own count and last day.
     */
    async summary(recipeId: string, viewerId: string): Promise<CookSummary> {
      const row = await db.one<{
        count: number;
        ratings: number;
        average: number | null;
        yourCount: number;
        yourLastDay: string | null;
      }>(
        `WITH seen AS (
           SELECT c.id, c.member_id, c.day, c.rating FROM cooks c
            WHERE c.recipe_id = $2 AND ${mayOpenCook('c', '$1')}
         ), latest AS (
           SELECT DISTINCT ON (member_id) rating FROM seen WHERE rating IS NOT NULL ORDER BY member_id, id DESC
         )
         SELECT (SELECT count(*)::int FROM seen) AS count,
                (SELECT count(*)::int FROM latest) AS ratings,
                (SELECT round(avg(rating), 2)::float8 FROM latest) AS average,
                (SELECT count(*)::int FROM seen WHERE member_id = $1) AS "yourCount",
                (SELECT to_char(max(day), 'YYYY-MM-DD') FROM seen WHERE member_id = $1) AS "yourLastDay"`,
        [viewerId, recipeId],
      );
      return {
        count: Number(row?.count ?? 0),
        ratings: Number(row?.ratings ?? 0),
        average: row?.average == null ? null : Number(row.average),
        yours: { count: Number(row?.yourCount ?? 0), lastDay: row?.yourLastDay ?? null },
      };
    },

    /**
     * "Your friends cooked": the latest cooks of the viewer's current friends that the viewer may see. Each friend's
     * own latest few are read from their index range, so the work is bounded by friends × limit, not by their
     * whole history.
     */
    async ofFriends(viewerId: string, limit: number): Promise<Cook[]> {
      const rows = await db.query<CookRow>(
        `SELECT ${cookColumns}
           FROM friendships f
           CROSS JOIN LATERAL (
             SELECT * FROM cooks c WHERE c.member_id = f.friend_id AND ${mayOpenCook('c', '$1')}
              ORDER BY c.day DESC, c.id DESC LIMIT $2) c
           ${cookJoins}
          WHERE f.member_id = $1
          ORDER BY c.day DESC, c.id DESC LIMIT $2`,
        [viewerId, limit],
      );
      return rows.map(toCook);
    },

    /** What a member cooked, as the viewer may see it, newest first. */
    async ofMember(
      memberId: string,
      viewerId: string,
      page: { limit: number; cursor?: string | undefined },
    ): Promise<CookPage> {
      const { day, id } = cursorPlace(page.cursor);
      const rows = await db.query<CookRow>(
        `SELECT ${cookColumns}
           FROM (SELECT * FROM cooks c WHERE c.member_id = $2 AND ${mayOpenCook('c', '$1')}
                    AND ${afterCursor('$3', '$4')}
                  ORDER BY c.day DESC, c.id DESC LIMIT $5) c
           ${cookJoins}
          ORDER BY c.day DESC, c.id DESC`,
        [viewerId, memberId, day, id, page.limit + 1],
      );
      return pageOf(rows, page.limit);
    },

    /**
     * The member's own cooking history: a row per recipe (of the cooks they may still see: a recipe gone private
     * or deleted leaves it), with how many times, the last day and their latest rating, last cooked first.
     */
    async history(memberId: string, page: { limit: number; offset: number }): Promise<CookHistory> {
      const rows = await db.query<{
        recipeId: string;
        count: number;
        lastDay: string;
        rating: number | null;
        recipeTitle: string | null;
        recipeImage: string | null;
      }>(
        `SELECT h.recipe_id AS "recipeId", h.count, to_char(h.last_day, 'YYYY-MM-DD') AS "lastDay", h.rating,
                ${recipeColumns}
           FROM (SELECT c.recipe_id, c.member_recipe_id, c.catalogue_id, count(*)::int AS count,
                        max(c.day) AS last_day,
                        (array_agg(c.rating ORDER BY c.id DESC) FILTER (WHERE c.rating IS NOT NULL))[1] AS rating
                   FROM cooks c WHERE c.member_id = $1 AND ${mayOpenCook('c', '$1')}
                  GROUP BY c.recipe_id, c.member_recipe_id, c.catalogue_id
                  ORDER BY max(c.day) DESC, c.recipe_id DESC LIMIT $2 OFFSET $3) h
           ${recipeJoins('h')}
          ORDER BY h.last_day DESC, h.recipe_id DESC`,
        [memberId, page.limit + 1, page.offset],
      );
      return {
        recipes: rows.slice(0, page.limit).map((row) => ({
          recipe: { id: row.recipeId, title: row.recipeTitle, image: row.recipeImage },
          count: Number(row.count),
          lastDay: row.lastDay,
          rating: row.rating === null ? null : Number(row.rating),
        })),
        next: rows.length > page.limit ? page.offset + page.limit : null,
      };
    },
  };
}
