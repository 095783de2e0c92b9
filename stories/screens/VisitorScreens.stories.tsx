import { LandingScreen, LoginScreen, SignupScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Visitor',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  render: () => <LandingScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  },
};

export const Login: Story = { render: () => <LoginScreen onSubmit={fn()} /> };

export const LoginFailed: Story = {
  render: () => <LoginScreen onSubmit={fn()} error="Invalid credentials. Please try again." />,
};

export const Signup: Story = { render: () => <SignupScreen onSubmit={fn()} /> };

// The screens of this group at the three review widths.
export const LandingAt375: Story = atViewport(Landing, 'Landing', 'phone');
export const LandingAt768: Story = atViewport(Landing, 'Landing', 'tablet');
export const LandingAt1280: Story = atViewport(Landing, 'Landing', 'desktop');
export const LoginAt375: Story = atViewport(Login, 'Login', 'phone');
export const LoginAt768: Story = atViewport(Login, 'Login', 'tablet');
export const LoginAt1280: Story = atViewport(Login, 'Login', 'desktop');
export const SignupAt375: Story = atViewport(Signup, 'Signup', 'phone');
export const SignupAt768: Story = atViewport(Signup, 'Signup', 'tablet');
export const SignupAt1280: Story = atViewport(Signup, 'Signup', 'desktop');
