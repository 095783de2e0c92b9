import { PlanItDialog } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectPlanItDialog } from '../../app/selectors/planItDialog.ts';
import { planItMachine } from '../../machines/plan/planItMachine.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/planItMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: planItMachine,
    input: walks.planItMachine.input,
    events: walks.planItMachine.events,
    walk: '',
    screen: (snapshot, send) => <PlanItDialog {...selectPlanItDialog(snapshot as never, send)} />,
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** A card's ⋯ menu opens the dialog; Add to plan sends the choice on to the meal plan and closes it. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The member chooses Plan it in Chili’s ⋯ menu', expect: 'choosing' },
    { send: 'The member picks Friday lunch for 6', expect: 'choosing' },
    { send: 'The member presses Add to plan', expect: 'closed' },
    { send: 'The member chooses Plan it in Chili’s ⋯ menu', expect: 'choosing' },
    { send: 'The member closes the dialog', expect: 'closed' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
