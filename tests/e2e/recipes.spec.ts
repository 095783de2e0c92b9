// A member's own recipes: create with a photo, see it in My Recipes, toggle privacy, open it, like, comment
// (too short alerts, the owner's comment has the Author badge), copy the link, and delete after confirming.
import { expect, test } from './fixtures.ts';
import { acceptDialogs, fillNewRecipeForm, screenshot, signUpViaApi } from './helpers.ts';

test('create a recipe with a photo, like and comment on it, then delete it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const alerts = acceptDialogs(page);
  await signUpViaApi(page);
  await page.getByRole('link', { name: 'My Recipes' }).click();
  await expect(page.getByText('No recipes created yet. Click + Add Recipe to create one.')).toBeVisible();

  const form = await fillNewRecipeForm(page, {
    title: 'E2E Lemon Pie',
    ingredients: '3 lemons\n200 g butter',
  });
  await screenshot(page, 'create-recipe');
  await form.getByRole('button', { name: /Publish|Create/ }).click();
  await expect.poll(() => alerts).toContain('Recipe created!');
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
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  const like = modal.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  await modal.getByRole('button', { name: /Comments/ }).click();
  await expect(modal.getByText('No comments yet.')).toBeVisible();
  await modal.getByLabel('Add a comment').fill('no');
  await modal.getByRole('button', { name: 'Post' }).click();
  await expect.poll(() => alerts).toContain('Comment is too short!');
  await modal.getByLabel('Add a comment').fill('Tangy and bright!');
  await modal.getByRole('button', { name: 'Post' }).click();
  await expect(modal.getByText('Tangy and bright!')).toBeVisible();
  await expect(modal.getByText('Author')).toBeVisible();
  // 3 comments show first, 3 more per Load more.
  for (const text of ['Second helping.', 'Third time lucky.', 'Fourth and last.']) {
    await modal.getByLabel('Add a comment').fill(text);
    await modal.getByRole('button', { name: 'Post' }).click();
    await expect(modal.getByRole('button', { name: 'Post' })).toBeEnabled();
  }
  const comments = modal.getByRole('region', { name: /Comments/ }).getByRole('listitem');
  await expect(comments).toHaveCount(3);
  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(comments).toHaveCount(4);

  // Opened again, the heading counts the comments before they are expanded.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await card.getByRole('button', { name: 'E2E Lemon Pie', exact: true }).click();
  await expect(modal.getByRole('button', { name: 'Comments (4)' })).toHaveAttribute('aria-expanded', 'false');

  await modal.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect.poll(() => alerts).toContain('Link copied to clipboard!');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await card.getByRole('button', { name: /delete/i }).click();
  await expect(card).toHaveCount(0);
  expect(alerts).toContain('Are you sure you want to delete this recipe? This action cannot be undone.');
});
