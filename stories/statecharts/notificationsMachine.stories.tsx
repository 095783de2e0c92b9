import { NotificationsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectNotificationPanel } from '../../app/selectors/notificationPanel.ts';
import { notificationsMachine } from '../../machines/notificationsMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/notificationsMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: notificationsMachine,
    input: walks.notificationsMachine.input,
    events: walks.notificationsMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <NotificationsScreen
        shell={memberShell()}
        panel={{ ...selectNotificationPanel(snapshot as never, send), variant: 'page' }}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Notifications load, the panel opens, 10 s later they are fetched again, and a live one fetches at once. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Bob’s friend request arrives', expect: 'feed.idle' },
    { send: 'The member opens the bell', expect: 'panel.open' },
    { send: '10 s pass', expect: 'feed.loading' },
    { send: 'Bob’s friend request arrives', expect: 'feed.idle' },
    { send: 'A notification or a friend request comes in (live)', expect: 'feed.loading' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
