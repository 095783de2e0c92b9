import type { Meta, StoryObj } from '@storybook/react-vite';
import { discoveryMachine } from '../../machines/discoveryMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/discoveryMachine',
  component: StatechartViewer,
  args: {
    machine: discoveryMachine,
    input: walks.discoveryMachine.input,
    events: walks.discoveryMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Page 1 loads, scrolling loads page 2, which is empty: no more pages. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadFirstPage', expect: 'browsing' },
    { send: 'page.next', expect: 'loadingMore' },
    { send: 'done loadNextPage', nth: 1, expect: 'exhausted' },
  ]),
};
