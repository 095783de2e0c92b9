import { LandingScreen, LoginScreen, SignupScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectLoginForm, selectSignupForm } from '../../app/selectors/authScreens.ts';
import { memoryStorage, sessionMachine } from '../../machines/index.ts';
import { answer, never } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Visitor',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's session: no token stored, so nobody is checked; logging in answers as the story says. */
const visitor = (login: (...args: unknown[]) => Promise<unknown>) => ({
  client: {
    getProfile: never,
    login,
    register: never,
    logout: answer({}),
  } as never,
  storage: memoryStorage(),
});

export const Landing: Story = {
  render: () => <LandingScreen shell={{}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  },
};

export const Login: Story = {
  render: fromMachine({
    machine: sessionMachine,
    input: visitor(never),
    render: (snapshot, send) => <LoginScreen shell={{}} form={selectLoginForm(snapshot, send)} />,
  }),
};

/** The server refuses the password: the session machine's `loginFailed` state, the spec's text as an alert. */
export const LoginFailed: Story = {
  render: fromMachine({
    machine: sessionMachine,
    // The server's refusal as the client hands it over: an answer with an error (SPEC §8).
    input: visitor(answer({ error: 'Invalid credentials' })),
    events: [{ type: 'login.submit', credentials: { username: 'maria_cooks', password: 'wrong-pass' } }],
    render: (snapshot, send) => <LoginScreen shell={{}} form={selectLoginForm(snapshot, send)} />,
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please try again.',
    );
  },
};

/** Typing and submitting in the story drives the machine: the button reads as busy while the call runs. */
export const LoggingIn: Story = {
  render: Login.render,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(page.getByLabelText(/Username/), 'maria_cooks');
    await userEvent.type(page.getByLabelText(/Password/), 'potluck-demo');
    await userEvent.click(page.getByRole('button', { name: 'Log In' }));
    await expect(page.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Signup: Story = {
  render: fromMachine({
    machine: sessionMachine,
    input: visitor(never),
    render: (snapshot, send) => <SignupScreen shell={{}} form={selectSignupForm(snapshot, send)} />,
  }),
};

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
