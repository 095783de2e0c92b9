// Sign-up with intolerances (and the recipe detail's 'Contains:' line they produce), logout, login (and a wrong
// password), and a session that ends on the server mid-visit: the next call answers 401 and the landing page shows.
import { expect, test } from './fixtures.ts';
import { createRecipeViaApi, logInViaUi, password, screenshot, uniqueName } from './helpers.ts';

test('a visitor signs up with intolerances, is warned about them, logs out and back in', async ({
  page,
  consoleErrors,
}) => {
  // The wrong password below is answered 401 on purpose; the browser logs the failed request.
  consoleErrors.allow(/status of 401 .*\/api\/login$/);
  const username = uniqueName('signup');
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Cook');
  await page.getByLabel('Bio').fill('Peanuts are not my friends.');
  await expect(page.getByText('27/60 characters')).toBeVisible();
  await page.getByRole('button', { name: /Intolerances/ }).click();
  await page.getByRole('checkbox', { name: 'peanut' }).click();
  await page.getByRole('checkbox', { name: 'dairy' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /Intolerances/ })).toContainText('dairy, peanut');
  await screenshot(page, 'signup-filled');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // SPEC §2: after signing up or logging in a member goes to /home, which redirects to /.
  await expect(page).toHaveURL(/\/$/);

  // The member's intolerances, found in a recipe's ingredients, title-cased; none for a recipe without them.
  const cookies = await createRecipeViaApi(page, {
    title: 'Peanut Butter Cookies',
    ingredients: ['1 cup peanut butter', '2 tbsp butter', '1 cup sugar'],
  });
  const rice = await createRecipeViaApi(page, {
    title: 'Plain Rice',
    ingredients: ['1 cup rice', '2 cups water'],
  });
  await page.goto(`/recipe/${cookies._id}`);
  await expect(page.getByRole('heading', { name: 'Peanut Butter Cookies' })).toBeVisible();
  const contains = page.locator('p', { has: page.getByText('Contains:', { exact: true }) });
  await expect(contains).toHaveText('Contains: Dairy, Peanut');
  await page.goto(`/recipe/${rice._id}`);
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByText('Loading intolerances…')).toHaveCount(0);
  await expect(contains).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Cook together. Share what you love.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logInViaUi(page, username, 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInViaUi(page, username);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a session revoked on the server mid-visit: the next call answers 401 and the landing page shows', async ({
  page,
  request,
  consoleErrors,
}) => {
  // Every call after the revocation answers 401, which is the point; the browser logs each of them.
  consoleErrors.allow(/status of 401 .*\/api\//);
  const username = uniqueName('revoked');
  const registered = await page.request.post('/api/register', {
    data: { username, password, fName: 'Rev', lName: 'Oked', bio: '', intolerances: [] },
  });
  expect(registered.status()).toBe(201);
  await logInViaUi(page, username);
  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await expect(page.getByRole('heading', { name: 'Cookbooks' })).toBeVisible();

  // Log the session out from elsewhere (another client with the same cookie): the server forgets it, the
  // browser still holds the cookie and the SPA still believes it is logged in.
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  expect((await request.post('/api/logout', { headers: { cookie } })).ok()).toBe(true);
  expect((await request.get('/api/profile', { headers: { cookie } })).status()).toBe(401);

  // The member acts; that call (or a poll that gets there first) answers 401 and the SPA shows visitors' pages.
  await page
    .getByRole('link', { name: 'My Recipes' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Cook together. Share what you love.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});
