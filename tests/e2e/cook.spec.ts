// Cook with it (issue 19): import a recipe from a page (served here, on the one local address the server is
// allowed to fetch from: IMPORT_ALLOW_HOSTS, set by scripts/test-e2e.mjs), review and edit it in the Create Recipe
// form, publish it; then scale it on its page (×2) and cook it: one step at a time, the checklist for the chosen
// servings, and a timer started from a step's duration.
import { createServer, type Server } from 'node:http';
import { expect, test } from './fixtures.ts';
import { photoPng, screenshot, screenWidths, signUpViaApi } from './helpers.ts';

const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 4100);
const pageAddress = `http://127.0.0.1:${fixturePort}/curry`;

// Shaped like the big recipe sites: JSON-LD in an @graph, HowToSteps, an ImageObject, ISO 8601 durations.
const recipePage = `<!doctype html><html><head><title>Weeknight Chickpea Curry</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Curry' },
    {
      '@type': ['Recipe'],
      name: 'Weeknight Chickpea Curry',
      image: { '@type': 'ImageObject', url: `http://127.0.0.1:${fixturePort}/curry.png` },
      recipeYield: ['4', '4 servings'],
      prepTime: 'PT10M',
      cookTime: 'PT25M',
      recipeCategory: 'Main Course',
      recipeCuisine: 'Indian',
      recipeIngredient: [
        '1 tbsp oil',
        '1 onion, chopped',
        '400 g chickpeas',
        '200 ml coconut milk',
        'Salt to taste',
      ],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Fry the onion in the oil for 10 minutes.' },
        { '@type': 'HowToStep', text: 'Add the chickpeas and coconut milk and simmer for 15 minutes.' },
        { '@type': 'HowToStep', text: 'Season with salt &amp; serve.' },
      ],
    },
  ],
})}</script></head><body><h1>Weeknight Chickpea Curry</h1></body></html>`;

let site: Server;
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/curry') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage);
    } else if (request.url === '/curry.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(photoPng);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(fixturePort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

test('import a recipe from a link, publish it, scale it and cook it', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // The first link is a page that answers 404: the import answers 502, which the browser logs.
  consoleErrors.allow(/status of 502 .*\/api\/recipes\/import$/);
  await signUpViaApi(page);
  await page.getByRole('link', { name: 'My Recipes' }).click();
  await page.getByRole('button', { name: /Add Recipe/ }).click();
  const form = page.getByRole('dialog', { name: 'Create a New Recipe' });

  await form.getByLabel('Import from a link').fill(`http://127.0.0.1:${fixturePort}/nothing-here`);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(form.getByText(/could not be read/)).toBeVisible();

  await form.getByLabel('Import from a link').fill(pageAddress);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(form.getByRole('status')).toContainText(`Imported from ${pageAddress}`);
  await expect(form.getByLabel(/Title/)).toHaveValue('Weeknight Chickpea Curry');
  await expect(form.getByLabel('Link', { exact: true })).toHaveValue(pageAddress);
  await expect(form.getByLabel(/Ingredients/)).toHaveValue(/400 g chickpeas/);
  await expect(form.getByLabel(/Instructions/)).toHaveValue(/Season with salt & serve\./);
  await screenshot(page, 'create-recipe-imported');

  // The member reviews and edits before publishing.
  await form.getByLabel(/Title/).fill('Chickpea Curry for Friends');
  await form.getByRole('button', { name: 'Publish Recipe' }).click();
  const done = page.getByRole('alertdialog').filter({ hasText: 'Recipe created!' });
  await done.getByRole('button', { name: 'OK' }).click();
  const mine = (await (await page.request.get('/api/my-recipes')).json()) as {
    _id: string;
    title: string;
    link: string;
  }[];
  const curry = mine.find((recipe) => recipe.title === 'Chickpea Curry for Friends');
  expect(curry?.link).toBe(pageAddress);

  await page.goto(`/recipe/${curry?._id}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByText('400 g chickpeas')).toBeVisible();
  await ingredients.getByRole('button', { name: 'Double' }).click();
  await expect(ingredients.getByText('8 servings', { exact: true })).toBeVisible();
  await expect(ingredients.getByText('800 g chickpeas')).toBeVisible();
  await expect(ingredients.getByText('400 ml coconut milk')).toBeVisible();
  await expect(ingredients.getByText('Salt to taste')).toBeVisible();
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await ingredients.scrollIntoViewIfNeeded();
    await screenshot(page, `recipe-scaled-${size.width}`);
  }

  await page.getByRole('link', { name: 'Cook', exact: true }).click();
  await expect(page).toHaveURL(/\/cook\?servings=8$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeVisible();
  await expect(page.getByText('For 8 servings')).toBeVisible();
  const chickpeas = page.getByRole('checkbox', { name: '800 g chickpeas' });
  await chickpeas.check();
  await expect(chickpeas).toBeChecked();
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await screenshot(page, `cook-mode-${size.width}`);
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Start timer: 15 minutes' }).click();
  await expect(page.getByRole('timer', { name: '15 minutes' })).toHaveText(/^1[45]:\d\d$/);
  // The timer keeps counting on the next step (arrow key), shown with the step it came from.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3' })).toBeVisible();
  await expect(page.getByRole('timer', { name: '15 minutes (step 2)' })).toBeVisible();
  await screenshot(page, 'cook-mode-timer');

  await page.getByRole('link', { name: 'Leave cook mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chickpea Curry for Friends' })).toBeVisible();
});
