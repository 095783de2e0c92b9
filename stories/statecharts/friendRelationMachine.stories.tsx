import type { Meta, StoryObj } from '@storybook/react-vite';
import { friendRelationMachine } from '../../machines/index.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { friendButtonScreen } from './friendButtonScreen.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/friendRelationMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: friendRelationMachine,
    input: walks.friendRelationMachine.input,
    events: walks.friendRelationMachine.events,
    walk: '',
    screen: friendButtonScreen,
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** A stranger's profile: Add Friend + sends the request and becomes Request Sent, on Ada's page beside the chart. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'They are strangers', expect: 'none.idle', screen: /Add Friend/ },
    { send: 'The member presses Add Friend +', expect: 'none.sending' },
    { send: 'The server sends the request', expect: 'requestSent', screen: 'Request Sent ✓' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
