import type { Meta, StoryObj } from '@storybook/react-vite';
import { claimMachine } from '../../machines/potluck/claimMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potluckClaimMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: claimMachine,
    input: walks.potluckClaimMachine.input,
    events: walks.potluckClaimMachine.events,
    walk: '',
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** In the potluck page’s claim dialog, a member looks for a curry, picks it and claims; someone took the last main just before, and the refusal is read. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member looks for “curry”', expect: 'choosing.editing' },
    { send: 'The member presses Search', expect: 'choosing.searching' },
    { send: 'The recipes are found', expect: 'choosing.editing' },
    { send: 'The member picks the chicken curry', expect: 'choosing.editing' },
    { send: 'The member presses Claim', expect: 'claiming' },
    { send: 'Someone took the last main just before', expect: 'refused' },
    { send: 'The member reads the refusal', expect: 'closed' },
  ]),
};
