// Notifications that say what they are about and friend requests that can always be answered (issue 18, items
// 1, 2, 3 and 10): Clear asks first and never loses a pending request, which is still answered on the
// requester's profile; an answered row says what happened and has no buttons; a row names its recipe, shows how
// long ago it came (the full time on hover) and opens its page.
import { expect, test } from './fixtures.ts';
import {
  answerConfirmation,
  createCookbookViaApi,
  createRecipeViaApi,
  screenshot,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

test('notifications name their subject, open it, and friend requests survive Clear', async ({
  page,
  browser,
}) => {
  const bobPage = await browser.newPage();
  const carolPage = await browser.newPage();
  const bob = await signUpViaApi(bobPage, uniqueName('bob'));
  const carol = await signUpViaApi(carolPage, uniqueName('carol'));
  const alice = await signUpViaApi(page, uniqueName('alice'));
  const pie = await createRecipeViaApi(page, { title: 'E2E Notified Pie' });

  // Bob likes Alice's pie and asks to be friends; Carol invites Alice to a cookbook.
  expect((await bobPage.request.post(`/api/recipes/${pie._id}/like`)).ok()).toBeTruthy();
  expect(
    (
      await bobPage.request.post('/api/friend-request', { data: { fromId: bob.id, toId: alice.id } })
    ).status(),
  ).toBe(201);
  const brunch = await createCookbookViaApi(carolPage, 'E2E Brunch');
  expect(
    (
      await carolPage.request.post(`/api/cookbook/${brunch._id}/share`, { data: { toUserId: alice.id } })
    ).status(),
  ).toBe(201);

  // The page: a large title, Bob's pending request above the rows, each row naming its subject.
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const requests = page.getByRole('region', { name: 'Friend requests' });
  await expect(requests.getByText(`Test ${bob.username}`)).toBeVisible();
  await expect(page.getByText(`Test ${bob.username} liked your recipe “E2E Notified Pie”.`)).toBeVisible();
  await expect(
    page.getByText(`Test ${carol.username} invited you to collaborate on “E2E Brunch”.`),
  ).toBeVisible();
  const time = page.locator('time').first();
  await expect(time).toHaveText(/just now|min ago/);
  await expect(time).toHaveAttribute('title', /\d/);
  await screenshot(page, 'notifications-page');

  // The invitation answered on its row: it says so and keeps no buttons (and ✓ cannot be pressed again).
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('You joined “E2E Brunch”.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

  // Clear asks first; Cancel keeps the rows; confirmed, the rows go but Bob's request stays.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await answerConfirmation(page, 'Clear all your notifications?', { confirm: 'Clear', cancel: true });
  await expect(page.getByText(/liked your recipe/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await answerConfirmation(page, 'Clear all your notifications?', { confirm: 'Clear' });
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expect(requests.getByText(`Test ${bob.username}`)).toBeVisible();

  // Bob's request is answered on his profile, right there.
  await requests.getByRole('link', { name: new RegExp(bob.username) }).click();
  await page.getByRole('button', { name: 'Accept Request' }).click();
  await expect(page.getByRole('button', { name: 'Friends ✓' })).toBeDisabled();
  await screenshot(page, 'profile-request-accepted');

  // Bob hears of it: his row opens Alice's profile and is read once opened.
  await bobPage.goto('/');
  await expect(bobPage.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible({
    timeout: 15_000,
  });
  await bobPage.getByRole('button', { name: /Notifications/ }).click();
  await screenshot(bobPage, 'notifications-bell');
  await bobPage.getByRole('link', { name: /accepted your friend request/ }).click();
  await expect(bobPage).toHaveURL(new RegExp(`/profile/${alice.username}$`));
  await expect(bobPage.getByRole('button', { name: 'Friends ✓' })).toBeDisabled();
  await expect(bobPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Carol's request to Alice, accepted from the bell: the row says they are friends and has no buttons.
  expect(
    (
      await carolPage.request.post('/api/friend-request', { data: { fromId: carol.id, toId: alice.id } })
    ).status(),
  ).toBe(201);
  await page.goto('/notifications');
  await page.getByRole('button', { name: `Accept Test ${carol.username}’s friend request` }).click();
  await expect(page.getByText(`You and Test ${carol.username} are now friends.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Friend requests' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);

  // A row about a recipe opens the recipe.
  await createRecipeViaApi(page, { title: 'E2E Second Pie' }).then(async (second) => {
    expect((await carolPage.request.post(`/api/recipes/${second._id}/like`)).ok()).toBeTruthy();
  });
  await page.reload();
  await page.getByRole('link', { name: /liked your recipe “E2E Second Pie”/ }).click();
  await expect(page.getByRole('heading', { name: 'E2E Second Pie' })).toBeVisible();

  await bobPage.close();
  await carolPage.close();
});
