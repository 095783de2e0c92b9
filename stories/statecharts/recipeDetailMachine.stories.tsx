import type { Meta, StoryObj } from '@storybook/react-vite';
import { recipeDetailMachine } from '../../machines/recipeDetailMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/recipeDetailMachine',
  component: StatechartViewer,
  args: {
    machine: recipeDetailMachine,
    input: walks.recipeDetailMachine.input,
    events: walks.recipeDetailMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The recipe loads; nutrition shows more; the share menu opens. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadRecipe', expect: 'intolerances.loading' },
    { send: 'nutrition.showMore', expect: 'nutrition.all' },
    { send: 'share.open', expect: 'share.menu' },
  ]),
};
