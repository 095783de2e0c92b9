import {
  type Aisle,
  aisleFor,
  boundedSum,
  readShoppingLine,
  shoppingLimits,
  shoppingMergeKey,
  withSource,
} from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';

// Adding lines to a shopping list: the one place lines become items. Linear in the lines added, whatever the list
// holds, and bounded before it writes: an add that would pass the list's bound is refused whole.

export type ItemSource = { recipeId: string; title: string; days?: string[] | undefined };
/** A line to add, and the recipe it came from (none for a typed line). */
export type LineToAdd = { line: string; source?: ItemSource | undefined };

/** An item as stored (shopping_items). */
export interface ItemRow {
  id: string;
  name: string;
  quantity: number | null;
  unit: string;
  aisle: Aisle;
  checked: boolean;
  sources: ItemSource[];
  updatedAt: Date;
}

/** The add would take the list past shoppingLimits.items: nothing was added. */
export class ShoppingListFull extends Error {}

/**
 * Merges lines into the list: each into the unchecked item of its ingredient in a unit it adds up with (found by
 * its merge key in a Map, so n lines cost n steps), unless the sum would be absurd; else a new item in the aisle
 * remembered for the ingredient (or guessed from its name). Reads only the items the lines can merge into, and
 * throws ShoppingListFull as soon as a new item would pass the list's bound.
 */
export async function mergeLines(tx: Db, listId: string, lines: readonly LineToAdd[]): Promise<void> {
  const read = lines
    .map(({ line, source }) => ({ amount: readShoppingLine(line), source }))
    .filter(({ amount }) => amount.name !== '');
  const names = [...new Set(read.map(({ amount }) => amount.name))];
  // One statement for all the merge needs to know: how many items the list holds, the aisles chosen for these
  // ingredients, and the unchecked items of these ingredients (none: one row of nulls).
  const known = await tx.query<Partial<ItemRow> & { total: number; aisles: Record<string, Aisle> }>(
    `SELECT counted.total, chosen.aisles, i.id, i.name, i.quantity, i.unit, i.aisle, i.checked, i.sources
       FROM (SELECT count(*)::int AS total FROM shopping_items WHERE list_id = $1) counted
      CROSS JOIN (SELECT coalesce(jsonb_object_agg(name, aisle), '{}'::jsonb) AS aisles
                    FROM shopping_aisle_choices WHERE list_id = $1 AND name = ANY($2::text[])) chosen
       LEFT JOIN shopping_items i ON i.list_id = $1 AND NOT i.checked AND i.name = ANY($2::text[])
      ORDER BY i.created_at`,
    [listId, names],
  );
  const chosenAisles = new Map(Object.entries(known[0]?.aisles ?? {}));
  const candidates = known.filter((row) => typeof row.id === 'string') as ItemRow[];
  // The newest unchecked item of each key takes the next amount of it.
  const byKey = new Map(candidates.map((item) => [shoppingMergeKey(item), item]));
  const changed = new Set<ItemRow>();
  let count = known[0]?.total ?? 0;
  for (const { amount, source } of read) {
    const key = shoppingMergeKey(amount);
    const same = byKey.get(key);
    const sum = same ? boundedSum(same, amount) : null;
    if (same && sum) {
      Object.assign(same, sum);
      if (source) same.sources = withSource(same.sources, source);
      changed.add(same);
      continue;
    }
    count += 1;
    if (count > shoppingLimits.items) throw new ShoppingListFull();
    const item: ItemRow = {
      id: newId(),
      ...amount,
      aisle: chosenAisles.get(amount.name) ?? aisleFor(amount.name),
      checked: false,
      sources: source ? [source] : [],
      updatedAt: new Date(),
    };
    byKey.set(key, item);
    changed.add(item);
  }
  if (changed.size === 0) return;
  const rows = [...changed];
  // One statement for every new or grown item, however many lines were added.
  await tx.query(
    `INSERT INTO shopping_items (id, list_id, name, quantity, unit, aisle, sources)
     SELECT u.id, $1, u.name, u.quantity, u.unit, u.aisle, u.sources::jsonb
       FROM unnest($2::text[], $3::text[], $4::float8[], $5::text[], $6::text[], $7::text[])
            AS u(id, name, quantity, unit, aisle, sources)
     ON CONFLICT (id) DO UPDATE SET quantity = excluded.quantity, unit = excluded.unit,
                                    sources = excluded.sources, changed_at = now()`,
    [
      listId,
      rows.map((row) => row.id),
      rows.map((row) => row.name),
      rows.map((row) => row.quantity),
      rows.map((row) => row.unit),
      rows.map((row) => row.aisle),
      rows.map((row) => JSON.stringify(row.sources)),
    ],
  );
}
