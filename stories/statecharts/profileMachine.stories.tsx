import { ProfileScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectProfileScreen } from '../../app/selectors/profileScreen.ts';
import { profileMachine } from '../../machines/profileMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/profileMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: profileMachine,
    input: walks.profileMachine.input,
    events: walks.profileMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <ProfileScreen
        shell={memberShell({ search: 'friends', current: 'profile' })}
        {...selectProfileScreen(snapshot as never, send)}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The own profile loads; Edit Profile, a new bio, Save. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member’s own profile arrives', expect: 'mode.viewing' },
    { send: 'The member presses Edit Profile', expect: 'mode.editing' },
    { send: 'The member types a new bio', expect: 'mode.editing' },
    { send: 'The member presses Save', expect: 'mode.saving' },
    { send: 'The server saves the profile', expect: 'mode.viewing' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
