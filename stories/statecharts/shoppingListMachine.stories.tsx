import { ShoppingListScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectShoppingListScreen } from '../../app/selectors/shoppingListScreen.ts';
import { shoppingListMachine } from '../../machines/shoppingList/shoppingListMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/shoppingListMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: shoppingListMachine,
    input: walks.shoppingListMachine.input,
    events: walks.shoppingListMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <ShoppingListScreen
        shell={memberShell({ shopping: 'current' })}
        {...selectShoppingListScreen(snapshot as never, send)}
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
 * Dormant until the page opens; a change is shown at once, waits while offline, and is sent when the connection
 * is back; a recipe added from its page joins the same queue; a shared list that is gone gives way to the
 * member's own.
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member opens the shopping list', expect: 'loading' },
    { send: 'The list arrives (200 g butter)', expect: 'ready.sync.synced', screen: /butter/ },
    { send: 'The member types “2 lemons”', expect: 'ready.view.browsing' },
    { send: 'The member presses Add', expect: 'ready.sync.sending' },
    { send: 'The connection is lost', expect: 'ready.sync.offline' },
    { send: 'The browser is back online', expect: 'ready.sync.sending' },
    { send: 'The server saves the change', expect: 'ready.sync.synced' },
    { send: 'The member presses Share', expect: 'ready.view.sharing.loading' },
    { send: 'Friends and cookbooks arrive', expect: 'ready.view.sharing.choosing' },
    { send: 'The member closes the dialog', expect: 'ready.view.browsing' },
    { send: 'On a recipe page, the member adds its ingredients', expect: 'ready.sync.sending' },
    { send: 'The server saves the change', expect: 'ready.sync.synced' },
    { send: 'The member opens Kenji’s list', expect: 'loading' },
    { send: 'Kenji’s list arrives', expect: 'ready.sync.synced' },
    { send: 'The browser is back online', expect: 'ready.sync.refreshing' },
    { send: 'Kenji unfriended the member: his list answers 404', expect: 'loading' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
