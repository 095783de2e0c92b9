import { PotluckScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectPotluckScreen } from '../../app/selectors/potluckScreen.ts';
import { potluckMachine } from '../../machines/potluck/potluckMachine.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: potluckMachine,
    input: walks.potluckMachine.input,
    events: walks.potluckMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <PotluckScreen
        shell={memberShell({ potlucks: 'current' })}
        {...selectPotluckScreen(snapshot as never, send, {
          Link: AnchorLink,
          origin: 'https://potluck.example',
        })}
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
 * The host's page arrives with its thread; a guest answers; a claim of the last main is refused because someone
 * took it just before, and the menu is read again; the host starts removing a guest and keeps her; the host invites
 * a friend once the filter rests.
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The potluck arrives (Maria hosts and brings the chicken)', expect: 'loaded.thread.loading' },
    { send: 'The thread arrives', expect: 'loaded.thread.ready' },
    { send: 'The member says going with 2 people', expect: 'loaded.work.answering' },
    { send: 'The member claims a main', expect: 'loaded.dialog.claim.choosing.editing' },
    { send: 'The member picks the chicken curry', expect: 'loaded.dialog.claim.choosing.editing' },
    { send: 'The member presses Claim', expect: 'loaded.dialog.claim.claiming' },
    { send: 'Someone took the last main just before', expect: 'loaded.dialog.refused' },
    { send: 'The member reads the refusal', expect: 'loaded.dialog.none' },
    { send: 'The host removes Priya', expect: 'loaded.dialog.confirmingRemoval' },
    { send: 'The member keeps them', expect: 'loaded.dialog.none' },
    { send: 'The host opens Invite', expect: 'loaded.dialog.inviting.loading' },
    { send: 'The friends arrive', expect: 'loaded.dialog.inviting.choosing' },
    { send: 'The host types “pri”', expect: 'loaded.dialog.inviting.waiting' },
    { send: 'Typing rests', expect: 'loaded.dialog.inviting.choosing' },
    { send: 'The host ticks Priya', expect: 'loaded.dialog.inviting.choosing' },
    { send: 'The host presses Invite', expect: 'loaded.dialog.inviting.sending' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = screenStory;
