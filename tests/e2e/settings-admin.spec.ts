// Settings tabs and their toasts, and the admin dashboard (a member gets no admin data).
import { expect, test } from '@playwright/test';
import { acceptDialogs, logInViaUi, password, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

test('settings: tabs from the query, username, password and allergies with toasts', async ({ page }) => {
  const member = await signUpViaApi(page);
  await page.goto('/settings?tab=manageFriends');
  await expect(page.getByRole('tab', { name: 'Manage Friends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No friends found')).toBeVisible();

  await page.getByRole('tab', { name: 'Change Username' }).click();
  const renamed = uniqueName('renamed');
  await page.getByLabel('New username').fill(renamed);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Update username' }).click();
  await expect(page.getByText('Username updated', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill('another-password-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Update Allergies' }).click();
  await page.getByRole('button', { name: 'Save allergies' }).click();
  await expect(page.getByText('Allergies updated', { exact: true })).toBeVisible();
  await screenshot(page, 'settings');
  expect(member.username).not.toBe(renamed);
});

test('admin dashboard: top lists, user search, Show More, delete; a member sees no admin data', async ({
  page,
  browser,
}) => {
  const alerts = acceptDialogs(page);
  const member = await browser.newPage();
  const names = [];
  for (let index = 0; index < 4; index += 1)
    names.push((await signUpViaApi(member, uniqueName('listed'))).username);
  const forbidden = await member.request.get('/api/admin/users');
  expect(forbidden.status()).toBe(403);
  await member.close();

  await logInViaUi(page, 'admin', 'admin-e2e-password');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top liked recipes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top external recipes' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await page.getByRole('searchbox', { name: 'Search users' }).fill('listed_');
  const users = page.getByRole('region', { name: 'Users' }).getByRole('listitem');
  await expect(users).toHaveCount(3);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => users.count()).toBeGreaterThanOrEqual(4);
  await screenshot(page, 'admin');
  const victim = users.filter({ hasText: names[0] ?? '' });
  await victim.getByRole('button', { name: `Delete ${names[0]}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this user?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(victim).toHaveCount(0);
  expect(alerts).toEqual([]);
});
