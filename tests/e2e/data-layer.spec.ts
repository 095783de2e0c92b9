// One client data layer (issue 37, decision 032): what a member opened online reads the same offline after a
// reload, on a first visit; a like shows on its card after a reload and in a new tab; a potluck claim reads the
// potluck once. (A second member signing in after the first one's session expired finds nothing of theirs:
// trust.spec.ts.)
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  createRecipeViaApi,
  keptAnswers,
  screenshot,
  signUpViaApi,
} from './helpers.ts';

/** Today and a week from now, as the plan and a potluck write days (the browser's time zone is the test's). */
const day = (offset: number) => {
  const at = new Date(Date.now() + offset * 24 * 3600_000);
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
};

async function post(page: Page, path: string, data: unknown) {
  const answer = await page.request.post(path, { data });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return answer.json();
}

test('a recipe, a cookbook, the week, the list and a potluck opened online read the same offline after a reload', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, { title: 'Harbour Chowder', ingredients: ['3 potatoes'] });
  const cookbook = await createCookbookViaApi(page, 'Sea Food', [recipe._id]);
  const [plan] = await (await page.request.get('/api/plans')).json();
  await post(page, `/api/plans/${plan.id}/entries`, { day: day(0), meal: 'dinner', note: 'Chowder night' });
  const [list] = await (await page.request.get('/api/shopping-lists')).json();
  await post(page, `/api/shopping-lists/${list.id}/items`, { lines: ['4 harbour pears'] });
  const potluck = await post(page, '/api/potlucks', { title: 'Harbour supper', day: day(6), time: '19:00' });

  // Online, the member opens each once (a first visit: nothing was kept before).
  const pages: [string, RegExp | string][] = [
    [`/recipe/${recipe._id}`, '3 potatoes'],
    [`/cookbook/${cookbook._id}`, 'Sea Food'],
    ['/plan', 'Chowder night'],
    ['/shopping', /4 harbour pears/],
    [`/potluck/${potluck.id}`, 'Harbour supper'],
  ];
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect
    .poll(() => keptAnswers(page))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`["recipe","${recipe._id}"]`),
        expect.stringContaining(`["cookbook","${cookbook._id}"]`),
        expect.stringContaining(`["plan","${plan.id}",`),
        expect.stringContaining(`["shoppingList","${list.id}"]`),
        expect.stringContaining(`["potluck","${potluck.id}"]`),
      ]),
    );

  // Offline, each page reloaded reads what was opened (the app's own files from the worker, which took charge of
  // this first visit).
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|Failed to fetch|no-response/,
  );
  await context.setOffline(true);
  for (const [path, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(/^You are offline\./)).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await screenshot(page, 'offline-potluck');
  await context.setOffline(false);
});

test('a like in the modal shows on its card at once, after a reload and in a new tab', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const title = ((await cards.first().getAttribute('aria-label')) ?? '').trim();
  const likesOf = (on: Page) =>
    on
      .getByRole('article')
      .filter({ hasText: title })
      .first()
      .getByText(/\d+\s+likes?$/);
  const before = Number.parseInt((await likesOf(page).textContent()) ?? '0', 10);
  const after = new RegExp(`^${before + 1}\\s+likes?$`);
  await cards.first().getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: `Like ${before}`, pressed: false }).click();
  await expect(modal.getByRole('button', { name: `Like ${before + 1}`, pressed: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(likesOf(page)).toHaveText(after);
  // The grid's cards come in a random order of member recipes: the card is found by its title each time.
  await page.reload();
  await expect(likesOf(page)).toHaveText(after);
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(likesOf(tab)).toHaveText(after);
  // The like is taken back, so the admin's top lists in other journeys count only their own likes.
  await tab.getByRole('article').filter({ hasText: title }).first().getByRole('button').first().click();
  await tab
    .getByRole('dialog')
    .getByRole('button', { name: `Like ${before + 1}`, pressed: true })
    .click();
  await expect(
    tab.getByRole('dialog').getByRole('button', { name: `Like ${before}`, pressed: false }),
  ).toBeVisible();
});

test('a potluck claim reads the potluck once: its own live echo is not read again', async ({ page }) => {
  await signUpViaApi(page);
  const potluck = await post(page, '/api/potlucks', { title: 'One read supper', day: day(5), time: '18:30' });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/potlucks/${potluck.id}`) {
      reads.push(request.url());
    }
  });
  await page.goto(`/potluck/${potluck.id}`);
  await expect(page.getByRole('heading', { name: 'One read supper' })).toBeVisible();
  await expect.poll(() => reads.length).toBe(1);
  const claimed = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && answer.url().endsWith(`/api/potlucks/${potluck.id}/dishes`),
  );
  await page.getByRole('button', { name: 'Bring a dish to mains' }).click();
  const claim = page.getByRole('dialog', { name: 'Bring a dish: mains' });
  await claim.getByLabel('Or write what you bring').fill('A harbour stew');
  await claim.getByRole('button', { name: 'Claim' }).click();
  await claimed;
  await expect(page.getByRole('region', { name: 'Mains' }).getByText('A harbour stew')).toBeVisible();
  // The claim's live event reached this page too. A message written after it arrives after it on the same stream:
  // once the page shows the message, the claim's echo has been heard, and it read nothing.
  await post(page, `/api/potlucks/${potluck.id}/messages`, { text: 'Stew is on its way' });
  await expect(page.getByText('Stew is on its way')).toBeVisible();
  expect(reads).toHaveLength(1);
});
