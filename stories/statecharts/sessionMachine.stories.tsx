import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionMachine } from '../../machines/sessionMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/sessionMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: sessionMachine,
    input: walks.sessionMachine.input,
    events: walks.sessionMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** A remembered session checks out, then the member logs out. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Ada’s remembered session is still valid', expect: 'loggedIn.active' },
    { send: 'The member logs out', expect: 'loggedIn.loggingOut' },
    { send: 'The server ends the session', expect: 'loggedOut.idle' },
    { send: 'Ada logs in', expect: 'loggedOut.loggingIn' },
    { send: 'The server refuses the password', expect: 'loggedOut.loginFailed' },
  ]),
};
