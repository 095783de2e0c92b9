import type { Cook, CookVisibility } from '@potluck/contract';

// How a cook is read (cookRepository.ts): the columns of a cooks row aliased c with its cook (members m) and its
// recipe's title and picture, and the answer made of them. The recipe is a member recipe (recipes), a catalogue
// recipe (provider_recipes) or, in Spoonacular mode, one whose information the cache holds.

/** The joins that name a cook's member and recipe; the recipe's columns are in recipeColumns. */
export const cookJoins = `JOIN members m ON m.id = c.member_id ${recipeJoins('c')}`;

/**
 * The joins that find the recipe a row aliased `row` names by its member_recipe_id and catalogue_id columns:
 * recipes rr, provider_recipes pr, and the cached information pc (only where the catalogue has none).
 */
export function recipeJoins(row: string): string {
  return `LEFT JOIN recipes rr ON rr.id = ${row}.member_recipe_id
    LEFT JOIN provider_recipes pr ON pr.id = ${row}.catalogue_id
    LEFT JOIN LATERAL (
      SELECT body->>'title' AS title, body->>'image' AS image FROM provider_cache
       WHERE ${row}.catalogue_id IS NOT NULL AND pr.id IS NULL
         AND key LIKE '/recipes/' || ${row}.catalogue_id || '/information?%'
       LIMIT 1) pc ON true`;
}

/** The recipe's title and picture (a site-root path or the provider's URL), from whichever join found it. */
export const recipeColumns = `coalesce(rr.title, pr.title, pc.title) AS "recipeTitle",
  coalesce(nullif(rr.image, ''), '/catalogue-images/' || coalesce(pr.image, pr.id || '.webp'), pc.image)
    AS "recipeImage"`;

export const cookColumns = `c.id, c.recipe_id AS "recipeId", to_char(c.day, 'YYYY-MM-DD') AS day, c.note, c.rating,
  c.visibility, c.photos, c.created_at AS "createdAt", m.id AS "memberId", m.username,
  m.profile_pic AS "profilePic", ${recipeColumns}`;

export interface CookRow {
  id: string;
  recipeId: string;
  day: string;
  note: string;
  rating: number | null;
  visibility: CookVisibility;
  photos: string[];
  createdAt: Date | string;
  memberId: string;
  username: string;
  profilePic: string;
  recipeTitle: string | null;
  recipeImage: string | null;
}

export function toCook(row: CookRow): Cook {
  return {
    id: row.id,
    recipe: { id: row.recipeId, title: row.recipeTitle, image: row.recipeImage },
    member: { _id: row.memberId, username: row.username, profilePic: row.profilePic },
    day: row.day,
    note: row.note,
    rating: row.rating === null ? null : Number(row.rating),
    visibility: row.visibility,
    // Objects, so the answer's pictures are made absolute like every `image` field (plugins/imageUrls.ts).
    photos: row.photos.map((image) => ({ image })),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** A page's cursor: the last cook's day and id, so the next page starts after it in the (day, id) order. */
export const cursorOf = (row: { day: string; id: string }): string => row.day.replaceAll('-', '') + row.id;

/** The day and id a cursor names. */
export function cursorPlace(cursor: string | undefined): { day: string | null; id: string | null } {
  if (cursor === undefined) return { day: null, id: null };
  return { day: `${cursor.slice(0, 4)}-${cursor.slice(4, 6)}-${cursor.slice(6, 8)}`, id: cursor.slice(8) };
}
