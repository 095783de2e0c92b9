import type { Db } from '../db/db.ts';
import { publishMany } from '../events.ts';
import { newId } from '../ids.ts';
import { notifiedEvents } from '../notifications.ts';

// The day-before reminders of potlucks (migration 018, docs/decisions/025). Every instance runs `sendDue` on an
// interval (plugins/potluckReminders.ts); one run is one transaction that
//   1. claims the due, unsent reminders with FOR UPDATE SKIP LOCKED (another instance's run skips the rows this
//      one holds, and never waits on them),
//   2. writes a `potluck_reminder` notification to every guest going, the host included (not to guests without an
//      account, decision 035: they have no notifications, only the potluck's page),
//   3. marks the reminders sent,
// and commits. So a reminder is sent once however many instances run, and a run that dies before its commit (the
// process killed, the connection cut) sends nothing and leaves the rows unsent for the next run of any instance.
// A reminder whose potluck has already begun by the time it is claimed (the servers were all down) is marked sent
// without notifying: a reminder after the fact helps nobody.

/** Reminders claimed in one run at most; a longer backlog is taken by the next runs. */
const batch = 100;

export interface ReminderRun {
  /** Potlucks whose reminder this run sent. */
  potlucks: number;
  /** Notifications written. */
  notifications: number;
}

export function createPotluckReminderRepository(db: Db) {
  return {
    /**
     * Sends the reminders due at `now` (the clock is the caller's, so tests simulate it). `beforeCommit` runs
     * inside the transaction after the notifications are written (tests stop a process there).
     */
    sendDue(now: Date, beforeCommit?: () => Promise<void>): Promise<ReminderRun> {
      return db.transaction(async (tx) => {
        const claimed = await tx.query<{ potluckId: string; startsAt: Date }>(
          `SELECT r.potluck_id AS "potluckId", r.starts_at AS "startsAt" FROM potluck_reminders r
            WHERE r.sent_at IS NULL AND r.due_at <= $1
            ORDER BY r.due_at LIMIT ${batch}
            FOR UPDATE SKIP LOCKED`,
          [now],
        );
        if (claimed.length === 0) return { potlucks: 0, notifications: 0 };
        const timely = claimed
          .filter((row) => new Date(row.startsAt).getTime() > now.getTime())
          .map((row) => row.potluckId);
        const going =
          timely.length === 0
            ? []
            : await tx.query<{ potluckId: string; memberId: string; hostId: string }>(
                `SELECT g.potluck_id AS "potluckId", g.member_id AS "memberId", p.host_id AS "hostId"
                   FROM potluck_guests g JOIN potlucks p ON p.id = g.potluck_id
                   JOIN members m ON m.id = g.member_id AND m.guest_of IS NULL
                  WHERE g.potluck_id = ANY($1::text[]) AND g.answer = 'going' AND p.status = 'planned'`,
                [timely],
              );
        const ids = going.map(() => newId());
        if (going.length > 0) {
          await tx.query(
            `INSERT INTO notifications (id, member_id, from_id, type, data)
             SELECT id, member_id, host_id, 'potluck_reminder', jsonb_build_object('potluckId', potluck_id)
               FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS n(id, member_id, host_id, potluck_id)`,
            [
              ids,
              going.map((row) => row.memberId),
              going.map((row) => row.hostId),
              going.map((row) => row.potluckId),
            ],
          );
          await publishMany(
            tx,
            notifiedEvents(
              going.map((row, n) => ({ memberId: row.memberId, id: ids[n] as string })),
              'potluck_reminder',
            ),
          );
        }
        await tx.query('UPDATE potluck_reminders SET sent_at = $2 WHERE potluck_id = ANY($1::text[])', [
          claimed.map((row) => row.potluckId),
          now,
        ]);
        if (beforeCommit) await beforeCommit();
        return { potlucks: new Set(going.map((row) => row.potluckId)).size, notifications: going.length };
      });
    },
  };
}
