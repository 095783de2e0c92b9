// The route tables of SPEC §2 from the address bar: what a visitor sees at any path, where a member's unknown
// paths and /home lead, deep links to a recipe (member and catalogue) and to a cookbook, and the pages for ids
// and names that do not exist.
import { expect, test } from './fixtures.ts';
import { createCookbookViaApi, createRecipeViaApi, signUpViaApi, uniqueName } from './helpers.ts';

const tagline = 'Cook together. Share what you love.';

test('a visitor sees the landing page at any path but /login and /signup', async ({ page }) => {
  for (const path of ['/', '/somewhere-unknown', '/cookbook', '/recipe/1001', '/admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: tagline }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign Up' }).last().click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});

test('a visitor gets the landing page and login drawn by the server, then the app takes them over', async ({
  browser,
  baseURL,
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 .*\/api\/login$/);
  // Before any script: the server's own markup (decision 016).
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { name: tagline })).toBeVisible();
  await expect(bare.getByRole('img', { name: 'A bowl of fresh salad' })).toBeVisible();
  await bare.getByRole('link', { name: 'Log In' }).first().click();
  await expect(bare.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(bare.getByLabel('Username')).toBeVisible();
  await noScript.close();

  // With scripts the app draws the same page over it and runs it: the form answers.
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody_here');
  await page.getByLabel('Password').fill('not-a-password');
  await page.getByRole('button', { name: 'Log In' }).last().click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
});

test("a member's deep links open their pages; unknown paths and /home go to /", async ({
  page,
  consoleErrors,
}) => {
  // The missing profile and cookbook below are answered 404 on purpose.
  consoleErrors.allow(/status of 404 .*\/api\/(profile|cookbook)\//);
  await signUpViaApi(page, uniqueName('deeplink'));
  const recipe = await createRecipeViaApi(page, {
    title: 'Deep Link Dal',
    ingredients: ['1 cup red lentils', '1 onion'],
    instructions: ['Simmer the lentils until soft.'],
  });
  const cookbook = await createCookbookViaApi(page, 'Lentils', [recipe._id]);

  for (const path of ['/home', '/no/such/page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
  }

  // A member recipe (24 hex characters) and a catalogue recipe (any other id), each a full page.
  await page.goto(`/recipe/${recipe._id}`);
  await expect(page.getByRole('heading', { name: 'Deep Link Dal' })).toBeVisible();
  // The journeys' browser is en-GB: the member reads the recipe's cup in millilitres.
  await expect(page.getByText('240 ml red lentils')).toBeVisible();
  await page.goto('/recipe/1001');
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');

  await page.goto(`/cookbook/${cookbook._id}`);
  await expect(page.getByRole('heading', { name: 'Lentils' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Deep Link Dal' })).toBeVisible();

  // Names and ids that do not exist: the pages say so instead of breaking.
  await page.goto(`/profile/${uniqueName('nobody')}`);
  await expect(page.getByText('Failed to load profile')).toBeVisible();
  await page.goto('/cookbook/0123456789abcdef01234567');
  await expect(page.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();
});
