// The installable app (issue 20 part 2, decision 017): the manifest and its icons, the service worker, a repeat
// visit that loads without the network with what the member opened before, and a logout that forgets it.
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  createRecipeViaApi,
  keptAnswers,
  screenshot,
  signUpViaApi,
} from './helpers.ts';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the app installs, and a repeat visit works offline until the member logs out', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get(manifestHref ?? '');
  expect(manifestResponse.headers()['content-type']).toContain('manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Potluck', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const bytes = await (await page.request.get(icon.src)).body();
    expect(pngSize(bytes).join('x')).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // A member opens a cookbook while online.
  await signUpViaApi(page);
  const recipe = await createRecipeViaApi(page, {
    title: 'Offline Soup',
    ingredients: ['1 l stock', '2 carrots'],
    instructions: ['Simmer.'],
  });
  const cookbook = await createCookbookViaApi(page, 'Trail Food', [recipe._id]);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
  // The worker controls the pages loaded after it activated.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto(`/cookbook/${cookbook._id}`);
  await expect(page.getByRole('heading', { name: 'Trail Food' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Offline Soup/ }).first()).toBeVisible();
  // Its recipes are kept without being opened.
  await expect.poll(async () => (await keptAnswers(page)).join(' ')).toContain(`["recipe","${recipe._id}"]`);

  // Offline: the app itself, the session and what was opened come from the device.
  consoleErrors.allow(
    /ERR_INTERNET_DISCONNECTED|Failed to load resource|EventSource|Failed to fetch|no-response/,
  );
  await context.setOffline(true);
  await page.goto(`/cookbook/${cookbook._id}`);
  await expect(page.getByRole('heading', { name: 'Trail Food' })).toBeVisible();
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await screenshot(page, 'offline-cookbook');
  await page.goto(`/recipe/${recipe._id}`);
  await expect(page.getByRole('heading', { name: 'Offline Soup' })).toBeVisible();
  await expect(page.getByText('2 carrots')).toBeVisible();

  // Back online, the member logs out: what was kept of them goes; the app's own files stay.
  await context.setOffline(false);
  await expect(page.getByText(/^You are offline\./)).toBeHidden();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: /Log In/i }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('potluck-'))),
    )
    .toEqual([]);
  await expect.poll(() => keptAnswers(page)).toEqual([]);
  expect(
    await page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache'))),
  ).toBe(true);
});
