import { DiscoverScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectDiscoverScreen } from '../../app/selectors/discoverScreen.ts';
import { discoveryMachine } from '../../machines/discoveryMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/discoveryMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: discoveryMachine,
    input: walks.discoveryMachine.input,
    events: walks.discoveryMachine.events,
    walk: '',
    // The opened recipe's own machines are not part of this chart: the modal shows its skeleton.
    screen: (snapshot, send) => (
      <DiscoverScreen
        shell={memberShell({ search: 'recipes', current: 'home' })}
        {...selectDiscoverScreen(snapshot as never, send, null)}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Page 1 loads, scrolling loads page 2, which is empty: no more pages; a new search waits 300 ms. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Page 1 arrives (a member', expect: 'grid.browsing' },
    { send: 'The member scrolls to the bottom', expect: 'grid.loadingMore' },
    { send: 'The next page is empty', expect: 'grid.exhausted' },
    { send: 'The member searches', expect: 'grid.pausing' },
    { send: '300 ms pass', expect: 'grid.loading' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
