import { CreateRecipeForm, MyRecipesScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { selectMyRecipesScreen } from '../../app/selectors/myRecipesScreen.ts';
import { createRecipeMachine } from '../../machines/createRecipeMachine.ts';
import { myRecipesMachine } from '../../machines/myRecipesMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The list behind the form is a chart of its own (myRecipesMachine): here it is an empty list.
const emptyList = getNextSnapshot(
  myRecipesMachine,
  getInitialSnapshot(myRecipesMachine, { client: {} as never }),
  {
    type: 'xstate.done.actor.loadRecipes',
    output: [],
  } as never,
);

const meta = {
  title: 'Statecharts/createRecipeMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: createRecipeMachine,
    input: walks.createRecipeMachine.input,
    events: walks.createRecipeMachine.events,
    walk: '',
    // While open, the form is shown in place of its modal dialog, so the chart beside it stays walkable.
    screen: (snapshot, send) => {
      const screen = selectMyRecipesScreen(
        { list: emptyList, create: snapshot as never, recipe: null },
        { list: () => {}, create: send },
      );
      return screen.createOpen ? (
        <CreateRecipeForm {...screen.createForm} onCancel={() => screen.onCreateOpenChange(false)} />
      ) : (
        <MyRecipesScreen shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })} {...screen} />
      );
    },
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** Open, a refused empty submit, type, publish, the server fails: the form stays open with the draft. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member presses +', expect: 'editing.fresh' },
    { send: 'The member presses Publish', expect: 'editing.incomplete' },
    { send: 'The member types', expect: 'editing.incomplete' },
    { send: 'The member presses Publish', expect: 'submitting' },
    { send: 'Publishing fails', expect: 'failed' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
