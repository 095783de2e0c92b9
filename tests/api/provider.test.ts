import { intoleranceChecker } from '@potluck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../packages/server/src/catalogue/catalogueFiles.ts';
import type { CatalogueRecipe } from '../../packages/server/src/catalogue/catalogueRecipe.ts';
import { createTestApp, registerMember, type TestApp } from './helpers/index.ts';
import { matchesQuery } from './helpers/providerText.ts';

// The built-in provider against the shipped catalogue: expectations are computed from the catalogue files
// themselves, so the tests hold whatever recipes the catalogue has.

type Summary = { id: number; title: string; image: string; imageType: string };
type Search = { offset: number; number: number; totalResults: number; results: Summary[] };
type Failure = { status: string; code: number; message: string };

let t: TestApp;
const catalogue: CatalogueRecipe[] = readCatalogue();
const byId = new Map(catalogue.map((recipe) => [recipe.id, recipe]));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, status = 200): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

async function searchIds(params: string): Promise<number[]> {
  const answer = await get<Search>(`/provider/recipes/complexSearch?number=100&${params}`);
  return answer.results.map((result) => result.id).sort((a, b) => a - b);
}

function idsWhere(keep: (recipe: CatalogueRecipe) => boolean): number[] {
  return catalogue
    .filter(keep)
    .map((recipe) => recipe.id)
    .sort((a, b) => a - b)
    .slice(0, 100);
}

/** The catalogue in popularity order, as complexSearch sorts by default. */
const popular = [...catalogue].sort((a, b) => b.aggregateLikes - a.aggregateLikes || a.id - b.id);

describe('GET /provider/recipes/complexSearch', () => {
  it('pages through the whole catalogue by popularity with absolute image URLs on our origin', async () => {
    const first = await get<Search>('/provider/recipes/complexSearch?apiKey=anything');
    expect(first).toMatchObject({ offset: 0, number: 10, totalResults: catalogue.length });
    expect(first.results.map((r) => r.id)).toEqual(popular.slice(0, 10).map((r) => r.id));
    const [top] = first.results;
    expect(top).toEqual({
      id: top?.id,
      title: byId.get(top?.id ?? 0)?.title,
      image: `http://localhost:80/catalogue-images/${top?.id}.webp`,
      imageType: 'webp',
      readyInMinutes: byId.get(top?.id ?? 0)?.readyInMinutes,
      likeCount: 0,
    });
    const second = await get<Search>('/provider/recipes/complexSearch?number=5&offset=10');
    expect(second.results.map((r) => r.id)).toEqual(popular.slice(10, 15).map((r) => r.id));
    expect(second).toMatchObject({ offset: 10, number: 5 });
  });

  it("gives each result our members' likes (the count its heart shows) from the same answer", async () => {
    const [top] = (await get<Search>('/provider/recipes/complexSearch?number=1')).results;
    const member = await registerMember(t.app);
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${top?.id}/like`,
      headers: { cookie: member.cookie },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const again = await get<{ results: Array<Summary & { likeCount: number }> }>(
      '/provider/recipes/complexSearch?number=1',
    );
    expect(again.results[0]).toMatchObject({ id: top?.id, likeCount: 1 });
    const heart = await t.app.inject({
      method: 'GET',
      url: `/api/recipes/${top?.id}/likes`,
      headers: { cookie: member.cookie },
    });
    expect(heart.json()).toMatchObject({ likeCount: 1, liked: true });
    // Back as it was, for the tests that follow.
    await t.app.inject({
      method: 'POST',
      url: `/api/recipes/${top?.id}/like`,
      headers: { cookie: member.cookie },
    });
  });

  it('serves the pictures it links to', async () => {
    const { results } = await get<Search>('/provider/recipes/complexSearch?number=2');
    for (const result of results) {
      const response = await t.app.inject({ method: 'GET', url: new URL(result.image).pathname });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('answers the fallback picture for a recipe not drawn yet, and refuses other file names', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/catalogue-images/999999999.webp' });
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/webp');
    const bad = await t.app.inject({ method: 'GET', url: '/catalogue-images/..%2F..%2Fpackage.json' });
    expect(bad.statusCode).toBe(400);
  });

  it('matches the words of titles and ingredient names ignoring case', async () => {
    const sample = catalogue[0] as CatalogueRecipe;
    const word = sample.title.split(' ')[0] as string;
    const expected = idsWhere((recipe) =>
      matchesQuery(
        recipe.title,
        recipe.ingredients.map((ingredient) => ingredient.name),
        word,
      ),
    );
    expect(await searchIds(`query=${encodeURIComponent(word.toUpperCase())}`)).toEqual(expected);
    expect(await searchIds('query=zzqxnotadish')).toEqual([]);
  });

  it('filters cuisines (comma = any of) and types ignoring case', async () => {
    const [a, b] = [catalogue[0]?.cuisines[0], catalogue.at(-1)?.cuisines[0]] as string[];
    expect(await searchIds(`cuisine=${encodeURIComponent(`${a?.toUpperCase()},${b}`)}`)).toEqual(
      idsWhere((recipe) => recipe.cuisines.includes(a as never) || recipe.cuisines.includes(b as never)),
    );
    expect(await searchIds('type=Dessert')).toEqual(
      idsWhere((recipe) => recipe.dishTypes.includes('dessert')),
    );
    expect(await searchIds('type=soup,salad')).toEqual(
      idsWhere((recipe) => recipe.dishTypes.includes('soup') || recipe.dishTypes.includes('salad')),
    );
  });

  it('filters diets: comma means all of, pipe any of, implied diets included', async () => {
    const vegan = await searchIds('diet=vegan');
    expect(vegan.length).toBeGreaterThan(0);
    for (const id of vegan) expect(byId.get(id)?.vegan || byId.get(id)?.diets.includes('vegan')).toBe(true);
    const vegetarian = await searchIds('diet=Vegetarian');
    for (const id of vegan) expect(vegetarian).toContain(id);
    for (const id of vegetarian) expect(byId.get(id)?.vegetarian || byId.get(id)?.vegan).toBe(true);
    const both = await searchIds(`diet=${encodeURIComponent('vegan,gluten free')}`);
    expect(both).toEqual(vegan.filter((id) => byId.get(id)?.glutenFree));
    const either = await searchIds(`diet=${encodeURIComponent('ketogenic|paleo')}`);
    expect(either).toEqual(idsWhere((r) => r.diets.includes('ketogenic') || r.diets.includes('paleo')));
  });

  it('leaves out recipes that contain an intolerance by the whole-word rule and the flags', async () => {
    const ids = await searchIds('intolerances=Dairy,shellfish');
    const expected = catalogue.filter((recipe) => {
      const checked = { ingredients: recipe.ingredients.map((i) => i.name), dairyFree: recipe.dairyFree };
      const contains = intoleranceChecker(checked);
      return !contains('dairy') && !contains('shellfish');
    });
    expect(ids).toEqual(
      expected
        .map((r) => r.id)
        .sort((a, b) => a - b)
        .slice(0, 100),
    );
    const answer = await get<Search>('/provider/recipes/complexSearch?intolerances=gluten&number=1');
    expect(answer.totalResults).toBe(
      catalogue.filter(
        (r) =>
          r.glutenFree && !intoleranceChecker({ ingredients: r.ingredients.map((i) => i.name) })('gluten'),
      ).length,
    );
  });

  it('filters by ready time and by ingredients', async () => {
    expect(await searchIds('maxReadyTime=20')).toEqual(idsWhere((r) => r.readyInMinutes <= 20));
    const garlic = (r: CatalogueRecipe) => r.ingredients.some((i) => i.name.toLowerCase().includes('garlic'));
    expect(await searchIds('includeIngredients=Garlic')).toEqual(idsWhere(garlic));
    const answer = await get<Search>('/provider/recipes/complexSearch?excludeIngredients=garlic&number=1');
    expect(answer.totalResults).toBe(catalogue.filter((r) => !garlic(r)).length);
  });

  it('sorts by time, healthiness and popularity in either direction', async () => {
    const times = (
      await get<Search>('/provider/recipes/complexSearch?sort=time&number=100&addRecipeInformation=true')
    ).results as unknown as Array<{ readyInMinutes: number }>;
    expect(times.map((r) => r.readyInMinutes)).toEqual(
      [...times.map((r) => r.readyInMinutes)].sort((a, b) => a - b),
    );
    const health = (
      await get<Search>(
        '/provider/recipes/complexSearch?sort=healthiness&number=100&addRecipeInformation=true',
      )
    ).results as unknown as Array<{ healthScore: number }>;
    expect(health.map((r) => r.healthScore)).toEqual(
      [...health.map((r) => r.healthScore)].sort((a, b) => b - a),
    );
    const leastPopular = await get<Search>(
      '/provider/recipes/complexSearch?sort=popularity&sortDirection=asc&number=3',
    );
    expect(leastPopular.results.map((r) => r.id)).toEqual(
      popular
        .slice(-3)
        .reverse()
        .map((r) => r.id),
    );
    const random = await get<Search>('/provider/recipes/complexSearch?sort=random&number=5');
    expect(new Set(random.results.map((r) => r.id)).size).toBe(Math.min(5, catalogue.length));
  });

  it('adds recipe information and nutrition when asked (the admin view: popularity, 5, with information)', async () => {
    const answer = await get<{ results: Array<Record<string, unknown>> }>(
      '/provider/recipes/complexSearch?sort=popularity&number=5&addRecipeInformation=true',
    );
    expect(answer.results).toHaveLength(5);
    const [first] = answer.results;
    expect(first).toMatchObject({
      id: popular[0]?.id,
      aggregateLikes: popular[0]?.aggregateLikes,
      imageType: 'webp',
    });
    expect(first).toHaveProperty('summary');
    expect(first).toHaveProperty('analyzedInstructions');
    expect(first).not.toHaveProperty('extendedIngredients');
    expect(first).not.toHaveProperty('nutrition');
    const withNutrition = await get<{ results: Array<{ nutrition: { nutrients: unknown[] } }> }>(
      '/provider/recipes/complexSearch?number=1&addRecipeNutrition=true',
    );
    expect(withNutrition.results[0]?.nutrition.nutrients.length).toBeGreaterThanOrEqual(12);
  });

  it('answers in three queries however many results (the versions, the total and page, the rows)', async () => {
    t.resetQueryCount();
    await get('/provider/recipes/complexSearch?number=100&addRecipeInformation=true&cuisine=italian');
    expect(t.queryCount()).toBe(3);
  });

  it.each([
    ['number=0', 'number'],
    ['number=101', 'number'],
    ['offset=901', 'offset'],
    ['offset=-1', 'offset'],
    ['sort=tastiness', 'sort'],
    ['sortDirection=up', 'sortDirection'],
    ['addRecipeInformation=maybe', 'addRecipeInformation'],
    ['maxReadyTime=soon', 'maxReadyTime'],
  ])('refuses %s with a 400 failure naming the parameter', async (params, field) => {
    const failure = await get<Failure>(`/provider/recipes/complexSearch?${params}`, 400);
    expect(failure).toMatchObject({ status: 'failure', code: 400 });
    expect(failure.message).toContain(field);
  });
});

describe('GET /provider/recipes/random', () => {
  it('returns the asked number of different recipes with their full information', async () => {
    const { recipes } = await get<{ recipes: Array<Record<string, unknown>> }>(
      '/provider/recipes/random?number=4',
    );
    expect(recipes).toHaveLength(4);
    expect(new Set(recipes.map((r) => r.id)).size).toBe(4);
    for (const recipe of recipes) {
      expect(recipe).toHaveProperty('extendedIngredients');
      expect(recipe).not.toHaveProperty('nutrition');
      expect(recipe.image).toBe(`http://localhost:80/catalogue-images/${recipe.id}.webp`);
    }
    const withNutrition = await get<{ recipes: Array<Record<string, unknown>> }>(
      '/provider/recipes/random?number=1&includeNutrition=true',
    );
    expect(withNutrition.recipes[0]).toHaveProperty('nutrition');
  });

  it('keeps only recipes matching every tag and none of the excluded ones', async () => {
    const { recipes } = await get<{ recipes: Array<{ id: number }> }>(
      `/provider/recipes/random?number=100&tags=${encodeURIComponent('vegetarian,Dessert')}`,
    );
    const expected = idsWhere((r) => (r.vegetarian || r.vegan) && r.dishTypes.includes('dessert'));
    expect(recipes.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected);
    const excluded = await get<{ recipes: Array<{ id: number }> }>(
      '/provider/recipes/random?number=100&exclude-tags=dessert',
    );
    // More than 100 recipes are not desserts, so the answer is 100 of them, each one not a dessert.
    const notDesserts = catalogue.filter((r) => !r.dishTypes.includes('dessert')).map((r) => r.id);
    expect(excluded.recipes).toHaveLength(Math.min(100, notDesserts.length));
    for (const { id } of excluded.recipes) expect(notDesserts).toContain(id);
    const none = await get<{ recipes: unknown[] }>('/provider/recipes/random?number=5&include-tags=notatag');
    expect(none.recipes).toEqual([]);
  });

  it('refuses a number outside 1–100', async () => {
    const failure = await get<Failure>('/provider/recipes/random?number=500', 400);
    expect(failure).toMatchObject({ status: 'failure', code: 400 });
  });
});

describe('recipe information and widgets', () => {
  const recipe = catalogue[0] as CatalogueRecipe;

  it('answers the full recipe information of PROVIDER.md', async () => {
    const info = await get<Record<string, unknown>>(`/provider/recipes/${recipe.id}/information?apiKey=x`);
    expect(info).toMatchObject({
      id: recipe.id,
      title: recipe.title,
      image: `http://localhost:80/catalogue-images/${recipe.id}.webp`,
      imageType: 'webp',
      servings: recipe.servings,
      readyInMinutes: recipe.readyInMinutes,
      preparationMinutes: recipe.preparationMinutes,
      cookingMinutes: recipe.cookingMinutes,
      dairyFree: recipe.dairyFree,
      glutenFree: recipe.glutenFree,
      vegan: recipe.vegan,
      vegetarian: recipe.vegetarian,
      cuisines: recipe.cuisines,
      dishTypes: recipe.dishTypes,
      sourceUrl: `http://localhost:80/recipe/${recipe.id}`,
    });
    for (const field of [
      'summary',
      'instructions',
      'creditsText',
      'license',
      'spoonacularScore',
      'gaps',
      'diets',
    ]) {
      expect(info).toHaveProperty(field);
    }
    expect(info).not.toHaveProperty('nutrition');
    const ingredients = info.extendedIngredients as Array<Record<string, unknown>>;
    expect(ingredients.map((i) => i.name)).toEqual(recipe.ingredients.map((i) => i.name));
    expect(ingredients[0]).toMatchObject({
      amount: recipe.ingredients[0]?.amount,
      measures: { us: {}, metric: {} },
    });
    expect(String(ingredients[0]?.original)).toContain(recipe.ingredients[0]?.name);
    const [instructions] = info.analyzedInstructions as Array<{
      steps: Array<{ number: number; step: string }>;
    }>;
    expect(instructions?.steps.map((s) => s.step)).toEqual(recipe.steps);
    expect(instructions?.steps.map((s) => s.number)).toEqual(recipe.steps.map((_, i) => i + 1));
  });

  it('adds nutrition with at least 12 nutrients and a caloric breakdown on includeNutrition', async () => {
    const info = await get<{
      nutrition: { nutrients: Array<{ name: string; amount: number }>; caloricBreakdown: object };
    }>(`/provider/recipes/${recipe.id}/information?includeNutrition=true`);
    expect(info.nutrition.nutrients.length).toBeGreaterThanOrEqual(12);
    expect(info.nutrition.nutrients.find((n) => n.name === 'Calories')?.amount).toBe(
      recipe.nutrition.calories,
    );
    expect(info.nutrition.caloricBreakdown).toHaveProperty('percentProtein');
  });

  it('answers the nutrition widget with strings and units', async () => {
    const widget = await get<Record<string, unknown>>(`/provider/recipes/${recipe.id}/nutritionWidget.json`);
    expect(widget.calories).toBe(String(Math.round(recipe.nutrition.calories)));
    expect(widget.protein).toBe(`${Math.round(recipe.nutrition.protein * 10) / 10}g`);
    expect(widget.bad).toContainEqual(expect.objectContaining({ title: 'Saturated Fat', indented: true }));
    expect((widget.nutrients as unknown[]).length).toBeGreaterThanOrEqual(12);
  });

  it('answers the equipment widget with every piece of equipment', async () => {
    const widget = await get<{ equipment: Array<{ name: string; image: string }> }>(
      `/provider/recipes/${recipe.id}/equipmentWidget.json`,
    );
    expect(widget.equipment.map((e) => e.name)).toEqual(recipe.equipment);
    for (const item of widget.equipment) expect(item.image).toMatch(/^[a-z0-9-]+\.jpg$/);
  });

  it.each(['information', 'nutritionWidget.json', 'equipmentWidget.json'])(
    'answers 404 in the failure envelope for an unknown id (%s)',
    async (path) => {
      const failure = await get<Failure>(`/provider/recipes/999999999/${path}`, 404);
      expect(failure).toEqual({
        status: 'failure',
        code: 404,
        message: expect.stringContaining('999999999'),
      });
    },
  );

  it('refuses an id that is not a number', async () => {
    const failure = await get<Failure>('/provider/recipes/abc/information', 400);
    expect(failure).toMatchObject({ status: 'failure', code: 400 });
  });
});
