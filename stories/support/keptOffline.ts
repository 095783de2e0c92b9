// What the shopping list and the meal plan say while offline with changes kept on the device (SyncStatus).
import { expect, type within } from 'storybook/test';

/** Waits until the screen says `count` changes (two or more) are kept on the device until it is back online. */
export async function expectKeptOffline(page: ReturnType<typeof within>, count: number) {
  const said = `You are offline. ${count} changes kept on this device will be sent when you are back online.`;
  await expect(await page.findByText(said, {}, { timeout: 5_000 })).toBeVisible();
}
