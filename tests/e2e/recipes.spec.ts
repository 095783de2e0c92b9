// A member's own recipes: create with a photo (alert 'Recipe created!'), see it in My Recipes, toggle privacy,
// open it, like, comment (too short alerts and keeps the draft; the owner's comment has the Author badge;
// 3 shown, 3 more per Load more), add to a cookbook without choosing one, copy the link, and delete after the
// confirmation dialog (Cancel keeps it). Every alert and the confirmation are the app's own dialogs.
import { expect, test } from './fixtures.ts';
import {
  createCookbookViaApi,
  dismissAlert,
  fillNewRecipeForm,
  photoPng,
  screenshot,
  signUpViaApi,
} from './helpers.ts';

test('create a recipe with a photo, like and comment on it, then delete it', async ({ page, context }) => {
  // A long journey (a dozen server round trips through the UI): more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page);
  await page.getByRole('link', { name: 'My Recipes' }).click();
  await expect(page.getByText('No recipes created yet. Click + Add Recipe to create one.')).toBeVisible();

  const form = await fillNewRecipeForm(page, {
    title: 'E2E Lemon Pie',
    ingredients: '3 lemons\n200 g butter',
  });
  await screenshot(page, 'create-recipe');
  await form.getByRole('button', { name: /Publish|Create/ }).click();
  await dismissAlert(page, 'Recipe created!');
  await expect(form).toHaveCount(0);
  const card = page.getByRole('article', { name: 'E2E Lemon Pie' });
  await expect(card).toBeVisible();
  await screenshot(page, 'my-recipes');

  const privacy = card.getByRole('button', { name: /private|public/i });
  const before = await privacy.getAttribute('aria-label');
  await privacy.click();
  await expect(card.getByRole('button', { name: /private|public/i })).not.toHaveAttribute(
    'aria-label',
    before ?? '',
  );

  await card.getByRole('button', { name: 'E2E Lemon Pie', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'E2E Lemon Pie' });
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  const like = modal.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  await modal.getByRole('button', { name: /Comments/ }).click();
  await expect(modal.getByText('No comments yet.')).toBeVisible();
  const box = modal.getByLabel('Add a comment');
  await box.fill('no');
  await modal.getByRole('button', { name: 'Post' }).click();
  await dismissAlert(page, 'Comment is too short!');
  // The refused draft stays for the member to finish.
  await expect(box).toHaveValue('no');
  await box.fill('Tangy and bright!');
  await modal.getByRole('button', { name: 'Post' }).click();
  await expect(modal.getByText('Tangy and bright!')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(modal.getByText('Author')).toBeVisible();

  // Six more comments (seven in all): 3 show first, 3 more per Load more.
  const mine = (await (await page.request.get('/api/my-recipes')).json()) as { _id: string; title: string }[];
  const id = mine.find((recipe) => recipe.title === 'E2E Lemon Pie')?._id ?? '';
  for (const n of [2, 3, 4, 5, 6, 7]) {
    const posted = await page.request.post(`/api/recipes/${id}/comments`, { data: { text: `Comment ${n}` } });
    expect(posted.ok(), await posted.text()).toBeTruthy();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await card.getByRole('button', { name: 'E2E Lemon Pie', exact: true }).click();
  // Opened again, the heading counts the comments before they are expanded.
  const heading = modal.getByRole('button', { name: 'Comments (7)' });
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await heading.click();
  const comments = modal.getByRole('region', { name: /Comments/ }).getByRole('listitem');
  await expect(comments).toHaveCount(3);
  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(comments).toHaveCount(6);
  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(comments).toHaveCount(7);
  await expect(modal.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await screenshot(page, 'recipe-comments');

  // Add without choosing a cookbook: nothing is sent, the app says why.
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await dismissAlert(page, 'Please select a cookbook!');

  await modal.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await dismissAlert(page, 'Link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/recipe/${id}$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Delete asks first; Cancel keeps the recipe, Delete removes it once the server agreed.
  await card.getByRole('button', { name: /delete/i }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(
    'Are you sure you want to delete this recipe? This action cannot be undone.',
  );
  await screenshot(page, 'my-recipes-confirm-delete');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /delete/i }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('a refused submit focuses the first error; Publish stays in view; the picker files the recipe in a cookbook', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page);
  const soups = await createCookbookViaApi(page, 'E2E Soups');
  await page.getByRole('link', { name: 'My Recipes' }).click();
  await page.getByRole('button', { name: /Add Recipe/ }).click();
  const form = page.getByRole('dialog', { name: 'Create a New Recipe' });
  const publish = form.getByRole('button', { name: 'Publish Recipe' });
  // At 375 px the form is a full-screen sheet over the bottom navigation, Publish at its foot.
  await expect(publish).toBeInViewport();
  const sheet = await form.boundingBox();
  // The open dialog hides the page from the accessibility tree, so the nav is found by its markup.
  const nav = await page.locator('nav[aria-label="Main"]').boundingBox();
  expect(sheet && nav && sheet.y <= nav.y && sheet.y + sheet.height >= nav.y + nav.height).toBe(true);
  await screenshot(page, 'create-recipe-375');

  // Publish with nothing typed: the title, the first field in error, takes the focus.
  await publish.click();
  await expect(form.getByText('Please enter a title.')).toBeVisible();
  await expect(form.getByLabel(/Title/)).toBeFocused();
  await form.getByLabel(/Title/).fill('E2E Tomato Soup');
  await publish.click();
  await expect(form.getByLabel(/^Photo/)).toBeFocused();
  await screenshot(page, 'create-recipe-375-photo-missing');

  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photoPng });
  await form.getByRole('combobox', { name: 'Add to cookbook' }).click();
  await page.getByRole('option', { name: 'E2E Soups' }).click();
  await expect(form.getByRole('combobox', { name: 'Add to cookbook' })).toHaveText(/E2E Soups/);
  await screenshot(page, 'create-recipe-375-cookbook');
  await expect(publish).toBeInViewport();
  await publish.click();
  await dismissAlert(page, 'Recipe created!');
  await expect(form).toHaveCount(0);

  const book = (await (await page.request.get(`/api/cookbook/${soups._id}`)).json()) as { recipes: string[] };
  const mine = (await (await page.request.get('/api/my-recipes')).json()) as { _id: string; title: string }[];
  const id = mine.find((recipe) => recipe.title === 'E2E Tomato Soup')?._id;
  expect(book.recipes).toEqual([id]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /Add Recipe/ }).click();
  await expect(form.getByRole('button', { name: 'Publish Recipe' })).toBeInViewport();
  await screenshot(page, 'create-recipe-1280');
});
