// Amounts and units the cook reads ("Plan the week", part 2): a member who chose US units in Settings reads a
// metric recipe in cups and °F (scaled, as written on demand, on the shopping list, in cook mode, after logging in
// again), another in metric reads it as written; a new member in an en-US browser gets US units before choosing
// anything.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createRecipeViaApi, logInViaUi, screenshot, screenWidths, signUpViaApi } from './helpers.ts';

const pancakes = {
  title: 'Buttermilk Pancakes in the Oven',
  servings: '4 servings',
  ingredients: [
    '250 g all-purpose flour',
    '0.5 tsp baking soda',
    '480 ml buttermilk',
    '2 eggs',
    'A pinch of salt',
  ],
  instructions: ['Heat the oven to 175 °C.', 'Whisk everything together and bake for 20 minutes.'],
};

// Servings written with their noun ("4 servings") are what imported recipes carry.
async function makeRecipe(page: Page) {
  return (await createRecipeViaApi(page, { ...pancakes, isPublic: true }))._id;
}

test('a member in US units reads a metric recipe in cups and °F; a metric member reads it as written', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const cook = await signUpViaApi(page);
  const id = await makeRecipe(page);

  // This browser speaks en-GB: metric until the member chooses.
  await page.goto('/settings?tab=units');
  const units = page.getByRole('radiogroup', { name: 'Units' });
  await expect(units.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await units.getByRole('radio', { name: 'US customary' }).click();
  await expect(page.getByText('Units updated', { exact: true })).toBeVisible();
  await screenshot(page, 'settings-units');

  await page.goto(`/recipe/${id}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByText('2 cups all-purpose flour')).toBeVisible();
  await expect(ingredients.getByText('½ tsp baking soda')).toBeVisible();
  await expect(ingredients.getByText('2 cups buttermilk')).toBeVisible();
  await expect(ingredients.getByText('2 eggs')).toBeVisible();
  await expect(ingredients.getByText('A pinch of salt')).toBeVisible();
  await expect(page.getByText('Heat the oven to 350 °F.')).toBeVisible();
  await expect(page.getByText('Serves 4', { exact: true })).toBeVisible();

  await ingredients.getByRole('button', { name: 'Halve' }).click();
  await expect(ingredients.getByText('1 egg', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('1 cup all-purpose flour')).toBeVisible();
  await expect(ingredients.getByText('¼ tsp baking soda')).toBeVisible();
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await ingredients.scrollIntoViewIfNeeded();
    // The scaler keeps its stepper, ×½ and ×2 on one line, down to a 375 px phone.
    const fewer = await ingredients.getByRole('button', { name: 'Fewer servings' }).boundingBox();
    const double = await ingredients.getByRole('button', { name: 'Double' }).boundingBox();
    expect(Math.abs((fewer?.y ?? 0) - (double?.y ?? 100)), `scaler at ${size.width} px`).toBeLessThan(4);
    await screenshot(page, `recipe-us-units-${size.width}`);
  }

  // "As written" at any time: the recipe's own grams and °C, still halved.
  const amounts = ingredients.getByRole('radiogroup', { name: 'Units' });
  await amounts.getByRole('radio', { name: 'As written' }).click();
  await expect(ingredients.getByText('125 g all-purpose flour')).toBeVisible();
  await expect(page.getByText('Heat the oven to 175 °C.')).toBeVisible();
  await amounts.getByRole('radio', { name: 'US units' }).click();
  await expect(ingredients.getByText('1 cup all-purpose flour')).toBeVisible();

  // The shopping list writes what the server merged (125 g of flour) in the member's units.
  await ingredients.getByRole('button', { name: 'Add to shopping list (2 servings)' }).click();
  await expect(page.getByText('Added to your shopping list.', { exact: true })).toBeVisible();
  await page.goto('/shopping');
  for (const item of ['1 cup all-purpose flour', '1 cup buttermilk', '¼ tsp baking soda', '1 egg']) {
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${item}`) })).toBeVisible();
  }
  await screenshot(page, 'shopping-us-units');
  await page.goto(`/recipe/${id}`);
  await ingredients.getByRole('button', { name: 'Halve' }).click();
  await expect(ingredients.getByText('1 cup all-purpose flour')).toBeVisible();

  await page.getByRole('link', { name: 'Cook', exact: true }).click();
  await expect(page).toHaveURL(/\/cook\?servings=2$/);
  await expect(page.getByRole('checkbox', { name: '1 cup all-purpose flour' })).toBeVisible();
  await expect(page.getByText('Heat the oven to 350 °F.')).toBeVisible();

  // The choice is the member's, on the server: it holds after logging out and in again.
  await page.goto('/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInViaUi(page, cook.username);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`/recipe/${id}`);
  await expect(ingredients.getByText('2 cups all-purpose flour')).toBeVisible();

  // Another member, metric: the recipe as written, no switch (nothing to convert).
  const other = await browser.newPage();
  await signUpViaApi(other);
  await other.goto(`/recipe/${id}`);
  const theirs = other.getByRole('region', { name: 'Ingredients' });
  await expect(theirs.getByText('250 g all-purpose flour')).toBeVisible();
  await expect(theirs.getByText('½ tsp baking soda')).toBeVisible();
  await expect(other.getByText('Heat the oven to 175 °C.')).toBeVisible();
  await expect(theirs.getByRole('radiogroup', { name: 'Units' })).toHaveCount(0);
  await other.close();
});

test('a new member in an en-US browser reads US units before choosing any', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signUpViaApi(page);
  const id = await makeRecipe(page);
  await page.goto(`/recipe/${id}`);
  await expect(
    page.getByRole('region', { name: 'Ingredients' }).getByText('2 cups buttermilk'),
  ).toBeVisible();
  await page.goto('/settings?tab=units');
  await expect(
    page.getByRole('radiogroup', { name: 'Units' }).getByRole('radio', { name: 'US customary' }),
  ).toBeChecked();
  await context.close();
});
