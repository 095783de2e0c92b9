import type { ShoppingList } from '@potluck/contract';
import type { shoppingListMachine } from '../../../machines/shoppingList/shoppingListMachine.ts';
import { memoryStorage } from '../../../machines/support/env.ts';
import { done, elapsed, env, failed, id, noServer, said, type Walk } from './support.ts';

const list: ShoppingList = {
  id: id(10),
  ownerId: id(9),
  ownerName: 'maria_cooks',
  items: [
    {
      id: id(11),
      name: 'butter',
      quantity: 200,
      unit: 'g',
      text: '200 g butter',
      aisle: 'dairy',
      checked: false,
      sources: [],
      updatedAt: '2026-01-01T12:00:00.000Z',
    },
  ],
  shares: [],
  updatedAt: '2026-01-01T12:00:00.000Z',
};
const summary = {
  id: list.id,
  ownerId: list.ownerId,
  ownerName: list.ownerName,
  itemCount: 1,
  uncheckedCount: 1,
};
const kenjisList: ShoppingList = { ...list, id: id(12), ownerId: id(2), ownerName: 'kenji.eats', items: [] };
const offline = (actor: string) => ({
  ...failed(actor, 'Could not reach the server.'),
  error: Object.assign(new Error('Could not reach the server.'), { status: 0 }),
});
const refused = (actor: string) => ({
  ...failed(actor, 'The shopping list is full: clear checked items or delete some first'),
  error: Object.assign(new Error('The shopping list is full: clear checked items or delete some first'), {
    status: 409,
  }),
});

export const shoppingListWalk: Walk<typeof shoppingListMachine> = {
  input: { client: noServer, memberId: id(9), storage: memoryStorage(), now: env.now, random: env.random },
  events: [
    said('The member opens the shopping list', { type: 'list.show' }),
    said('The list arrives (200 g butter)', done('load', { lists: [summary], list, gone: null })),
    said(
      'The list arrives, and one with changes kept on the device is no longer shared',
      done('load', { lists: [summary], list, gone: id(12) }),
    ),
    said('Loading fails', failed('load')),
    said('Loading fails offline', offline('load')),
    said('The member tries again', { type: 'list.reload' }),
    said('The member types “2 lemons”', { type: 'draft.change', text: '2 lemons' }),
    said('The member presses Add', { type: 'item.add' }),
    said('The member checks off the butter', { type: 'item.toggle', itemId: id(11) }),
    said('The server saves the change', done('send', list)),
    said('The connection is lost', offline('send')),
    said('The server is busy', failed('send', 'Request failed (503)')),
    said('The server refuses the change', refused('send')),
    said('Ten seconds pass (offline)', elapsed('retry', 'shoppingList.ready.sync.offline')),
    said('Ten seconds pass (busy)', elapsed('retry', 'shoppingList.ready.sync.retrying')),
    said('The browser is back online', { type: 'connection.online' }),
    said('Kenji changes the list', { type: 'shopping.changed', listId: id(10) }),
    said('The list is read again', done('refresh', list)),
    said('Reading it again fails offline', offline('refresh')),
    said('Reading it again fails (busy)', failed('refresh', 'Request failed (503)')),
    said('Reading it again is refused', refused('refresh')),
    said('The member edits the butter', { type: 'item.edit', itemId: id(11) }),
    said('The member types “250 g butter”', { type: 'edit.change', text: '250 g butter' }),
    said('The member saves the edit', { type: 'edit.save' }),
    said('The member cancels the edit', { type: 'edit.cancel' }),
    said('The member deletes the butter', { type: 'item.delete', itemId: id(11) }),
    said('The member presses Clear checked', { type: 'checked.clear' }),
    said('The member confirms', { type: 'clear.confirm' }),
    said('The member cancels', { type: 'clear.cancel' }),
    said('The member presses Share', { type: 'share.open' }),
    said('Friends and cookbooks arrive', done('loadShareOptions', { friends: [], cookbooks: [] })),
    said('Loading friends fails', failed('loadShareOptions')),
    said('The member tries again (share)', { type: 'share.retry' }),
    said('The member shares with Kenji', { type: 'share.add', target: { memberId: id(2) } }),
    said('The server shares it', done('share', { ...list, shares: [] })),
    said('Sharing fails', failed('share')),
    said('The member stops sharing', { type: 'share.remove', shareId: id(5) }),
    said('The server unshares it', done('unshare', list)),
    said('Unsharing fails', failed('unshare')),
    said('The member closes the dialog', { type: 'share.close' }),
    said('The member opens Kenji’s list', { type: 'list.open', listId: id(12) }),
    said('Kenji’s list arrives', done('load', { lists: [summary], list: kenjisList, gone: null })),
    said('Kenji unfriended the member: his list answers 404', {
      ...failed('refresh', 'Shopping list not found'),
      error: Object.assign(new Error('Shopping list not found'), { status: 404 }),
    }),
    said('A change to Kenji’s list answers 404', {
      ...failed('send', 'Shopping list not found'),
      error: Object.assign(new Error('Shopping list not found'), { status: 404 }),
    }),
    said('On a recipe page, the member adds its ingredients', {
      type: 'recipe.add',
      recipeId: id(20),
      title: 'Buttermilk pancakes',
      lines: ['2 eggs', '300 g flour'],
    }),
    said('On a cookbook page, the member adds every recipe', {
      type: 'cookbook.add',
      cookbookId: id(21),
      title: 'Sundays',
    }),
    said('Ten seconds pass (not loaded, changes kept)', elapsed('retry', 'shoppingList.failed')),
    said('The member leaves the shopping list', { type: 'list.leave' }),
  ],
  distinguish: (context) => [context.draft, context.pending.length > 0, context.editing !== null],
};
