// Plan the week, then shop for it: two members of a household (friends; Alice shares her plan with Bob), each in
// their own browser. Alice plans her pancakes from a recipe card's ⋯ menu; Bob, live on her plan, adds the chili
// of one of his cookbooks with "+ Add"; Bob goes offline, plans a note, and it reaches Alice when he is back.
// Alice adds the week to her shopping list: each item says which recipes and days it is for, and adding the week
// again asks first. Last, she subscribes in her calendar: the feed holds the week, and a reset stops the old address.
import type { Page } from '@playwright/test';
import { addDays, localToday, shortDayName, sourceWords, weekdayName, weekStartOf } from '@potluck/domain';
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  createRecipeViaApi,
  imagesSettled,
  screenWidths,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

const today = localToday();
const monday = weekStartOf(today);
// Another day of this week than today, for Bob's chili.
const chiliDay = today === monday ? addDays(monday, 1) : monday;
const noteDay = addDays(monday, 6) === today ? addDays(monday, 5) : addDays(monday, 6);
const dayLabel = (day: string) => `${weekdayName(day)} ${shortDayName(day).split(' ').slice(1).join(' ')}`;
const region = (page: Page, day: string) =>
  page.getByRole('region', { name: new RegExp(`^${dayLabel(day)}( Today)?$`) });

async function capture(page: Page, name: string) {
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await imagesSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.test-results/screens/${name}-${size.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a household plans a week, one of them offline, then shops for it and subscribes in a calendar', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const other = await browser.newPage();
  const bob = await signUpViaApi(other, uniqueName('bob'));
  const alice = await signUpViaApi(page, uniqueName('alice'));
  const asked = await page.request.post('/api/friend-request', { data: { fromId: alice.id, toId: bob.id } });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const accepted = await other.request.post('/api/friend-request/accept', {
    data: { currentUserId: bob.id, requesterId: alice.id },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  await createRecipeViaApi(page, {
    title: 'Week Pancakes',
    ingredients: ['200 g flour', '2 eggs', '300 ml milk'],
    isPublic: true,
    servings: '4',
  });
  const chili = await createRecipeViaApi(other, {
    title: 'Week Chili',
    ingredients: ['1 onion', '2 eggs', '400 g rice'],
    isPublic: true,
    servings: '4',
  });
  await createCookbookViaApi(other, 'Weeknights', [chili._id]);
  const shared = await page.request.get('/api/plans');
  const [alicesPlan] = (await shared.json()) as Array<{ id: string }>;
  const friends = await page.request.post(`/api/plans/${alicesPlan!.id}/shares`, {
    data: { memberId: bob.id },
  });
  expect(friends.ok(), await friends.text()).toBeTruthy();

  // Bob opens Alice's plan and keeps it open.
  await other.goto('/plan');
  await other.getByRole('combobox', { name: 'Plan' }).click();
  // By name (issue 39): signUpViaApi registers first name Test, last name the username.
  await other.getByRole('option', { name: `Test ${alice.username}’s plan` }).click();
  await expect(other.getByText(`Test ${alice.username}’s plan, shared with you`)).toBeVisible();

  // Alice plans her pancakes from the card's ⋯ menu on My Recipes: today's dinner, as the recipe serves.
  await page.goto('/add-recipe');
  const card = page.getByRole('article', { name: 'Week Pancakes' });
  await card.hover();
  await card.getByRole('button', { name: 'More actions for Week Pancakes' }).click();
  await page.getByRole('menuitem', { name: 'Plan it' }).click();
  const planIt = page.getByRole('dialog', { name: 'Plan Week Pancakes' });
  await expect(planIt.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await capture(page, 'card-plan-it');
  await planIt.getByRole('button', { name: 'Add to plan' }).click();
  await expect(page.getByText(`Planned for ${shortDayName(today)}, dinner.`, { exact: true })).toBeVisible();
  await expect(region(other, today).getByRole('link', { name: 'Week Pancakes' })).toBeVisible({
    timeout: 10_000,
  });

  // Bob adds the chili from his cookbook with "+ Add": he finds the cookbook, opens it, chooses the recipe.
  await other.getByRole('button', { name: `Add to ${dayLabel(chiliDay)}` }).click();
  const add = other.getByRole('dialog', { name: `Add to ${dayLabel(chiliDay)}` });
  await add.getByRole('textbox', { name: 'Recipe' }).fill('weeknights');
  await add.getByRole('button', { name: 'Search' }).click();
  await add.getByRole('button', { name: 'Open the cookbook Weeknights' }).click();
  await add
    .getByRole('list', { name: 'Recipes in Weeknights' })
    .getByRole('listitem')
    .filter({ hasText: 'Week Chili' })
    .getByRole('button', { name: 'Choose' })
    .click();
  await add.getByRole('button', { name: 'Add to plan' }).click();
  await page.getByRole('link', { name: 'Meal plan' }).click();
  await expect(region(page, chiliDay).getByRole('link', { name: 'Week Chili' })).toBeVisible({
    timeout: 10_000,
  });

  // Bob goes offline and plans a note: kept on his device, it reaches Alice once he is back.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|EventSource|Failed to load resource/);
  await other.context().setOffline(true);
  await other.getByRole('button', { name: `Add to ${dayLabel(noteDay)}` }).click();
  const note = other.getByRole('dialog', { name: `Add to ${dayLabel(noteDay)}` });
  await note.getByRole('textbox', { name: 'Or a note' }).fill('Eat out');
  await note.getByRole('button', { name: 'Add to plan' }).click();
  await expect(
    other.getByText('You are offline. 1 change kept on this device will be sent when you are back online.'),
  ).toBeVisible({ timeout: 10_000 });
  await expect(region(page, noteDay).getByText('Eat out')).toHaveCount(0);
  await other.context().setOffline(false);
  await expect(other.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
  await expect(region(page, noteDay).getByText('Eat out')).toBeVisible({ timeout: 10_000 });

  // Alice adds the week to her shopping list: both recipes are marked, for Bob too.
  await page.getByRole('button', { name: 'Add this week to the shopping list' }).click();
  await expect(
    page.getByText('Adding the week’s ingredients to your shopping list.', { exact: true }),
  ).toBeVisible();
  await expect(region(page, today).getByText('On the shopping list')).toBeVisible();
  await expect(region(other, chiliDay).getByText('On the shopping list')).toBeVisible({ timeout: 10_000 });
  await capture(page, 'plan-week-on-list');

  // The list says which recipes and days each item is for.
  await page.getByRole('link', { name: 'Shopping list' }).click();
  const byDay = [
    { title: 'Week Pancakes', day: today },
    { title: 'Week Chili', day: chiliDay },
  ].sort((a, b) => a.day.localeCompare(b.day));
  const eggs = page.getByRole('listitem').filter({ hasText: '4 eggs' });
  await expect(eggs).toContainText(
    `for ${byDay.map(({ title, day }) => sourceWords({ recipeId: '', title, days: [day] })).join(', ')}`,
    { timeout: 10_000 },
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'onion' })).toContainText(
    `for ${sourceWords({ recipeId: '', title: 'Week Chili', days: [chiliDay] })}`,
  );
  await capture(page, 'shopping-week-sources');

  // Adding the week again asks first; all again doubles the eggs.
  await page.getByRole('link', { name: 'Meal plan' }).click();
  await page.getByRole('button', { name: 'Add this week to the shopping list' }).click();
  const again = page.getByRole('dialog', { name: 'Some of these were already added' });
  await expect(again).toContainText(
    '2 recipes of this week are on the shopping list already. Add them again?',
  );
  await expect(again.getByRole('button', { name: /not added yet/ })).toHaveCount(0);
  await capture(page, 'plan-week-to-list-again');
  await again.getByRole('button', { name: 'Add all 2 recipes again' }).click();
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '8 eggs' })).toBeVisible({ timeout: 10_000 });

  // Subscribe in a calendar: the address is shown, the feed holds the week, and a reset stops the old address.
  await page.getByRole('link', { name: 'Meal plan' }).click();
  await page.getByRole('button', { name: 'Subscribe in your calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
  const webcal = calendar.locator('code').filter({ hasText: /^webcal:\/\// });
  await expect(webcal).toBeVisible();
  const https =
    (await calendar
      .locator('code')
      .filter({ hasText: /^https?:\/\// })
      .textContent()) ?? '';
  const feed = await page.request.get(new URL(https).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('SUMMARY:Week Pancakes');
  await capture(page, 'plan-calendar');
  await calendar.getByRole('button', { name: 'Reset address' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset your calendar address?' })
    .getByRole('button', { name: 'Reset address' })
    .click();
  await expect(
    page.getByText('Your calendar has a new address: the old one no longer works.', { exact: true }),
  ).toBeVisible();
  const renewed = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
  await expect(renewed.locator('code').filter({ hasText: /^https?:\/\// })).not.toHaveText(https);
  expect((await page.request.get(new URL(https).pathname)).status()).toBe(404);
});
