// The landing page a visitor sees on /.
import { LandingScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Landing',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  render: () => <LandingScreen shell={{}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  },
};

// This screen at the review widths.
export const LandingAt375: Story = atViewport(Landing, 'Landing', 'phone');
export const LandingAt768: Story = atViewport(Landing, 'Landing', 'tablet');
export const LandingAt1280: Story = atViewport(Landing, 'Landing', 'desktop');
