// Sign-up, logout, login (and a wrong password), and a server-side logout that any 401 turns into the visitor view.
import { expect, test } from '@playwright/test';
import { acceptDialogs, logInViaUi, password, screenshot, uniqueName } from './helpers.ts';

test('a visitor signs up, logs out, logs back in; a wrong password alerts', async ({ page }) => {
  const alerts = acceptDialogs(page);
  const username = uniqueName('signup');
  await page.goto('/somewhere-unknown');
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  await page.goto('/signup');
  await screenshot(page, 'signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Cook');
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logInViaUi(page, username, 'not-the-password');
  await expect.poll(() => alerts).toContain('Invalid credentials. Please try again.');
  await screenshot(page, 'login');

  await logInViaUi(page, username);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The session ends on the server (cookie gone): the next call answers 401 and the app shows visitors' pages.
  await page.context().clearCookies();
  // The next call the app makes answers 401: the page opened here, or a poll that gets there first (then the
  // link is already gone, which is the point).
  await page
    .getByRole('link', { name: 'Cookbooks' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});
