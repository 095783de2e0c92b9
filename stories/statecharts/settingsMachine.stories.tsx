import { SettingsScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectSettingsScreen } from '../../app/selectors/settingsScreen.ts';
import { settingsMachine } from '../../machines/settingsMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/settingsMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: settingsMachine,
    input: walks.settingsMachine.input,
    events: walks.settingsMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <SettingsScreen shell={memberShell()} {...selectSettingsScreen(snapshot as never, send)} />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Settings open on Change Username; Manage Friends loads the friends; removing one asks first. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member’s profile arrives', expect: 'username.idle' },
    { send: 'The member opens Manage Friends', expect: 'friends.loading' },
    { send: 'The friends arrive', expect: 'friends.list' },
    { send: 'The member presses Remove on ada', expect: 'friends.confirmingRemove' },
    { send: 'The member confirms', expect: 'friends.removing' },
    { send: 'The server removes ada', expect: 'friends.list' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
