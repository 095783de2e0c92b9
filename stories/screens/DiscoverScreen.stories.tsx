import { DiscoverScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { screenA11yRules } from '../../.storybook/a11y.ts';
import { searchFromParams, selectDiscoverScreen } from '../../app/selectors/discoverScreen.ts';
import { discoveryMachine } from '../../machines/index.ts';
import { recipeDetail } from '../fixtures.ts';
import { never } from '../support/answers.ts';
import { useStoryActor } from '../support/fromMachine.tsx';
import { discovered, recipeClient, useRecipeStory } from '../support/recipeMachines.tsx';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Discover',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Discover({
  client,
  events = [],
  address = '',
}: {
  client: never;
  events?: EventFromLogic<typeof discoveryMachine>[];
  /** The search the address carries, as the top bar put it there ('query=zzz&diet=vegan'). */
  address?: string;
}) {
  const [input] = useState(() => ({
    client,
    random: () => 0.5,
    ...searchFromParams(new URLSearchParams(address)),
  }));
  const discovery = useStoryActor(discoveryMachine, input, events);
  const snapshot = useSelector(discovery, (s) => s);
  const recipe = useRecipeStory(client, recipeDetail.id);
  return (
    <DiscoverScreen
      shell={memberShell({ search: 'recipes', current: 'home' })}
      {...selectDiscoverScreen(snapshot, discovery.send, snapshot.context.opened ? recipe : null)}
    />
  );
}

export const DiscoverLoading: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: never })} />,
};

/** Each card tells its ready time and likes, and a member recipe its author. */
export const DiscoverPopulated: Story = {
  render: () => <Discover client={recipeClient()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('searchbox', { name: 'Search recipes...' })).toBeVisible();
    const soup = await page.findByRole('article', { name: 'Roasted Tomato Soup' });
    await expect(soup).toBeVisible();
    await expect(soup).toHaveTextContent('15 min');
    await expect(soup).toHaveTextContent('0 likes');
    await expect(soup).toHaveTextContent('by @maria_cooks');
  },
};

const secondPageNever = ({ offset }: { offset: number }) =>
  offset === 0 ? Promise.resolve(structuredClone(discovered)) : never();
const scrolled: EventFromLogic<typeof discoveryMachine>[] = [{ type: 'page.next' }];
export const DiscoverLoadingMore: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: secondPageNever })} events={scrolled} />,
};

export const DiscoverEmpty: Story = {
  render: () => <Discover client={recipeClient({ searchExternal: async () => [] })} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
  },
};

/**
 * A search that finds nothing offers 'Clear search and filters' (the machine's `search.clear`), which starts over
 * with neither.
 */
export const DiscoverEmptySearch: Story = {
  render: () => (
    <Discover
      address="query=zzz&diet=vegan"
      client={recipeClient({
        searchExternal: async ({ query, offset }: { query: string; offset: number }) =>
          query === '' && offset === 0 ? structuredClone(discovered) : [],
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No recipes found. Try adjusting your search or filters!'),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await page.findByRole('article', { name: 'Roasted Tomato Soup' })).toBeVisible();
  },
};

const openSoup: EventFromLogic<typeof discoveryMachine>[] = [
  { type: 'recipe.open', id: recipeDetail.id, title: recipeDetail.title },
];
/** A card's recipe opens in the modal (the discovery machine's `recipe.open`); Escape closes it. */
export const DiscoverWithModal: Story = {
  render: () => <Discover client={recipeClient()} events={openSoup} />,
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Roasted Tomato Soup' });
    await expect(await within(modal).findByRole('heading', { name: 'Ingredients' })).toBeVisible();
  },
};

// This screen at the review widths.
export const DiscoverPopulatedAt375: Story = atViewport(DiscoverPopulated, 'Discover', 'phone');
export const DiscoverPopulatedAt768: Story = atViewport(DiscoverPopulated, 'Discover', 'tablet');
export const DiscoverPopulatedAt1280: Story = atViewport(DiscoverPopulated, 'Discover', 'desktop');
