import { CookbookCard, CookbookGrid, cookbookPlaceholders } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cookbooks } from '../fixtures.ts';

const meta = {
  title: 'Components/CookbookGrid',
  component: CookbookGrid,
  args: { cookbooks, status: 'ready', onDelete: fn(), onTogglePrivacy: fn() },
} satisfies Meta<typeof CookbookGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Weeknight Dinners' })).toHaveAttribute(
      'href',
      `/cookbook/${cookbooks[0]!.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Baking is private. Make public' }));
    await expect(args.onTogglePrivacy).toHaveBeenCalledWith({ id: cookbooks[1]!.id, isPublic: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Baking' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: cookbooks[1]!.id });
  },
};

/** Public and private cookbooks carry different privacy icons. */
export const PrivacyIcons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const publicIcon = canvas.getByRole('button', { name: /Weeknight Dinners is public/ }).innerHTML;
    const privateIcon = canvas.getByRole('button', { name: /Baking is private/ }).innerHTML;
    await expect(publicIcon).not.toBe(privateIcon);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading cookbooks' });
    await expect(status.children).toHaveLength(cookbookPlaceholders);
  },
};

export const Empty: Story = {
  args: { cookbooks: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No cookbooks created yet. Click Create to add one.'),
    ).toBeVisible();
  },
};

/** A visitor's view (profile): no owner buttons. */
export const ReadOnlyCard: Story = {
  render: () => (
    <div style={{ maxWidth: '16rem' }}>
      <CookbookCard cookbook={cookbooks[2]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
