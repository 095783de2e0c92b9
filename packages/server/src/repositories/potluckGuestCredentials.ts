import type { Db } from '../db/db.ts';

// What ends a guest's way in (migration 021, docs/decisions/035-potluck-guests.md), run inside the potluck
// change that ends it, under the potluck's row lock: a guest without an account loses their sessions and private
// link when they leave, when the host removes them, and (all of the potluck's guests at once) when the host turns
// the join link off or draws a new one; whoever the host removes, member or guest, is recorded, so no link brings
// them back until the host invites them again. The caller tells the open event streams afterwards
// (sessionsChanged), once the potluck's own event has gone out.

/** How many of a removed guest's browsers are remembered (their newest sessions): a guest rarely has more. */
const browsersRemembered = 20;

/**
 * After a guest's place is gone (they left, or the host removed them): a guest without an account's sessions and
 * private link end; when the host removed them, a removal is recorded (with the browsers whose sessions ended).
 * Whether they were a guest without an account (whose open streams the caller tells).
 */
export async function endPlace(
  tx: Db,
  potluckId: string,
  memberId: string,
  removedByHost: boolean,
): Promise<{ guest: boolean }> {
  const row = await tx.one<{ guest: boolean }>(
    `WITH guest AS (
       SELECT id FROM members WHERE id = $2 AND guest_of = $1
     ), ended AS (
       DELETE FROM sessions WHERE member_id IN (SELECT id FROM guest) RETURNING secret_hash, created_at
     ), link AS (
       DELETE FROM potluck_guest_links WHERE member_id IN (SELECT id FROM guest)
     ), removal AS (
       INSERT INTO potluck_removals (potluck_id, member_id, session_hashes)
       SELECT $1, $2, ARRAY(SELECT secret_hash FROM ended ORDER BY created_at DESC LIMIT ${browsersRemembered})
        WHERE $3::boolean
       ON CONFLICT (potluck_id, member_id)
       DO UPDATE SET session_hashes = excluded.session_hashes, created_at = now()
     )
     SELECT EXISTS (SELECT 1 FROM guest) AS guest`,
    [potluckId, memberId, removedByHost],
  );
  return { guest: row?.guest ?? false };
}

/**
 * The join link was turned off or drawn anew: every session and private link of the potluck's guests without an
 * account ends (they stay on the list with their answers and dishes, and the host can still remove them). Whose
 * sessions ended.
 */
export async function endGuestsWays(tx: Db, potluckId: string): Promise<string[]> {
  const rows = await tx.query<{ memberId: string }>(
    `WITH link AS (
       DELETE FROM potluck_guest_links WHERE potluck_id = $1
     )
     DELETE FROM sessions s USING members m
      WHERE m.id = s.member_id AND m.guest_of = $1
     RETURNING s.member_id AS "memberId"`,
    [potluckId],
  );
  return [...new Set(rows.map((row) => row.memberId))];
}

/** The host invites these members: removals of them from this potluck are over. */
export async function forgetRemovals(tx: Db, potluckId: string, memberIds: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM potluck_removals WHERE potluck_id = $1 AND member_id = ANY($2::text[])', [
    potluckId,
    [...memberIds],
  ]);
}
