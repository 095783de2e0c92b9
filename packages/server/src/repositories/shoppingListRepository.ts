import type { ShoppingList, ShoppingListSummary } from '@potluck/contract';
import { type Aisle, readShoppingLine, type ShoppingAmount, shoppingLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { readShoppingList } from './shoppingListAnswer.ts';
import { type LineToAdd, mergeLines } from './shoppingListMerge.ts';
import { nextVersion } from './versions.ts';
import { mayOpenShoppingList, shoppingListAudience, shoppingListsOpenableBy } from './whoMayOpen.ts';

// Shopping lists (migrations 013 and 014). A member's list is made on first use. Who may open a list is the one
// predicate of whoMayOpen.ts, read by every statement here. Every change is one transaction that checks the
// member may open the list and locks its row in one statement, then does its work, so two members adding or
// checking off at once never lose an update or make one ingredient twice; the answer is read once, after it.

export type ItemChange = {
  checked?: boolean | undefined;
  text?: string | undefined;
  aisle?: Aisle | undefined;
};
export { type LineToAdd, ShoppingListFull } from './shoppingListMerge.ts';
export type ShareTarget = { memberId: string } | { cookbookId: string };

/** What a change did, and the list as the member sees it afterwards (undefined once they cannot open it). */
export type Changed<Outcome> = { outcome: Outcome; list: ShoppingList | undefined };

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

  /**
   * Runs one change of a list the member may open now: one transaction in which the access check and the lock on
   * the list's row are one statement, then `work`; then the answer, read once after the commit, so the list's row
   * (and, on the embedded database, the whole database) is held for the change alone. Undefined when the member
   * may not open the list (or there is none): nothing was done.
   */
  async function change<Outcome>(
    listId: string,
    memberId: string,
    work: (tx: Db, list: { ownerId: string }) => Promise<Outcome>,
  ): Promise<Changed<Outcome> | undefined> {
    const done = await db.transaction(async (tx) => {
      const list = await tx.one<{ ownerId: string }>(
        `SELECT l.owner_id AS "ownerId" FROM shopping_lists l
          WHERE l.id = $1 AND ${mayOpenShoppingList('l', '$2')} FOR UPDATE OF l`,
        [listId, memberId],
      );
      return list ? { outcome: await work(tx, list) } : undefined;
    });
    if (!done) return undefined;
    return { outcome: done.outcome, list: await readShoppingList(db, listId, memberId) };
  }

  /** Everyone who may open the list now. */
  async function audience(listId: string, tx: Db = db): Promise<string[]> {
    const rows = await tx.query<{ memberId: string }>(
      `SELECT audience.member_id AS "memberId" FROM (${shoppingListAudience('l.id = $1')}) audience`,
      [listId],
    );
    return rows.map((row) => row.memberId);
  }

  async function touch(listId: string, tx: Db) {
    await tx.query(`UPDATE shopping_lists SET updated_at = ${nextVersion} WHERE id = $1`, [listId]);
  }

  /**
   * Whether the member's operation was applied already; records it otherwise (and forgets those over a week old).
   * Ids are the member's own: another member's id, equal or not, never makes this change a replay.
   */
  async function firstTime(
    listId: string,
    memberId: string,
    operationId: string | undefined,
    tx: Db,
  ): Promise<boolean> {
    if (!operationId) return true;
    const inserted = await tx.query(
      `INSERT INTO shopping_operations (list_id, member_id, operation_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [listId, memberId, operationId],
    );
    await tx.query(
      `DELETE FROM shopping_operations WHERE list_id = $1 AND applied_at < now() - interval '7 days'`,
      [listId],
    );
    return inserted.length > 0;
  }

  return {
    ownListId,

    /** The list if the member may open it, with its items (by aisle, then name) and, for its owner, its shares. */
    read: (listId: string, memberId: string) => readShoppingList(db, listId, memberId),

    /** The member's own list first (made if missing), then the lists they may open, with their counts. */
    async summaries(memberId: string): Promise<ShoppingListSummary[]> {
      await ownListId(memberId);
      return db.query<ShoppingListSummary>(
        `SELECT l.id, l.owner_id AS "ownerId", m.username AS "ownerName",
                (SELECT count(*)::int FROM shopping_items i WHERE i.list_id = l.id) AS "itemCount",
                (SELECT count(*)::int FROM shopping_items i WHERE i.list_id = l.id AND NOT i.checked) AS "uncheckedCount"
           FROM shopping_lists l JOIN members m ON m.id = l.owner_id
          WHERE l.id IN (${shoppingListsOpenableBy('$1')})
          ORDER BY l.owner_id = $1 DESC, m.username
          LIMIT ${shoppingLimits.shares + 1}`,
        [memberId],
      );
    },

    audience,

    /**
     * Adds lines (mergeLines in shoppingListMerge.ts), then does `also` in the same transaction. 'replayed' when the member's `operationId` was applied before: nothing changes.
     * Throws ShoppingListFull, adding nothing, when the list would hold more than its bound.
     */
    addLines(
      listId: string,
      memberId: string,
      lines: readonly LineToAdd[],
      operationId?: string,
      /** More work of the same add, in its transaction after the merge (a meal plan's entries marked added). */
      also?: (tx: Db) => Promise<void>,
    ) {
      return change(listId, memberId, async (tx): Promise<'added' | 'replayed'> => {
        if (!(await firstTime(listId, memberId, operationId, tx))) return 'replayed';
        await mergeLines(tx, listId, lines);
        await also?.(tx);
        await touch(listId, tx);
        return 'added';
      });
    },

    /**
     * Changes an item if the change is not older than the item's last one (`changedAt`, clamped to now). A new
     * text is read again; a new aisle is remembered for the ingredient. 'missing' when the item is not on the list.
     */
    async updateItem(
      listId: string,
      memberId: string,
      itemId: string,
      item: ItemChange,
      changedAt: Date,
    ): Promise<(Changed<'changed' | 'stale' | 'missing'> & { audience: string[] }) | undefined> {
      // One statement, so one round trip where a crowd checks off at once (issue 30): the access check and the
      // list's lock, the item's change unless a newer one was made (compared in milliseconds, what clients send),
      // the aisle remembered, the list touched and, when it changed, everyone to tell. The staleness is read from the item row the UPDATE locks, so a
      // change waiting on another one compares with what that one wrote.
      const when = new Date(Math.min(changedAt.getTime(), Date.now()));
      const read: ShoppingAmount | null = item.text === undefined ? null : readShoppingLine(item.text);
      const row = await db.one<{ opened: boolean; found: boolean; changed: boolean; audience: string[] }>(
        `WITH list AS (
           SELECT l.id FROM shopping_lists l WHERE l.id = $2 AND ${mayOpenShoppingList('l', '$10')} FOR UPDATE OF l
         ), found AS (
           SELECT i.id FROM shopping_items i JOIN list ON list.id = i.list_id WHERE i.id = $1
         ), changed AS (
           UPDATE shopping_items i
              SET checked = coalesce($3, i.checked), aisle = coalesce($4, i.aisle),
                  name = CASE WHEN $5::boolean THEN $6 ELSE i.name END,
                  quantity = CASE WHEN $5::boolean THEN $7 ELSE i.quantity END,
                  unit = CASE WHEN $5::boolean THEN $8 ELSE i.unit END,
                  changed_at = $9
             FROM found
            WHERE i.id = found.id AND i.list_id = $2 AND date_trunc('milliseconds', i.changed_at) <= $9
           RETURNING i.name
         ), aisle AS (
           INSERT INTO shopping_aisle_choices (list_id, name, aisle)
           SELECT $2, changed.name, $4 FROM changed WHERE $4::text IS NOT NULL
           ON CONFLICT (list_id, name) DO UPDATE SET aisle = excluded.aisle
         ), touched AS (
           UPDATE shopping_lists SET updated_at = ${nextVersion} WHERE id = $2 AND EXISTS (SELECT 1 FROM changed)
         )
         SELECT EXISTS (SELECT 1 FROM list) AS opened, EXISTS (SELECT 1 FROM found) AS found,
                EXISTS (SELECT 1 FROM changed) AS changed,
                CASE WHEN EXISTS (SELECT 1 FROM changed)
                     THEN ARRAY(SELECT a.member_id FROM (${shoppingListAudience('l.id = $2')}) a)
                     ELSE '{}' END AS audience`,
        [
          itemId,
          listId,
          item.checked ?? null,
          item.aisle ?? null,
          read !== null,
          read?.name ?? null,
          read?.quantity ?? null,
          read?.unit ?? '',
          when,
          memberId,
        ],
        'shoppingLists.updateItem',
      );
      if (!row?.opened) return undefined;
      const outcome = !row.found ? 'missing' : row.changed ? 'changed' : 'stale';
      return { outcome, list: await readShoppingList(db, listId, memberId), audience: row.audience };
    },

    /** Deletes an item; false when it is not on the list. */
    deleteItem(listId: string, memberId: string, itemId: string) {
      return change(listId, memberId, async (tx) => {
        const rows = await tx.query('DELETE FROM shopping_items WHERE id = $1 AND list_id = $2 RETURNING 1', [
          itemId,
          listId,
        ]);
        if (rows.length > 0) await touch(listId, tx);
        return rows.length > 0;
      });
    },

    clearChecked(listId: string, memberId: string) {
      return change(listId, memberId, async (tx) => {
        await tx.query('DELETE FROM shopping_items WHERE list_id = $1 AND checked', [listId]);
        await touch(listId, tx);
      });
    },

    /**
     * Shares the list (its owner only: 'not-owner' otherwise). A member must be the owner's friend: the friendship
     * row is locked until the share commits, so an unfriending at the same moment waits and then ends the share.
     * 'duplicate' when already shared so, 'full' at the bound.
     */
    share(listId: string, memberId: string, target: ShareTarget) {
      return change(
        listId,
        memberId,
        async (tx, list): Promise<'shared' | 'duplicate' | 'full' | 'not-owner' | 'not-friends'> => {
          if (list.ownerId !== memberId) return 'not-owner';
          if ('memberId' in target) {
            const friends = await tx.one(
              'SELECT 1 AS yes FROM friendships WHERE member_id = $1 AND friend_id = $2 FOR SHARE',
              [memberId, target.memberId],
            );
            if (!friends) return 'not-friends';
          }
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
          // Whom the list is shared with is part of its answer: the version moves with it.
          if (rows.length > 0) await touch(listId, tx);
          return rows.length > 0 ? 'shared' : 'duplicate';
        },
      );
    },

    /**
     * Ends a share: the owner ends any, a member it is shared with may leave (end their own). The outcome names
     * everyone who could open the list before, so they all learn of it, those who lost it included.
     */
    unshare(listId: string, memberId: string, shareId: string) {
      return change(listId, memberId, async (tx, list) => {
        const share = await tx.one<{ memberId: string | null }>(
          'SELECT member_id AS "memberId" FROM shopping_shares WHERE id = $1 AND list_id = $2',
          [shareId, listId],
        );
        if (!share) return { ended: false as const, reason: 'missing' as const };
        if (list.ownerId !== memberId && share.memberId !== memberId) {
          return { ended: false as const, reason: 'not-owner' as const };
        }
        const before = await audience(listId, tx);
        await tx.query('DELETE FROM shopping_shares WHERE id = $1 AND list_id = $2', [shareId, listId]);
        await touch(listId, tx);
        return { ended: true as const, before };
      });
    },

    /**
     * Whoever else may open each list the member may open now: told when the member is deleted, as their own list
     * goes with them and their shares of others' lists end.
     */
    async othersOnListsOf(memberId: string): Promise<Array<{ listId: string; memberId: string }>> {
      return db.query(
        `SELECT audience.list_id AS "listId", audience.member_id AS "memberId"
           FROM (${shoppingListAudience(`l.id IN (${shoppingListsOpenableBy('$1')})`)}) audience
          WHERE audience.member_id <> $1`,
        [memberId],
      );
    },

    /** The lists shared with a cookbook (its owners may open them), so they can be told when it is deleted. */
    async sharedWithCookbook(cookbookId: string): Promise<string[]> {
      const rows = await db.query<{ listId: string }>(
        'SELECT list_id AS "listId" FROM shopping_shares WHERE cookbook_id = $1',
        [cookbookId],
      );
      return rows.map((row) => row.listId);
    },

    /**
     * Ends the member shares between two members who stop being friends, both ways, in the unfriending's
     * transaction. Answers the lists it ended shares of, so their members are told.
     */
    async endSharesBetween(a: string, b: string, tx: Db): Promise<string[]> {
      const rows = await tx.query<{ listId: string }>(
        `DELETE FROM shopping_shares s USING shopping_lists l
          WHERE s.list_id = l.id AND ((l.owner_id = $1 AND s.member_id = $2) OR (l.owner_id = $2 AND s.member_id = $1))
          RETURNING s.list_id AS "listId"`,
        [a, b],
      );
      return rows.map((row) => row.listId);
    },
  };
}
