import type { ShoppingItem, ShoppingList, ShoppingListShare } from '@potluck/contract';
import { formatShoppingItem, isSaneQuantity, type ShoppingAmount, shoppingLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import type { ItemRow } from './shoppingListMerge.ts';
import { mayOpenShoppingList } from './whoMayOpen.ts';

// A shopping list as a member sees it: the answer of GET /api/shopping-lists/:id and of every change.

const aisleOrder = `array_position(ARRAY['produce','dairy','meat-and-fish','bakery','pantry','spices','frozen','drinks','other'], i.aisle)`;

/**
 * An item's words ("1 ½ cups flour"), remembered: a list is read again on every change and every poll, and
 * making the words (fractions, singular or plural through pluralize) was a third of a 150-item read's own work
 * (about 0.5 ms on the bench). The words depend only on name, quantity and unit; at most `wordsKept` are kept,
 * all forgotten when full (some 1 MB at most).
 */
const wordsKept = 10_000;
const remembered = new Map<string, string>();
function wordsOf(amount: ShoppingAmount): string {
  const key = `${amount.quantity}\u0000${amount.unit}\u0000${amount.name}`;
  let words = remembered.get(key);
  if (words === undefined) {
    words = formatShoppingItem(amount);
    if (remembered.size >= wordsKept) remembered.clear();
    remembered.set(key, words);
  }
  return words;
}

/**
 * An item as the statement answers it: an array of its fields in this order, not an object with named keys. Making
 * and parsing 150 objects' keys cost a third of the statement's execution in PGlite and more of its decoding
 * (3.5–4.4 against 2.5–3.1 ms of CPU for the whole statement, side by side on the bench's list).
 */
type ItemFields = [
  id: string,
  name: string,
  quantity: number | null,
  unit: string,
  aisle: ItemRow['aisle'],
  checked: boolean,
  sources: ItemRow['sources'],
  updatedAt: string,
];
const itemFields = 'i.id, i.name, i.quantity, i.unit, i.aisle, i.checked, i.sources, i.changed_at';

const itemOf = ([id, name, stored, unit, aisle, checked, sources, updatedAt]: ItemFields): ShoppingItem => {
  // Migration 014's CHECK keeps stored amounts sane; an answer must never fail its schema even if one were not.
  const quantity = stored !== null && isSaneQuantity(stored) ? stored : null;
  const amount = { name, quantity, unit: quantity === null ? '' : unit };
  return {
    id,
    ...amount,
    text: wordsOf(amount),
    aisle,
    checked,
    sources,
    updatedAt: new Date(updatedAt).toISOString(),
  };
};

/** The list if the member may open it, with its items (by aisle, then name) and, for its owner, its shares. */
export async function readShoppingList(
  db: Db,
  listId: string,
  memberId: string,
): Promise<ShoppingList | undefined> {
  // One statement: the access check, the list, its items and (for its owner) its shares. Items and shares come
  // as JSON values, not a row each: decoding one value is a single JSON.parse, where 150 rows were 1,200 fields
  // decoded one by one (2.4× faster on PGlite), and one statement is one planning and one round trip, not three.
  // The items are sorted once, by the aggregate: every add keeps a list within shoppingLimits.items
  // (ShoppingListFull), so the LIMIT only bounds the answer of a list that somehow held more, and sorting the
  // items a second time for it cost a fifth of the statement (1.0 against 0.8 ms of CPU on PGlite).
  const list = await db.one<{
    id: string;
    ownerId: string;
    ownerName: string;
    updatedAt: Date;
    items: ItemFields[];
    shares: Array<ShoppingListShare & { memberId: string | null; cookbookId: string | null; label: string }>;
  }>(
    `SELECT l.id, l.owner_id AS "ownerId", m.username AS "ownerName", l.updated_at AS "updatedAt",
       (SELECT coalesce(json_agg(json_build_array(${itemFields}) ORDER BY ${aisleOrder}, i.name, i.unit), '[]')
          FROM (SELECT * FROM shopping_items WHERE list_id = l.id LIMIT ${shoppingLimits.items}) i
       ) AS items,
       CASE WHEN l.owner_id = $2 THEN
         (SELECT coalesce(json_agg(json_build_object('id', s.id, 'memberId', s.member_id,
                   'cookbookId', s.cookbook_id, 'label', coalesce(sm.username, c.title)) ORDER BY s.created_at), '[]')
            FROM (SELECT * FROM shopping_shares WHERE list_id = l.id ORDER BY created_at
                   LIMIT ${shoppingLimits.shares}) s
            LEFT JOIN members sm ON sm.id = s.member_id
            LEFT JOIN cookbooks c ON c.id = s.cookbook_id)
       ELSE '[]' END AS shares
       FROM shopping_lists l JOIN members m ON m.id = l.owner_id
      WHERE l.id = $1 AND ${mayOpenShoppingList('l', '$2')}`,
    [listId, memberId],
    'shoppingLists.read',
  );
  if (!list) return undefined;
  const { items, shares } = list;
  return {
    id: list.id,
    ownerId: list.ownerId,
    ownerName: list.ownerName,
    items: items.map(itemOf),
    shares: shares.map((share) =>
      share.memberId
        ? { kind: 'member' as const, id: share.id, memberId: share.memberId, username: share.label }
        : {
            kind: 'cookbook' as const,
            id: share.id,
            cookbookId: share.cookbookId ?? '',
            title: share.label,
          },
    ),
    updatedAt: new Date(list.updatedAt).toISOString(),
  };
}
