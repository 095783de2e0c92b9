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

/** The link shows the potluck's title and host; the member joins; a refusal is said and they try again. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The link shows the potluck', expect: 'ready' },
    { send: 'The member presses Join the potluck', expect: 'joining' },
    { send: 'Joining fails', expect: 'ready' },
    { send: 'The member presses Join the potluck', expect: 'joining' },
    { send: 'The member is a guest now', expect: 'joined' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
