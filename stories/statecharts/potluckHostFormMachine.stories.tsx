import type { Meta, StoryObj } from '@storybook/react-vite';
import { hostFormMachine } from '../../machines/potluck/hostFormMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckHostFormMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: hostFormMachine,
    input: walks.potluckHostFormMachine.input,
    events: walks.potluckHostFormMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** “Host a potluck”: the member types a title, and it is hosted. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member types the title “Sunday lunch”', expect: 'editing' },
    { send: 'The member presses Host it', expect: 'sending' },
    { send: 'The server hosts it', expect: 'answered' },
  ]),
};
