import type { Meta, StoryObj } from '@storybook/react-vite';
import { threadMachine } from '../../machines/potluck/threadMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckThreadMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: threadMachine,
    input: walks.potluckThreadMachine.input,
    events: walks.potluckThreadMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The thread arrives; the member writes; someone else writes and it is read again. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The thread arrives', expect: 'ready' },
    { send: 'The member types “We are 2!”', expect: 'ready' },
    { send: 'The member sends it', expect: 'sending' },
    { send: 'It is sent', expect: 'ready' },
    { send: 'Someone writes in the thread (live)', expect: 'loading' },
  ]),
};
