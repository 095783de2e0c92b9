import type { ShoppingItem, ShoppingList, ShoppingListShare } from '@potluck/contract';
import { formatShoppingItem, isSaneQuantity, shoppingLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import type { ItemRow } from './shoppingListMerge.ts';
import { mayOpenShoppingList } from './whoMayOpen.ts';

// A shopping list as a member sees it: the answer of GET /api/shopping-lists/:id and of every change.

const aisleOrder = `array_position(ARRAY['produce','dairy','meat-and-fish','bakery','pantry','spices','frozen','drinks','other'], i.aisle)`;

const itemOf = (row: ItemRow): ShoppingItem => {
  // Migration 014's CHECK keeps stored amounts sane; an answer must never fail its schema even if one were not.
  const quantity = row.quantity !== null && isSaneQuantity(row.quantity) ? row.quantity : null;
  const amount = { name: row.name, quantity, unit: quantity === null ? '' : row.unit };
  return {
    id: row.id,
    ...amount,
    text: formatShoppingItem(amount),
    aisle: row.aisle,
    checked: row.checked,
    sources: row.sources,
    updatedAt: new Date(row.updatedAt).toISOString(),
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
  const list = await db.one<{
    id: string;
    ownerId: string;
    ownerName: string;
    updatedAt: Date;
    items: ItemRow[];
    shares: Array<ShoppingListShare & { memberId: string | null; cookbookId: string | null; label: string }>;
  }>(
    `SELECT l.id, l.owner_id AS "ownerId", m.username AS "ownerName", l.updated_at AS "updatedAt",
       (SELECT coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'quantity', i.quantity,
                 'unit', i.unit, 'aisle', i.aisle, 'checked', i.checked, 'sources', i.sources,
                 'updatedAt', i.changed_at) ORDER BY ${aisleOrder}, i.name, i.unit), '[]')
          FROM (SELECT * FROM shopping_items WHERE list_id = l.id
                 ORDER BY ${aisleOrder.replace('i.aisle', 'aisle')}, name, unit LIMIT ${shoppingLimits.items}) i
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
