import { randomBytes } from 'node:crypto';
import type { PotluckGuestSession } from '@potluck/contract';
import { type PotluckAnswer, potluckLimits } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { conflict, isUniqueViolation } from '../errors.ts';
import { newId } from '../ids.ts';
import { refuse } from '../potlucks/refusals.ts';
import { createSession, hashSecret, sessionsChanged } from '../sessions.ts';
import { usernameTaken } from './memberRepository.ts';
import { type PotluckChange, touch } from './potluckRows.ts';

// Guests without an account (migration 021, docs/decisions/035-potluck-guests.md): a visitor with the join link
// answers with a name and becomes a members row marked as that potluck's guest, signed in by a session on this
// browser and by their private link (its secret answered once, only its hash kept) elsewhere. A guest may keep
// their place as an account. What ends a guest's credentials when they leave, are removed or the join link is
// reset is potluckGuestCredentials.ts.

/** A guest's private link's secret: 32 random bytes, 43 URL-safe characters (contract potluckGuestSecret). */
const newGuestSecret = () => randomBytes(32).toString('base64url');

export interface NewGuest {
  name: string;
  answer: PotluckAnswer;
  people: number;
  needs: string[];
}

export interface GuestJoined {
  potluckId: string;
  guestId: string;
  /** The private link's secret, answered this once. */
  secret: string;
  /** The session's secret, for this browser's cookie. */
  session: string;
  change: PotluckChange;
}

export interface AccountKept {
  username: string;
  change: PotluckChange;
}

export function createPotluckGuestRepository(db: Db) {
  return {
    /**
     * Makes the visitor a guest of the potluck whose join link this is, while it is on: refused when it is not, when
     * this browser (`browser`: the hash of the session cookie it still holds) was a guest the host removed, or when
     * the potluck has all the guests it may. Under the potluck's row lock, so its bound holds under concurrent joins.
     */
    join(token: string, guest: NewGuest, browser: string | null, sessionDays: number): Promise<GuestJoined> {
      return db.transaction(async (tx) => {
        const potluck = await tx.one<{ id: string }>(
          `SELECT id FROM potlucks WHERE join_token = $1 AND status = 'planned' FOR UPDATE`,
          [token],
        );
        if (!potluck) refuse({ reason: 'linkGone' });
        // Counted in a statement begun once the lock is held (on PostgreSQL the locking statement's own subqueries
        // would see the potluck as it was before a concurrent join committed).
        const now = await tx.one<{ guests: number; removed: boolean }>(
          `SELECT (SELECT count(*)::int FROM potluck_guests WHERE potluck_id = $1 AND joined_by <> 'host') AS guests,
                  EXISTS (SELECT 1 FROM potluck_removals
                           WHERE potluck_id = $1 AND $2::text = ANY(session_hashes)) AS removed`,
          [potluck.id, browser],
        );
        if (now?.removed) refuse({ reason: 'removed' });
        if ((now?.guests ?? 0) >= potluckLimits.guests) refuse({ reason: 'guestsFull' });
        const guestId = newId();
        const secret = newGuestSecret();
        // Their username is one sign-up never makes (a colon), their password hash one no password verifies.
        await tx.query(
          `WITH guest AS (
             INSERT INTO members (id, username, password_hash, f_name, intolerances, guest_of)
             VALUES ($1, 'guest:' || $1, 'guest', $2, $3, $4) RETURNING id
           ), place AS (
             INSERT INTO potluck_guests (potluck_id, member_id, joined_by, answer, people)
             SELECT $4, id, 'guest', $5, $6 FROM guest
           )
           INSERT INTO potluck_guest_links (secret_hash, member_id, potluck_id) SELECT $7, id, $4 FROM guest`,
          [guestId, guest.name, guest.needs, potluck.id, guest.answer, guest.people, hashSecret(secret)],
        );
        const session = await createSession(tx, guestId, sessionDays);
        return { potluckId: potluck.id, guestId, secret, session, change: await touch(tx, potluck.id) };
      });
    },

    /** Signs a browser in with a guest's private link: a new session of theirs; refused when the link is dead. */
    async signIn(secret: string, sessionDays: number): Promise<PotluckGuestSession & { session: string }> {
      const guest = await db.one<PotluckGuestSession>(
        `SELECT l.potluck_id AS "potluckId", m.id AS "guestId", m.f_name AS name
           FROM potluck_guest_links l JOIN members m ON m.id = l.member_id AND m.guest_of = l.potluck_id
          WHERE l.secret_hash = $1`,
        [hashSecret(secret)],
      );
      if (!guest) refuse({ reason: 'guestLinkGone' });
      return { ...guest, session: await createSession(db, guest.guestId, sessionDays) };
    },

    /** Who a guest's session is: their potluck, id and name. */
    async session(guestId: string, potluckId: string): Promise<PotluckGuestSession> {
      const row = await db.one<{ name: string }>(
        'SELECT f_name AS name FROM members WHERE id = $1 AND guest_of = $2',
        [guestId, potluckId],
      );
      if (!row) refuse({ reason: 'missing' });
      return { potluckId, guestId, name: row.name };
    },

    /** A new private link for a guest still on the potluck's list; the one before dies. Its secret. */
    async renewLink(guestId: string, potluckId: string): Promise<string> {
      const secret = newGuestSecret();
      const row = await db.one(
        `INSERT INTO potluck_guest_links (secret_hash, member_id, potluck_id)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM potluck_guests WHERE potluck_id = $3 AND member_id = $2)
         ON CONFLICT (member_id) DO UPDATE SET secret_hash = excluded.secret_hash, created_at = now()
         RETURNING 1`,
        [hashSecret(secret), guestId, potluckId],
      );
      if (!row) refuse({ reason: 'missing' });
      return secret;
    },

    /**
     * "Keep this as an account": the guest's row becomes a member's with this username and password, keeping its
     * answer, dishes and messages (joined by link now). Their private link dies, and so do their sessions but the
     * one keeping it (a browser their link signed in never knew the password). The potluck's version moves: its
     * guest list shows a member now.
     */
    keepAsAccount(
      guestId: string,
      potluckId: string,
      account: { username: string; passwordHash: string; fName?: string | undefined; lName: string },
      keepSession: string,
    ): Promise<AccountKept> {
      return db.transaction(async (tx) => {
        let row: { username: string } | undefined;
        try {
          // A guest's name may be longer than a member's first name: kept within a member's 50 characters.
          row = await tx.one<{ username: string }>(
            `UPDATE members SET username = $3, password_hash = $4, f_name = left(coalesce($5, f_name), 50),
                    l_name = $6, guest_of = NULL
              WHERE id = $1 AND guest_of = $2 RETURNING username`,
            [
              guestId,
              potluckId,
              account.username,
              account.passwordHash,
              account.fName ?? null,
              account.lName,
            ],
          );
        } catch (error) {
          if (isUniqueViolation(error)) conflict(usernameTaken);
          throw error;
        }
        if (!row) refuse({ reason: 'missing' });
        await tx.query(
          `WITH place AS (
             UPDATE potluck_guests SET joined_by = 'link' WHERE member_id = $1 AND joined_by = 'guest'
           ), link AS (
             DELETE FROM potluck_guest_links WHERE member_id = $1
           )
           DELETE FROM sessions WHERE member_id = $1 AND secret_hash <> $2`,
          [guestId, hashSecret(keepSession)],
        );
        // The session's lookup answers who it is: a guest no more (and an open stream, opened as one, ends).
        await sessionsChanged(tx, guestId);
        return { username: row.username, change: await touch(tx, potluckId) };
      });
    },
  };
}
