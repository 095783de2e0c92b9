import type { ShoppingItem, ShoppingList, ShoppingListShare, ShoppingListSummary } from '@potluck/contract';
import { providerIdPattern } from '@potluck/contract';
import {
  type Aisle,
  addAmounts,
  aisleFor,
  formatShoppingItem,
  itemToMergeInto,
  readShoppingLine,
  type ShoppingAmount,
  shoppingLimits,
} from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { isId, newId } from '../ids.ts';

// Shopping lists (migration 013). A member's list is made on first use. Who may open a list: its owner, the
// members it is shared with, and whoever owns a cookbook it is shared with (at the time of the request). Every
// change runs in one transaction that locks the list's row, so two members adding or checking off at once never
// lose an update or make one ingredient twice.

export type ItemSource = { recipeId: string; title: string };
/** A line to add, and the recipe it came from (none for a typed line). */
export type LineToAdd = { line: string; source?: ItemSource | undefined };
export type ItemChange = {
  checked?: boolean | undefined;
  text?: string | undefined;
  aisle?: Aisle | undefined;
};

interface ItemRow {
  id: string;
  name: string;
  quantity: number | null;
  unit: string;
  aisle: Aisle;
  checked: boolean;
  sources: ItemSource[];
  updatedAt: Date;
}

const aisleOrder = `array_position(ARRAY['produce','dairy','meat-and-fish','bakery','pantry','spices','frozen','drinks','other'], i.aisle)`;

/** Who can open a list, as SQL over $1 = list id and $2 = member id. */
const canOpenSql = `(l.owner_id = $2
   OR EXISTS (SELECT 1 FROM shopping_shares s WHERE s.list_id = l.id AND s.member_id = $2)
   OR EXISTS (SELECT 1 FROM shopping_shares s JOIN cookbook_owners o ON o.cookbook_id = s.cookbook_id
               WHERE s.list_id = l.id AND o.member_id = $2))`;

const itemOf = (row: ItemRow): ShoppingItem => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  unit: row.unit,
  text: formatShoppingItem(row),
  aisle: row.aisle,
  checked: row.checked,
  sources: row.sources,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export class ShoppingListFull extends Error {}

export function createShoppingListRepository(db: Db) {
  /** The member's own list, made if missing; its id. */
  async function ownListId(memberId: string, tx: Db = db): Promise<string> {
    await tx.query(
      'INSERT INTO shopping_lists (id, owner_id) VALUES ($1, $2) ON CONFLICT (owner_id) DO NOTHING',
      [newId(), memberId],
    );
    const row = await tx.one<{ id: string }>('SELECT id FROM shopping_lists WHERE owner_id = $1', [memberId]);
    if (!row) throw new Error('shopping list missing after insert');
    return row.id;
  }

  /** Locks the list's row for the transaction's change; false when it does not exist. */
  async function lock(listId: string, tx: Db): Promise<boolean> {
    return (await tx.one('SELECT 1 FROM shopping_lists WHERE id = $1 FOR UPDATE', [listId])) !== undefined;
  }

  async function touch(listId: string, tx: Db) {
    await tx.query('UPDATE shopping_lists SET updated_at = now() WHERE id = $1', [listId]);
  }

  /** Whether an operation was applied already; records it otherwise (and forgets those over a week old). */
  async function firstTime(listId: string, operationId: string | undefined, tx: Db): Promise<boolean> {
    if (!operationId) return true;
    const inserted = await tx.query(
      `INSERT INTO shopping_operations (list_id, operation_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [listId, operationId],
    );
    await tx.query(
      `DELETE FROM shopping_operations WHERE list_id = $1 AND applied_at < now() - interval '7 days'`,
      [listId],
    );
    return inserted.length > 0;
  }

  return {
    ownListId,

    /** The member's own list first (made if missing), then the lists shared with them, with their counts. */
    async summaries(memberId: string): Promise<ShoppingListSummary[]> {
      await ownListId(memberId);
      return db.query<ShoppingListSummary>(
        `SELECT l.id, l.owner_id AS "ownerId", m.username AS "ownerName",
                (SELECT count(*)::int FROM shopping_items i WHERE i.list_id = l.id) AS "itemCount",
                (SELECT count(*)::int FROM shopping_items i WHERE i.list_id = l.id AND NOT i.checked) AS "uncheckedCount"
           FROM shopping_lists l JOIN members m ON m.id = l.owner_id
          WHERE ${canOpenSql.replaceAll('$2', '$1')}
          ORDER BY l.owner_id = $1 DESC, m.username
          LIMIT ${shoppingLimits.shares + 1}`,
        [memberId],
      );
    },

    /** The list if the member may open it, with its items (by aisle, then name) and, for its owner, its shares. */
    async read(listId: string, memberId: string, tx: Db = db): Promise<ShoppingList | undefined> {
      const list = await tx.one<{ id: string; ownerId: string; ownerName: string; updatedAt: Date }>(
        `SELECT l.id, l.owner_id AS "ownerId", m.username AS "ownerName", l.updated_at AS "updatedAt"
           FROM shopping_lists l JOIN members m ON m.id = l.owner_id
          WHERE l.id = $1 AND ${canOpenSql}`,
        [listId, memberId],
      );
      if (!list) return undefined;
      const [items, shares] = await Promise.all([
        tx.query<ItemRow>(
          `SELECT i.id, i.name, i.quantity, i.unit, i.aisle, i.checked, i.sources, i.changed_at AS "updatedAt"
             FROM shopping_items i WHERE i.list_id = $1
            ORDER BY ${aisleOrder}, i.name, i.unit
            LIMIT ${shoppingLimits.items}`,
          [listId],
        ),
        list.ownerId === memberId
          ? tx.query<
              ShoppingListShare & { memberId: string | null; cookbookId: string | null; label: string }
            >(
              `SELECT s.id, s.member_id AS "memberId", s.cookbook_id AS "cookbookId",
                      coalesce(m.username, c.title) AS label
                 FROM shopping_shares s
                 LEFT JOIN members m ON m.id = s.member_id
                 LEFT JOIN cookbooks c ON c.id = s.cookbook_id
                WHERE s.list_id = $1 ORDER BY s.created_at LIMIT ${shoppingLimits.shares}`,
              [listId],
            )
          : Promise.resolve([]),
      ]);
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
    },

    /** Everyone who can open the list now: its owner, the members it is shared with, the shared cookbooks' owners. */
    async audience(listId: string): Promise<string[]> {
      const rows = await db.query<{ memberId: string }>(
        `SELECT owner_id AS "memberId" FROM shopping_lists WHERE id = $1
         UNION SELECT member_id FROM shopping_shares WHERE list_id = $1 AND member_id IS NOT NULL
         UNION SELECT o.member_id FROM shopping_shares s JOIN cookbook_owners o ON o.cookbook_id = s.cookbook_id
                WHERE s.list_id = $1`,
        [listId],
      );
      return rows.map((row) => row.memberId);
    },

    /**
     * Adds lines, each merged into the item of the same ingredient and a unit it adds up with, else a new item in
     * the aisle remembered for the ingredient (or guessed from its name). False when `operationId` was applied
     * before. Throws ShoppingListFull, adding nothing, when the list would hold more than its bound.
     */
    addLines(listId: string, lines: readonly LineToAdd[], operationId?: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lock(listId, tx))) return false;
        if (!(await firstTime(listId, operationId, tx))) return false;
        const items = await tx.query<ItemRow & { changed: boolean; fresh: boolean }>(
          `SELECT id, name, quantity, unit, aisle, checked, sources, changed_at AS "updatedAt",
                  false AS changed, false AS fresh
             FROM shopping_items WHERE list_id = $1`,
          [listId],
        );
        const chosenAisles = new Map(
          (
            await tx.query<{ name: string; aisle: Aisle }>(
              'SELECT name, aisle FROM shopping_aisle_choices WHERE list_id = $1',
              [listId],
            )
          ).map((row) => [row.name, row.aisle]),
        );
        for (const { line, source } of lines) {
          const amount = readShoppingLine(line);
          if (!amount.name) continue;
          const same = itemToMergeInto(items, amount);
          if (same) {
            Object.assign(same, addAmounts(same, amount), { changed: true });
            if (source && !same.sources.some((known) => known.recipeId === source.recipeId)) {
              same.sources = [...same.sources, source].slice(0, shoppingLimits.sourcesPerItem);
            }
            continue;
          }
          items.push({
            id: newId(),
            ...amount,
            aisle: chosenAisles.get(amount.name) ?? aisleFor(amount.name),
            checked: false,
            sources: source ? [source] : [],
            updatedAt: new Date(),
            changed: true,
            fresh: true,
          });
        }
        if (items.length > shoppingLimits.items) throw new ShoppingListFull();
        for (const item of items.filter((candidate) => candidate.changed)) {
          await tx.query(
            `INSERT INTO shopping_items (id, list_id, name, quantity, unit, aisle, sources)
             VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
             ON CONFLICT (id) DO UPDATE SET quantity = excluded.quantity, unit = excluded.unit,
                                            sources = excluded.sources, changed_at = now()`,
            [item.id, listId, item.name, item.quantity, item.unit, item.aisle, JSON.stringify(item.sources)],
          );
        }
        await touch(listId, tx);
        return true;
      });
    },

    /**
     * Changes an item if the change is not older than the item's last one (`changedAt`, clamped to now). A new
     * text is read again; a new aisle is remembered for the ingredient. 'missing' when the item is not on the list.
     */
    updateItem(
      listId: string,
      itemId: string,
      change: ItemChange,
      changedAt: Date,
    ): Promise<'changed' | 'stale' | 'missing'> {
      return db.transaction(async (tx) => {
        await lock(listId, tx);
        const item = await tx.one<{ changedAt: Date; name: string }>(
          'SELECT changed_at AS "changedAt", name FROM shopping_items WHERE id = $1 AND list_id = $2',
          [itemId, listId],
        );
        if (!item) return 'missing';
        const when = new Date(Math.min(changedAt.getTime(), Date.now()));
        if (when.getTime() < new Date(item.changedAt).getTime()) return 'stale';
        const read: ShoppingAmount | null = change.text === undefined ? null : readShoppingLine(change.text);
        await tx.query(
          `UPDATE shopping_items
              SET checked = coalesce($3, checked), aisle = coalesce($4, aisle),
                  name = CASE WHEN $5::boolean THEN $6 ELSE name END,
                  quantity = CASE WHEN $5::boolean THEN $7 ELSE quantity END,
                  unit = CASE WHEN $5::boolean THEN $8 ELSE unit END,
                  changed_at = $9
            WHERE id = $1 AND list_id = $2`,
          [
            itemId,
            listId,
            change.checked ?? null,
            change.aisle ?? null,
            read !== null,
            read?.name ?? null,
            read?.quantity ?? null,
            read?.unit ?? '',
            when,
          ],
        );
        if (change.aisle) {
          await tx.query(
            `INSERT INTO shopping_aisle_choices (list_id, name, aisle) VALUES ($1, $2, $3)
             ON CONFLICT (list_id, name) DO UPDATE SET aisle = excluded.aisle`,
            [listId, read?.name ?? item.name, change.aisle],
          );
        }
        await touch(listId, tx);
        return 'changed';
      });
    },

    async deleteItem(listId: string, itemId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query('DELETE FROM shopping_items WHERE id = $1 AND list_id = $2 RETURNING 1', [
          itemId,
          listId,
        ]);
        if (rows.length > 0) await touch(listId, tx);
        return rows.length > 0;
      });
    },

    async clearChecked(listId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM shopping_items WHERE list_id = $1 AND checked', [listId]);
        await touch(listId, tx);
      });
    },

    /** Shares the list; 'duplicate' when already shared so, 'full' at the bound. */
    share(
      listId: string,
      target: { memberId: string } | { cookbookId: string },
    ): Promise<'shared' | 'duplicate' | 'full'> {
      return db.transaction(async (tx) => {
        await lock(listId, tx);
        const count = await tx.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM shopping_shares WHERE list_id = $1',
          [listId],
        );
        if ((count?.n ?? 0) >= shoppingLimits.shares) return 'full';
        const rows = await tx.query(
          `INSERT INTO shopping_shares (id, list_id, member_id, cookbook_id) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [
            newId(),
            listId,
            'memberId' in target ? target.memberId : null,
            'cookbookId' in target ? target.cookbookId : null,
          ],
        );
        return rows.length > 0 ? 'shared' : 'duplicate';
      });
    },

    /** The share, if it is this list's. */
    findShare(listId: string, shareId: string) {
      return db.one<{ memberId: string | null; cookbookId: string | null }>(
        'SELECT member_id AS "memberId", cookbook_id AS "cookbookId" FROM shopping_shares WHERE id = $1 AND list_id = $2',
        [shareId, listId],
      );
    },

    async unshare(listId: string, shareId: string): Promise<void> {
      await db.query('DELETE FROM shopping_shares WHERE id = $1 AND list_id = $2', [shareId, listId]);
    },

    /**
     * The ingredient lines of the recipes the member can see, with their title and servings, in one query: member
     * recipes (public or their own) and provider recipes (the catalogue, or Spoonacular's cached information).
     */
    async ingredientLines(
      recipeIds: readonly string[],
      viewerId: string,
    ): Promise<Array<{ id: string; title: string; servings: number | string | null; lines: string[] }>> {
      const memberIds = recipeIds.filter(isId);
      const providerIds = recipeIds.filter((id) => providerIdPattern.test(id)).map(Number);
      if (memberIds.length === 0 && providerIds.length === 0) return [];
      const rows = await db.query<{
        id: string;
        title: string;
        servings: number | string | null;
        lines: unknown;
      }>(
        `SELECT r.id, r.title, nullif(r.servings, '') AS servings, r.ingredients AS lines
           FROM recipes r WHERE r.id = ANY($1::text[]) AND (r.is_public OR r.owner_id = $3)
         UNION ALL
         SELECT p.id::text, p.title, p.servings::text, p.data->'extendedIngredients'
           FROM provider_recipes p WHERE p.id = ANY($2::integer[])
         UNION ALL
         SELECT DISTINCT ON (wanted.id) wanted.id::text, c.body->>'title', c.body->>'servings',
                c.body->'extendedIngredients'
           FROM unnest($2::integer[]) AS wanted(id)
           JOIN provider_cache c ON c.key LIKE '/recipes/' || wanted.id || '/information?%'
          WHERE NOT EXISTS (SELECT 1 FROM provider_recipes p WHERE p.id = wanted.id)`,
        [memberIds, providerIds, viewerId],
      );
      return rows.map((row) => ({ ...row, lines: linesOf(row.lines) }));
    },
  };
}

/** Ingredient lines from a member recipe's strings or a provider recipe's extendedIngredients. */
function linesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): string[] => {
    if (typeof entry === 'string') return entry.trim() ? [entry] : [];
    if (entry && typeof entry === 'object' && 'name' in entry && typeof entry.name === 'string') {
      const { amount, unit } = entry as { amount?: unknown; unit?: unknown };
      const measure =
        typeof amount === 'number' && amount > 0
          ? `${Math.round(amount * 1000) / 1000} ${typeof unit === 'string' ? unit : ''}`
          : '';
      return [`${measure} ${entry.name}`.trim()];
    }
    return [];
  });
}

export type ShoppingListRepository = ReturnType<typeof createShoppingListRepository>;
