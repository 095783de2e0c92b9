// Cookbooks: create (validation), privacy, a new recipe with a photo put into it, a catalogue recipe added from
// the grid (twice: the 'already' alert), the cookbook page, the PDF (read back and measured against SPEC §9),
// a collaborator invited who accepts from the bell and removes a recipe (which the owner's open page shows at
// once), then emptying and deleting it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerConfirmation,
  dismissAlert,
  fillNewRecipeForm,
  screenshot,
  signUpViaApi,
  uniqueName,
} from './helpers.ts';
import { type PdfPage, readPdf } from './pdf.ts';

const a4 = { width: 595.28, height: 841.89 };
const margin = 40;

test('a cookbook: fill it, export it as PDF, share it with a collaborator who removes a recipe', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // Adding the same recipe a second time is refused with a 409 on purpose: that is the 'already' alert.
  consoleErrors.allow(/status of 409 .*\/addRecipe$/);
  // Once the owner deletes the cookbook, the collaborator's open page asks for it again and is told it is gone.
  consoleErrors.allow(/status of 404 .*\/api\/cookbook\/[0-9a-f]{24}\?expand=recipes$/);
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

  // A new recipe with a photo, put into the cookbook from its detail.
  await page.getByRole('link', { name: 'My Recipes' }).click();
  const form = await fillNewRecipeForm(page, {
    title: 'E2E Lemon Pie',
    ingredients: '3 lemons\n200 g butter\n4 eggs',
    instructions: 'Zest and juice the lemons.\nBake for 35 minutes.',
  });
  await form.getByRole('button', { name: /Publish|Create/ }).click();
  await dismissAlert(page, 'Recipe created!');
  const ownCard = page.getByRole('article', { name: 'E2E Lemon Pie' });
  await ownCard.getByRole('button', { name: 'E2E Lemon Pie', exact: true }).click();
  const ownModal = page.getByRole('dialog', { name: 'E2E Lemon Pie' });
  await addToCookbook(ownModal, 'Weeknight Dinners!');
  await page.keyboard.press('Escape');
  await expect(ownModal).toHaveCount(0);

  // A catalogue recipe from the discovery grid (where the new public pie shows too), added twice: the second
  // time it is already there.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
  const recipe = page.getByRole('article').filter({ hasNotText: 'E2E Lemon Pie' }).first();
  const title = (await recipe.getAttribute('aria-label')) ?? '';
  await recipe.getByRole('button').first().click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await addToCookbook(modal, 'Weeknight Dinners!');
  await addToCookbook(modal, 'Weeknight Dinners!', 'This recipe is already in the cookbook.');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await page
    .getByRole('link', { name: /Weeknight Dinners!/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Weeknight Dinners!' })).toBeVisible();
  await expect(page.getByText(/2 Recipes ·/)).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  // The uploaded photo is stored and served by the server, at an absolute URL on its origin (API.md).
  await expect(page.getByRole('article', { name: 'E2E Lemon Pie' }).locator('img')).toHaveAttribute(
    'src',
    /^https?:\/\/[^/]+\/media\//,
  );
  await screenshot(page, 'cookbook-detail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Weeknight_Dinners!.pdf');
  // Kept beside the screenshots for a person to open.
  await download.saveAs('.test-results/screens/cookbook.pdf');
  const pages = await readPdf(new Uint8Array(await readAll(await download.createReadStream())));
  checkCookbookPdf(pages, {
    cookbookTitle: 'Weeknight Dinners!',
    recipeTitles: await recipeOrder(page, 'E2E Lemon Pie', title),
    siteAddress: new URL(page.url()).origin,
  });

  await page.getByRole('button', { name: '+ Add collaborator' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Username').fill(friendAccount.username);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Collaborator added!', { exact: true })).toBeVisible();

  // The collaborator accepts from the bell, then opens the cookbook and removes the catalogue recipe.
  await friend.reload();
  await friend.getByRole('button', { name: /Notifications/ }).click();
  await friend.getByText(/invited you to collaborate on “Weeknight Dinners!”/).waitFor();
  await friend.getByRole('button', { name: 'Accept', exact: true }).click();
  // Answered: the row says so and keeps no buttons.
  await expect(friend.getByText('You joined “Weeknight Dinners!”.')).toBeVisible();
  await expect(friend.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await friend.keyboard.press('Escape');
  await friend.getByRole('link', { name: 'Cookbooks' }).click();
  await friend
    .getByRole('link', { name: /Weeknight Dinners!/ })
    .first()
    .click();
  await expect(friend.getByText(/2 Recipes ·/)).toBeVisible();
  await expect(friend.getByRole('link', { name: friendAccount.username })).toBeVisible();
  await friend.getByRole('button', { name: `Remove ${title} from cookbook` }).click({ force: true });
  await answerConfirmation(friend, 'Are you sure you want to remove this recipe?', { confirm: 'Remove' });
  await expect(friend.getByText('Recipe removed', { exact: true })).toBeVisible();
  await expect(friend.getByText(/1 Recipe ·/)).toBeVisible();
  await expect(friend.getByRole('article', { name: title })).toHaveCount(0);

  // The owner's page, open all along, hears of the collaborator's change (a live event) and drops the card
  // within seconds, without a reload.
  await expect(page.getByRole('article', { name: title })).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText(/1 Recipe ·/)).toBeVisible();

  // Cancel first: the question is a dialog of the page, and cancelling removes nothing.
  await page.getByRole('button', { name: 'Remove E2E Lemon Pie from cookbook' }).click({ force: true });
  await answerConfirmation(page, 'Are you sure you want to remove this recipe?', {
    confirm: 'Remove',
    cancel: true,
  });
  await expect(page.getByRole('article', { name: 'E2E Lemon Pie' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove E2E Lemon Pie from cookbook' }).click({ force: true });
  await answerConfirmation(page, 'Are you sure you want to remove this recipe?', { confirm: 'Remove' });
  await expect(page.getByText('Recipe removed', { exact: true })).toBeVisible();
  await expect(page.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();
  // Loaded again within 10 minutes, the cached copy shows at once and the server's agrees with it.
  await page.reload();
  await expect(page.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible();

  await page.getByRole('link', { name: 'Cookbooks' }).click();
  await page
    .getByRole('article', { name: 'Weeknight Dinners!' })
    .getByRole('button', { name: /Delete/ })
    .click();
  await answerConfirmation(
    page,
    'Are you sure you want to delete this cookbook? This action cannot be undone.',
    {
      confirm: 'Delete',
    },
  );
  await expect(page.getByRole('article', { name: 'Weeknight Dinners!' })).toHaveCount(0);
  // The collaborator's page, still open, hears of it and shows the empty view.
  await expect(friend.getByText("This cookbook doesn't have any recipes yet.")).toBeVisible({
    timeout: 10_000,
  });
  await friend.close();
});

async function addToCookbook(modal: Locator, cookbook: string, alert?: string) {
  await modal.getByRole('combobox', { name: /Add to cookbook/ }).click();
  await modal.page().getByRole('option', { name: cookbook }).click();
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  if (alert) await dismissAlert(modal.page(), alert);
  // The choice resets once the call has answered (SPEC §4).
  await expect(modal.getByRole('combobox', { name: /Add to cookbook/ })).not.toContainText(cookbook);
}

/** The cookbook's recipes in the order the page lists them (the PDF keeps that order). */
async function recipeOrder(page: Page, ...titles: string[]) {
  const shown = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.ariaLabel ?? ''));
  return shown.filter((title) => titles.includes(title));
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * SPEC §9: A4 portrait in points, 40 pt margin, 14 pt text on 16 pt lines, 18 pt bold titles, each recipe on a
 * page of its own, and on every page a header with the logo, the product name and the site address.
 */
function checkCookbookPdf(
  pages: PdfPage[],
  expected: { cookbookTitle: string; recipeTitles: string[]; siteAddress: string },
) {
  expect(pages.length).toBeGreaterThanOrEqual(1 + expected.recipeTitles.length);
  const starts: number[] = [];
  pages.forEach((pdfPage, index) => {
    expect(pdfPage.width).toBeCloseTo(a4.width, 2);
    expect(pdfPage.height).toBeCloseTo(a4.height, 2);

    // The header: the logo in the top-left corner of the margin box, undistorted, then name and address.
    expect(pdfPage.images).toHaveLength(1);
    const [logo] = pdfPage.images;
    expect(logo?.x).toBeCloseTo(margin, 1);
    expect(logo?.y).toBeCloseTo(margin, 1);
    expect((logo?.w ?? 0) / (logo?.h ?? 1)).toBeCloseTo(
      (logo?.pixelWidth ?? 0) / (logo?.pixelHeight ?? 1),
      2,
    );
    const [name, address, ...body] = pdfPage.texts;
    expect(name).toMatchObject({ text: 'Potluck', size: 18, bold: true });
    expect(address).toMatchObject({ text: expected.siteAddress, size: 14, bold: false });
    expect((address?.y ?? 0) - (name?.y ?? 0)).toBeCloseTo(16, 1);
    expect(name?.x).toBeGreaterThan((logo?.x ?? 0) + (logo?.w ?? 0));

    for (const text of pdfPage.texts) {
      // 14 pt text, 18 pt bold titles, nothing else; all of it inside the 40 pt margin.
      expect([14, 18], `size of '${text.text}'`).toContain(Math.round(text.size * 100) / 100);
      if (text.size === 18) expect(text.bold, `'${text.text}' is a bold title`).toBe(true);
      expect(text.x, `left of '${text.text}'`).toBeGreaterThanOrEqual(margin - 0.01);
      expect(text.x + text.width, `right of '${text.text}'`).toBeLessThanOrEqual(a4.width - margin + 0.01);
      expect(text.y - text.ascent, `top of '${text.text}'`).toBeGreaterThanOrEqual(margin - 0.01);
      expect(text.y, `baseline of '${text.text}'`).toBeLessThanOrEqual(a4.height - margin + 0.01);
    }

    // A page that starts with a title starts a recipe (or, first, the cookbook); no page holds two.
    const titles = body.filter((text) => text.size === 18);
    if (titles.length > 0) {
      expect(body[0]?.size, `page ${index + 1} begins with its title`).toBe(18);
      starts.push(index);
      const heading = titles.map((text) => text.text).join(' ');
      const wanted = index === 0 ? expected.cookbookTitle : expected.recipeTitles[starts.length - 2];
      expect(heading, `title of page ${index + 1}`).toBe(wanted);
    }
    // Lines of a list sit 16 pt apart: the contents on the first page, ingredients and steps on a recipe's.
    const items = body.filter((text) => /^(• |\d+\. )/.test(text.text));
    for (let i = 1; i < items.length; i += 1) {
      const gap = (items[i]?.y ?? 0) - (items[i - 1]?.y ?? 0);
      if (gap < 30) expect(gap, `line height before '${items[i]?.text}'`).toBeCloseTo(16, 1);
    }
  });
  expect(starts[0]).toBe(0);
  expect(starts).toHaveLength(1 + expected.recipeTitles.length);
  const contents = pages[0]?.texts.map((text) => text.text) ?? [];
  expect(contents).toContain(`${expected.recipeTitles.length} Recipes`);
  expected.recipeTitles.forEach((title, index) => {
    expect(contents).toContain(`${index + 1}. ${title}`);
  });
}
