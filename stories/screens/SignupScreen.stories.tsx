// The sign-up page on /signup, drawn from the session machine (a visitor's: no token stored) through the route's
// own selector (STYLE 15b).
import { SignupScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectSignupForm } from '../../app/selectors/authScreens.ts';
import { sessionMachine } from '../../machines/index.ts';
import { never } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { visitorSession } from '../support/visitorSession.ts';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Signup',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {
  render: fromMachine({
    machine: sessionMachine,
    input: visitorSession(never),
    render: (snapshot, send) => <SignupScreen shell={{}} form={selectSignupForm(snapshot, send)} />,
  }),
};

// This screen at the review widths.
export const SignupAt375: Story = atViewport(Signup, 'Signup', 'phone');
export const SignupAt768: Story = atViewport(Signup, 'Signup', 'tablet');
export const SignupAt1280: Story = atViewport(Signup, 'Signup', 'desktop');
