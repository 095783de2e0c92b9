import { SyncStatus } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// The line under the shopping list and the meal plan that says where the member's changes are.
const meta = {
  title: 'Components/SyncStatus',
  component: SyncStatus,
  args: { sync: 'saved', pendingCount: 0, thing: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text);
  };

/** Everything the member changed is with the server. */
export const Saved: Story = { play: says('All changes saved') };

/** A change is on its way. */
export const Sending: Story = { args: { sync: 'sending', pendingCount: 1 }, play: says('Saving…') };

/** Offline with changes kept on the device: they are counted and will be sent. */
export const OfflineWithChanges: Story = {
  args: { sync: 'offline', pendingCount: 2 },
  play: says('You are offline. 2 changes kept on this device will be sent when you are back online.'),
};

/** Offline with nothing kept: what is on screen is as it was, named in the thing's words. */
export const OfflineNothingKept: Story = {
  args: { sync: 'offline', pendingCount: 0, thing: 'plan' },
  play: says('You are offline. This is the plan as it was when you were last online.'),
};

/** The server is busy: the change kept is sent again shortly. */
export const Retrying: Story = {
  args: { sync: 'retrying', pendingCount: 1 },
  play: says('The server is busy. 1 change kept on this device will be sent shortly.'),
};
