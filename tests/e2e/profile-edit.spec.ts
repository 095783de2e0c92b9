// Profile edit (issue 18 item 8): the design system's photo pickers for the picture and the cover, a file that is
// not a picture refused with a message, Edit Profile out of the way while editing, and the bio shown once.
import { expect, test } from './fixtures.ts';
import { photoPng, screenshot, screenWidths, signUpViaApi } from './helpers.ts';

test('profile edit: a picture and a cover chosen, previewed, saved and shown; the bio once', async ({
  page,
}) => {
  const member = await signUpViaApi(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);

  // A file that is not a picture is refused, and says so under its picker.
  await form.getByLabel('Profile picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(form.getByRole('alert')).toHaveText(
    'That file is not a picture. Choose a JPEG, PNG, GIF, BMP or WebP image.',
  );
  await expect(form.getByRole('img', { name: 'Chosen profile picture' })).toHaveCount(0);

  await form
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photoPng });
  await form
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: photoPng });
  await expect(form.getByRole('img', { name: 'Chosen profile picture' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Chosen cover image' })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  const bio = 'Soups on Sundays, bread on Mondays.';
  await form.getByLabel('Bio').fill(bio);
  for (const size of screenWidths) {
    await page.setViewportSize(size);
    await form.getByRole('img', { name: 'Chosen cover image' }).scrollIntoViewIfNeeded();
    await screenshot(page, `profile-editing-${size.width}`);
  }

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText(bio, { exact: true })).toHaveCount(1);
  const picture = page.getByRole('img', { name: `Test ${member.username}’s picture` });
  await expect(picture).toHaveAttribute('src', /\/media\/.+\.webp$/);
  await expect(page.locator('header img[src*="/media/"]')).toHaveCount(2);

  // They hold after a reload: the server kept them.
  await page.reload();
  await expect(page.getByText(bio, { exact: true })).toHaveCount(1);
  await expect(page.locator('header img[src*="/media/"]')).toHaveCount(2);
});
