import { LandingHero } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const keyword of ['vegan', 'shellfish-free', 'keto-friendly']) {
      await expect(canvas.getByText(keyword)).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};
