// A potluck, three members in three browser contexts (issue 28): Maria hosts from her plan and invites two friends;
// Priya (who avoids gluten) says going with 2 people; Kenji claims a main from his own recipes and sees that it
// contains gluten, flagged; Priya claims a dessert as a free text (not checked); everyone sees the menu live;
// Kenji adds his dish to his shopping list at the headcount; the thread works; Maria saves the menu as a cookbook;
// the potluck is on Priya's plan on its day.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  createRecipeViaApi,
  imagesSettled,
  password,
  screenWidths,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';

async function capture(page: Page, name: string) {
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await imagesSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.test-results/screens/${name}-${size.width}.png`, fullPage: true });
  }
}

async function befriend(host: Page, hostId: string, friend: Page, friendId: string) {
  const asked = await host.request.post('/api/friend-request', { data: { fromId: hostId, toId: friendId } });
  expect(asked.ok(), await asked.text()).toBeTruthy();
  const accepted = await friend.request.post('/api/friend-request/accept', {
    data: { currentUserId: friendId, requesterId: hostId },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
}

const menuCourse = (page: Page, name: string) => page.getByRole('region', { name });

test('friends plan a potluck: answers, dishes checked against intolerances, live menu, list, thread, cookbook', async ({
  page: maria,
  browser,
  consoleErrors: _watched,
}) => {
  test.setTimeout(180_000);
  const kenji = await (await browser.newContext()).newPage();
  const priya = await (await browser.newContext()).newPage();
  const host = await signUpViaApi(maria, uniqueName('maria'));
  const cook = await signUpViaApi(kenji, uniqueName('kenji'));
  const guest = await signUpViaApi(priya, uniqueName('priya'), ['Gluten']);
  await befriend(maria, host.id, kenji, cook.id);
  await befriend(maria, host.id, priya, guest.id);
  await createRecipeViaApi(kenji, {
    title: 'Kenji’s Fried Chicken',
    ingredients: ['1 chicken', '200 g plain flour'],
    isPublic: true,
    servings: '2',
  });

  // Maria hosts from her plan.
  await maria.getByRole('link', { name: 'Meal plan' }).click();
  await maria.getByRole('link', { name: 'Host a potluck' }).click();
  const form = maria.getByRole('dialog', { name: 'Host a potluck' });
  await form.getByLabel('Title').fill('Sunday lunch');
  await expect(form.getByRole('spinbutton', { name: 'Mains' })).toHaveValue('3');
  await capture(maria, 'potluck-host-form');
  await form.getByRole('button', { name: 'Host it' }).click();
  await expect(maria.getByRole('heading', { name: 'Sunday lunch' })).toBeVisible();
  await expect(maria.getByText('You host')).toBeVisible();
  await expect(maria.getByText('1 person coming').first()).toBeVisible();
  const potluckPath = new URL(maria.url()).pathname;

  // She invites both friends.
  await maria.getByRole('button', { name: 'Invite friends' }).click();
  const invite = maria.getByRole('dialog', { name: 'Invite friends' });
  await invite.getByLabel(`Test ${cook.username}`).check();
  await invite.getByLabel(`Test ${guest.username}`).check();
  await invite.getByRole('button', { name: 'Invite 2 friends' }).click();
  await expect(invite).toBeHidden();

  // Priya opens it from her notification and says going with 2 people.
  await priya.reload();
  await priya.getByRole('button', { name: /^Notifications/ }).click();
  await priya
    .getByRole('link', { name: /Sunday lunch/ })
    .first()
    .click();
  await expect(priya.getByRole('heading', { name: 'Sunday lunch' })).toBeVisible();
  await priya.getByLabel('People you bring (you included)').fill('2');
  await expect(priya.getByText('3 people coming').first()).toBeVisible();
  await expect(maria.getByRole('list', { name: 'Guests' }).getByText('Going, 2 people')).toBeVisible();
  // Needs are health data: the host reads them by name and count, a guest only what the menu still needs.
  await expect(maria.getByText('Gluten: 1 guest')).toBeVisible();
  await expect(priya.getByText('No main without gluten yet')).toBeVisible();
  await expect(priya.getByText('(yours)')).toBeVisible();
  await expect(priya.getByText('Gluten: 1 guest')).toHaveCount(0);

  // Kenji says going and claims a main from his recipes: it contains gluten, flagged.
  await kenji.goto(potluckPath);
  await kenji.getByRole('button', { name: 'Going' }).click();
  await expect(kenji.getByText('4 people coming').first()).toBeVisible();
  await expect(kenji.getByText('No main without gluten yet')).toBeVisible();
  await expect(kenji.getByText('(yours)')).toHaveCount(0);
  await expect(
    kenji.getByRole('region', { name: 'Everyone can eat' }).getByText(`Test ${guest.username}`),
  ).toHaveCount(0);
  await kenji.getByRole('button', { name: 'Bring a dish to mains' }).click();
  const claim = kenji.getByRole('dialog', { name: 'Bring a dish: mains' });
  await claim.getByLabel('Recipe name').fill('Fried Chicken');
  await claim.getByRole('button', { name: 'Search' }).click();
  await claim.getByRole('button', { name: 'Kenji’s Fried Chicken · Yours' }).click();
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(claim).toBeHidden();
  const mains = menuCourse(kenji, 'Mains');
  await expect(mains.getByText('Mains: 1 of 3 claimed, 2 open')).toBeVisible();
  await expect(mains.getByText('Contains gluten')).toBeVisible();
  await expect(mains.getByText('Makes 4 servings · 4 people are coming')).toBeVisible();
  await expect(kenji.getByText('No main without gluten yet')).toBeVisible();

  // Priya claims a dessert as a free text: not checked. Everyone sees both dishes live.
  await priya.getByRole('button', { name: 'Bring a dish to desserts' }).click();
  const dessert = priya.getByRole('dialog', { name: 'Bring a dish: desserts' });
  await dessert.getByLabel('Or write what you bring').fill('A lemon tart');
  await dessert.getByRole('button', { name: 'Claim' }).click();
  await expect(menuCourse(priya, 'Desserts').getByText('Not checked')).toBeVisible();
  await expect(menuCourse(priya, 'Mains').getByText('Contains gluten')).toBeVisible();
  for (const page of [maria, kenji]) {
    await expect(menuCourse(page, 'Desserts').getByText('A lemon tart')).toBeVisible();
    await expect(menuCourse(page, 'Mains').getByText('Kenji’s Fried Chicken')).toBeVisible();
  }
  await expect(maria.getByText(`(Test ${guest.username})`)).toBeVisible();

  // The thread, live.
  await priya.getByLabel('Message to everyone invited').fill('We are 2, see you Sunday!');
  await priya.getByRole('button', { name: 'Send' }).click();
  await expect(maria.getByText('We are 2, see you Sunday!')).toBeVisible();
  await expect(kenji.getByText('We are 2, see you Sunday!')).toBeVisible();

  await capture(maria, 'potluck-host');
  await capture(kenji, 'potluck-cook');
  await capture(priya, 'potluck-guest');

  // Kenji's dish goes to his shopping list at the headcount (4 servings of a recipe for 2).
  await kenji.getByRole('button', { name: 'Add my dish to my shopping list' }).click();
  await expect(kenji.getByText('Added to your shopping list.').first()).toBeVisible();
  await kenji.goto('/shopping');
  await expect(kenji.getByText(/400 g plain flour/)).toBeVisible();
  await expect(kenji.getByText(/2 chickens/)).toBeVisible();

  // Maria saves the menu as a cookbook: the recipes she may open (Kenji's is public).
  await maria.getByRole('button', { name: 'Save the menu as a cookbook' }).click();
  const naming = maria.getByRole('dialog', { name: 'Save the menu as a cookbook' });
  await expect(naming.getByLabel('Cookbook name')).toHaveValue('Sunday lunch');
  await naming.getByRole('button', { name: 'Save the cookbook' }).click();
  await expect(maria.getByText('The menu is saved as a cookbook with 1 recipe.').first()).toBeVisible();
  await maria.goto('/potlucks');
  await expect(maria.getByRole('link', { name: 'Sunday lunch' })).toBeVisible();
  await capture(maria, 'potlucks');

  // The potluck is on Priya's plan on its day (a week from today: next week's page), as she said going.
  await priya.getByRole('link', { name: 'Meal plan' }).click();
  await priya.getByRole('button', { name: 'Next week' }).click();
  const onPlan = priya.getByRole('link', { name: 'Sunday lunch' });
  await expect(onPlan).toBeVisible();
  await expect(onPlan).toHaveAttribute('href', potluckPath);
  await expect(priya.getByText('Potluck at 19:00 · Going')).toBeVisible();
  await capture(priya, 'potluck-on-plan');
  await onPlan.click();
  await expect(priya.getByRole('heading', { name: 'Sunday lunch' })).toBeVisible();
});

test('a join link: a member who is not a friend logs in from it and joins; turned off, it says so', async ({
  page: maria,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The link turned off answers 404, which the browser logs: that is what the last step checks.
  consoleErrors.allow(/404 \(Not Found\) \S+\/api\/potluck-links\//);
  const host = await signUpViaApi(maria, uniqueName('maria'));
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await maria.request.post('/api/potlucks', {
    data: { title: 'Picnic', day, time: '12:00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await maria.goto(`/potluck/${id}`);
  await maria.getByRole('button', { name: 'Turn the join link on' }).click();
  const link = new URL(await maria.getByRole('textbox', { name: 'Join link' }).inputValue()).pathname;
  expect(link).toMatch(/^\/potluck-link\/[A-Za-z0-9_-]{32}$/);

  // Sam has an account but is not Maria's friend; he opens the link logged out.
  const sam = uniqueName('sam');
  const registered = await (await browser.newContext()).request.post('/api/register', {
    data: { username: sam, password, fName: 'Sam', lName: 'Baker', bio: '', intolerances: [] },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Picnic' })).toBeVisible();
  await expect(visitor.getByText(new RegExp(`Hosted by .*${host.username}`))).toBeVisible();
  await capture(visitor, 'potluck-join-visitor');
  await visitor.getByRole('link', { name: 'Log in', exact: true }).click();
  await visitor.getByLabel('Username').fill(sam);
  await visitor.getByLabel('Password').fill(password);
  await visitor.getByRole('button', { name: 'Log In' }).last().click();
  await visitor.getByRole('button', { name: 'Join the potluck' }).click();
  await expect(visitor.getByRole('heading', { name: 'Picnic' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Bring a dish to mains' })).toBeVisible();
  const samOnTheList = maria
    .getByRole('list', { name: 'Guests' })
    .getByRole('listitem')
    .filter({ hasText: 'Sam Baker' });
  await expect(samOnTheList.getByText('Not answered yet')).toBeVisible();

  // Maria turns the link off: it shows nothing any more.
  await maria.getByRole('button', { name: 'Turn the join link off' }).click();
  await expect(maria.getByRole('textbox', { name: 'Join link' })).toHaveCount(0);
  const late = await (await browser.newContext()).newPage();
  await late.goto(link);
  await expect(late.getByText(/This join link is off/)).toBeVisible();
});
