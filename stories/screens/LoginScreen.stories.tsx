// The login page on /login, drawn from the session machine (a visitor's: no token stored) through the route's
// own selector (STYLE 15b).
import { LoginScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectLoginForm } from '../../app/selectors/authScreens.ts';
import { sessionMachine } from '../../machines/index.ts';
import { answer, never } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { visitorSession } from '../support/visitorSession.ts';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Login',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  render: fromMachine({
    machine: sessionMachine,
    input: visitorSession(never),
    render: (snapshot, send) => <LoginScreen shell={{}} form={selectLoginForm(snapshot, send)} />,
  }),
};

/** The server refuses the password: the session machine's `loginFailed` state, the spec's text as an alert. */
export const LoginFailed: Story = {
  render: fromMachine({
    machine: sessionMachine,
    // The server's refusal as the client hands it over: an answer with an error (SPEC §8).
    input: visitorSession(answer({ error: 'Invalid credentials' })),
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

// This screen at the review widths.
export const LoginAt375: Story = atViewport(Login, 'Login', 'phone');
export const LoginAt768: Story = atViewport(Login, 'Login', 'tablet');
export const LoginAt1280: Story = atViewport(Login, 'Login', 'desktop');
