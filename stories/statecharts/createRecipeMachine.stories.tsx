import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRecipeMachine } from '../../machines/createRecipeMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/createRecipeMachine',
  component: StatechartViewer,
  args: {
    machine: createRecipeMachine,
    input: walks.createRecipeMachine.input,
    events: walks.createRecipeMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Publishing fails: the form stays open. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'form.open', expect: 'editing' },
    { send: 'recipe.submit', expect: 'submitting' },
    { send: 'error createRecipe', expect: 'failed' },
  ]),
};
