import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminDashboardMachine } from '../../machines/adminDashboardMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/adminDashboardMachine',
  component: StatechartViewer,
  args: {
    machine: adminDashboardMachine,
    input: walks.adminDashboardMachine.input,
    events: walks.adminDashboardMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The dashboard loads; Show More lists every user. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadDashboard', expect: 'users.idle' },
    { send: 'users.showMore', expect: 'list.all' },
  ]),
};
