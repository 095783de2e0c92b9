import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import { type CatalogueRow, catalogueRowOf } from '../../packages/server/src/catalogue/catalogueRows.ts';
import { loadCatalogue, loadCatalogueRecipes } from '../../packages/server/src/catalogue/loadCatalogue.ts';
import {
  loadSyntheticCatalogue,
  syntheticRecipe,
} from '../../packages/server/src/catalogue/syntheticCatalogue.ts';
import { tagLayout } from '../../packages/server/src/provider/tagMasks.ts';
import { createTestApp, registerMember, type TestApp } from './helpers/index.ts';
import { matchesQuery } from './helpers/providerText.ts';

// The search rows of migrations 006 and 009 (provider_search with its word numbers, provider_words):
// complexSearch over a catalogue of shipped and synthetic recipes answers exactly what a plain reading of SPEC §5
// and PROVIDER.md gives, computed here from the rows the loader writes; and the rows follow every change of the
// catalogue. provider-search-text.test.ts has the text query's own rules (accents, typos, popularity).

const catalogue = readCatalogue();
const syntheticCount = 600;
const rows: CatalogueRow[] = [
  ...catalogue.map(catalogueRowOf),
  ...Array.from({ length: syntheticCount }, (_, n) => catalogueRowOf(syntheticRecipe(catalogue, n))),
];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await loadSyntheticCatalogue(t.db, catalogue, syntheticCount);
});
afterAll(async () => {
  await t.close();
});

type Search = { totalResults: number; results: Array<{ id: number }> };

async function search(params: string): Promise<Search> {
  const response = await t.app.inject({ method: 'GET', url: `/provider/recipes/complexSearch?${params}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Search>();
}

interface Reference {
  query?: string;
  type?: string[];
  cuisine?: string[];
  diet?: string[];
  intolerances?: string[];
  sort?: 'popularity' | 'time' | 'healthiness';
  number?: number;
  offset?: number;
}

const orders = {
  popularity: (a: CatalogueRow, b: CatalogueRow) => b.popularity - a.popularity || a.id - b.id,
  time: (a: CatalogueRow, b: CatalogueRow) => a.ready_in_minutes - b.ready_in_minutes || a.id - b.id,
  healthiness: (a: CatalogueRow, b: CatalogueRow) => b.health_score - a.health_score || a.id - b.id,
};

/**
 * The answer by the letter of the rules: each query word inside the title or an ingredient name (accents and
 * case ignored), any-of lists, intolerances left out.
 */
function expected(reference: Reference): { totalResults: number; ids: number[] } {
  const any = (values: string[], wanted?: string[]) => !wanted || wanted.some((v) => values.includes(v));
  const matches = rows
    .filter(
      (row) =>
        (!reference.query || matchesQuery(row.title, row.ingredient_text.split('; '), reference.query)) &&
        any(row.dish_types, reference.type) &&
        any(row.cuisines, reference.cuisine) &&
        any(row.diets, reference.diet) &&
        !(reference.intolerances ?? []).some((i) => row.intolerances_contained.includes(i)),
    )
    .sort(orders[reference.sort ?? 'popularity']);
  const offset = reference.offset ?? 0;
  return {
    totalResults: matches.length,
    ids: matches.slice(offset, offset + (reference.number ?? 10)).map((row) => row.id),
  };
}

function paramsOf(reference: Reference): string {
  const params = new URLSearchParams();
  if (reference.query) params.set('query', reference.query);
  if (reference.type) params.set('type', reference.type.join(','));
  if (reference.cuisine) params.set('cuisine', reference.cuisine.join(','));
  if (reference.diet) params.set('diet', reference.diet.join('|'));
  if (reference.intolerances) params.set('intolerances', reference.intolerances.join(','));
  if (reference.sort) params.set('sort', reference.sort);
  params.set('number', String(reference.number ?? 10));
  params.set('offset', String(reference.offset ?? 0));
  return params.toString();
}

const [firstRecipe] = catalogue;
if (!firstRecipe) throw new Error('the catalogue is empty');
const titleWords = firstRecipe.title.toLowerCase().split(' ');
const rareCuisine = ['nordic', 'irish', 'korean', 'jewish', 'cajun'].find(
  (cuisine) => rows.filter((row) => row.cuisines.includes(cuisine)).length > 0,
);

const cases: Array<[string, Reference]> = [
  ['a piece of a word', { query: 'hick', number: 100 }],
  ['a letter most recipes hold in several words', { query: 'E', number: 100, offset: 20 }],
  ['two words of a title', { query: titleWords.slice(0, 2).join(' '), number: 50 }],
  [
    'two pieces of words, each anywhere',
    { query: `${titleWords[0]?.slice(-2)}  ${titleWords[1]?.slice(0, 2)}` },
  ],
  ['a word of the title and one of the ingredients', { query: 'chicken garlic', number: 50 }],
  ['an ingredient only', { query: 'cumin', sort: 'time', number: 40 }],
  ['punctuation of the synthetic titles', { query: 'family-style', sort: 'time', number: 30 }],
  ['a number after a full stop', { query: 'no. 3' }],
  ['LIKE wildcards taken literally', { query: '%' }],
  ['another LIKE wildcard', { query: 'a_b' }],
  [
    'a text query and two filters',
    { query: 'chicken', type: ['main course'], intolerances: ['dairy'], number: 24 },
  ],
  [
    'a text query, a filter and a deep page',
    { query: 'e', type: ['dessert', 'snack'], offset: 60, number: 40, sort: 'healthiness' },
  ],
  [
    'a common filter on a deep page (the sort index is walked)',
    { type: ['main course'], sort: 'time', offset: 90, number: 24 },
  ],
  [
    'a rare filter (its matches are sorted)',
    { cuisine: [rareCuisine ?? 'italian'], diet: ['vegetarian', 'vegan'], number: 100 },
  ],
  [
    'cuisines, a diet and two intolerances',
    { cuisine: ['italian', 'french'], diet: ['vegetarian'], intolerances: ['dairy', 'gluten'], number: 24 },
  ],
  ['a page past the last match', { query: 'e', type: ['soup'], offset: 900, number: 10 }],
  ['a filter page past the last match', { type: ['soup'], offset: 900, number: 10 }],
];

describe('complexSearch over the search tables', () => {
  it.each(cases)('answers %s exactly', async (_, reference) => {
    const answer = await search(paramsOf(reference));
    const wanted = expected(reference);
    expect(answer.totalResults).toBe(wanted.totalResults);
    expect(answer.results.map((result) => result.id)).toEqual(wanted.ids);
  });

  it('finds matches in these cases, so the comparisons above are not all empty', () => {
    const wildcards = ['LIKE wildcards taken literally', 'another LIKE wildcard'];
    for (const [name, reference] of cases) {
      if (!wildcards.includes(name)) expect(expected(reference).totalResults, name).toBeGreaterThan(0);
    }
  });

  it('answers a text search in four queries (versions, words, total and page, rows), a repeated one in one', async () => {
    const params = 'query=chicken tomato&type=main%20course&number=100&addRecipeInformation=true';
    t.resetQueryCount();
    const first = await search(params);
    expect(t.queryCount()).toBe(4);
    t.resetQueryCount();
    // The whole answer is remembered while the catalogue and every recipe's likes stay as they were.
    expect(await search(params)).toEqual(first);
    expect(t.queryCount()).toBe(1);
  });
});

describe('a remembered search follows what it shows', () => {
  type Card = { id: number; likeCount: number; aggregateLikes?: number; summary?: string };
  const find = async (params: string, id: number) =>
    ((await search(params)) as unknown as { results: Card[] }).results.find((card) => card.id === id);

  it('shows a provider recipe’s new likes at once', async () => {
    const params = 'number=100&sort=popularity';
    const liked = (await search(params)).results[5]?.id ?? 0;
    const before = await find(params, liked);
    const member = await registerMember(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${liked}/like`,
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect((await find(params, liked))?.likeCount).toBe((before?.likeCount ?? 0) + 1);
  });

  it('shows a change of the catalogue’s recipe at once, even one no search row holds', async () => {
    const params = 'number=10&addRecipeInformation=true&sort=time';
    const first = (await search(params)).results[0]?.id ?? 0;
    expect((await find(params, first))?.summary).not.toBe('Changed in the catalogue.');
    await t.db.query(
      `UPDATE provider_recipes SET data = jsonb_set(data, '{summary}', '"Changed in the catalogue."') WHERE id = $1`,
      [first],
    );
    expect((await find(params, first))?.summary).toBe('Changed in the catalogue.');
  });
});

describe('the search tables follow the catalogue', () => {
  const counts = async () =>
    t.db.one<{ recipes: number; search: number; words: number }>(
      `SELECT (SELECT count(*) FROM provider_recipes)::int AS recipes,
        (SELECT count(*) FROM provider_search)::int AS search,
        (SELECT count(*) FROM provider_search_text WHERE cardinality(words) > 0)::int AS words`,
    );

  it('finds a renamed recipe by its new title only, and drops removed recipes', async () => {
    const renamed = { ...firstRecipe, title: 'Zyzzyva Surprise' };
    await loadCatalogueRecipes(t.db, [renamed]);
    expect((await search('query=zyzzyva')).results.map((r) => r.id)).toEqual([firstRecipe.id]);
    expect((await search('query=zyzzyva surprise')).totalResults).toBe(1);
    expect(await counts()).toEqual({
      recipes: 1 + syntheticCount,
      search: 1 + syntheticCount,
      words: 1 + syntheticCount,
    });

    await loadCatalogue(t.db);
    expect((await search('query=zyzzyva')).totalResults).toBe(0);
    const total = catalogue.length + syntheticCount;
    expect(await counts()).toEqual({ recipes: total, search: total, words: total });
  });

  it('writes missing search rows at start-up, and rebuilds them all for another bit layout', async () => {
    const before = await search('query=chicken&type=main%20course&intolerances=dairy&number=100');
    await t.db.query('DELETE FROM provider_search WHERE id = ANY($1::int[])', [
      before.results.map((r) => r.id),
    ]);
    expect((await search('query=chicken&type=main%20course&intolerances=dairy&number=1')).totalResults).toBe(
      0,
    );
    await loadCatalogue(t.db);
    expect(await search('query=chicken&type=main%20course&intolerances=dairy&number=100')).toEqual(before);

    // Rows built with another layout hold other bits: they must all be rewritten.
    await t.db.query("UPDATE provider_search_layout SET layout = 'an older layout'");
    await t.db.query('UPDATE provider_search SET dish_types = 0, cuisines = 0');
    await t.db.query("UPDATE provider_search_text SET dish_types = 0, cuisines = 0, words = '{}'");
    await loadCatalogue(t.db);
    expect(await search('query=chicken&type=main%20course&intolerances=dairy&number=100')).toEqual(before);
    expect((await search(paramsOf({ type: ['main course'] }))).totalResults).toBe(
      expected({ type: ['main course'] }).totalResults,
    );
    expect(await t.db.query('SELECT layout FROM provider_search_layout')).toEqual([{ layout: tagLayout }]);
  });
});
