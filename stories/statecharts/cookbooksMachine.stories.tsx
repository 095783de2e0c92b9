import { CookbooksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCookbooksScreen } from '../../app/selectors/cookbooksScreen.ts';
import { cookbooksMachine } from '../../machines/cookbooksMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/cookbooksMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: cookbooksMachine,
    input: walks.cookbooksMachine.input,
    events: walks.cookbooksMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <CookbooksScreen
        shell={memberShell({ current: 'cookbooks' })}
        {...selectCookbooksScreen(snapshot as never, send)}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Create a cookbook: the dialog saves, then closes. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The list arrives', expect: 'ready.browsing' },
    { send: 'The member presses +', expect: 'ready.creating.editing' },
    { send: 'The member types', expect: 'ready.creating.editing' },
    { send: 'The member presses Create Cookbook', expect: 'ready.creating.saving' },
    { send: 'The server creates it', expect: 'ready.browsing' },
    { send: 'The member presses delete', expect: 'ready.confirmingDelete' },
    { send: 'The member confirms', expect: 'ready.deleting' },
    { send: 'The server deletes it', expect: 'ready.browsing' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
