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
 * The host's page arrives; the host answers; a claim is made in the claim dialog (its own chart:
 * potluckClaimMachine) and the page shows the answer; the host starts removing a guest and keeps her; the host
 * invites a friend (potluckInvitationsMachine).
 */
export const Walkthrough: Story = {
  play: walkThrough([
    {
      send: 'The potluck arrives (Maria hosts and brings the chicken)',
      expect: 'loaded.work.idle',
      screen: 'Sunday lunch at Maria’s',
    },
    { send: 'The member says going with 2 people', expect: 'loaded.work.answering' },
    { send: 'The answer is saved', expect: 'loaded.work.idle' },
    { send: 'The member claims a main', expect: 'loaded.dialog.claim', screen: 'Bring a dish: mains' },
    { send: 'The claim is made (the dialog ends)', expect: 'loaded.dialog.none' },
    { send: 'The host removes Priya', expect: 'loaded.dialog.confirmingRemoval' },
    { send: 'The member keeps them', expect: 'loaded.dialog.none' },
    { send: 'The host opens Invite', expect: 'loaded.dialog.inviting' },
    { send: 'Priya is invited (the dialog ends)', expect: 'loaded.dialog.none' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
