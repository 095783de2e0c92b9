import { PlanScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectPlanScreen } from '../../app/selectors/planScreen.ts';
import { planMachine } from '../../machines/plan/planMachine.ts';
import { closedCalendar } from '../screens/planCalendar.tsx';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/planMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: planMachine,
    input: walks.planMachine.input,
    events: walks.planMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <PlanScreen
        shell={memberShell({ plan: 'current' })}
        {...selectPlanScreen(snapshot as never, send)}
        calendar={closedCalendar}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/**
 * Dormant until the page opens; an entry added is shown at once, waits while offline and is sent when the
 * connection is back; a removal offers Undo; a recipe planned from its page joins the same queue; a shared plan
 * that is gone gives way to the member's own.
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member opens the plan', expect: 'loading' },
    { send: 'The week arrives (pancakes on Tuesday)', expect: 'ready.sync.synced' },
    { send: 'The member presses + Add on Wednesday', expect: 'ready.view.adding.editing' },
    { send: 'The member types the note “Leftovers”', expect: 'ready.view.adding.editing' },
    { send: 'The member presses Add to plan', expect: 'ready.sync.sending' },
    { send: 'The connection is lost', expect: 'ready.sync.offline' },
    { send: 'The browser is back online', expect: 'ready.sync.sending' },
    { send: 'The server saves the change', expect: 'ready.sync.synced' },
    { send: 'The member removes the pancakes', expect: 'ready.view.removed' },
    { send: 'The server saves the change', expect: 'ready.sync.synced' },
    { send: 'The member presses Undo', expect: 'ready.view.browsing' },
    { send: 'The server saves the change', expect: 'ready.sync.synced' },
    { send: 'The member presses Share', expect: 'ready.view.sharing.loading' },
    { send: 'Friends arrive', expect: 'ready.view.sharing.choosing' },
    { send: 'The member closes the sharing dialog', expect: 'ready.view.browsing' },
    { send: 'The member opens Kenji’s plan', expect: 'loading' },
    { send: 'Kenji’s plan arrives', expect: 'ready.sync.synced' },
    { send: 'The browser is back online', expect: 'ready.sync.refreshing' },
    { send: 'Kenji unfriended the member: his plan answers 404', expect: 'loading' },
  ]),
};

/**
 * "Add this week to the shopping list" when the leek soup is on the list already: the member is asked first (only
 * the pancakes, all again, or none).
 */
export const WeekToList: Story = {
  play: walkThrough([
    { send: 'The member opens the plan', expect: 'loading' },
    { send: 'The week arrives (pancakes on Tuesday)', expect: 'ready.view.browsing' },
    { send: 'The member presses Add this week to the shopping list', expect: 'ready.view.confirmingList' },
    { send: 'The member does not add them', expect: 'ready.view.browsing' },
    { send: 'The member presses Add this week to the shopping list', expect: 'ready.view.confirmingList' },
    { send: 'The member adds only the recipes not added yet', expect: 'ready.view.browsing' },
    { send: 'The member presses Add this week to the shopping list', expect: 'ready.view.confirmingList' },
    { send: 'The member adds them all again', expect: 'ready.view.browsing' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
