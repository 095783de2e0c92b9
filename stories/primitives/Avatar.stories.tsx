import { Avatar, avatarSizes } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ana Lima', src: '/user.png' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** No picture: the default user.png shows. */
export const Fallback: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Ana Lima' });
    await expect(image.getAttribute('src')).toBe('/user.png');
  },
};

/** A picture that fails to load also falls back to user.png. */
export const BrokenImage: Story = {
  args: { src: '/missing-picture.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Ana Lima' }).getAttribute('src')).toBe(
        '/user.png',
      ),
    );
  },
};
