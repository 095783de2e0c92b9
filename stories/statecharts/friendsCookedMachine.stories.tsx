import { DiscoverScreen, FriendsCooked } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createActor } from 'xstate';
import { selectDiscoverScreen } from '../../app/selectors/discoverScreen.ts';
import { selectFriendsCooked } from '../../app/selectors/friendsCooked.ts';
import { friendsCookedMachine } from '../../machines/cooks/friendsCookedMachine.ts';
import { discoveryMachine } from '../../machines/discoveryMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { sampleToday } from '../versionsSamples.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The grid behind the row waits for its first page (never started): the row is what this machine draws.
const gridBehind = createActor(discoveryMachine, { input: walks.discoveryMachine.input }).getSnapshot();

const meta = {
  title: 'Statecharts/friendsCookedMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: friendsCookedMachine,
    input: walks.friendsCookedMachine.input,
    events: walks.friendsCookedMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <DiscoverScreen
        shell={memberShell({ search: 'recipes', current: 'home' })}
        {...selectDiscoverScreen(gridBehind, () => {}, null)}
        friendsCooked={
          <FriendsCooked {...selectFriendsCooked(snapshot as never, send, { today: sampleToday })} />
        }
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The row loads after the page, is read again when a friend cooks, and a failed read is tried again. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Loading fails', expect: 'failed' },
    { send: 'The member tries again', expect: 'loading' },
    { send: 'Friends’ cooks arrive', expect: 'shown' },
    { send: 'A friend cooks (live event)', expect: 'refreshing' },
    { send: 'The row read again is empty', expect: 'none' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
