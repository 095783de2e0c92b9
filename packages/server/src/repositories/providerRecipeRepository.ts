// The SQL of the built-in provider. Searches filter and sort the narrow search tables of migration 006 —
// provider_search (a row per recipe: tag lists as bit masks, the sort keys with btree indexes, the lower-case title
// with a trigram index) and provider_title_words (a row per title word, for text queries) — and read the wide
// provider_recipes rows only for the page they answer. A search is two statements: the count and the page's ids,
// then the page's rows, assembled in SQL, image URL included.
import type { Db } from '../db/db.ts';
import type { RecipeSearch } from '../provider/recipeSearch.ts';
import { type TagKind, tagMask } from '../provider/tagMasks.ts';

/** Parameters collected while the WHERE clause is written. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const maskColumn: Record<TagKind, string> = {
  cuisines: 'cuisines',
  dishTypes: 'dish_types',
  diets: 'diets',
  intolerances: 'intolerances',
};

/**
 * A text query without a space is inside a title exactly when it is inside one of the title's words: such a
 * search reads provider_title_words (one row per word and recipe, with the same search columns) instead of
 * provider_search.
 */
function byTitleWords(search: RecipeSearch): boolean {
  return search.title !== undefined && !search.title.includes(' ');
}

/** The conditions on the search rows s; an empty list means every recipe. */
function conditionsOf(search: RecipeSearch, params: Params): string[] {
  const clauses: string[] = [];
  // A group whose values name nothing in the list matches no recipe, as an array overlap with them would not.
  const anyOf = (kind: TagKind, values: readonly string[]) => {
    const mask = tagMask(kind, values);
    clauses.push(mask === 0 ? 'false' : `s.${maskColumn[kind]} & ${params.add(mask)} <> 0`);
  };
  const noneOf = (kind: TagKind, values: readonly string[]) => {
    const mask = tagMask(kind, values);
    if (mask !== 0) clauses.push(`s.${maskColumn[kind]} & ${params.add(mask)} = 0`);
  };
  if (search.impossible) clauses.push('false');
  if (search.title) {
    const pattern = params.add(likePattern(search.title));
    clauses.push(
      byTitleWords(search)
        ? `s.word = ANY(ARRAY(SELECT word FROM provider_title_vocabulary WHERE word LIKE ${pattern}))`
        : `s.title_lower LIKE ${pattern}`,
    );
  }
  for (const group of search.dishTypes) anyOf('dishTypes', group);
  for (const group of search.cuisines) anyOf('cuisines', group);
  for (const group of search.diets) anyOf('diets', group);
  noneOf('dishTypes', search.excludeDishTypes);
  noneOf('cuisines', search.excludeCuisines);
  noneOf('diets', search.excludeDiets);
  noneOf('intolerances', search.withoutIntolerances);
  if (search.maxReadyTime !== undefined)
    clauses.push(`s.ready_in_minutes <= ${params.add(search.maxReadyTime)}`);
  // Ingredient text stays in the wide rows (it would triple the search table); their trigram index finds it.
  for (const name of search.includeIngredients)
    clauses.push(
      `s.id IN (SELECT id FROM provider_recipes WHERE ingredient_text LIKE ${params.add(likePattern(name))})`,
    );
  for (const name of search.excludeIngredients)
    clauses.push(
      `s.id NOT IN (SELECT id FROM provider_recipes WHERE ingredient_text LIKE ${params.add(likePattern(name))})`,
    );
  return clauses;
}

const whereOf = (clauses: readonly string[]) => (clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '');

/**
 * Each order matches a btree index of provider_search (forwards or backwards), ties broken by id. With
 * `useIndex` false the key is written as an expression (key + 0), which keeps the planner off that index.
 */
function orderOf(search: RecipeSearch, useIndex = true): string {
  const down = search.descending;
  const key = (column: string) => (useIndex ? column : `(${column} + 0)`);
  switch (search.sort) {
    case 'time':
      return down ? `${key('ready_in_minutes')} DESC, id DESC` : `${key('ready_in_minutes')} ASC, id ASC`;
    case 'healthiness':
      return down ? `${key('health_score')} DESC, id ASC` : `${key('health_score')} ASC, id DESC`;
    case 'random':
      return key('random_key');
    default:
      return down ? `${key('popularity')} DESC, id ASC` : `${key('popularity')} ASC, id DESC`;
  }
}

/** What each answer row carries: the summary, or the information object (optionally with nutrition). */
export type Detail = 'summary' | 'information' | 'information+nutrition' | 'full' | 'full+nutrition';

function selectOf(detail: Detail, origin: string): string {
  const urls = `jsonb_build_object('image', ${origin} || '/catalogue-images/' || coalesce(image, id || '.webp'),
    'sourceUrl', ${origin} || (data->>'sourceUrl'), 'spoonacularSourceUrl', ${origin} || (data->>'spoonacularSourceUrl'))`;
  switch (detail) {
    case 'summary':
      return `id, title, ${origin} || '/catalogue-images/' || coalesce(image, id || '.webp') AS image, 'webp' AS "imageType"`;
    case 'information':
      return `(data - 'extendedIngredients' - 'nutrition') || ${urls} AS recipe`;
    case 'information+nutrition':
      return `(data - 'extendedIngredients') || ${urls} AS recipe`;
    case 'full':
      return `(data - 'nutrition') || ${urls} AS recipe`;
    case 'full+nutrition':
      return `data || ${urls} AS recipe`;
  }
}

type Row = Record<string, unknown>;

function answerRows(detail: Detail, rows: Row[]): Row[] {
  return detail === 'summary' ? rows : rows.map((row) => row.recipe as Row);
}

/** The sort key of each order, carried by the matches a filtered search collects. */
const sortKey: Record<RecipeSearch['sort'], string> = {
  popularity: 'popularity',
  time: 'ready_in_minutes',
  healthiness: 'health_score',
  random: 'random_key',
};

/** A filtered page walks the sort index when it expects to pass at most this many rows to fill the page. */
const walkedRows = 5000;

// Counting every row of a large catalogue costs a full scan, and the unfiltered first page is the most common
// search: its total is remembered for a minute (the catalogue changes only at start-up and by the generator).
const wholeCountMs = 60_000;

export function createProviderRecipeRepository(db: Db) {
  let wholeCount: { total: number; at: number } | undefined;

  /** The count and the page's ids, in one statement. */
  async function pageOf(
    search: RecipeSearch,
    page: { offset: number; number: number },
  ): Promise<{ totalResults: number; ids: number[] }> {
    const params = new Params();
    const clauses = conditionsOf(search, params);
    const order = orderOf(search);
    const limit = params.add(page.number);
    const offset = params.add(page.offset);
    if (clauses.length === 0) {
      // Unfiltered: the page is a walk down the sort index that stops after one page.
      const known = wholeCount && Date.now() - wholeCount.at < wholeCountMs ? wholeCount.total : undefined;
      const row = await db.one<{ total: number | null; ids: number[] }>(
        `SELECT ${known === undefined ? '(SELECT count(*) FROM provider_search)::int' : 'NULL::int'} AS total,
          ARRAY(SELECT id FROM provider_search s ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS ids`,
        params.values,
      );
      const totalResults = known ?? row?.total ?? 0;
      if (known === undefined) wholeCount = { total: totalResults, at: Date.now() };
      return { totalResults, ids: row?.ids ?? [] };
    }
    if (byTitleWords(search)) {
      // A text query: one pass over the word rows of the matching words collects each match's id and sort
      // key (grouped: a title with two matching words has two rows); the count and the page (a top-N sort of
      // the matches) both read that. GROUP BY rather than DISTINCT: PGlite hashes it, twice as fast as its sort.
      const row = await db.one<{ total: number; ids: number[] }>(
        `WITH matches AS MATERIALIZED (
           SELECT id, ${sortKey[search.sort]} FROM provider_title_words s ${whereOf(clauses)}
           GROUP BY id, ${sortKey[search.sort]}
         )
         SELECT (SELECT count(*) FROM matches)::int AS total,
           ARRAY(SELECT id FROM matches ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS ids`,
        params.values,
      );
      return { totalResults: row?.total ?? 0, ids: row?.ids ?? [] };
    }
    // Filters only: the count decides how to find the page. When matches are common, walking the sort index
    // meets a page of them after a few rows; when they are rare, that walk would pass most of the table, and
    // sorting the matches is cheaper. The planner cannot tell which from bit masks, so the count chooses.
    const where = whereOf(clauses);
    const pageBy = (useIndex: boolean) =>
      `ARRAY(SELECT id FROM provider_search s ${where} ORDER BY ${orderOf(search, useIndex)} LIMIT ${limit} OFFSET ${offset})`;
    const row = await db.one<{ total: number; ids: number[] }>(
      `WITH counted AS (SELECT count(*)::int AS total FROM provider_search s ${where})
       SELECT total, CASE
         WHEN total <= ${offset} THEN '{}'::int[]
         WHEN (${offset} + ${limit}) * (SELECT reltuples FROM pg_class WHERE oid = 'provider_search'::regclass)
           <= ${walkedRows} * total THEN ${pageBy(true)}
         ELSE ${pageBy(false)}
       END AS ids
       FROM counted`,
      params.values,
    );
    return { totalResults: row?.total ?? 0, ids: row?.ids ?? [] };
  }

  /** The answer rows of these recipes, in this order. */
  async function rowsOf(ids: readonly number[], detail: Detail, origin: string): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = await db.query<Row>(
      `SELECT ${selectOf(detail, '$2')} FROM provider_recipes WHERE id = ANY($1::int[])
        ORDER BY array_position($1::int[], id)`,
      [ids, origin],
    );
    return answerRows(detail, rows);
  }

  return {
    async search(
      search: RecipeSearch,
      page: { offset: number; number: number },
      detail: Detail,
      origin: string,
    ) {
      const { totalResults, ids } = await pageOf(search, page);
      return { totalResults, results: await rowsOf(ids, detail, origin) };
    },

    /**
     * `number` recipes in random order: start at a random point of the random_key index and wrap around once,
     * instead of sorting every matching row by random().
     */
    async random(
      search: RecipeSearch,
      number: number,
      detail: Detail,
      origin: string,
      start = Math.random(),
    ) {
      const params = new Params();
      const clauses = conditionsOf(search, params);
      const bound = params.add(start);
      const limit = params.add(number);
      const lap = (index: number, range: string) =>
        `(SELECT id, ${index} AS lap, random_key FROM provider_search s
           ${whereOf([...clauses, `s.random_key ${range} ${bound}`])} ORDER BY random_key LIMIT ${limit})`;
      const row = await db.one<{ ids: number[] }>(
        `SELECT ARRAY(SELECT id FROM (${lap(0, '>=')} UNION ALL ${lap(1, '<')}) AS found
           ORDER BY lap, random_key LIMIT ${limit}) AS ids`,
        params.values,
      );
      return rowsOf(row?.ids ?? [], detail, origin);
    },

    async information(id: number, withNutrition: boolean, origin: string): Promise<Row | undefined> {
      const params = new Params();
      const columns = selectOf(withNutrition ? 'full+nutrition' : 'full', params.add(origin));
      const row = await db.one<Row>(
        `SELECT ${columns} FROM provider_recipes WHERE id = ${params.add(id)}`,
        params.values,
      );
      return row?.recipe as Row | undefined;
    },

    /** The stored parts the widgets are made of: nutrients and the equipment list. */
    async widgetParts(id: number) {
      return db.one<{ nutrients: unknown; equipment: string[] }>(
        "SELECT data->'nutrition'->'nutrients' AS nutrients, equipment FROM provider_recipes WHERE id = $1",
        [id],
      );
    },
  };
}

export type ProviderRecipeRepository = ReturnType<typeof createProviderRecipeRepository>;
