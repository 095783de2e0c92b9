// "Your friends cooked" on the home page (issue 41), made from its machine with a fake client and drawn through
// the route's selector above a grid still loading: loading, none (a word in the row's place), some, failed; 375 and
// 1280 px.
import { DiscoverScreen, FriendsCooked } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createActor } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { selectDiscoverScreen } from '../../app/selectors/discoverScreen.ts';
import { selectFriendsCooked } from '../../app/selectors/friendsCooked.ts';
import { friendsCookedMachine } from '../../machines/cooks/friendsCookedMachine.ts';
import { discoveryMachine } from '../../machines/index.ts';
import { answer, never, refuse } from '../support/answers.ts';
import { useStoryActor } from '../support/fromMachine.tsx';
import { sampleToday, someCooks } from '../versionsSamples.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Friends cooked',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const gridBehind = createActor(discoveryMachine, {
  input: { client: { searchExternal: never, getPublicRecipes: never } as never, random: () => 0.5 },
}).getSnapshot();

function Home({ getFriendsCooked }: { getFriendsCooked: (limit?: number) => Promise<unknown> }) {
  const [input] = useState(() => ({ client: { getFriendsCooked, onStale: () => () => {} } as never }));
  const row = useStoryActor(friendsCookedMachine, input, []);
  const snapshot = useSelector(row, (s) => s);
  return (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      {...selectDiscoverScreen(gridBehind, () => {}, null)}
      friendsCooked={<FriendsCooked {...selectFriendsCooked(snapshot, row.send, { today: sampleToday })} />}
    />
  );
}

/** Read after the page's first paint: a heading and three placeholders. */
export const RowLoading: Story = {
  render: () => <Home getFriendsCooked={never} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your friends’ cooks…')).toBeVisible();
  },
};

/** No friend's cook the member may see: the row keeps its place with a word, so the grid does not move. */
export const RowNone: Story = {
  render: () => <Home getFriendsCooked={answer([])} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'When your friends say “I cooked this”, their dishes show here.',
      ),
    ).toBeVisible();
  },
};

/** Each card: the photo, the friend, the recipe's title linking to it, the day and the rating. */
export const RowSome: Story = {
  render: () => <Home getFriendsCooked={answer(someCooks(5))} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Your friends’ recent cooks' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: 'Nonna’s Sunday Ragù' })).toHaveAttribute(
      'href',
      `/recipe/${someCooks(1)[0]?.recipe.id}`,
    );
    await expect(within(first).getByText('kenji')).toBeVisible();
    await expect(within(first).getByText('yesterday')).toBeVisible();
    await expect(within(first).getByRole('img', { name: 'Rated 5 of 5' })).toBeVisible();
  },
};

/** The read failed: said once, with Try again (which reads again). */
export const RowFailed: Story = {
  render: () => <Home getFriendsCooked={refuse(500)} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/could not be loaded/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(await page.findByText(/could not be loaded/)).toBeVisible();
  },
};

export const RowLoadingAt375: Story = atViewport(RowLoading, 'Friends cooked, loading', 'phone');
export const RowLoadingAt1280: Story = atViewport(RowLoading, 'Friends cooked, loading', 'desktop');
export const RowNoneAt375: Story = atViewport(RowNone, 'Friends cooked, none', 'phone');
export const RowNoneAt1280: Story = atViewport(RowNone, 'Friends cooked, none', 'desktop');
export const RowSomeAt375: Story = atViewport(RowSome, 'Friends cooked, some', 'phone');
export const RowSomeAt1280: Story = atViewport(RowSome, 'Friends cooked, some', 'desktop');
export const RowFailedAt375: Story = atViewport(RowFailed, 'Friends cooked, failed', 'phone');
export const RowFailedAt1280: Story = atViewport(RowFailed, 'Friends cooked, failed', 'desktop');
