import { MyRecipesScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInitialSnapshot } from 'xstate';
import { selectMyRecipesScreen } from '../../app/selectors/myRecipesScreen.ts';
import { createRecipeMachine } from '../../machines/createRecipeMachine.ts';
import { myRecipesMachine } from '../../machines/myRecipesMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The create form is a chart of its own (createRecipeMachine): here it stays closed.
const closedForm = getInitialSnapshot(createRecipeMachine, { client: {} as never });

const meta = {
  title: 'Statecharts/myRecipesMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: myRecipesMachine,
    input: walks.myRecipesMachine.input,
    events: walks.myRecipesMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <MyRecipesScreen
        shell={memberShell({ search: 'myRecipes', current: 'addRecipe' })}
        {...selectMyRecipesScreen(
          { list: snapshot as never, create: closedForm, recipe: null },
          { list: send, create: () => {} },
        )}
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
 * The list arrives; a privacy flip is saved. (Delete's question is a modal dialog over the viewer: it is walked
 * in Screens/My Recipes › MyRecipesConfirmDelete and MyRecipesDeleted.)
 */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member’s recipes arrive', expect: 'list.ready' },
    { send: 'The member flips', expect: 'list.savingPrivacy' },
    { send: 'The server says it is private', expect: 'list.ready' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
