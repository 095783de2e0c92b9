import type { Meta, StoryObj } from '@storybook/react-vite';
import { myRecipesMachine } from '../../machines/myRecipesMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/myRecipesMachine',
  component: StatechartViewer,
  args: {
    machine: myRecipesMachine,
    input: walks.myRecipesMachine.input,
    events: walks.myRecipesMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Recipes load; a privacy toggle waits for the server. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadRecipes', expect: 'ready' },
    { send: 'recipe.togglePrivacy', expect: 'savingPrivacy' },
    { send: 'done setPrivacy', expect: 'ready' },
  ]),
};
