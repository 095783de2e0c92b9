import { PlanScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCalendarFeed } from '../../app/selectors/calendarFeed.ts';
import { selectPlanScreen } from '../../app/selectors/planScreen.ts';
import { calendarFeedMachine } from '../../machines/calendarFeedMachine.ts';
import { memoryStorage, planMachine } from '../../machines/index.ts';
import { memberShell } from '../screens/shell.tsx';
import { never } from '../support/answers.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The plan behind the dialog waits for its week (a fake that never answers): the dialog is what this machine draws.
const planBehind = createPlanSnapshot();

function createPlanSnapshot() {
  const client = new Proxy({}, { get: () => never }) as never;
  return planMachine.resolveState({
    value: 'loading',
    context: {
      client,
      memberId: '0'.repeat(24),
      storage: memoryStorage(),
      now: () => Date.parse('2026-11-24T11:00:00'),
      random: () => 0.5,
      plans: [],
      planId: null,
      weekStart: '2026-11-23',
      server: null,
      pending: [],
      draft: { day: '2026-11-24', meal: 'dinner', servings: null, note: '', query: '', recipe: null },
      found: null,
      foundCookbooks: [],
      openedCookbook: null,
      removed: null,
      friends: [],
      shareError: null,
      listed: {},
      potlucks: [],
    },
  });
}

const meta = {
  title: 'Statecharts/calendarFeedMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: calendarFeedMachine,
    input: walks.calendarFeedMachine.input,
    events: walks.calendarFeedMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <PlanScreen
        shell={memberShell({ plan: 'current' })}
        {...selectPlanScreen(planBehind, () => {})}
        calendar={selectCalendarFeed(snapshot as never, send)}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The address is read when the dialog opens, copied, and reset only after the member confirms. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member presses Subscribe in your calendar', expect: 'open.loading' },
    { send: 'The address arrives', expect: 'open.shown' },
    { send: 'The member presses Copy', expect: 'open.copying' },
    { send: 'The address is copied', expect: 'open.shown' },
    { send: 'The member presses Reset address', expect: 'open.confirmingReset' },
    { send: 'The member keeps the address', expect: 'open.shown' },
    { send: 'The member presses Reset address', expect: 'open.confirmingReset' },
    { send: 'The member confirms the reset', expect: 'open.resetting' },
    { send: 'The new address arrives', expect: 'open.shown' },
    { send: 'The member closes the dialog', expect: 'closed' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
