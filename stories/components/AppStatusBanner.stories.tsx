import { AppStatusBanner } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/AppStatusBanner',
  component: AppStatusBanner,
  args: { offline: false, update: 'none', onReload: fn(), onLater: fn() },
} satisfies Meta<typeof AppStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All is well: nothing shows. */
export const Quiet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/offline|new version/)).toBeNull();
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/You are offline\./)).toBeVisible();
  },
};

export const UpdateReady: Story = {
  args: { update: 'available' },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement);
    await expect(banner.getByText('A new version of Potluck is ready.')).toBeVisible();
    await userEvent.click(banner.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
    await userEvent.click(banner.getByRole('button', { name: 'Later' }));
    await expect(args.onLater).toHaveBeenCalled();
  },
};

export const Reloading: Story = { args: { update: 'reloading' } };

export const OfflineWithUpdate: Story = { args: { offline: true, update: 'available' } };
