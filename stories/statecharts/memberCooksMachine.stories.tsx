import { MemberCooks } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectMemberCooks } from '../../app/selectors/memberCooks.ts';
import { memberCooksMachine } from '../../machines/cooks/memberCooksMachine.ts';
import { sampleToday } from '../versionsSamples.ts';
import { screenStory, walkArgTypes, walkableChart } from './chartStory.tsx';
import { StatechartViewer } from './StatechartViewer.tsx';
import { walks } from './walks/index.ts';
import { walkThrough } from './walkThrough.ts';

// The profile above the section is profileMachine's chart: here the section alone.
const meta = {
  title: 'Statecharts/memberCooksMachine',
  component: StatechartViewer,
  render: walkableChart,
  argTypes: walkArgTypes,
  args: {
    machine: memberCooksMachine,
    input: walks.memberCooksMachine.input,
    events: walks.memberCooksMachine.events,
    walk: '',
    screen: (snapshot, send) => (
      <main>
        <MemberCooks {...selectMemberCooks(snapshot as never, send, { today: sampleToday })} />
      </main>
    ),
  },
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof StatechartViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state and transition; send any event the current state accepts. */
export const Explore: Story = {};

/** The first page fails and is tried again, then Show more reads the last page. */
export const Walkthrough: Story = {
  play: walkThrough([
    { send: 'Loading fails', expect: 'failed' },
    { send: 'The member tries again', expect: 'loading' },
    { send: 'Kenji’s cooks arrive, more to come', expect: 'shown.idle' },
    { send: 'The member presses Show more', expect: 'shown.loadingMore' },
    { send: 'The last page arrives', expect: 'shown.idle' },
  ]),
};

/** The member's screen for the frame beside the chart (hidden: the chart's stories show it). */
export const Screen: Story = { ...screenStory, tags: ['!dev', '!test'] };
