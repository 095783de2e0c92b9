import type { Meta, StoryObj } from '@storybook/react-vite';
import { inviteSearchMachine } from '../../machines/inviteSearchMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/inviteSearchMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: inviteSearchMachine,
    input: walks.inviteSearchMachine.input,
    events: walks.inviteSearchMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Type, pause 300 ms, find a user, invite; the invite fails and the results stay. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The owner types “bo”', expect: 'waiting' },
    { send: '300 ms pass', expect: 'searching' },
    { send: 'The search finds bob', expect: 'results' },
    { send: 'The owner presses Invite on bob', expect: 'inviting' },
    { send: 'The server says “Already invited”', expect: 'results' },
  ]),
};
