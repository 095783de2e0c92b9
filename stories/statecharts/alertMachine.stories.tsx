import type { Meta, StoryObj } from '@storybook/react-vite';
import { alertMachine } from '../../machines/alertMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/alertMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: alertMachine,
    input: walks.alertMachine.input,
    events: walks.alertMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Two alerts in a row are read one after the other: OK on the first shows the second. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: '“Comment is too short!” is said', expect: 'showing' },
    { send: '“Link copied to clipboard!” is said', expect: 'showing' },
    { send: 'The member presses OK', expect: 'showing' },
    { send: 'The member presses OK', expect: 'idle' },
  ]),
};
