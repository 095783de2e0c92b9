// Cookbooks: create (validation), privacy, add a recipe from its detail (already-in alerts), the cookbook page,
// Download PDF, invite a collaborator who accepts from notifications, remove a recipe, delete the cookbook.
import { expect, test } from '@playwright/test';
import { acceptDialogs, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

test('create a cookbook, fill it, export it as PDF, share it and empty it', async ({ page, browser }) => {
  const alerts = acceptDialogs(page);
  const friend = await browser.newPage();
  const friendAccount = await signUpViaApi(friend, uniqueName('collab'));
  await signUpViaApi(page);

  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await expect(page.getByText('No cookbooks created yet. Click Create to add one.')).toBeVisible();
  await page.getByRole('button', { name: 'Create cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Cookbook' });
  const create = dialog.getByRole('button', { name: 'Create Cookbook' });
  await expect(create).toBeDisabled();
  await expect(dialog.getByText('Please select a cover image.')).toBeVisible();
  await dialog.getByLabel(/Title/).fill('Weeknight Dinners!!');
  await expect(dialog.getByLabel(/Title/)).toHaveValue('Weeknight Dinners!');
  await expect(dialog.getByText('18/18 characters')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Cover 3' }).check({ force: true });
  await screenshot(page, 'create-cookbook');
  await create.click();
  const card = page.getByRole('article', { name: 'Weeknight Dinners!' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Make public/ }).click();
  await expect(card.getByRole('button', { name: /Make private/ })).toBeVisible();
  await screenshot(page, 'cookbooks');

  // Add the first recipe of the discovery grid, twice: the second time it is already there.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const recipe = page.getByRole('article').first();
  const title = (await recipe.getAttribute('aria-label')) ?? '';
  await recipe.getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await modal.getByRole('combobox', { name: /Add to cookbook/ }).click();
    await page.getByRole('option', { name: 'Weeknight Dinners!' }).click();
    await modal.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await expect.poll(() => alerts).toContain('This recipe is already in the cookbook.');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await page
    .getByRole('link', { name: /Weeknight Dinners!/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Weeknight Dinners!' })).toBeVisible();
  await expect(page.getByText(/1 Recipe ·/)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await screenshot(page, 'cookbook-detail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Weeknight_Dinners!.pdf');
  const stream = await download.createReadStream();
  const head: Buffer = await new Promise((resolve) =>
    stream.once('data', (chunk) => resolve(chunk as Buffer)),
  );
  expect(head.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: '+ Add collaborator' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Username').fill(friendAccount.username);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Collaborator added!', { exact: true })).toBeVisible();

  // The collaborator accepts from the bell and then sees the cookbook among theirs.
  await friend.reload();
  await friend.getByRole('button', { name: /Notifications/ }).click();
  await friend.getByText(/invited you to collaborate/).waitFor();
  await friend.getByRole('button', { name: 'Accept' }).click();
  await friend.keyboard.press('Escape');
  await friend.getByRole('link', { name: 'Cookbooks' }).click();
  await expect(friend.getByRole('article', { name: 'Weeknight Dinners!' })).toBeVisible();

  await page.getByRole('button', { name: `Remove ${title} from cookbook` }).click({ force: true });
  await expect(page.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();
  expect(alerts).toContain('Are you sure you want to remove this recipe?');

  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await page
    .getByRole('article', { name: 'Weeknight Dinners!' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByRole('article', { name: 'Weeknight Dinners!' })).toHaveCount(0);
  await friend.close();
});
