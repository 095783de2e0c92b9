import { RecipeScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { commentsMachine } from '../../machines/commentsMachine.ts';
import { recipeDetailMachine } from '../../machines/recipeDetailMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { soup } from '../support/recipeMachines.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The recipe around the comments is a chart of its own (recipeDetailMachine): here it has loaded.
const loaded = getNextSnapshot(
  recipeDetailMachine,
  getInitialSnapshot(recipeDetailMachine, walks.recipeDetailMachine.input),
  { type: 'xstate.done.actor.loadRecipe', output: soup } as never,
);

const meta = {
  title: 'Statecharts/commentsMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: commentsMachine,
    input: walks.commentsMachine.input,
    events: walks.commentsMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <RecipeScreen
        shell={memberShell()}
        {...selectRecipeScreen({
          detail: loaded,
          comments: snapshot as never,
          send: { detail: () => {}, comments: send },
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

/** Expand loads; a too short comment is refused; a longer one posts. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member opens Comments', expect: 'expanded.loading' },
    { send: 'The comments arrive', expect: 'expanded.ready' },
    { send: 'The member types “ok”', expect: 'expanded.ready' },
    { send: 'The member presses Post', expect: 'expanded.ready' },
    { send: 'The member types “Lovely soup”', expect: 'expanded.ready' },
    { send: 'The member presses Post', expect: 'expanded.posting' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
