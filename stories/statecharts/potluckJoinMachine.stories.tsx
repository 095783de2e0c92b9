import { JoinPotluck } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectJoinPotluck } from '../../app/selectors/potluckJoinScreen.ts';
import { potluckJoinMachine } from '../../machines/potluck/potluckJoinMachine.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckJoinMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: potluckJoinMachine,
    input: walks.potluckJoinMachine.input,
    events: walks.potluckJoinMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <JoinPotluck {...selectJoinPotluck(snapshot as never, send, { Link: AnchorLink })} />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/**
 * A visitor answers as a guest without an account: a name is asked for first, a refusal is said, and then they are
 * the potluck's guest.
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The link shows the invitation (to a visitor)', expect: 'ready' },
    { send: 'The visitor presses Send my answer', expect: 'ready', screen: /Say your name/ },
    { send: 'The visitor types their name', expect: 'ready' },
    { send: 'The visitor presses Send my answer', expect: 'answering' },
    { send: 'The answer fails', expect: 'ready', screen: /This potluck is full/ },
    { send: 'The visitor presses Send my answer', expect: 'answering' },
    { send: 'Sam is a guest now', expect: 'joined' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
