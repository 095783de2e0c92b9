import { CookScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCookScreen } from '../../app/selectors/cookScreen.ts';
import { cookModeMachine } from '../../machines/cookModeMachine.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The chart, its event log and cook mode's screen through the route's selector. This walk steps the machine
// purely, so its timers never count here; stories/screens/CookScreen.stories.tsx runs them on the real clock.
const meta = {
  title: 'Statecharts/cookModeMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: cookModeMachine,
    input: walks.cookModeMachine.input,
    events: walks.cookModeMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <CookScreen
        {...selectCookScreen({ detail: null, cook: snapshot as never }, send as never, {
          recipeId: '716429',
        })}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Cook with the screen kept on, lose the lock while away, get it back, and leave. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The browser keeps the screen on', expect: 'cooking.wakeLock.held' },
    { send: 'The cook starts the 15 minute timer', expect: 'cooking.wakeLock.held' },
    { send: 'The cook goes to the next step', expect: 'cooking.wakeLock.held' },
    { send: 'The page is hidden: the browser takes the lock back', expect: 'cooking.mayDim' },
    { send: 'The cook comes back to the page', expect: 'cooking.wakeLock.asking' },
    { send: 'The browser keeps the screen on', expect: 'cooking.wakeLock.held' },
    { send: 'The cook leaves cook mode', expect: 'left' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
