import type { Meta, StoryObj } from '@storybook/react-vite';
import { chatMachine } from '../../machines/chatMachine.ts';
import { walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/chatMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: { machine: chatMachine, input: walks.chatMachine.input, events: walks.chatMachine.events, walk: '' },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Open the chat, pick a conversation, its messages load; Ada replies and her reply shows at once. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member presses Chat', expect: 'open.list.loading' },
    { send: 'The member opens the chat with Ada', expect: 'conversation.loading' },
    { send: 'No messages with Ada yet', expect: 'conversation.ready' },
    { send: 'Ada replies', expect: 'conversation.receiving' },
    { send: 'Ada’s reply arrives', expect: 'conversation.ready' },
  ]),
};
