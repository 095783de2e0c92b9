import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostAgainMachine } from '../../machines/potluck/hostAgainMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckHostAgainMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: hostAgainMachine,
    input: walks.potluckHostAgainMachine.input,
    events: walks.potluckHostAgainMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The host picks a new day and hosts the potluck again. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The host picks 10 January', expect: 'editing' },
    { send: 'The host presses Host it', expect: 'sending' },
    { send: 'The new potluck is hosted', expect: 'answered' },
  ]),
};
