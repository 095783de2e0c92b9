import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileMachine } from '../../machines/profileMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/profileMachine',
  component: StatechartViewer,
  args: { machine: profileMachine, input: walks.profileMachine.input, events: walks.profileMachine.events },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The own profile loads; Edit Profile, then Cancel. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadProfile', expect: 'mode.viewing' },
    { send: 'profile.edit', expect: 'mode.editing' },
    { send: 'profile.cancel', expect: 'mode.viewing' },
  ]),
};
