// The SQL of the built-in provider. Searches filter and sort the search tables of migrations 006 and 009 —
// provider_search (a row per recipe: tag lists as bit masks, the sort keys with btree indexes) and, for a text
// query, provider_search_text (the same columns plus the numbers of the recipe's words, with a GIN index) — and
// read the wide provider_recipes rows only for the page they answer. A search is two statements (the total and
// the page's ids, then the page's rows, assembled in SQL, image URL included), after a third that looks the
// query's words up in provider_words when there is a text query.
import type { Db } from '../db/db.ts';
import type { RememberedAnswers } from '../plugins/rememberedAnswers.ts';
import { aggregateLikesOf, memberLikesOf } from '../provider/aggregateLikes.ts';
import type { RecipeSearch } from '../provider/recipeSearch.ts';
import { conditionsOf, orderOf, Params, whereOf } from './providerSearchConditions.ts';
import { createProviderWordRepository, type FoundWords } from './providerWordRepository.ts';
import type { RecipeIngredientLines } from './recipeRepository.ts';

/** What each answer row carries: the summary, or the information object (optionally with nutrition). */
export type Detail = 'summary' | 'information' | 'information+nutrition' | 'full' | 'full+nutrition';

function selectOf(detail: Detail, origin: string): string {
  const urls = `jsonb_build_object('image', ${origin} || '/catalogue-images/' || coalesce(image, id || '.webp'),
    'sourceUrl', ${origin} || (data->>'sourceUrl'), 'spoonacularSourceUrl', ${origin} || (data->>'spoonacularSourceUrl'),
    'aggregateLikes', ${aggregateLikesOf('provider_recipes')})`;
  switch (detail) {
    // Spoonacular's summary, plus what a browse card shows (our extension, in the same statement): the ready
    // time and our members' likes, the count the recipe's heart shows.
    case 'summary':
      return `id, title, ${origin} || '/catalogue-images/' || coalesce(image, id || '.webp') AS image, 'webp' AS "imageType",
        ready_in_minutes AS "readyInMinutes", ${memberLikesOf('provider_recipes')} AS "likeCount"`;
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

/** A filtered page walks the sort index when it expects to pass at most this many rows to fill the page. */
const walkedRows = 5000;
/** The most rows a walk passes before it gives way to sorting the matches: five times what it expects at most. */
const walkedRowsAtMost = 5 * walkedRows;

type Page = { offset: number; number: number };

/** A page's ids with the total, and the provider_search_version they were read at. */
type Answer = { totalResults: number; ids: number[]; version: number };

export function createProviderRecipeRepository(db: Db, memory: RememberedAnswers) {
  const words = createProviderWordRepository(db, memory);
  // Exact totals by search (its conditions and their values), each with the provider_search_version it was
  // counted at (migration 009) and the table's size then. Counting visits every match, and a search is repeated
  // far more often than the catalogue changes (at start-up and by the generator), so a total is counted again
  // only after a change. They belong to the app's remembered answers (plugins/rememberedAnswers.ts).
  const totals = memory.providerTotals;
  const answers = memory.providerAnswers;

  /**
   * The total and the page's ids. A text query reads provider_search_text, whose GIN index finds the rows that
   * hold its words; other searches read the narrower provider_search. With the total remembered, the statement
   * only reads the page (and the version, to know the total still holds); otherwise it counts as well.
   */
  async function countAndPage(
    search: RecipeSearch,
    page: Page,
    wordIds: readonly number[][],
  ): Promise<Answer> {
    const table = wordIds.length > 0 ? 'provider_search_text' : 'provider_search';
    const params = new Params();
    const where = whereOf(conditionsOf(search, params, wordIds));
    const key = JSON.stringify([where, params.values]);
    const known = totals.get(key);
    const wanted = known && Math.max(0, Math.min(page.number, known.total - page.offset));
    if (known && wanted === 0) {
      const row = await db.one<{ version: number }>('SELECT version FROM provider_search_version');
      if (row?.version === known.version) return { totalResults: known.total, ids: [], version: row.version };
    }
    const limit = params.add(page.number);
    const offset = params.add(page.offset);
    const order = orderOf(search);
    // When matches are common, walking the sort index meets a page of them after a few rows; when they are
    // rare, that walk would pass most of the table, and sorting the matches is cheaper. The planner cannot tell
    // which from bit masks (it takes any mask test to be rare), so the total chooses, and the walk is written as
    // one: the rows of the sort order, at most walkedRowsAtMost of them, filtered. A walk that comes short (the
    // matches crowd at the far end of the order) gives way to the sort.
    const walk = `ARRAY(SELECT id FROM (SELECT * FROM ${table} ORDER BY ${order} LIMIT ${walkedRowsAtMost}) s
      ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`;
    const sort = `ARRAY(SELECT id FROM ${table} s ${where}
      ORDER BY ${orderOf(search, false)} LIMIT ${limit} OFFSET ${offset})`;
    if (known && wanted !== undefined && wanted > 0) {
      const walks = (page.offset + page.number) * known.rows <= walkedRows * known.total;
      const row = await db.one<{ version: number; ids: number[] }>(
        `SELECT (SELECT version FROM provider_search_version) AS version, ${walks ? walk : sort} AS ids`,
        params.values,
      );
      if (row?.version === known.version && row.ids.length === wanted)
        return { totalResults: known.total, ids: row.ids, version: row.version };
    }
    const knownVersion = params.add(known?.version ?? -1);
    const knownTotal = params.add(known?.total ?? 0);
    // The version is read as a scalar, so the planner knows `counted` is one row (from the table itself, never
    // analyzed, it would guess thousands, multiply every subquery's cost by them and have PostgreSQL compile the
    // statement with JIT: 180 ms). OFFSET 0 keeps the walk a subquery of its own, run once rather than copied
    // into both uses of w.ids.
    const row = await db.one<Answer & { rows: number }>(
      `WITH counted AS MATERIALIZED (
         SELECT v.version,
           CASE WHEN v.version = ${knownVersion} THEN ${knownTotal}::int
             ELSE (SELECT count(*)::int FROM ${table} s ${where}) END AS total,
           (SELECT reltuples FROM pg_class WHERE oid = '${table}'::regclass) AS rows
         FROM (SELECT (SELECT version FROM provider_search_version) AS version) v
       )
       SELECT version, total AS "totalResults", rows, CASE
         WHEN total <= ${offset} THEN '{}'::int[]
         WHEN (${offset} + ${limit}) * rows <= ${walkedRows} * total THEN coalesce(
           (SELECT CASE WHEN cardinality(w.ids) = least(${limit}, total - ${offset}) THEN w.ids END
             FROM (SELECT ${walk} AS ids OFFSET 0) w),
           ${sort})
         ELSE ${sort}
       END AS ids
       FROM counted`,
      params.values,
    );
    if (!row) throw new Error('provider_search_version has no row');
    totals.set(key, { total: row.totalResults, version: row.version, rows: row.rows });
    return { totalResults: row.totalResults, ids: row.ids, version: row.version };
  }

  /** The total and the page's ids, after the query words' lookup for a text query. */
  async function pageOf(search: RecipeSearch, page: Page): Promise<Answer> {
    if (search.words.length === 0) return countAndPage(search, page, []);
    // A word that stands for no catalogue word matches nothing: no need to ask.
    const answerTo = async (found: FoundWords): Promise<Answer> =>
      found.ids.some((ids) => ids.length === 0)
        ? { totalResults: 0, ids: [], version: found.version }
        : countAndPage(search, page, found.ids);
    const found = await words.lookUp(search.words);
    const answer = await answerTo(found);
    if (answer.version === found.version) return answer;
    // Words remembered from before the catalogue changed are looked up again.
    words.forget();
    return answerTo(await words.lookUp(search.words));
  }

  /**
   * The answer rows of these recipes, in this order. Named per detail (decision 027): its text is one of five,
   * and every search and random pick ends with it.
   */
  async function rowsOf(ids: readonly number[], detail: Detail, origin: string): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = await db.query<Row>(
      `SELECT ${selectOf(detail, '$2')} FROM provider_recipes WHERE id = ANY($1::int[])
        ORDER BY array_position($1::int[], id)`,
      [ids, origin],
      `providerRecipes.rows.${detail}`,
    );
    return answerRows(detail, rows);
  }

  return {
    /**
     * A search's answer, remembered for everyone (issue 30): a repeated search is one small statement reading
     * the versions it was read at (migration 020). The versions are read before a new answer is, so a change
     * made meanwhile makes the next request read it again.
     */
    async search(
      search: RecipeSearch,
      page: { offset: number; number: number },
      detail: Detail,
      origin: string,
    ) {
      const key = JSON.stringify([search, page, detail, origin]);
      const now = await db.one<{ versions: string | null }>(
        `SELECT (SELECT version FROM provider_search_version)::text || '/' ||
           (SELECT sum(version) FROM feed_version_slots)::text AS versions`,
        [],
        'providerRecipes.answerVersions',
      );
      // No version to read (a table emptied by hand): nothing is remembered or served from memory.
      const versions = now?.versions ?? null;
      const known = answers.get(key);
      if (versions !== null && known?.versions === versions) return known.answer;
      const { totalResults, ids } = await pageOf(search, page);
      const answer = { totalResults, results: await rowsOf(ids, detail, origin) };
      if (versions !== null)
        answers.set(key, { answer, versions, bytes: JSON.stringify(answer.results).length });
      return answer;
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

    /**
     * The ingredient lines of provider recipes, with their title and servings, in one statement: the built-in
     * catalogue's, or Spoonacular's cached information for a recipe the catalogue does not hold.
     */
    async ingredientLines(ids: readonly number[]): Promise<RecipeIngredientLines[]> {
      if (ids.length === 0) return [];
      const rows = await db.query<Omit<RecipeIngredientLines, 'lines'> & { lines: unknown }>(
        `SELECT p.id::text, p.title, p.servings::text, p.data->'extendedIngredients' AS lines
           FROM provider_recipes p WHERE p.id = ANY($1::integer[])
         UNION ALL
         SELECT DISTINCT ON (wanted.id) wanted.id::text, c.body->>'title', c.body->>'servings',
                c.body->'extendedIngredients'
           FROM unnest($1::integer[]) AS wanted(id)
           JOIN provider_cache c ON c.key LIKE '/recipes/' || wanted.id || '/information?%'
          WHERE NOT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id = wanted.id)`,
        [ids],
      );
      return rows.map((row) => ({ ...row, lines: ingredientLinesOf(row.lines) }));
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

/** A provider recipe's extendedIngredients as lines a shopping list reads: "200 g flour". */
function ingredientLinesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): string[] => {
    if (!entry || typeof entry !== 'object' || !('name' in entry) || typeof entry.name !== 'string')
      return [];
    const { amount, unit } = entry as { amount?: unknown; unit?: unknown };
    const measure =
      typeof amount === 'number' && Number.isFinite(amount) && amount > 0
        ? `${Math.round(amount * 1000) / 1000} ${typeof unit === 'string' ? unit : ''}`
        : '';
    return [`${measure} ${entry.name}`.trim()];
  });
}

export type ProviderRecipeRepository = ReturnType<typeof createProviderRecipeRepository>;
