import type { Meta, StoryObj } from '@storybook/react-vite';
import { cookModeMachine } from '../../machines/cookModeMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The chart and its event log; cook mode's screen, drawn from this machine through the route's selector, is in
// stories/screens/CookScreens.stories.tsx (its timers run on the real clock there, which this pure walk does not).
const meta = {
  title: 'Statecharts/cookModeMachine',
  component: StatechartViewer,
  args: {
    machine: cookModeMachine,
    input: walks.cookModeMachine.input,
    events: walks.cookModeMachine.events,
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
