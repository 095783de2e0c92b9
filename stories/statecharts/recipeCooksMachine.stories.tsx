import { RecipeCooks } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectRecipeCooks } from '../../app/selectors/recipeCooks.ts';
import { recipeCooksMachine } from '../../machines/cooks/recipeCooksMachine.ts';
import { RecipeWithCooks } from '../support/recipeWithCooks.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/recipeCooksMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: recipeCooksMachine,
    input: walks.recipeCooksMachine.input,
    events: walks.recipeCooksMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <RecipeWithCooks>
        <RecipeCooks {...selectRecipeCooks(snapshot as never, send, { today: '2026-11-29' })} />
      </RecipeWithCooks>
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The cooks load after the recipe, page on, the member logs a cook (refused once) and deletes their own. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Loading fails', expect: 'failed' },
    { send: 'The member tries again', expect: 'loading' },
    { send: 'The cooks arrive, more to come', expect: 'idle' },
    { send: 'Show more', expect: 'loadingMore' },
    { send: 'The next page fails', expect: 'moreFailed' },
    { send: 'I cooked this', expect: 'editing' },
    { send: 'A day after today', expect: 'editing' },
    { send: 'Save', expect: 'refused' },
    { send: 'A note and 4 stars', expect: 'editing' },
    { send: 'Save', expect: 'sending' },
    { send: 'It is saved', expect: 'closed' },
    { send: 'The cooks read again', expect: 'idle' },
    { send: 'Delete my cook', expect: 'confirmingDelete' },
    { send: 'Yes, delete', expect: 'deleting' },
    { send: 'It is deleted', expect: 'refreshing' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
