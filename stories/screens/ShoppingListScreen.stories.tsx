import type { ShoppingItem, ShoppingList } from '@potluck/contract';
import { formatShoppingItem, readShoppingLine } from '@potluck/domain';
import { ShoppingListScreen } from '@potluck/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventFromLogic } from 'xstate';
import { openMenuA11yRules, screenA11yRules } from '../../.storybook/a11y.ts';
import { selectShoppingListScreen } from '../../app/selectors/shoppingListScreen.ts';
import { memoryStorage, shoppingListMachine } from '../../machines/index.ts';
import { aCookbook, aFriend, sampleId } from '../statecharts/samples.ts';
import { answer, never, refuse, unreachable } from '../support/answers.ts';
import { fromMachine } from '../support/fromMachine.tsx';
import { expectKeptOffline } from '../support/keptOffline.ts';
import { memberShell } from './shell.tsx';
import { atViewport } from './viewports.ts';

const meta = {
  title: 'Screens/Shopping list',
  parameters: { layout: 'fullscreen', a11y: { config: { rules: screenA11yRules } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const maria = sampleId(1);
const kenji = sampleId(2);
const at = '2026-11-24T10:00:00.000Z';
/** An item as the server answers it: its amount read from the line, written the way the list writes it. */
const item = (n: number, line: string, aisle: ShoppingItem['aisle'], extra: Partial<ShoppingItem> = {}) => {
  const amount = readShoppingLine(line);
  return {
    id: sampleId(100 + n),
    ...amount,
    text: formatShoppingItem(amount),
    aisle,
    checked: false,
    sources: [],
    updatedAt: at,
    ...extra,
  } satisfies ShoppingItem;
};

const milkBread = { recipeId: sampleId(40), title: 'Milk Bread' };
const shakshuka = { recipeId: '716429', title: 'Shakshuka' };
const mariasList: ShoppingList = {
  id: sampleId(10),
  ownerId: maria,
  ownerName: 'maria_cooks',
  items: [
    item(1, '4 tomatoes', 'produce', { sources: [shakshuka] }),
    item(2, '1 onion', 'produce', { checked: true, sources: [shakshuka] }),
    item(3, '2 cloves garlic', 'produce'),
    item(4, '300 g butter', 'dairy', { sources: [milkBread] }),
    item(5, '6 eggs', 'dairy', { sources: [milkBread, shakshuka] }),
    item(6, '1 ½ cups whole milk', 'dairy', { sources: [milkBread] }),
    item(7, '500 g bread flour', 'pantry', { sources: [milkBread] }),
    item(8, '1 tsp ground cumin', 'spices', { checked: true }),
  ],
  shares: [{ kind: 'member', id: sampleId(500), memberId: kenji, username: 'kenji_eats' }],
  updatedAt: at,
};
const summary = (list: ShoppingList) => ({
  id: list.id,
  ownerId: list.ownerId,
  ownerName: list.ownerName,
  itemCount: list.items.length,
  uncheckedCount: list.items.filter((i) => !i.checked).length,
});
const kenjisList: ShoppingList = {
  ...mariasList,
  id: sampleId(11),
  ownerId: kenji,
  ownerName: 'kenji_eats',
  items: mariasList.items.slice(3, 6),
  shares: [],
};

const client = (overrides: Record<string, unknown> = {}) =>
  ({
    getShoppingLists: answer([summary(mariasList)]),
    getShoppingList: answer(mariasList),
    addShoppingLines: never,
    updateShoppingItem: never,
    deleteShoppingItem: never,
    clearCheckedShoppingItems: never,
    shareShoppingList: never,
    unshareShoppingList: never,
    getFriends: answer([aFriend({ _id: kenji, username: 'kenji_eats' }), aFriend({ username: 'ada' })]),
    getCookbooks: answer([aCookbook({ _id: sampleId(30), title: 'Sunday Dinners', owners: [maria] })]),
    onStale: () => () => undefined,
    ...overrides,
  }) as never;

const shoppingStory = (
  fake: never,
  events: EventFromLogic<typeof shoppingListMachine>[] = [],
  storage = memoryStorage(),
) =>
  fromMachine({
    machine: shoppingListMachine,
    input: { client: fake, memberId: maria, storage, now: () => Date.parse(at), random: () => 0.5 },
    // The page is open: the machine (dormant until then) reads the list.
    events: [{ type: 'list.show' }, ...events],
    render: (snapshot, send, notices) => (
      <ShoppingListScreen
        shell={{ ...memberShell({ shopping: 'current' }), ...notices }}
        {...selectShoppingListScreen(snapshot, send)}
      />
    ),
  });

export const Loading: Story = { render: shoppingStory(client({ getShoppingLists: never })) };

export const LoadFailed: Story = {
  render: shoppingStory(client({ getShoppingLists: refuse(500) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Could not load the shopping list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: shoppingStory(client({ getShoppingList: answer({ ...mariasList, items: [], shares: [] }) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Your shopping list is empty/)).toBeVisible();
    await expect(page.getByText('Only you can see this list')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** Items by aisle, unchecked first; each says which recipes it is for. */
const byAisle: Story = {
  render: shoppingStory(client()),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Produce' })).toBeVisible();
    const dairy = page.getByRole('region', { name: 'Dairy' });
    await expect(within(dairy).getByRole('checkbox', { name: /6 eggs/ })).not.toBeChecked();
    await expect(within(dairy).getByText('for Milk Bread, Shakshuka')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /1 onion/ })).toBeChecked();
    await expect(page.getByText('2 of 8 checked')).toBeVisible();
    await expect(page.getByText('Shared with kenji_eats')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
  },
};
export const ByAislePhone = atViewport(byAisle, 'Shopping list', 'phone');
export const ByAisleDesktop = atViewport(byAisle, 'Shopping list', 'desktop');

/** A week's shopping: 150 items across the aisles. */
const longList: ShoppingList = {
  ...mariasList,
  items: Array.from({ length: 150 }, (_, n) =>
    item(
      n + 1,
      `${n + 1} g ingredient ${n + 1}`,
      (['produce', 'dairy', 'pantry', 'spices'] as const)[n % 4]!,
      {
        checked: n % 5 === 0,
      },
    ),
  ),
};

/**
 * A long list: the first screenful is drawn in the task that shows the list, the rest right after in slices
 * (decision 030); every row is there, and the count says 150.
 */
export const LongList: Story = {
  render: shoppingStory(client({ getShoppingList: answer(longList) })),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('30 of 150 checked')).toBeVisible();
    await waitFor(() => expect(page.getAllByRole('checkbox')).toHaveLength(150));
    await expect(page.getByRole('checkbox', { name: /150 g ingredient 150/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /146 g ingredient 146/ })).toBeChecked();
  },
};

/** What the member adds or checks shows at once; here the server has not answered yet. */
export const Saving: Story = {
  render: shoppingStory(client(), [{ type: 'draft.change', text: '200 g butter' }, { type: 'item.add' }]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('checkbox', { name: /500 g butter/ }, { timeout: 5_000 }),
    ).toBeVisible();
    await expect(page.getByText('Saving…')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
  },
};

/** Offline: the changes are kept on the device and the list says so. */
const offlineStory = (): Story => ({
  render: shoppingStory(client({ addShoppingLines: unreachable(), updateShoppingItem: unreachable() }), [
    { type: 'draft.change', text: '2 lemons' },
    { type: 'item.add' },
    { type: 'item.toggle', itemId: sampleId(101) },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expectKeptOffline(page, 2);
    await expect(page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /4 tomatoes/ })).toBeChecked();
  },
});
export const Offline: Story = offlineStory();
// Its own machine and device storage: the queue the desktop story kept must not show up here.
export const OfflinePhone = atViewport(offlineStory(), 'Shopping list offline', 'phone');

/** A recipe's ingredients added from its page: on the list at once, with the recipe they are for. */
export const AddedFromARecipe: Story = {
  render: shoppingStory(client({ getShoppingList: answer({ ...mariasList, items: [], shares: [] }) }), [
    {
      type: 'recipe.add',
      recipeId: sampleId(41),
      title: 'Lemon Rice',
      servings: 4,
      lines: ['4 lemons', '600 g basmati rice'],
    },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('checkbox', { name: /4 lemons/ }, { timeout: 5_000 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /600 g basmati rice/ })).toBeVisible();
    await expect(page.getAllByText('for Lemon Rice')[0]).toBeVisible();
  },
};

/**
 * Offline before the list was ever read on this device, the member added a recipe: the list cannot be shown,
 * but what they added is, waiting to be sent.
 */
export const AddedBeforeTheListWasRead: Story = {
  render: shoppingStory(client({ getShoppingLists: unreachable() }), [
    {
      type: 'recipe.add',
      recipeId: sampleId(41),
      title: 'Lemon Rice',
      lines: ['2 lemons', '300 g basmati rice'],
    },
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'You are offline. 1 change kept on this device will be sent when you are back online.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible();
    await expect(page.queryByText('Could not load the shopping list.')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

export const Editing: Story = {
  render: shoppingStory(client(), [{ type: 'item.edit', itemId: sampleId(104) }]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const form = await page.findByRole('form', { name: 'Edit item' });
    await expect(within(form).getByRole('textbox', { name: 'Item' })).toHaveValue('300 g butter');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Item' }));
    await expect(within(form).getByText('Write what to buy')).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** An item's menu, open: Edit and Delete. */
export const ItemMenu: Story = {
  render: shoppingStory(client()),
  parameters: { a11y: { config: { rules: openMenuA11yRules } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const more = await page.findByRole('button', { name: 'More for 300 g butter' });
    await userEvent.click(more);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};

/** Escape closes an item's menu and gives the focus back to its button. */
export const ItemMenuClosed: Story = {
  render: ItemMenu.render,
  parameters: { a11y: { config: { rules: screenA11yRules } } },
  play: async (context) => {
    await ItemMenu.play?.(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(
        within(context.canvasElement).getByRole('button', { name: 'More for 300 g butter' }),
      ).toHaveFocus(),
    );
  },
};

export const ConfirmingClear: Story = {
  render: shoppingStory(client(), [{ type: 'checked.clear' }]),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear checked items' });
    await expect(within(dialog).getByRole('button', { name: 'Clear checked' })).toBeVisible();
  },
};

export const Sharing: Story = {
  render: shoppingStory(client(), [{ type: 'share.open' }]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share shopping list' });
    await expect(
      await within(dialog).findByRole('button', { name: 'Stop sharing with kenji_eats' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Share with ada' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Share with Sunday Dinners' })).toBeVisible();
  },
};

export const SharingRefused: Story = {
  render: shoppingStory(
    client({ shareShoppingList: refuse(403, 'You can only share your shopping list with friends') }),
    [{ type: 'share.open' }, { type: 'share.add', target: { memberId: sampleId(77) } }],
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Share shopping list' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can only share your shopping list with friends',
    );
  },
};

/** A list a friend shares: it says whose it is; only its owner shares it on. */
export const SharedWithMe: Story = {
  render: shoppingStory(
    client({
      getShoppingLists: answer([summary(mariasList), summary(kenjisList)]),
      getShoppingList: async (id: string) => structuredClone(id === kenjisList.id ? kenjisList : mariasList),
    }),
    [{ type: 'list.open', listId: kenjisList.id }],
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('kenji_eats’s list, shared with you')).toBeVisible();
    await waitFor(() => expect(page.queryByRole('button', { name: 'Share' })).toBeNull());
  },
};
