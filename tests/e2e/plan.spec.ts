// Plan the week: two members of a household (friends; Alice shares her plan with Bob) plan a week together, live.
// Alice adds a recipe to Tuesday's dinner and Bob sees it without reloading; Bob moves it to Wednesday and Alice
// sees that; Bob goes offline and adds a note, which is kept on his device and reaches Alice once he is back;
// a removal is taken back with Undo; the note is dragged to another day; "Plan it" on a recipe page plans it for
// today's dinner.
import type { Page } from '@playwright/test';
import { addDays, localToday, shortDayName, weekdayName, weekStartOf } from '@potluck/domain';
import { expect, test } from './fixtures.ts';
import { createRecipeViaApi, imagesSettled, screenWidths, signUpViaApi, uniqueName } from './helpers.ts';

// The days as the plan names them ("Tuesday 24 Nov"), in this week (the browser runs on this machine's clock).
const today = localToday();
const monday = weekStartOf(today);
const dayLabel = (day: string) => `${weekdayName(day)} ${shortDayName(day).split(' ').slice(1).join(' ')}`;
const region = (page: Page, day: string) =>
  page.getByRole('region', { name: new RegExp(`^${dayLabel(day)}( Today)?$`) });
const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);
const thursday = addDays(monday, 3);
// A member's name as the app shows it (issue 39): signUpViaApi registers first name Test, last name the username.
const nameOf = (member: { username: string }) => `Test ${member.username}`;

async function capture(page: Page, name: string) {
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await imagesSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.test-results/screens/${name}-${size.width}.png` });
  }
}

test('a household plans a week together live, and a note added offline arrives later', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const other = await browser.newPage();
  const bob = await signUpViaApi(other, uniqueName('bob'));
  const alice = await signUpViaApi(page, uniqueName('alice'));
  const asked = await page.request.post('/api/friend-request', { data: { fromId: alice.id, toId: bob.id } });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const accepted = await other.request.post('/api/friend-request/accept', {
    data: { currentUserId: bob.id, requesterId: alice.id },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  const tacos = await createRecipeViaApi(page, {
    title: 'Tuesday Tacos',
    ingredients: ['8 tortillas', '500 g black beans'],
    isPublic: true,
    servings: '4',
  });

  // Alice opens her plan from the top bar and shares it with Bob.
  await page.getByRole('link', { name: 'Meal plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meal plan' })).toBeVisible();
  await expect(page.getByText('Only you can see this plan')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share meal plan' });
  await share.getByRole('button', { name: `Share with ${nameOf(bob)}` }).click();
  await expect(share.getByRole('button', { name: `Stop sharing with ${nameOf(bob)}` })).toBeVisible();
  await expect(share.getByText(`@${bob.username}`)).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(`Shared with ${nameOf(bob)}`)).toBeVisible();

  // Bob opens Alice's plan from his own (the Plan entry of his phone's bottom navigation works as well).
  await other.goto('/plan');
  await other.getByRole('combobox', { name: 'Plan' }).click();
  await other.getByRole('option', { name: `${nameOf(alice)}’s plan` }).click();
  await expect(other.getByText(`${nameOf(alice)}’s plan, shared with you`)).toBeVisible();

  // Alice adds the tacos to Tuesday's dinner from the plan; Bob's page is not reloaded.
  await page.getByRole('button', { name: `Add to ${dayLabel(tuesday)}` }).click();
  const add = page.getByRole('dialog', { name: `Add to ${dayLabel(tuesday)}` });
  await add.getByRole('textbox', { name: 'Recipe' }).fill('Tuesday Tacos');
  await add.getByRole('button', { name: 'Search' }).click();
  await add
    .getByRole('listitem')
    .filter({ hasText: 'Tuesday Tacos (Yours)' })
    .getByRole('button', { name: 'Choose' })
    .click();
  await add.getByRole('button', { name: 'Add to plan' }).click();
  await expect(region(page, tuesday).getByRole('link', { name: 'Tuesday Tacos' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(region(other, tuesday).getByRole('link', { name: 'Tuesday Tacos' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(region(other, tuesday).getByText('Serves 4')).toBeVisible();

  // Bob moves it to Wednesday with its ⋯ menu; Alice sees it move.
  await region(other, tuesday).getByRole('button', { name: 'More for Tuesday Tacos' }).click();
  await other.getByRole('menuitem', { name: 'Move to day' }).click();
  await other.getByRole('menuitem', { name: dayLabel(wednesday) }).click();
  await expect(region(other, wednesday).getByRole('link', { name: 'Tuesday Tacos' })).toBeVisible();
  await expect(region(page, wednesday).getByRole('link', { name: 'Tuesday Tacos' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(region(page, tuesday).getByRole('link', { name: 'Tuesday Tacos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tuesday Tacos' })).toHaveAttribute(
    'href',
    `/recipe/${tacos._id}`,
  );

  // Bob goes offline and adds a note for Thursday: shown at once, kept on his device.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|EventSource|Failed to load resource/);
  await other.context().setOffline(true);
  await other.getByRole('button', { name: `Add to ${dayLabel(thursday)}` }).click();
  const note = other.getByRole('dialog', { name: `Add to ${dayLabel(thursday)}` });
  await note.getByRole('textbox', { name: 'Or a note' }).fill('Leftovers');
  await note.getByRole('button', { name: 'Add to plan' }).click();
  await expect(region(other, thursday).getByText('Leftovers')).toBeVisible();
  await expect(
    other.getByText('You are offline. 1 change kept on this device will be sent when you are back online.'),
  ).toBeVisible({ timeout: 10_000 });
  await capture(other, 'plan-offline');
  await expect(region(page, thursday).getByText('Leftovers')).toHaveCount(0);

  // Back online: the note goes out and Alice sees it.
  await other.context().setOffline(false);
  await expect(other.getByText('All changes saved')).toBeVisible({ timeout: 20_000 });
  await expect(region(page, thursday).getByText('Leftovers')).toBeVisible({ timeout: 10_000 });

  // Alice removes the note and takes it back with Undo, no confirmation asked.
  await region(page, thursday).getByRole('button', { name: 'More for Leftovers' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(page.getByText(`Removed Leftovers from ${weekdayName(thursday)}.`)).toBeVisible();
  await expect(region(page, thursday).getByText('Leftovers')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(region(page, thursday).getByText('Leftovers')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 10_000 });
  await expect(region(other, thursday).getByText('Leftovers')).toBeVisible({ timeout: 10_000 });

  // On a desktop, Alice drags the note to Saturday; Bob sees it there.
  const saturday = addDays(monday, 5);
  await region(page, thursday).getByText('Leftovers').dragTo(region(page, saturday));
  await expect(region(page, saturday).getByText('Leftovers')).toBeVisible();
  await expect(region(other, saturday).getByText('Leftovers')).toBeVisible({ timeout: 10_000 });
  await expect(region(other, thursday).getByText('Leftovers')).toHaveCount(0);

  // "Plan it" on the recipe page: today's dinner by default, through the same plan actor.
  await page.goto(`/recipe/${tacos._id}`);
  await page.getByRole('button', { name: 'Plan it' }).click();
  await page.getByRole('dialog', { name: 'Plan it' }).getByRole('button', { name: 'Add to plan' }).click();
  await expect(page.getByText(`Planned for ${shortDayName(today)}, dinner.`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Meal plan' }).click();
  // (Today may be Wednesday, where the moved tacos are too.)
  await expect(region(page, today).getByRole('link', { name: 'Tuesday Tacos' }).last()).toBeVisible();
  await expect(region(other, today).getByRole('link', { name: 'Tuesday Tacos' }).last()).toBeVisible({
    timeout: 10_000,
  });
  await capture(page, 'plan-week');
});
