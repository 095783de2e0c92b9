import type { Meta, StoryObj } from '@storybook/react-vite';
import { cookbookDetailMachine } from '../../machines/cookbookDetailMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/cookbookDetailMachine',
  component: StatechartViewer,
  args: {
    machine: cookbookDetailMachine,
    input: walks.cookbookDetailMachine.input,
    events: walks.cookbookDetailMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The cookbook loads; the PDF export fails. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadCookbook', expect: 'recipes.idle' },
    { send: 'pdf.export', expect: 'pdf.generating' },
    { send: 'error exportPdf', expect: 'pdf.failed' },
  ]),
};
