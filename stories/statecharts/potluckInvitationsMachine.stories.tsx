import type { Meta, StoryObj } from '@storybook/react-vite';
import { invitationsMachine } from '../../machines/potluck/invitationsMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckInvitationsMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: invitationsMachine,
    input: walks.potluckInvitationsMachine.input,
    events: walks.potluckInvitationsMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The host’s friends arrive; the filter applies once typing rests; Priya is invited. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The friends arrive', expect: 'choosing' },
    { send: 'The host types “pri”', expect: 'waiting' },
    { send: 'Typing rests', expect: 'choosing' },
    { send: 'The host ticks Priya', expect: 'choosing' },
    { send: 'The host presses Invite', expect: 'sending' },
    { send: 'Priya is invited', expect: 'answered' },
  ]),
};
