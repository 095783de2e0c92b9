// The SQL of the built-in provider. Every filter is a column with an index (GIN on the arrays, trigram on the
// title and ingredient text, btree on each sort key), so a search over a million recipes reads an index range,
// never the whole table and never a row in JS. Answers are assembled in SQL, image URL included.
import type { Db } from '../db/db.ts';
import type { RecipeSearch } from '../provider/recipeSearch.ts';

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

function whereOf(search: RecipeSearch, params: Params): string {
  const clauses: string[] = [];
  if (search.impossible) clauses.push('false');
  if (search.title) clauses.push(`title_lower LIKE ${params.add(likePattern(search.title))}`);
  for (const group of search.dishTypes) clauses.push(`dish_types && ${params.add(group)}::text[]`);
  for (const group of search.cuisines) clauses.push(`cuisines && ${params.add(group)}::text[]`);
  for (const group of search.diets) clauses.push(`diets && ${params.add(group)}::text[]`);
  if (search.excludeDishTypes.length > 0)
    clauses.push(`NOT dish_types && ${params.add(search.excludeDishTypes)}::text[]`);
  if (search.excludeCuisines.length > 0)
    clauses.push(`NOT cuisines && ${params.add(search.excludeCuisines)}::text[]`);
  if (search.excludeDiets.length > 0) clauses.push(`NOT diets && ${params.add(search.excludeDiets)}::text[]`);
  if (search.withoutIntolerances.length > 0)
    clauses.push(`NOT intolerances_contained && ${params.add(search.withoutIntolerances)}::text[]`);
  for (const name of search.includeIngredients)
    clauses.push(`ingredient_text LIKE ${params.add(likePattern(name))}`);
  for (const name of search.excludeIngredients)
    clauses.push(`ingredient_text NOT LIKE ${params.add(likePattern(name))}`);
  if (search.maxReadyTime !== undefined)
    clauses.push(`ready_in_minutes <= ${params.add(search.maxReadyTime)}`);
  return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** Below this many matches a filtered page is sorted from the matches instead of read in index order. */
const fewMatches = 5000;

// Each order matches its index exactly (forwards or backwards), so LIMIT stops after one page of rows. With
// `useIndex` false the key is written as an expression (key + 0), which keeps the planner off that index.
function orderOf(search: RecipeSearch, useIndex = true): string {
  const down = search.descending;
  const key = (column: string) => (useIndex ? column : `(${column} + 0)`);
  switch (search.sort) {
    case 'time':
      return down
        ? `ORDER BY ${key('ready_in_minutes')} DESC, id DESC`
        : `ORDER BY ${key('ready_in_minutes')} ASC, id ASC`;
    case 'healthiness':
      return down
        ? `ORDER BY ${key('health_score')} DESC, id ASC`
        : `ORDER BY ${key('health_score')} ASC, id DESC`;
    case 'random':
      return `ORDER BY ${key('random_key')}`;
    default:
      return down
        ? `ORDER BY ${key('popularity')} DESC, id ASC`
        : `ORDER BY ${key('popularity')} ASC, id DESC`;
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

// Counting every row of a large catalogue costs a full scan, and the unfiltered first page is the most common
// search: its total is remembered for a minute (the catalogue changes only at start-up and by the generator).
const wholeCountMs = 60_000;

export function createProviderRecipeRepository(db: Db) {
  let wholeCount: { total: number; at: number } | undefined;

  async function countOf(where: string, params: unknown[]): Promise<number> {
    if (where === '' && wholeCount && Date.now() - wholeCount.at < wholeCountMs) return wholeCount.total;
    const row = await db.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM provider_recipes ${where}`,
      params,
    );
    const total = row?.total ?? 0;
    if (where === '') wholeCount = { total, at: Date.now() };
    return total;
  }

  return {
    async search(
      search: RecipeSearch,
      page: { offset: number; number: number },
      detail: Detail,
      origin: string,
    ) {
      const params = new Params();
      const where = whereOf(search, params);
      const countParams = [...params.values];
      const columns = selectOf(detail, params.add(origin));
      const limit = params.add(page.number);
      const offset = params.add(page.offset);
      // The count comes first: it decides whether a page query is needed at all, and how to run it.
      const totalResults = await countOf(where, countParams);
      if (totalResults <= page.offset) return { totalResults, results: [] };
      // With few matches, walking the sort index would visit nearly every row before it found a page of them:
      // sorting the few matches is far cheaper then (the planner cannot know the filters' combined selectivity).
      const order = where !== '' && totalResults < fewMatches ? orderOf(search, false) : orderOf(search);
      const rows = await db.query<Row>(
        `SELECT ${columns} FROM provider_recipes ${where} ${order} LIMIT ${limit} OFFSET ${offset}`,
        params.values,
      );
      return { totalResults, results: answerRows(detail, rows) };
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
      const run = async (range: string, limit: number) => {
        const params = new Params();
        const where = whereOf(search, params);
        const columns = selectOf(detail, params.add(origin));
        const bound = params.add(start);
        const sql = `SELECT ${columns} FROM provider_recipes ${where ? `${where} AND` : 'WHERE'} random_key ${range} ${bound}
          ORDER BY random_key LIMIT ${params.add(limit)}`;
        return db.query<Row>(sql, params.values);
      };
      const first = await run('>=', number);
      const rest = first.length < number ? await run('<', number - first.length) : [];
      return answerRows(detail, [...first, ...rest]);
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
