import type { Meta, StoryObj } from '@storybook/react-vite';
import { friendRelationMachine } from '../../machines/friendRelationMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/friendRelationMachine',
  component: StatechartViewer,
  args: {
    machine: friendRelationMachine,
    input: walks.friendRelationMachine.input,
    events: walks.friendRelationMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** A stranger's profile: Add Friend + sends the request and becomes Request Sent. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'They are strangers', expect: 'none.idle' },
    { send: 'The member presses Add Friend +', expect: 'none.sending' },
    { send: 'The server sends the request', expect: 'requestSent' },
  ]),
};
