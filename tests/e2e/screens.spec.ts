// Every route of SPEC §2 at a phone's and a laptop's width, saved to .test-results/screens/route-*.png for a
// person to look at (issue #7). Each page must also fit its width: nothing wider than the viewport, so nothing
// is cut off or scrolls sideways on a phone.
import type { Page } from '@playwright/test';
import { localToday } from '@potluck/domain';
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  createRecipeViaApi,
  imagesSettled,
  logInViaUi,
  screenWidths,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

async function capture(page: Page, name: string, ready: () => Promise<void>) {
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await ready();
    await imagesSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.test-results/screens/route-${name}-${size.width}.png` });
  }
}

test('every route at 375 and 1280 px fits the screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const heading = (name: string | RegExp) => async () => {
    await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  };

  // Visitors: the landing page (also for any unknown path), log in and sign up.
  await page.goto('/');
  await capture(page, 'landing', heading('Cook together. Share what you love.'));
  await page.goto('/login');
  await capture(page, 'login', async () => {
    await expect(page.getByLabel('Password')).toBeVisible();
  });
  await page.goto('/signup');
  await capture(page, 'signup', async () => {
    await expect(page.getByLabel('First name')).toBeVisible();
  });

  // A member with something to show: a recipe in a cookbook, and a friend request from another member.
  const other = await browser.newPage();
  const friend = await signUpViaApi(other, uniqueName('friend'));
  const member = await signUpViaApi(page, uniqueName('screens'));
  const recipe = await createRecipeViaApi(page, {
    title: 'Roasted Tomato Soup',
    ingredients: ['1 kg tomatoes', '1 onion', '2 cloves garlic', '500 ml stock'],
    instructions: [
      'Roast the tomatoes, onion and garlic for 40 minutes.',
      'Blend with the stock and season.',
    ],
  });
  const cookbook = await createCookbookViaApi(page, 'Soups', [recipe._id]);
  const requested = await other.request.post('/api/friend-request', {
    data: { fromId: friend.id, toId: member.id },
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  await other.close();

  await page.goto('/');
  await capture(page, 'browse', async () => {
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  await page.getByRole('article').first().getByRole('button').first().click();
  await capture(page, 'recipe-modal', async () => {
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  });
  await page.keyboard.press('Escape');

  await page.goto(`/recipe/${recipe._id}`);
  await capture(page, 'recipe', heading('Roasted Tomato Soup'));
  await page.goto('/add-recipe');
  await capture(page, 'my-recipes', async () => {
    await expect(page.getByRole('article', { name: 'Roasted Tomato Soup' })).toBeVisible();
  });
  await page.goto('/cookbook');
  await capture(page, 'cookbooks', async () => {
    await expect(page.getByRole('article', { name: 'Soups' })).toBeVisible();
  });
  await page.goto(`/cookbook/${cookbook._id}`);
  await capture(page, 'cookbook', heading('Soups'));
  await page.goto('/profile');
  await capture(page, 'profile', async () => {
    await expect(page.getByText(`@${member.username}`)).toBeVisible();
  });
  await page.goto(`/profile/${friend.username}`);
  await capture(page, 'profile-other', async () => {
    await expect(page.getByText(`@${friend.username}`)).toBeVisible();
  });
  await page.goto('/notifications');
  await capture(page, 'notifications', async () => {
    await expect(page.getByText(/sent you a friend request/).first()).toBeVisible();
  });
  await page.goto('/settings');
  await capture(page, 'settings', async () => {
    await expect(page.getByRole('tab', { name: 'Change Username' })).toBeVisible();
  });
  // The meal plan, with the soup planned for today's dinner.
  const [plan] = await (await page.request.get('/api/plans')).json();
  const planned = await page.request.post(`/api/plans/${plan.id}/entries`, {
    data: { day: localToday(), meal: 'dinner', recipeId: recipe._id },
  });
  expect(planned.ok(), await planned.text()).toBeTruthy();
  await page.goto('/plan');
  await capture(page, 'plan', async () => {
    await expect(page.getByRole('link', { name: 'Roasted Tomato Soup' })).toBeVisible();
  });

  // The admin's dashboard.
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInViaUi(page, 'admin', 'admin-e2e-password');
  await expect(page).toHaveURL(/\/admin$/);
  await capture(page, 'admin', heading('Admin Dashboard'));
});
