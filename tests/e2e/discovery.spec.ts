// Browse, search, filter, infinite scroll, and the recipe modal (Escape closes it).
import { expect, test } from './fixtures.ts';
import { createRecipeViaApi, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

test('browse, scroll for more, search, filter and open a recipe in a modal', async ({ page }) => {
  // Five searches and a recipe through the UI: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await signUpViaApi(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  expect(firstPage).toBeGreaterThan(0);

  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(firstPage);

  // A word finds the recipes with it in their title or among their ingredients, and only those.
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/recipes/complexSearch') &&
      new URL(response.url()).searchParams.get('query') === 'chicken',
  );
  await page.getByRole('searchbox', { name: 'Search recipes...' }).fill('chicken');
  await expect(page).toHaveURL(/query=chicken/);
  const { results } = (await (await searched).json()) as { results: { id: number; title: string }[] };
  expect(results.length).toBeGreaterThan(0);
  await expect(page.getByRole('article', { name: results[0]?.title })).toBeVisible();
  for (const { id, title } of results) {
    const information = (await (await page.request.get(`/provider/recipes/${id}/information`)).json()) as {
      extendedIngredients: { name: string; original: string }[];
    };
    const words = [title, ...information.extendedIngredients.flatMap((i) => [i.name, i.original])].join(' ');
    expect(words, title).toMatch(/chicken/i);
  }

  await page.getByRole('searchbox', { name: 'Search recipes...' }).fill('zzzz-no-such-recipe');
  await expect(page.getByText('No recipes found. Try adjusting your search or filters!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search recipes...' }).fill('');
  await expect(cards.first()).toBeVisible();

  // The grid searches again once the filter has rested (300 ms) and clears its cards while it loads; the
  // cards read below must be the filtered ones, so wait for that search to go out first.
  const filtered = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('type') === 'dessert',
  );
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: /Meal type/ }).click();
  await page.getByRole('checkbox', { name: 'dessert' }).click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/type=dessert/);
  await filtered;
  await expect(cards.first()).toBeVisible();

  const title = (await cards.first().getAttribute('aria-label')) ?? '';
  await cards.first().getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText(title.trim());
  await screenshot(page, 'recipe-modal');

  // Nutrition shows 6 entries, then all of them after Show More, and 6 again after Show Less (SPEC §4).
  const nutrition = modal.getByRole('region', { name: 'Nutrition' });
  await expect(nutrition.getByRole('listitem')).toHaveCount(6);
  await nutrition.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => nutrition.getByRole('listitem').count()).toBeGreaterThan(6);
  await nutrition.getByRole('button', { name: 'Show Less' }).click();
  await expect(nutrition.getByRole('listitem')).toHaveCount(6);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
});

test('browse cards tell ready time, likes and author; an empty search offers Clear search and filters', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { username } = await signUpViaApi(page);
  // 10 min of preparation and 20 of cooking (createRecipeViaApi's defaults), liked once.
  const recipe = await createRecipeViaApi(page, { title: uniqueName('Card Stew') });
  expect((await page.request.post(`/api/recipes/${recipe._id}/like`)).ok()).toBe(true);

  const cards = page.getByRole('article');
  await page.getByRole('searchbox', { name: 'Search recipes...' }).fill(recipe.title);
  const card = page.getByRole('article', { name: recipe.title });
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('1 like');
  await expect(card).toContainText(`by @${username}`);

  // Provider recipes (the cards with no author) tell their time and likes too.
  await page.getByRole('searchbox', { name: 'Search recipes...' }).fill('chicken');
  await expect(page).toHaveURL(/query=chicken/);
  const provided = cards.filter({ hasNotText: 'by @' }).first();
  await expect(provided).toBeVisible();
  await expect(provided).toContainText(/\d+ (min|hrs?)/);
  await expect(provided).toContainText(/\d+ likes?/);

  // Nothing found under a search and a filter: one press clears both, in the top bar too.
  await page.goto('/?query=zzzz-no-such-recipe&diet=vegan');
  await expect(page.getByText('No recipes found. Try adjusting your search or filters!')).toBeVisible();
  await screenshot(page, 'browse-empty');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(cards.first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('searchbox', { name: 'Search recipes...' })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear search and filters' })).toHaveCount(0);
  await screenshot(page, 'browse-cards');
});
