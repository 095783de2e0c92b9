import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastMachine } from '../../machines/toastMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/toastMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: toastMachine,
    input: walks.toastMachine.input,
    events: walks.toastMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Show a toast, then let its time run out. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: '“Recipe removed” shows', expect: 'showing' },
    { send: 'The first toast’s time runs out', expect: 'idle' },
  ]),
};
