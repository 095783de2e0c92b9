import { LoginForm, SignupForm } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/AuthForms',
  component: LoginForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Log In' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Username/), 'chef_ana');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret-pass');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'chef_ana', password: 'secret-pass' });
  },
};

export const LoginFailed: Story = {
  args: { error: 'Invalid credentials. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid credentials');
  },
};

export const LoggingIn: Story = { args: { busy: true } };

export const Signup: StoryObj<typeof SignupForm> = {
  render: (args) => <SignupForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Username/), 'new_cook');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret1');
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Lima');
    await userEvent.type(canvas.getByLabelText('Bio'), 'I love soup');
    await expect(canvas.getByText('11/60 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Intolerances/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'peanut' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'new_cook',
      password: 'secret1',
      fName: 'Ana',
      lName: 'Lima',
      bio: 'I love soup',
      intolerances: ['peanut'],
    });
  },
};

/** Submitting: the button is busy and cannot be pressed again. */
export const SigningUp: StoryObj<typeof SignupForm> = {
  render: (args) => <SignupForm {...args} />,
  args: { onSubmit: fn(), busy: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Signing up…' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
  },
};

/** The bio stops at 60 characters, and the counter says so. */
export const SignupBioLimit: StoryObj<typeof SignupForm> = {
  render: (args) => <SignupForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Bio'), 'x'.repeat(70));
    await expect(canvas.getByLabelText('Bio')).toHaveValue('x'.repeat(60));
    await expect(canvas.getByText('60/60 characters')).toBeVisible();
  },
};
