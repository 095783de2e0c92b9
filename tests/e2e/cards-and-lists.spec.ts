// A profile's lists and the cards' delete buttons: the owner sees their private cookbooks and recipes marked
// 'Private' (nobody else gets them); the scroller's arrows show only when the row overflows, above it; a card's
// red trash shows on hover with a mouse, and is a '⋯' menu on a touch screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerConfirmation, createRecipeViaApi, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

async function cookbookViaApi(page: Page, title: string, isPublic: boolean) {
  const response = await page.request.post('/api/cookbook', {
    data: { title, coverImage: 'cover2.JPG', isPublic },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The row overflows exactly when its arrows show, and they sit above it, over no card. */
async function expectArrowsOnlyWhenOverflowing(page: Page, label: string) {
  const list = page.getByRole('list', { name: label });
  await expect(list).toBeVisible();
  const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  const right = page.getByRole('button', { name: `Scroll ${label} right` });
  if (!overflows) {
    await expect(right).toHaveCount(0);
    return false;
  }
  await expect(right).toBeVisible();
  const arrow = await right.boundingBox();
  const row = await list.boundingBox();
  expect(arrow && row && arrow.y + arrow.height <= row.y + 1).toBe(true);
  return true;
}

test('own profile marks private lists; arrows only on overflow; trash on hover, or in a menu on touch', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signUpViaApi(page);
  await cookbookViaApi(page, 'Open Book', true);
  await cookbookViaApi(page, 'Secret Book', false);
  await cookbookViaApi(page, 'Open Two', true);
  await cookbookViaApi(page, 'Open Three', true);
  const hidden = await createRecipeViaApi(page, { title: uniqueName('Hidden Pie'), isPublic: false });
  const shown = await createRecipeViaApi(page, { title: uniqueName('Shown Pie') });

  // The owner's own profile: the private ones are there, marked.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/profile');
  const books = page.getByRole('list', { name: 'Your cookbooks' });
  await expect(books.getByRole('link', { name: /Secret Book/ })).toContainText('Private');
  await expect(books.getByRole('link', { name: /Open Book/ })).not.toContainText('Private');
  // Four cookbooks overflow a phone's row: the arrows show, above it.
  expect(await expectArrowsOnlyWhenOverflowing(page, 'Your cookbooks')).toBe(true);
  await screenshot(page, 'profile-own-private-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectArrowsOnlyWhenOverflowing(page, 'Your cookbooks');
  await page.getByRole('tab', { name: 'Recipes' }).click();
  const recipes = page.getByRole('list', { name: 'Your recipes' });
  await expect(recipes.getByRole('link', { name: new RegExp(hidden.title) })).toContainText('Private');
  await expect(recipes.getByRole('link', { name: new RegExp(shown.title) })).not.toContainText('Private');
  // Two recipes: never arrows (SPEC §9: from 3).
  await expect(page.getByRole('button', { name: /Scroll Your recipes/ })).toHaveCount(0);
  await screenshot(page, 'profile-own-private-1280');

  // Someone else never gets the private ones, so nothing reads 'Private'.
  const visitor = await browser.newPage();
  await signUpViaApi(visitor);
  await visitor.goto(`/profile/${owner.username}`);
  const theirBooks = visitor.getByRole('list', { name: 'Public cookbooks' });
  await expect(theirBooks.getByRole('link', { name: /Open Book/ })).toBeVisible();
  await expect(theirBooks.getByRole('link', { name: /Secret Book/ })).toHaveCount(0);
  await expect(visitor.getByText('Private', { exact: true })).toHaveCount(0);
  await visitor.getByRole('tab', { name: 'Recipes' }).click();
  await expect(visitor.getByRole('link', { name: new RegExp(shown.title) })).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(hidden.title) })).toHaveCount(0);
  await visitor.close();

  // With a mouse: the red trash shows while the card is hovered.
  await page.goto('/cookbook');
  const card = page.getByRole('article', { name: 'Secret Book' });
  const trash = card.getByRole('button', { name: 'Delete Secret Book' });
  await page.mouse.move(0, 0);
  await expect(trash).toHaveCSS('opacity', '0');
  await card.hover();
  await expect(trash).toHaveCSS('opacity', '1');
  await expect(card.getByRole('button', { name: 'More actions for Secret Book' })).toBeHidden();
  await trash.click();
  await answerConfirmation(page, 'Are you sure you want to delete this cookbook?', {
    confirm: 'Delete',
    cancel: true,
  });

  // On a touch screen: no trash on the cards, a '⋯' menu with Delete, which still asks first.
  const phone = await browser.newContext({
    storageState: await page.context().storageState(),
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
  });
  const touch = await phone.newPage();
  await touch.goto('/cookbook');
  const touchCard = touch.getByRole('article', { name: 'Secret Book' });
  await expect(touchCard.getByRole('button', { name: 'Delete Secret Book' })).toBeHidden();
  await touchCard.getByRole('button', { name: 'More actions for Secret Book' }).tap();
  await screenshot(touch, 'cookbooks-touch-menu-375');
  await touch.getByRole('menuitem', { name: 'Delete' }).tap();
  await answerConfirmation(touch, 'Are you sure you want to delete this cookbook?', { confirm: 'Delete' });
  await expect(touch.getByRole('article', { name: 'Secret Book' })).toHaveCount(0);
  await phone.close();
});
