import { AdminScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectAdminScreen } from '../../app/selectors/adminScreen.ts';
import { adminDashboardMachine } from '../../machines/adminDashboardMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/adminDashboardMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: adminDashboardMachine,
    input: walks.adminDashboardMachine.input,
    events: walks.adminDashboardMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <AdminScreen shell={memberShell()} {...selectAdminScreen(snapshot as never, send)} />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The dashboard loads; Show More lists every user; deleting one asks first. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The statistics and four members arrive', expect: 'users.idle' },
    { send: 'The admin presses Show More', expect: 'list.all' },
    { send: 'The admin presses delete on ada', expect: 'users.confirmingDelete' },
    { send: 'The admin confirms', expect: 'users.deleting' },
    { send: 'The server deletes ada', expect: 'users.idle' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
