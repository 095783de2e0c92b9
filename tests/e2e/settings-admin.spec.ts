// Settings tabs and their toasts, with the changes proven by logging in again; the admin dashboard's statistics
// and user management (a member gets no admin data).
import { expect, test } from './fixtures.ts';
import {
  answerConfirmation,
  createRecipeViaApi,
  logInViaUi,
  password,
  screenshot,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

test('settings: tabs from the query; a new username, password and allergies that hold', async ({
  page,
  consoleErrors,
}) => {
  // The old username is refused at the end on purpose (401); the browser logs the failed request.
  consoleErrors.allow(/status of 401 .*\/api\/login$/);
  const member = await signUpViaApi(page);
  await page.goto('/settings?tab=manageFriends');
  await expect(page.getByRole('tab', { name: 'Manage Friends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No friends found')).toBeVisible();

  await page.getByRole('tab', { name: 'Change Username' }).click();
  await expect(page).toHaveURL(/tab=username/);
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
  await page.getByRole('button', { name: /Intolerances/ }).click();
  await page.getByRole('checkbox', { name: 'sesame' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save allergies' }).click();
  await expect(page.getByText('Allergies updated', { exact: true })).toBeVisible();
  await screenshot(page, 'settings');

  // All three hold: the allergies come back from the server, and only the new name and password log in.
  await page.goto('/settings?tab=intolerances');
  await expect(page.getByRole('button', { name: /Intolerances/ })).toContainText('sesame');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInViaUi(page, member.username);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please try again.' }),
  ).toBeVisible();
  await logInViaUi(page, renamed, 'another-password-2');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText(`@${renamed}`)).toBeVisible();
});

test('admin dashboard: top lists, user search, Show More, delete; a member sees no admin data', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The member's /admin is refused on purpose (403); the browser logs the failed requests.
  consoleErrors.allow(/status of 403 .*\/api\/admin\//);
  const member = await browser.newPage();
  const names = [];
  for (let index = 0; index < 4; index += 1)
    names.push((await signUpViaApi(member, uniqueName('listed'))).username);
  const forbidden = await member.request.get('/api/admin/users');
  expect(forbidden.status()).toBe(403);
  // Something for the statistics: the last member's recipe, liked and commented by the one before.
  const stew = await createRecipeViaApi(member, { title: uniqueName('Stats Stew') });
  await signUpViaApi(member, uniqueName('fan'));
  expect((await member.request.post(`/api/recipes/${stew._id}/like`)).ok()).toBe(true);
  for (const text of ['Lovely stew.', 'Made it twice.', 'Needs salt.']) {
    const posted = await member.request.post(`/api/recipes/${stew._id}/comments`, { data: { text } });
    expect(posted.status()).toBe(201);
  }
  // A member who opens /admin is told the page is for admins, and has no way there in the top bar.
  await member.goto('/admin');
  await expect(member.getByText('This page is for admins.')).toBeVisible();
  await expect(member.getByText('No data')).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Admin dashboard' })).toHaveCount(0);
  await member.close();

  await logInViaUi(page, 'admin', 'admin-e2e-password');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Top liked recipes' })
      .getByRole('listitem')
      .filter({ hasText: stew.title }),
  ).toContainText('1');
  await expect(
    page
      .getByRole('region', { name: 'Top commented recipes' })
      .getByRole('listitem')
      .filter({ hasText: stew.title }),
  ).toContainText('3');
  await expect(page.getByRole('region', { name: 'Top external recipes' }).getByRole('listitem')).toHaveCount(
    5,
  );
  await page.getByRole('searchbox', { name: 'Search users' }).fill('listed_');
  const users = page.getByRole('region', { name: 'Users' }).getByRole('listitem');
  await expect(users).toHaveCount(3);
  await page.getByRole('button', { name: 'Show More' }).click();
  await expect.poll(() => users.count()).toBeGreaterThanOrEqual(4);
  await screenshot(page, 'admin');
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(users).toHaveCount(3);
  await page.getByRole('button', { name: 'Show More' }).click();
  const victim = users.filter({ hasText: names[0] ?? '' });
  await victim.getByRole('button', { name: `Delete ${names[0]}` }).click();
  // Cancel first: nothing is deleted; then delete for real.
  await answerConfirmation(page, 'Delete this user?', { confirm: 'Delete', cancel: true });
  await expect(victim).toHaveCount(1);
  await victim.getByRole('button', { name: `Delete ${names[0]}` }).click();
  await answerConfirmation(page, 'Delete this user?', { confirm: 'Delete' });
  await expect(victim).toHaveCount(0);

  // The top lists open their recipes; the top bar leads the admin back to the dashboard.
  await page
    .getByRole('region', { name: 'Top liked recipes' })
    .getByRole('link', { name: stew.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${stew._id}$`));
  await expect(page.getByRole('heading', { name: stew.title })).toBeVisible();
  await page.getByRole('link', { name: 'Admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});
