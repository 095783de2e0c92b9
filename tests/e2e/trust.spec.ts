// Trust the list (issue 26): a first visit works offline as the member; an add made offline is shown, kept and
// saved once (a retry after a lost answer does not double it); a session that ends without Logout leaves nothing
// of the member for the next one; a like made in the modal shows on its card; a list stops being shared with an
// ex-friend at once, and their open page says so.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  createRecipeViaApi,
  keptAnswers,
  screenshot,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

/** The keys of the answers the app keeps on the device, as one text to search (decision 032). */
const keptKeys = async (page: Page) => (await keptAnswers(page)).join(' ');

const ownList = async (page: Page) => {
  const lists = await (await page.request.get('/api/shopping-lists')).json();
  return (await page.request.get(`/api/shopping-lists/${lists[0].id}`)).json() as Promise<{
    items: { text: string }[];
  }>;
};

test('signed in once, a cookbook opened, offline and reloaded: still the member, the cookbook readable', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, { title: 'First Visit Stew', ingredients: ['2 leeks'] });
  const cookbook = await createCookbookViaApi(page, 'First Visit', [recipe._id]);
  // The worker takes charge of the very page that installed it: no reload needed.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
  await page.getByRole('link', { name: 'Cookbooks' }).first().click();
  await page.getByRole('link', { name: /First Visit/ }).click();
  await expect(page.getByRole('heading', { name: 'First Visit' })).toBeVisible();
  await expect.poll(() => keptKeys(page)).toContain(`["cookbook","${cookbook._id}"]`);

  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|Failed to fetch|no-response/,
  );
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Log In/i })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'First Visit' })).toBeVisible();
  await expect(page.getByRole('button', { name: /First Visit Stew/ }).first()).toBeVisible();
  // An API address typed into the bar is never answered with a page kept for it.
  await page.goto('/api/profile').catch(() => undefined);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a recipe added offline shows at once, is kept, and is saved once; a retry after a lost answer does not double it', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, {
    title: 'Lemon Rice',
    ingredients: ['2 lemons', '300 g rice'],
    servings: '2',
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/recipe/${recipe._id}`);
  await expect(page.getByRole('heading', { name: 'Lemon Rice' })).toBeVisible();

  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to load resource|EventSource|Failed to fetch/,
  );
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(page.getByText('Added to your shopping list.', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /300 g rice/ })).toBeVisible();
  await expect(page.getByText(/1 change kept on this device/)).toBeVisible();
  // Kept on the device: a reload offline still has it.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible();
  await screenshot(page, 'shopping-added-offline');

  await context.setOffline(false);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
  expect((await ownList(page)).items.map((item) => item.text).sort()).toEqual(['2 lemons', '300 g rice']);

  // The server saves the next add, but its answer is lost on the way back: the device sends it again.
  let lost = false;
  await page.route('**/api/shopping-lists/*/recipes', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/recipe/${recipe._id}`);
  await page.getByRole('button', { name: 'Double' }).click();
  await page.getByRole('button', { name: 'Add to shopping list (4 servings)' }).click();
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.getByRole('checkbox', { name: /6 lemons/ })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
  expect(lost).toBe(true);
  // 2 + 4 lemons, not 2 + 4 + 4.
  expect((await ownList(page)).items.map((item) => item.text).sort()).toEqual(['6 lemons', '900 g rice']);
});

test('a session that ends without Logout leaves nothing of the member for the next one, even offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  const first = await signUpViaApi(page, uniqueName('first'));
  const recipe = await createRecipeViaApi(page, {
    title: 'Private Pie',
    ingredients: ['1 apple'],
    isPublic: false,
  });
  const cookbook = await createCookbookViaApi(page, 'Secret Book', [recipe._id]);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/cookbook/${cookbook._id}`);
  await expect(page.getByRole('heading', { name: 'Secret Book' })).toBeVisible();
  await expect.poll(() => keptKeys(page)).toContain(`["recipe","${recipe._id}"]`);

  // The session expires (its cookie is gone) while the page is closed; another member signs in on this browser.
  await context.clearCookies();
  const second = await signUpViaApi(page, uniqueName('second'));
  expect(second.id).not.toBe(first.id);
  // Nothing of the first member is kept on the device any more: not the cookbook, not the recipe, nothing.
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => keptKeys(page)).not.toContain(first.id);
  const kept = await keptKeys(page);
  expect(kept).not.toContain(`["cookbook","${cookbook._id}"]`);
  expect(kept).not.toContain(`["recipe","${recipe._id}"]`);

  // Offline, the first member's cookbook and recipe are not there to be read.
  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|Failed to fetch|no-response/,
  );
  await context.setOffline(true);
  // Each page has given up (its empty view) before it is checked for the first member's things.
  await page.goto(`/cookbook/${cookbook._id}`);
  await expect(page.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secret Book' })).toHaveCount(0);
  await page.goto(`/recipe/${recipe._id}`);
  await expect(page.getByText('This recipe could not be loaded.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Private Pie' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a like made in the modal shows on its card in the grid', async ({ page }) => {
  await signUpViaApi(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const card = cards.first();
  const title = ((await card.getAttribute('aria-label')) ?? '').trim();
  const likes = card.getByText(/\d+\s+likes?$/);
  const before = Number.parseInt((await likes.textContent()) ?? '0', 10);
  await card.getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { level: 1 })).toHaveText(title);
  await modal.getByRole('button', { name: `Like ${before}`, pressed: false }).click();
  await expect(modal.getByRole('button', { name: `Like ${before + 1}`, pressed: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(
    cards
      .filter({ hasText: title })
      .first()
      .getByText(/\d+\s+likes?$/),
  ).toHaveText(new RegExp(`^${before + 1}\\s+likes?$`));
});

test('a list shared with a friend ends with the friendship: the ex-friend’s open page says so at once', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const other = await browser.newPage();
  const bob = await signUpViaApi(other, uniqueName('bob'));
  const alice = await signUpViaApi(page, uniqueName('alice'));
  await page.request.post('/api/friend-request', { data: { fromId: alice.id, toId: bob.id } });
  await other.request.post('/api/friend-request/accept', {
    data: { currentUserId: bob.id, requesterId: alice.id },
  });
  const lists = await (await page.request.get('/api/shopping-lists')).json();
  const shared = await page.request.post(`/api/shopping-lists/${lists[0].id}/shares`, {
    data: { memberId: bob.id },
  });
  expect(shared.ok(), await shared.text()).toBeTruthy();
  await page.request.post(`/api/shopping-lists/${lists[0].id}/items`, { data: { lines: ['3 pears'] } });

  await other.goto('/shopping');
  await other.getByRole('combobox', { name: 'List' }).click();
  await other.getByRole('option', { name: `${alice.username}’s list` }).click();
  await expect(other.getByRole('checkbox', { name: /3 pears/ })).toBeVisible();

  // Alice removes Bob as a friend: his open page hears it and says so; her list is no longer his to read (the
  // browser logs the 404 that tells it).
  consoleErrors.allow(/status of 404 \(Not Found\) .*\/api\/shopping-lists\//);
  const removed = await page.request.put('/api/friends/remove', {
    data: { userId: alice.id, friendId: bob.id },
  });
  expect(removed.ok(), await removed.text()).toBeTruthy();
  await expect(other.getByText('This list is no longer shared with you.', { exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(other.getByRole('checkbox', { name: /3 pears/ })).toHaveCount(0);
  expect((await other.request.get(`/api/shopping-lists/${lists[0].id}`)).status()).toBe(404);
  await other.close();
});
