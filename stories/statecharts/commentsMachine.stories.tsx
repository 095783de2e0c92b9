import type { Meta, StoryObj } from '@storybook/react-vite';
import { commentsMachine } from '../../machines/commentsMachine.ts';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/commentsMachine',
  component: StatechartViewer,
  args: {
    machine: commentsMachine,
    input: walks.commentsMachine.input,
    events: walks.commentsMachine.events,
  },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Expand loads the comments; a two-letter comment is refused, a longer one posts. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'comments.expand', expect: 'expanded.loading' },
    { send: 'done loadComments', expect: 'expanded.ready' },
    { send: 'comment.change', nth: 1, expect: 'expanded.ready' },
    { send: 'comment.post', expect: 'expanded.ready' },
    { send: 'comment.change', expect: 'expanded.ready' },
    { send: 'comment.post', expect: 'expanded.posting' },
  ]),
};
