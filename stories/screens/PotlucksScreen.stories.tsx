// /potlucks (issue 28): the member's potlucks and the "Host a potluck" form, at 375 and 1280 px.
import { PotlucksScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectPotlucksScreen } from '../../app/selectors/potlucksScreen.ts';
import { potlucksMachine } from '../../machines/index.ts';
import { AnchorLink } from '../../packages/ui/src/components/Link/index.ts';
import { aPotluckSummary, kenji } from '../statecharts/potluckSamples.ts';
import { sampleId } from '../statecharts/samples.ts';
import { answer } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Potlucks',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const now = () => Date.parse('2026-11-28T12:00:00Z');
const listStory = (fake: never, events: EventFromLogic<typeof potlucksMachine>[] = []) =>
  fromMachine({
    machine: potlucksMachine,
    input: { client: fake, now },
    events,
    render: (snapshot, send, notices) => (
      <PotlucksScreen
        shell={{ ...memberShell({ potlucks: 'current' }), ...notices }}
        {...selectPotlucksScreen(snapshot, send, { Link: AnchorLink })}
      />
    ),
  });

const potlucksListStory = (): Story => ({
  render: listStory({
    getPotlucks: answer([
      aPotluckSummary(),
      aPotluckSummary({
        id: sampleId(702),
        title: 'Kenji’s ramen night',
        isHost: false,
        host: kenji,
        answer: null,
      }),
    ]),
  } as never),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: 'Sunday lunch at Maria’s' })).toBeVisible();
    await expect(page.getByText('Kenji Sato hosts · Not answered yet')).toBeVisible();
  },
});
export const ListPhone = atViewport(potlucksListStory(), 'Potlucks', 'phone');
export const ListDesktop = atViewport(potlucksListStory(), 'Potlucks', 'desktop');

const emptyListStory = (): Story => ({
  render: listStory({ getPotlucks: answer([]) } as never),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No potlucks yet/)).toBeVisible();
  },
});
export const EmptyListPhone = atViewport(emptyListStory(), 'No potlucks', 'phone');
export const EmptyListDesktop = atViewport(emptyListStory(), 'No potlucks', 'desktop');

const hostFormStory = (): Story => ({
  render: listStory({ getPotlucks: answer([]) } as never, [{ type: 'host.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Host a potluck' });
    await expect(within(dialog).getByRole('spinbutton', { name: 'Mains' })).toHaveValue(3);
  },
});
export const HostFormPhone = atViewport(hostFormStory(), 'Host a potluck', 'phone');
export const HostFormDesktop = atViewport(hostFormStory(), 'Host a potluck', 'desktop');
