import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import type { CatalogueRecipe } from '../../packages/server/src/catalogue/catalogueRecipe.ts';
import { loadCatalogueRecipes } from '../../packages/server/src/catalogue/loadCatalogue.ts';
import { createTestApp, registerMember, type TestApp, type TestMember } from './helpers/index.ts';
import { matchesQuery } from './helpers/providerText.ts';

// The text query of the built-in provider (migration 009): every word of the query inside a word of the title or
// of an ingredient name, case and accents ignored, a small typo forgiven when no word contains it; and
// sort=popularity counting our members' likes. The shipped catalogue plus a few recipes made here for the cases
// it lacks (a typo target, a near-twin word, LIKE wildcards, a popularity race) answer exactly what the helper's
// plain reading of those rules gives.

const shipped = readCatalogue();
const base = shipped.find((recipe) => !recipe.title.includes('%')) as CatalogueRecipe;

function variant(id: number, title: string, aggregateLikes = 0): CatalogueRecipe {
  return { ...base, id, title, aggregateLikes };
}

// Far above every shipped recipe's likes, one apart: the first two of sort=popularity.
const stew = variant(900_001, 'Quokka Stew', 1_000_000);
const bake = variant(900_002, 'Quokka Bake', 999_999);
const pie = variant(900_003, 'Quoka Pie');
const lasagna = variant(900_004, 'Lasagna al Forno');
const loaf = variant(900_005, "Grandma's 100% Rye_Loaf");
const made = [stew, bake, pie, lasagna, loaf];
const catalogue = [...shipped, ...made];

let t: TestApp;
let members: TestMember[];

beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogueRecipes(t.db, catalogue);
  members = [];
  for (let n = 0; n < 3; n++) members.push(await registerMember(t.app));
});
afterAll(async () => {
  await t.close();
});

type Summary = { id: number; title: string; aggregateLikes?: number };
type Search = { totalResults: number; results: Summary[] };

async function search(params: Record<string, string>): Promise<Search> {
  const query = new URLSearchParams({ number: '100', ...params });
  const response = await t.app.inject({ method: 'GET', url: `/provider/recipes/complexSearch?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Search>();
}

/** The ids a text query finds, in id order (the order of the answer is sort=popularity's, tested below). */
async function found(text: string): Promise<number[]> {
  const answer = await search({ query: text });
  expect(answer.results).toHaveLength(Math.min(answer.totalResults, 100));
  return answer.results.map((result) => result.id).sort((a, b) => a - b);
}

function expected(text: string, recipes: readonly CatalogueRecipe[] = catalogue): number[] {
  return recipes
    .filter((recipe) =>
      matchesQuery(
        recipe.title,
        recipe.ingredients.map((ingredient) => ingredient.name),
        text,
      ),
    )
    .map((recipe) => recipe.id)
    .sort((a, b) => a - b);
}

const idOf = (title: string) => (shipped.find((recipe) => recipe.title === title) as CatalogueRecipe).id;

describe('words of titles and ingredient names', () => {
  it('finds a word in ingredient names as well as in titles', async () => {
    const ids = await found('cinnamon');
    expect(ids).toEqual(expected('cinnamon'));
    const byIngredientOnly = shipped.filter(
      (recipe) => ids.includes(recipe.id) && !recipe.title.toLowerCase().includes('cinnamon'),
    );
    expect(byIngredientOnly.length).toBeGreaterThan(0);
  });

  it('needs every word of the query, each in the title or an ingredient', async () => {
    const both = await found('chicken garlic');
    expect(both).toEqual(expected('chicken garlic'));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan((await found('chicken')).length);
    expect(await found('  garlic   chicken ')).toEqual(both);
    expect(await found('chicken zzqxnotadish')).toEqual([]);
  });

  it('ignores case', async () => {
    expect(await found('CHICKEN')).toEqual(await found('chicken'));
    expect(await found('chicken')).toEqual(expected('chicken'));
  });

  it('ignores accents, in the query and in the recipes', async () => {
    const brulee = await found('creme brulee');
    expect(brulee).toContain(idOf('Crème Brûlée'));
    expect(brulee).toEqual(expected('creme brulee'));
    expect(await found('CRÈME BRÛLÉE')).toEqual(brulee);
    expect(await found('Crème')).toEqual(await found('creme'));

    const jalapeno = await found('JALAPENO');
    expect(jalapeno.length).toBeGreaterThan(0);
    expect(jalapeno).toEqual(expected('jalapeño'));
    expect(await found('jalapeño')).toEqual(jalapeno);

    expect(await found('golabki')).toEqual([idOf('Gołąbki Cabbage Rolls')]);
    expect(await found('GOŁĄBKI')).toEqual([idOf('Gołąbki Cabbage Rolls')]);
    expect(await found('etouffee')).toEqual([idOf('Crawfish Étouffée')]);
  });
});

describe('small typos', () => {
  it('finds the words a small typo away when no word contains the query word', async () => {
    const chicken = await found('chicken');
    expect(await found('chiken')).toEqual(chicken);
    expect(await found('CHIKEN')).toEqual(chicken);
    expect(await found('lasagne')).toEqual([lasagna.id]);
    expect(await found('lasanga')).toEqual([lasagna.id]);
    expect(await found('spagetti')).toEqual(expected('spaghetti'));
    expect(await found('spagetti').then((ids) => ids.length)).toBeGreaterThan(0);
    // A typo in one word, the other word exact.
    expect(await found('chiken garlic')).toEqual(expected('chicken garlic'));
  });

  it('forgives small typos only', async () => {
    // Two edits in a seven-letter word, and a three-letter word (too short to correct).
    expect(await found('chikn')).toEqual([]);
    expect(await found('garlic chikn')).toEqual([]);
    expect(await found('chiken garlik')).toEqual(expected('chicken garlic'));
    expect(await found('xqz')).toEqual([]);
  });

  it('does not dilute exact matches with near ones', async () => {
    // "quoka" is a word of one recipe and one typo away from "quokka": the exact match alone answers.
    expect(await found('quoka')).toEqual([pie.id]);
    expect(await found('quokka')).toEqual([stew.id, bake.id]);
    // Common words answer exactly what contains them, nothing a typo away.
    for (const word of ['bean', 'rice', 'salt'])
      expect((await search({ query: word })).totalResults).toBe(expected(word).length);
  });
});

describe('characters with a meaning in SQL', () => {
  it('matches % _ \\ and quotes literally and never fails', async () => {
    expect(await found('%')).toEqual([loaf.id]);
    expect(await found('100%')).toEqual([loaf.id]);
    expect(await found('_')).toEqual([loaf.id]);
    expect(await found('rye_loaf')).toEqual([loaf.id]);
    expect(await found('r%f')).toEqual([]);
    expect(await found('e_b')).toEqual([]);
    expect(await found('\\')).toEqual([]);
    expect(await found("'")).toEqual(expected("'"));
    expect(await found("'").then((ids) => ids.length)).toBeGreaterThan(1);
    expect(await found("grandma's")).toEqual([loaf.id]);
    for (const text of ["'; DROP TABLE provider_words; --", '\\%\\_', '%%%%', '____', "''''", '(*)']) {
      const answer = await search({ query: text });
      expect(answer.totalResults).toBe(expected(text).length);
    }
    // No word holds the quotes, and a typo is measured without the punctuation at a word's ends.
    expect(await found('"chicken"')).toEqual(await found('chicken'));
  });

  it('answers a query of many words', async () => {
    const words = Array.from({ length: 66 }, (_, n) => `w${n}`).join(' ');
    expect((await search({ query: words.slice(0, 200) })).totalResults).toBe(0);
  });
});

describe('exact totals', () => {
  it('follow the catalogue as it changes', async () => {
    const mainCourses = await search({ type: 'main course', number: '1' });
    expect((await search({ query: 'quokka' })).totalResults).toBe(2);
    const another = { ...variant(900_006, 'Quokka Pot', 5), dishTypes: ['main course' as const] };
    await loadCatalogueRecipes(t.db, [...catalogue, another]);
    expect((await search({ query: 'quokka' })).totalResults).toBe(3);
    const moreMainCourses = await search({ type: 'main course', number: '1' });
    expect(moreMainCourses.totalResults).toBe(mainCourses.totalResults + 1);
    await loadCatalogueRecipes(t.db, catalogue);
    expect((await search({ query: 'quokka' })).totalResults).toBe(2);
    expect((await search({ type: 'main course', number: '1' })).totalResults).toBe(mainCourses.totalResults);
  });
});

describe('popularity counts our members likes', () => {
  const like = (member: TestMember, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: { cookie: member.cookie } });

  async function topTwo(params: Record<string, string>) {
    const answer = await search({ ...params, sort: 'popularity', number: '2', addRecipeInformation: 'true' });
    return answer.results.map((result) => [result.id, result.aggregateLikes]);
  }

  async function information(id: number) {
    const response = await t.app.inject({ method: 'GET', url: `/provider/recipes/${id}/information` });
    return response.json<{ aggregateLikes: number }>().aggregateLikes;
  }

  it('ranks a recipe higher as members like it, and lower again as they unlike it', async () => {
    const ranked = [
      [stew.id, 1_000_000],
      [bake.id, 999_999],
    ];
    expect(await topTwo({})).toEqual(ranked);
    expect(await topTwo({ query: 'quokka' })).toEqual(ranked);

    for (const member of members.slice(0, 2)) expect((await like(member, bake.id)).statusCode).toBe(200);
    const risen = [
      [bake.id, 1_000_001],
      [stew.id, 1_000_000],
    ];
    // The filters-only table, the text table, and the recipe itself.
    expect(await topTwo({})).toEqual(risen);
    expect(await topTwo({ query: 'quokka' })).toEqual(risen);
    expect(await topTwo({ query: 'quokka', sortDirection: 'desc', maxReadyTime: '100000' })).toEqual(risen);
    expect(await information(bake.id)).toBe(1_000_001);

    // Unliked by one: a tie, which the lower id wins.
    expect((await like(members[0] as TestMember, bake.id)).json()).toEqual({ likeCount: 1, liked: false });
    expect(await topTwo({ query: 'quokka' })).toEqual([
      [stew.id, 1_000_000],
      [bake.id, 1_000_000],
    ]);
    expect((await like(members[1] as TestMember, bake.id)).json()).toEqual({ likeCount: 0, liked: false });
    expect(await topTwo({})).toEqual(ranked);
    expect(await information(bake.id)).toBe(999_999);
  });

  it('keeps members likes when the catalogue is written again', async () => {
    expect((await like(members[2] as TestMember, pie.id)).statusCode).toBe(200);
    expect(await information(pie.id)).toBe(1);
    await t.db.query('DELETE FROM provider_search WHERE id = $1', [pie.id]);
    await loadCatalogueRecipes(t.db, catalogue);
    const answer = await search({ query: 'quoka', addRecipeInformation: 'true' });
    expect(answer.results.map((result) => result.aggregateLikes)).toEqual([1]);
    const rows = await t.db.query<{ popularity: number }>(
      `SELECT popularity FROM provider_search WHERE id = $1
       UNION ALL SELECT popularity FROM provider_search_text WHERE id = $1`,
      [pie.id],
    );
    expect(rows).toEqual([{ popularity: 1 }, { popularity: 1 }]);
  });
});
