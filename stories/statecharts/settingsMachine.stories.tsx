import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsMachine } from '../../machines/settingsMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/settingsMachine',
  component: StatechartViewer,
  args: {
    machine: settingsMachine,
    input: walks.settingsMachine.input,
    events: walks.settingsMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Settings open on Change Username; Manage Friends loads the friends. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadProfile', expect: 'username.idle' },
    { send: 'tab.select', nth: 2, expect: 'friends.loading' },
    { send: 'done loadFriends', expect: 'friends.list' },
  ]),
};
