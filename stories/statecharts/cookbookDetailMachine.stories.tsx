import { CookbookScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectCookbookScreen } from '../../app/selectors/cookbookScreen.ts';
import { cookbookDetailMachine } from '../../machines/cookbookDetailMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/cookbookDetailMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: cookbookDetailMachine,
    input: walks.cookbookDetailMachine.input,
    events: walks.cookbookDetailMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <CookbookScreen
        shell={memberShell({ current: 'cookbooks' })}
        {...selectCookbookScreen(snapshot as never, send, null)}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The cookbook loads; removing a recipe asks first; the PDF export fails. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The cookbook arrives', expect: 'recipes.idle' },
    { send: 'Someone else changes the cookbook (live)', expect: 'freshness.refreshing' },
    { send: 'The fresh copy arrives', expect: 'freshness.fresh' },
    { send: 'The member presses remove on Pasta', expect: 'recipes.confirmingRemove' },
    { send: 'The member confirms', expect: 'recipes.removing' },
    { send: 'The server removes it', expect: 'recipes.idle' },
    { send: 'The member presses Download PDF', expect: 'pdf.generating' },
    { send: 'Drawing the PDF fails', expect: 'pdf.failed' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
