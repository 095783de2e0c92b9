// /shopping (issue 20): the shopping-list machine's snapshot as the ShoppingListScreen's props. The list shown is
// the server's last answer with the member's queued changes on top (shownList); items are grouped by aisle in
// the order a shop is walked, unchecked first, then by name. Items are written in the member's units: the server
// writes an item as merged ("300 g butter"), the list shows it as the member reads it ("1 ⅓ cups butter").
import type { ShoppingItem, ShoppingList } from '@potluck/contract';
import {
  aisles,
  compareNames,
  convertAmount,
  formatShoppingItem,
  sourceWords,
  type UnitSystem,
} from '@potluck/domain';
import type { ShoppingAisleView, ShoppingListScreenProps, SyncState } from '@potluck/ui';
import type { SnapshotFrom } from 'xstate';
import { withPending } from '../../machines/shoppingList/changes.ts';
import {
  type ShoppingListEvent,
  type shoppingListMachine,
  shownList,
} from '../../machines/shoppingList/shoppingListMachine.ts';
import { handlersOf } from './handlers.ts';
import { byName, personChoice } from './people.ts';
import { shareDialogOf } from './shareDialog.ts';

type Snapshot = SnapshotFrom<typeof shoppingListMachine>;

const byCheckedThenName = (a: ShoppingItem, b: ShoppingItem) =>
  Number(a.checked) - Number(b.checked) || compareNames(a.name, b.name);

/** The item's text in the member's units; the server's text when there is nothing to convert. */
export function itemText(item: ShoppingItem, units: UnitSystem | null): string {
  if (!units || item.quantity === null) return item.text;
  const converted = convertAmount({ quantity: item.quantity, unit: item.unit }, units, item.name);
  return converted ? formatShoppingItem(item, units) : item.text;
}

export function aislesOf(
  items: readonly ShoppingItem[],
  units: UnitSystem | null = null,
): ShoppingAisleView[] {
  return aisles
    .map((aisle) => ({
      aisle,
      items: items
        .filter((item) => item.aisle === aisle)
        .sort(byCheckedThenName)
        .map((item) => ({
          id: item.id,
          text: itemText(item, units),
          checked: item.checked,
          sources: item.sources.map(sourceWords),
        })),
    }))
    .filter((group) => group.items.length > 0);
}

/** A row's handlers, the same functions on every render, so a row whose item did not change is not drawn again. */
const itemHandlers = (send: (event: ShoppingListEvent) => void) => ({
  onToggle: (itemId: string) => send({ type: 'item.toggle', itemId }),
  onEdit: (itemId: string) => send({ type: 'item.edit', itemId }),
  onDelete: (itemId: string) => send({ type: 'item.delete', itemId }),
});

function syncOf(snapshot: Snapshot): SyncState {
  if (snapshot.hasTag('offline')) return 'offline';
  if (snapshot.matches({ ready: { sync: 'retrying' } }) || snapshot.matches('failed')) return 'retrying';
  if (snapshot.hasTag('sending')) return 'sending';
  return 'saved';
}

/**
 * The list could not be read and none is kept on the device, but the member added to it meanwhile (a recipe
 * added offline before the list was ever opened here): those changes are shown on their own, waiting.
 */
function keptOnly(snapshot: Snapshot): ShoppingList | null {
  const { context } = snapshot;
  if (!snapshot.matches('failed') || context.pending.length === 0) return null;
  const own: ShoppingList = {
    id: '',
    ownerId: context.memberId,
    ownerName: '',
    items: [],
    shares: [],
    updatedAt: new Date(context.now()).toISOString(),
  };
  return withPending(own, context.pending);
}

export function selectShoppingListScreen(
  snapshot: Snapshot,
  send: (event: ShoppingListEvent) => void,
  units: UnitSystem | null = null,
): Omit<ShoppingListScreenProps, 'shell'> {
  const { context } = snapshot;
  const list = shownList(context) ?? keptOnly(snapshot);
  const status =
    snapshot.matches('failed') && !list
      ? 'failed'
      : snapshot.hasTag('loading') || !list
        ? 'loading'
        : 'ready';
  const isOwner = list?.ownerId === context.memberId;
  // (A list shown only from the changes kept on the device is not yet one the server knows: nothing to share.)
  const canShare = isOwner && list?.id !== '';
  const listId = context.listId;
  const shares = list?.shares ?? [];
  const { friends, cookbooks } = context.shareOptions;
  return {
    list: {
      status,
      ownerName: list && !isOwner ? list.ownerName : null,
      lists: context.lists.map((summary) => ({
        id: summary.id,
        label: summary.ownerId === context.memberId ? 'My list' : `${summary.ownerName}’s list`,
      })),
      listId,
      onListChange: (id) => send({ type: 'list.open', listId: id }),
      draft: context.draft,
      onDraftChange: (text) => send({ type: 'draft.change', text }),
      onAdd: () => send({ type: 'item.add' }),
      aisles: aislesOf(list?.items ?? [], units),
      checkedCount: list?.items.filter((item) => item.checked).length ?? 0,
      sync: syncOf(snapshot),
      pendingCount: context.pending.length,
      editing: snapshot.matches({ ready: { view: 'editing' } }) ? context.editing : null,
      ...handlersOf(send, itemHandlers),
      onEditChange: (change) => send({ type: 'edit.change', ...change }),
      onEditSave: () => send({ type: 'edit.save' }),
      onEditCancel: () => send({ type: 'edit.cancel' }),
      onClearChecked: () => send({ type: 'checked.clear' }),
      sharing: canShare
        ? {
            sharedWith: shares.map((share) => (share.kind === 'member' ? share.username : share.title)),
            onShare: () => send({ type: 'share.open' }),
          }
        : null,
      onReload: () => send({ type: 'list.reload' }),
    },
    share: canShare
      ? {
          ...shareDialogOf(snapshot, send),
          // Friends by name, the username beside it (issue 39).
          friends: byName(friends).map((friend) =>
            personChoice(
              { ...friend, id: friend._id },
              shares.find((share) => share.kind === 'member' && share.memberId === friend._id)?.id ?? null,
            ),
          ),
          cookbooks: cookbooks.map((cookbook) => ({
            id: cookbook._id,
            label: cookbook.title,
            shareId:
              shares.find((share) => share.kind === 'cookbook' && share.cookbookId === cookbook._id)?.id ??
              null,
          })),
          onShare: (target) => send({ type: 'share.add', target }),
          onUnshare: (shareId) => send({ type: 'share.remove', shareId }),
        }
      : undefined,
    confirmClear: {
      open: snapshot.matches({ ready: { view: 'confirmingClear' } }),
      onOpenChange: (open) => {
        if (!open) send({ type: 'clear.cancel' });
      },
      onConfirm: () => send({ type: 'clear.confirm' }),
    },
  };
}
