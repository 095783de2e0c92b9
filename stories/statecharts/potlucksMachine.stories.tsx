import { PotlucksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectPotlucksScreen } from '../../app/selectors/potlucksScreen.ts';
import { potlucksMachine } from '../../machines/potluck/potlucksMachine.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { memberShell } from '../screens/shell.tsx';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

const meta = {
  title: 'Statecharts/potlucksMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: potlucksMachine,
    input: walks.potlucksMachine.input,
    events: walks.potlucksMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <PotlucksScreen
        shell={memberShell({ potlucks: 'current' })}
        {...selectPotlucksScreen(snapshot as never, send, { Link: AnchorLink })}
      />
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The list arrives; the member opens “Host a potluck” (its form is potluckHostFormMachine); it is hosted and opens. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'The potlucks arrive', expect: 'ready.browsing' },
    { send: 'The member presses Host a potluck', expect: 'ready.hosting' },
    { send: 'The potluck is hosted (the form ends)', expect: 'ready.browsing' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
