import { AppShell } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { appStatusMachine } from '../../machines/appStatusMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/appStatusMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: appStatusMachine,
    input: walks.appStatusMachine.input,
    events: walks.appStatusMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <AppShell
        {...memberShell()}
        status={{
          offline: snapshot.hasTag('offline'),
          update: snapshot.matches({ update: 'available' })
            ? 'available'
            : snapshot.matches({ update: 'reloading' })
              ? 'reloading'
              : 'none',
          onReload: () => send({ type: 'update.reload' }),
          onLater: () => send({ type: 'update.later' }),
        }}
        title="Cookbooks"
      >
        <p>The page goes on under the banner.</p>
      </AppShell>
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Offline and back; a new version waits until the member chooses Reload. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The connection is lost', expect: 'connection.offline' },
    { send: 'The connection is back', expect: 'connection.online' },
    { send: 'A new version is waiting', expect: 'update.available' },
    { send: 'The member presses Later', expect: 'update.postponed' },
    { send: 'A new version is waiting', expect: 'update.available' },
    { send: 'The member presses Reload', expect: 'update.reloading' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
