import { RecipeScreen, RecipeVersion } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getInitialSnapshot } from 'xstate';
import { selectRecipeScreen } from '../../app/selectors/recipeDetail.ts';
import { selectRecipeVersion } from '../../app/selectors/recipeVersion.ts';
import { commentsMachine } from '../../machines/commentsMachine.ts';
import { recipeDetailMachine } from '../../machines/recipeDetailMachine.ts';
import { recipeVersionMachine } from '../../machines/versions/recipeVersionMachine.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The recipe behind the part is the recipe detail's chart (here still loading); its comments stay collapsed.
const recipeBehind = getInitialSnapshot(recipeDetailMachine, walks.recipeDetailMachine.input);
const collapsed = getInitialSnapshot(commentsMachine, { client: {} as never, recipeId: '716429' });

const meta = {
  title: 'Statecharts/recipeVersionMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: recipeVersionMachine,
    input: walks.recipeVersionMachine.input,
    events: walks.recipeVersionMachine.events,
    walk: '',
    screen: (snapshot, send) => {
      const page = selectRecipeScreen({
        detail: recipeBehind,
        comments: collapsed,
        send: { detail: () => {}, comments: () => {} },
      });
      const version = <RecipeVersion {...selectRecipeVersion(snapshot as never, send)} />;
      return (
        <RecipeScreen shell={memberShell()} {...page} detail={page.detail && { ...page.detail, version }} />
      );
    },
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The versions arrive and page; What changed opens, fails, is tried again and closes; the copy is made. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Three versions arrive, ten a page', expect: 'versions.shown.idle' },
    { send: 'The member asks for more versions', expect: 'versions.shown.loadingMore' },
    { send: 'The last version arrives', expect: 'versions.shown.idle' },
    { send: 'The member opens What changed', expect: 'changes.loading' },
    { send: 'What changed fails', expect: 'changes.failed' },
    { send: 'The member tries What changed again', expect: 'changes.loading' },
    { send: 'What changed arrives', expect: 'changes.shown' },
    { send: 'The member closes What changed', expect: 'changes.closed' },
    { send: 'The member presses Make it my own', expect: 'copy.making' },
    { send: 'The copy is made (the app opens it)', expect: 'copy.idle' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
