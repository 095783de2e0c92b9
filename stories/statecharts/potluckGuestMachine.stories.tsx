import { PotluckPendingScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SnapshotFrom } from 'xstate';
import { potluckGuestMachine } from '../../machines/index.ts';
import type { guestMachine } from '../../machines/potluck/guestMachine.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

/** What a guest's address shows while the guest machine decides (the potluck itself is the page machine's). */
function GuestCheck({ snapshot }: { snapshot: SnapshotFrom<typeof guestMachine> }) {
  const { session } = snapshot.context;
  return (
    <PotluckPendingScreen
      shell={{ guest: { name: session?.name ?? '', onKeepAccount: null } }}
      status={
        snapshot.matches('checking') || snapshot.matches('guest')
          ? 'loading'
          : snapshot.matches('failed')
            ? 'failed'
            : 'gone'
      }
      goneMessage="This link no longer opens the potluck. The host may have removed you or made a new join link: ask them for it."
      onReload={() => undefined}
    />
  );
}

const meta = {
  title: 'Statecharts/potluckGuestMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: potluckGuestMachine,
    input: walks.potluckGuestMachine.input,
    events: walks.potluckGuestMachine.events,
    walk: '',
    screen: (snapshot) => <GuestCheck snapshot={snapshot as never} />,
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Sam comes back with his private link: the server cannot be reached, he tries again, and he is in. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The server cannot be reached', expect: 'failed' },
    { send: 'Sam tries again', expect: 'checking' },
    { send: 'The link signs Sam in', expect: 'guest' },
  ]),
};

/** The guest's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
