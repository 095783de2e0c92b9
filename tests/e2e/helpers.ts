// Shared steps for the journeys: fresh members, recipes and cookbooks (through the API, sharing the page's
// cookies), logging a page in, answering dialogs, and screenshots for looking at every main screen.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const password = 'e2e-password-1';

export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Registers a member through the API with the page's cookie jar, then opens the app as that member. */
export async function signUpViaApi(page: Page, username = uniqueName(), intolerances: string[] = []) {
  // The page's app is left first: signing up changes the context's session under it, and the previous member's
  // app would still poll their notifications with the new member's cookie (a 403 in the console).
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const response = await page.request.post('/api/register', {
    data: { username, password, fName: 'Test', lName: username, bio: '', intolerances },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { _id: id } = (await response.json()) as { _id: string };
  await page.goto('/');
  // The SPA only checks the session when its token flag is set (SPEC §4).
  await page.evaluate(() => window.localStorage.setItem('token', 'session'));
  await page.goto('/');
  // The session check is the first call of the page: on a busy machine it can take longer than 10 s.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  return { username, id };
}

export async function logInViaUi(page: Page, username: string, secret = password) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Log In' }).last().click();
}

/** Waits for the alert with this text (the design system's AlertNotice) and presses OK. */
export async function dismissAlert(page: Page, text: string | RegExp) {
  const alert = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

/** Waits for the confirmation with this question (ConfirmDialog) and presses its confirm (or Cancel) button. */
export async function answerConfirmation(
  page: Page,
  question: string,
  { confirm, cancel = false }: { confirm: string; cancel?: boolean },
) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: cancel ? 'Cancel' : confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `.test-results/screens/${name}.png`, fullPage: false });
}

/** A phone and a laptop: every route is looked at in both (issue #7). */
export const screenWidths = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * Waits until the fonts and every image the screenshot shows have loaded (or failed). A lazy image below the fold
 * is never fetched until scrolled to, so only the ones on screen are waited for.
 */
export async function imagesSettled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    };
    await Promise.all(
      [...document.images].map((image) =>
        image.complete || (image.loading === 'lazy' && !onScreen(image))
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

/** Creates a recipe as the page's member; the answer is the API's recipe. */
export async function createRecipeViaApi(
  page: Page,
  recipe: {
    title: string;
    ingredients?: string[];
    instructions?: string[];
    isPublic?: boolean;
    servings?: string;
  },
) {
  const response = await page.request.post('/api/recipes', {
    data: {
      ingredients: [],
      instructions: [],
      servings: '4',
      prepTime: 10,
      cookTime: 20,
      image: `data:image/png;base64,${photoPng.toString('base64')}`,
      ...recipe,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; title: string };
}

/** Creates a cookbook as the page's member and adds the recipes to it. */
export async function createCookbookViaApi(page: Page, title: string, recipeIds: string[] = []) {
  const response = await page.request.post('/api/cookbook', { data: { title, coverImage: 'cover4.JPG' } });
  expect(response.status(), await response.text()).toBe(201);
  const cookbook = (await response.json()) as { _id: string };
  for (const recipeId of recipeIds) {
    const added = await page.request.post(`/api/cookbook/${cookbook._id}/addRecipe`, { data: { recipeId } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return cookbook;
}

/** Opens My Recipes' create dialog and fills it in, with photoPng as the photo; returns the dialog, unsent. */
export async function fillNewRecipeForm(
  page: Page,
  recipe: { title: string; ingredients: string; instructions?: string },
) {
  await page.getByRole('button', { name: /Add Recipe/ }).click();
  const form = page.getByRole('dialog', { name: 'Create a New Recipe' });
  await form.getByLabel(/Title/).fill(recipe.title);
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photoPng });
  await form.getByLabel(/Ingredients/).fill(recipe.ingredients);
  if (recipe.instructions) await form.getByLabel(/Instructions/).fill(recipe.instructions);
  return form;
}

/** A small valid PNG (an orange 64×48 square) for photo uploads. */
export const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDFseIF9FYF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+iaLg8bzn2EAAAAAASUVORK5CYII=',
  'base64',
);

/**
 * The names of the answers the app keeps on this device (IndexedDB `potluck` › `kept`, decision 032), each
 * `potluck-kept-<member id>-<the answer's key>`; none when the app has kept nothing yet.
 */
export async function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, without the app's store: look first.
    if (!(await indexedDB.databases()).some((database) => database.name === 'potluck')) return [];
    return new Promise<string[]>((resolve) => {
      const opening = indexedDB.open('potluck');
      opening.onerror = () => resolve([]);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('kept')) {
          database.close();
          resolve([]);
          return;
        }
        const listing = database.transaction('kept').objectStore('kept').getAllKeys();
        listing.onsuccess = () => {
          database.close();
          resolve(listing.result.map(String));
        };
        listing.onerror = () => resolve([]);
      };
    });
  });
}
