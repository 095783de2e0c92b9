// The shopping list (issue 20): two friends share one list and see each other's changes live; a cookbook's and
// a recipe's ingredients are added and merged; the browser goes offline, changes are kept on the device and
// reach the friend when the connection is back.
import { expect, test } from './fixtures.ts';
import { createCookbookViaApi, createRecipeViaApi, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

test('friends share a shopping list live, and changes made offline arrive later', async ({
  page,
  browser,
  context,
  consoleErrors,
}) => {
  const other = await browser.newPage();
  const bob = await signUpViaApi(other, uniqueName('bob'));
  const alice = await signUpViaApi(page, uniqueName('alice'));
  const asked = await page.request.post('/api/friend-request', { data: { fromId: alice.id, toId: bob.id } });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const accepted = await other.request.post('/api/friend-request/accept', {
    data: { currentUserId: bob.id, requesterId: alice.id },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const recipe = await createRecipeViaApi(page, {
    title: 'Butter Onions',
    ingredients: ['200 g butter', '2 onions, sliced'],
    isPublic: true,
  });
  const cookbook = await createCookbookViaApi(page, 'Weeknights', [recipe._id]);

  // Alice's list starts empty; she shares it with Bob.
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping list' })).toBeVisible();
  await expect(page.getByText(/Your shopping list is empty/)).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share shopping list' });
  // The picker names friends by name (issue 39): signUpViaApi registers first name Test, last name the username.
  await share.getByRole('button', { name: `Share with Test ${bob.username}` }).click();
  await expect(share.getByRole('button', { name: `Stop sharing with Test ${bob.username}` })).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Shared with ${bob.username}`)).toBeVisible();

  // Bob opens Alice's list from his own.
  await other.goto('/shopping');
  await other.getByRole('combobox', { name: 'List' }).click();
  await other.getByRole('option', { name: `${alice.username}’s list` }).click();
  await expect(other.getByText(`${alice.username}’s list, shared with you`)).toBeVisible();

  // Alice adds the whole cookbook; Bob's page is not reloaded: the event stream brings it.
  await page.goto(`/cookbook/${cookbook._id}`);
  await page.getByRole('button', { name: 'Add all to shopping list' }).click();
  await expect(
    page.getByText('Adding every recipe’s ingredients to your shopping list.').first(),
  ).toBeVisible();
  await expect(other.getByRole('checkbox', { name: /200 g butter/ })).toBeVisible({ timeout: 10_000 });
  await expect(other.getByText('for Butter Onions').first()).toBeVisible();

  // The recipe at twice its servings: its butter merges into the same item.
  await page.goto(`/recipe/${recipe._id}`);
  await page.getByRole('button', { name: 'Double' }).click();
  await page.getByRole('button', { name: 'Add to shopping list (8 servings)' }).click();
  await expect(page.getByText('Added to your shopping list.', { exact: true })).toBeVisible();
  await expect(other.getByRole('checkbox', { name: /600 g butter/ })).toBeVisible({ timeout: 10_000 });

  // Alice types a line by hand; it merges too. Bob checks the onions off; Alice sees it.
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await page.getByRole('textbox', { name: 'Add an item' }).fill('0.4 kg butter');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /^1 kg butter/ })).toBeVisible();
  await expect(other.getByRole('checkbox', { name: /^1 kg butter/ })).toBeVisible({ timeout: 10_000 });
  await other.getByRole('checkbox', { name: /6 onions/ }).check();
  await expect(page.getByRole('checkbox', { name: /6 onions/ })).toBeChecked({ timeout: 10_000 });
  await screenshot(page, 'shopping-list');

  // Offline: what Alice does shows at once and is kept on her device.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|EventSource|Failed to load resource/);
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: /^1 kg butter/ }).check();
  await page.getByRole('textbox', { name: 'Add an item' }).fill('3 lemons');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /3 lemons/ })).toBeVisible();
  await expect(
    page.getByText('You are offline. 2 changes kept on this device will be sent when you are back online.'),
  ).toBeVisible();
  await screenshot(page, 'shopping-list-offline');
  // Bob does not have them yet.
  await expect(other.getByRole('checkbox', { name: /3 lemons/ })).toHaveCount(0);
  await expect(other.getByRole('checkbox', { name: /^1 kg butter/ })).not.toBeChecked();

  // Back online: the queue goes out and Bob sees both changes.
  await context.setOffline(false);
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await expect(other.getByRole('checkbox', { name: /3 lemons/ })).toBeVisible({ timeout: 10_000 });
  await expect(other.getByRole('checkbox', { name: /^1 kg butter/ })).toBeChecked();

  // Clear checked asks first; both checked items go.
  await page.getByRole('button', { name: 'Clear checked' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear checked items' });
  await confirm.getByRole('button', { name: 'Clear checked' }).click();
  await expect(page.getByRole('checkbox', { name: /butter|onions/ })).toHaveCount(0);
  await expect(other.getByRole('checkbox', { name: /butter|onions/ })).toHaveCount(0, { timeout: 10_000 });
  await expect(other.getByRole('checkbox', { name: /3 lemons/ })).toBeVisible();
});
