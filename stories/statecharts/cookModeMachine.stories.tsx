import { CookScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCookScreen } from '../../app/selectors/cookScreen.ts';
import { cookModeMachine } from '../../machines/cookModeMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The chart, its event log and cook mode's screen through the route's selector. This walk steps the machine
// purely, so its timers never count here; stories/screens/CookScreen.stories.tsx runs them on the real clock.
const meta = {
  title: 'Statecharts/cookModeMachine',
  component: StatechartViewer,
  args: {
    machine: cookModeMachine,
    input: walks.cookModeMachine.input,
    events: walks.cookModeMachine.events,
    screen: (snapshot, send) => (
      <CookScreen
        {...selectCookScreen({ detail: null, cook: snapshot as never }, send as never, {
          recipeId: '716429',
        })}
      />
    ),
  },
  parameters: { controls: { disable: true } },
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
