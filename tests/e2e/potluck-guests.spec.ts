// Guests without an account (issue 39): Maria's neighbour Sam, on a 375 px phone, answers her join link with a
// name, 2 people and a need, claims a dish, writes in the thread and closes the browser; the next day he opens his
// private link on another browser, changes his dish and keeps it all as an account. Lee, a second guest without an
// account, reads no counts and no names of needs, before and after Sam changes his answer; Maria removes Lee,
// whose private link is then dead.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { imagesSettled, password, screenWidths, signUpViaApi, uniqueName } from './helpers.ts';

const phone = { width: 375, height: 812 };

async function capture(page: Page, name: string) {
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await imagesSettled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${size.width} px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.test-results/screens/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(phone);
}

/** A visitor's phone: a browser of its own (no cookie of anyone's), 375 px wide. */
async function aPhone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: phone })).newPage();
}

/** A visitor answers the join link as a guest; their private link, shown once, is returned. */
async function answerAsGuest(
  page: Page,
  link: string,
  { name, people, need }: { name: string; people: number; need: string },
) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sunday lunch', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText('Say your name, so the host knows who is coming.')).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('How many people, you included').fill(String(people));
  await page.getByRole('checkbox', { name: need }).check();
  await expect(
    page.getByText(
      'Only the host sees your needs. Other guests see only what the menu still needs, never who.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByRole('heading', { name: 'Your own link to this potluck' })).toBeVisible({
    timeout: 20_000,
  });
  const privateLink = new URL(await page.getByRole('textbox', { name: 'Your private link' }).inputValue())
    .pathname;
  expect(privateLink).toMatch(/^\/potluck-guest\/[A-Za-z0-9_-]{43}$/);
  return privateLink;
}

const desserts = (page: Page) => page.getByRole('region', { name: 'Desserts' });

/** What a page says of the guests' needs: the "Everyone can eat" section's words. */
const needsWords = (page: Page) =>
  page.getByRole('region', { name: 'Everyone can eat' }).innerText({ timeout: 10_000 });

test('guests without an account: answer, claim, talk, come back by their own link, keep it as an account; needs stay private; removal ends a link', async ({
  page: maria,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  // Lee's page hears that he was removed (its reads answer 404, its stream 401), and his dead link answers 404.
  consoleErrors.allow(/(401 \(Unauthorized\)|404 \(Not Found\)) \S+\/api\//);
  const host = await signUpViaApi(maria, uniqueName('maria'));
  const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const created = await maria.request.post('/api/potlucks', {
    data: { title: 'Sunday lunch', day, time: '13:00', place: '12 Olive Street' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const potluckPath = `/potluck/${id}`;
  await maria.goto(potluckPath);
  await expect(maria.getByRole('heading', { name: 'Sunday lunch', level: 1 })).toBeVisible();
  await expect(maria.getByText('in 6 days')).toBeVisible();
  await maria.getByRole('button', { name: 'Turn the join link on' }).click();
  const joinLink = new URL(await maria.getByRole('textbox', { name: 'Join link' }).inputValue()).pathname;
  expect(joinLink).toMatch(/^\/potluck-link\/[A-Za-z0-9_-]{32}$/);

  // Sam, on his phone, answers without an account: his name, 2 people, dairy.
  const sam = await aPhone(browser);
  const samsLink = await answerAsGuest(sam, joinLink, { name: 'Sam', people: 2, need: 'Dairy' });
  await expect(sam).toHaveURL(potluckPath);
  await expect(sam.getByRole('banner')).toContainText('Sam');
  await expect(sam.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await capture(sam, 'potluck-guest-link');
  await sam.getByRole('button', { name: 'I have kept it' }).click();
  await expect(sam.getByRole('button', { name: 'Get a new private link' })).toBeVisible();
  await expect(maria.getByText('3 people coming').first()).toBeVisible();
  // The host reads his needs by name.
  await expect(maria.getByText('Dairy: 1 guest')).toBeVisible();
  await expect(maria.getByRole('region', { name: 'Everyone can eat' }).getByText('Sam')).toBeVisible();

  // He claims a dessert as a written dish and says hello in the thread.
  await sam.getByRole('button', { name: 'Bring a dessert' }).click();
  const claim = sam.getByRole('dialog', { name: 'Bring a dish: desserts' });
  await expect(claim.getByLabel('Your recipes')).toHaveCount(0);
  await claim.getByLabel('Or write what you bring').fill('A lemon tart');
  await claim.getByRole('button', { name: 'Claim' }).click();
  await expect(claim).toBeHidden();
  await expect(desserts(maria).getByText('A lemon tart')).toBeVisible();
  await sam.getByLabel('Message to everyone invited').fill('We are 2, see you Sunday!');
  await sam.getByRole('button', { name: 'Send' }).click();
  await expect(maria.getByText('We are 2, see you Sunday!')).toBeVisible();
  await capture(sam, 'potluck-guest');
  await sam.context().close();

  // Lee, a second guest without an account, avoids gluten. His page tells no counts and no names of needs.
  const lee = await aPhone(browser);
  const leesLink = await answerAsGuest(lee, joinLink, { name: 'Lee', people: 1, need: 'Gluten' });
  await lee.getByRole('button', { name: 'I have kept it' }).click();
  await expect(maria.getByText('4 people coming').first()).toBeVisible();
  const before = await needsWords(lee);
  expect(before).toContain('No main without dairy yet');
  expect(before).not.toMatch(/\d+ guests?|Sam|Lee/);

  // The next day, on another browser, Sam opens his own link: his potluck, as him.
  const samAgain = await aPhone(browser);
  await samAgain.goto(samsLink);
  await expect(samAgain).toHaveURL(potluckPath);
  await expect(desserts(samAgain).getByText('A lemon tart')).toBeVisible();
  // He cannot come after all; Lee's page moves nothing about needs.
  await samAgain.getByRole('button', { name: 'Can’t go' }).click();
  await expect(maria.getByText('2 people coming').first()).toBeVisible();
  await lee.reload();
  await expect(lee.getByText('2 people coming').first()).toBeVisible();
  expect(await needsWords(lee)).toBe(before);
  // He can come again, and changes his dish: the tart goes, a pavlova comes.
  await samAgain.getByRole('button', { name: 'Going' }).click();
  await expect(maria.getByText('4 people coming').first()).toBeVisible();
  await samAgain.getByRole('button', { name: 'Give it up' }).click();
  await expect(desserts(maria).getByText('A lemon tart')).toHaveCount(0);
  await samAgain.getByRole('button', { name: 'Bring a dessert' }).click();
  const again = samAgain.getByRole('dialog', { name: 'Bring a dish: desserts' });
  await again.getByLabel('Or write what you bring').fill('A pavlova');
  await again.getByRole('button', { name: 'Claim' }).click();
  await expect(desserts(maria).getByText('A pavlova')).toBeVisible();
  expect(await needsWords(lee)).toBe(before);

  // He keeps it all as an account: the same page, now in the member's frame, his dish and message kept.
  await samAgain.getByRole('button', { name: 'Keep this as an account' }).click();
  const keep = samAgain.getByRole('dialog', { name: 'Keep this as an account' });
  const username = uniqueName('sam');
  await keep.getByLabel('Username').fill(username);
  await keep.getByLabel('Password').fill(password);
  await keep.getByRole('button', { name: /Keep/ }).click();
  await expect(samAgain.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await expect(samAgain).toHaveURL(potluckPath);
  await expect(desserts(samAgain).getByText('A pavlova')).toBeVisible();
  await expect(samAgain.getByText('We are 2, see you Sunday!')).toBeVisible();
  // His old private link is no way in any more: it belonged to the guest.
  const stranger = await aPhone(browser);
  await stranger.goto(samsLink);
  await expect(stranger.getByText(/This link no longer opens the potluck/)).toBeVisible();

  // Maria removes Lee: his page says so, and his private link is dead.
  await maria.getByRole('button', { name: 'Remove Lee' }).click();
  await maria.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(maria.getByRole('button', { name: 'Remove Lee' })).toHaveCount(0);
  await expect(lee.getByText(/not there, or you are not invited/)).toBeVisible();
  const leeElsewhere = await aPhone(browser);
  await leeElsewhere.goto(leesLink);
  await expect(leeElsewhere.getByText(/This link no longer opens the potluck/)).toBeVisible();
  await capture(maria, 'potluck-host-guests');
  expect(host.username).toBeTruthy();
});
