import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationsMachine } from '../../machines/notificationsMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/notificationsMachine',
  component: StatechartViewer,
  args: {
    machine: notificationsMachine,
    input: walks.notificationsMachine.input,
    events: walks.notificationsMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Notifications load, the panel opens, and 10 s later they are fetched again. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done fetchNotifications', expect: 'feed.idle' },
    { send: 'panel.open', expect: 'panel.open' },
    { send: 'after notificationPoll', expect: 'feed.loading' },
  ]),
};
