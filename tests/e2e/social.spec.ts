// Friends and chat: a friend request from a profile, accepted from the other member's notifications; then a
// chat message with a clickable link; the badge and Clear (after its question) in the notification panel.
import { expect, test } from './fixtures.ts';
import { answerConfirmation, dismissAlert, screenshot, signUpViaApi, uniqueName } from './helpers.ts';

test('members become friends and chat with a clickable link', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const other = await browser.newPage();
  const bob = await signUpViaApi(other, uniqueName('bob'));
  const alice = await signUpViaApi(page, uniqueName('alice'));

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('I bake on Sundays.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('I bake on Sundays.')).toBeVisible();
  await screenshot(page, 'profile-own');
  await page.getByRole('button', { name: 'Share' }).click();
  await dismissAlert(page, 'Profile link copied!');

  await page.getByRole('searchbox', { name: 'Find friends...' }).fill(bob.username);
  await page.getByRole('link', { name: `@${bob.username}` }).click();
  await expect(page.getByRole('heading', { name: /Test/ })).toBeVisible();
  await page.getByRole('button', { name: /^Add Friend/ }).click();
  await expect(page.getByRole('button', { name: 'Request Sent ✓' })).toBeDisabled();
  await screenshot(page, 'profile-other');

  // Bob's page is not reloaded: the server's event stream brings the request to his bell.
  await expect(other.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await other.getByRole('button', { name: /Notifications/ }).click();
  await other.getByText(/sent you a friend request/).waitFor();
  await screenshot(other, 'notifications');
  // The request is answered in the panel's list of pending requests; its row then says what happened.
  await other.getByRole('button', { name: /^Accept .* friend request$/ }).click();
  await expect(other.getByText(/^You and .* are now friends\.$/)).toBeVisible();
  await expect(other.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await other.getByRole('button', { name: 'Clear', exact: true }).click();
  await answerConfirmation(other, 'Clear all your notifications?', { confirm: 'Clear' });
  await expect(other.getByText('No notifications yet.')).toBeVisible();
  await other.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Friends ✓' })).toBeDisabled();

  // Alice writes to Bob from the chat panel's new-message view.
  await page.getByRole('button', { name: /^Chat/ }).click();
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('button', { name: new RegExp(bob.username) }).click();
  await page.getByRole('textbox', { name: /^Message/ }).fill('Try this https://example.org/pie now');
  await page.getByRole('button', { name: 'Send' }).click();
  const link = page.getByRole('link', { name: 'https://example.org/pie' });
  await expect(link).toHaveAttribute('href', 'https://example.org/pie');
  await screenshot(page, 'chat');

  // Bob's page is not reloaded: the server's event stream lights the unread dot well before the 30 s poll.
  await expect(other.getByRole('button', { name: 'Chat (new messages)' })).toBeVisible({ timeout: 10_000 });
  await other.getByRole('button', { name: /^Chat/ }).click();
  await other.getByRole('button', { name: new RegExp(alice.username) }).click();
  await expect(other.getByRole('link', { name: 'https://example.org/pie' })).toBeVisible();
  // Opening the conversation marks it seen: the dot goes out.
  await expect(other.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();

  // Sharing a recipe with a friend opens the chat with that friend and the recipe's link in the message box.
  await page.getByRole('button', { name: 'Close chat' }).click();
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  // The profile's own articles stay until the grid has replaced them.
  const recipe = page.getByRole('list', { name: 'Recipes' }).getByRole('article').first();
  await expect(recipe).toBeVisible();
  const title = (await recipe.getAttribute('aria-label')) ?? '';
  await recipe.getByRole('button').first().click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await modal.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Friends' }).click();
  await page
    .getByRole('dialog', { name: 'Share with a friend' })
    .getByRole('button', { name: new RegExp(bob.username) })
    .click();
  await expect(modal).toHaveCount(0);
  const box = page.getByRole('textbox', { name: /^Message/ });
  await expect(box).toHaveValue(/\/recipe\/\w+$/);
  const shared = (await box.inputValue()).trim();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('link', { name: shared })).toHaveAttribute('href', shared);
  // Bob is still in the conversation: the event stream brings the link in; it opens the recipe in a new tab.
  const opening = other.waitForEvent('popup');
  await other.getByRole('link', { name: shared }).click();
  const recipeTab = await opening;
  await expect(recipeTab.getByRole('heading', { name: title })).toBeVisible();
  await recipeTab.close();

  // The shared link is the full page of the recipe.
  await page.goto(shared);
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await screenshot(page, 'recipe-page');

  await other.goto('/notifications');
  await expect(other.getByRole('heading', { name: 'Notifications' })).toBeVisible();

  // Alice ends the friendship from Settings, after confirming; Bob's profile then offers a request again.
  await page.goto('/settings?tab=manageFriends');
  await page.getByRole('button', { name: `Remove ${bob.username}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove friend' });
  await expect(confirm).toContainText(`Remove @${bob.username}?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No friends found')).toBeVisible();
  await page.goto(`/profile/${bob.username}`);
  await expect(page.getByRole('button', { name: 'Add Friend' })).toBeVisible();
  await other.close();
});
