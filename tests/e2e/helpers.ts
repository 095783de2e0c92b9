// Shared steps for the journeys: fresh members (through the API, sharing the page's cookies), logging a page in,
// answering dialogs, and screenshots for looking at every main screen.
import type { Dialog, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const password = 'e2e-password-1';

export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Registers a member through the API with the page's cookie jar, then opens the app as that member. */
export async function signUpViaApi(page: Page, username = uniqueName(), intolerances: string[] = []) {
  const response = await page.request.post('/api/register', {
    data: { username, password, fName: 'Test', lName: username, bio: '', intolerances },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { _id: id } = (await response.json()) as { _id: string };
  await page.goto('/');
  // The SPA only checks the session when its token flag is set (SPEC §4).
  await page.evaluate(() => window.localStorage.setItem('token', 'session'));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  return { username, id };
}

export async function logInViaUi(page: Page, username: string, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Log In' }).last().click();
}

/** Collects alert texts and accepts every dialog (alerts and confirmations). */
export function acceptDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `.test-results/screens/${name}.png`, fullPage: false });
}

/** A small valid PNG (an orange 64×48 square) for photo uploads. */
export const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFseIF9FYF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+iaLg8bzn2EAAAAAASUVORK5CYII=',
  'base64',
);
