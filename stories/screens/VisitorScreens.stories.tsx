import { LandingScreen, LoginScreen, SignupScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

const meta = {
  title: 'Screens/Visitor',
  parameters: { layout: 'fullscreen' },
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
