import { RecipeScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInitialSnapshot } from 'xstate';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { commentsMachine } from '../../machines/commentsMachine.ts';
import { recipeDetailMachine } from '../../machines/recipeDetailMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The comments are a chart of their own (commentsMachine): here they stay collapsed.
const collapsed = getInitialSnapshot(commentsMachine, { client: {} as never, recipeId: '716429' });

const meta = {
  title: 'Statecharts/recipeDetailMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: recipeDetailMachine,
    input: walks.recipeDetailMachine.input,
    events: walks.recipeDetailMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <RecipeScreen
        shell={memberShell()}
        {...selectRecipeScreen({
          detail: snapshot as never,
          comments: collapsed,
          send: { detail: send, comments: () => {} },
        })}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/**
 * The recipe arrives; Show More, Show Less. (The share menu and the friend picker are modal over the viewer:
 * they are walked in Screens/Recipe › RecipeShareFriends.)
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The recipe arrives', expect: 'intolerances.loading' },
    { send: 'The member presses Show More', expect: 'nutrition.all' },
    { send: 'The member presses Show Less', expect: 'nutrition.firstSix' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
