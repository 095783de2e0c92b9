import type { Meta, StoryObj } from '@storybook/react-vite';
import { cookbooksMachine } from '../../machines/cookbooksMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/cookbooksMachine',
  component: StatechartViewer,
  args: {
    machine: cookbooksMachine,
    input: walks.cookbooksMachine.input,
    events: walks.cookbooksMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Create a cookbook: the dialog saves, then closes. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'done loadCookbooks', expect: 'ready.browsing' },
    { send: 'dialog.open', expect: 'ready.creating.editing' },
    { send: 'draft.change', expect: 'ready.creating.editing' },
    { send: 'cookbook.create', expect: 'ready.creating.saving' },
    { send: 'done createCookbook', expect: 'ready.browsing' },
  ]),
};
