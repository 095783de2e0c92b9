import type { Relation } from '@potluck/contract';
import type { Db } from '../db/db.ts';
import { conflict, isUniqueViolation, notFound } from '../errors.ts';

// Friendships (stored in both directions) and pending friend requests. Writes that touch several rows run in
// one transaction; "send once" relies on the primary key, not on a read before the write.

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

const personColumns = `m.id AS "_id", m.username, m.f_name AS "fName", m.l_name AS "lName", m.profile_pic AS "profilePic"`;

interface FriendRow {
  _id: string;
  username: string;
  fName: string;
  lName: string;
  profilePic: string;
  latestText: string | null;
  latestAt: Date | null;
}

export function createFriendRepository(db: Db) {
  async function makeFriends(tx: Db, a: string, b: string) {
    await tx.query(
      'DELETE FROM friend_requests WHERE (from_id = $1 AND to_id = $2) OR (from_id = $2 AND to_id = $1)',
      [a, b],
    );
    await tx.query(
      `INSERT INTO friendships (member_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`,
      [a, b],
    );
  }

  return {
    /** How `otherId` relates to `viewerId`, as the profile page shows it. */
    async relation(viewerId: string, otherId: string): Promise<Relation> {
      if (viewerId === otherId) return 'self';
      const row = await db.one<{ relation: Relation }>(
        `SELECT CASE
           WHEN EXISTS (SELECT 1 FROM friendships WHERE member_id = $1 AND friend_id = $2) THEN 'friends'
           WHEN EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $2 AND to_id = $1) THEN 'incoming'
           WHEN EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $1 AND to_id = $2) THEN 'outgoing'
           ELSE 'none' END AS relation`,
        [viewerId, otherId],
      );
      return row?.relation ?? 'none';
    },

    areFriends(a: string, b: string) {
      return db
        .one('SELECT 1 AS yes FROM friendships WHERE member_id = $1 AND friend_id = $2', [a, b])
        .then((row) => row !== undefined);
    },

    /**
     * A member's friends; with their latest message with `memberId`, newest conversation first, when asked.
     * Each friendship row carries its conversation's latest message id, kept by triggers (migration 010).
     */
    async list(memberId: string, options: { latestMessage: boolean; limit: number }) {
      const rows = await db.query<FriendRow>(
        `SELECT ${personColumns}, lm.text AS "latestText", lm.created_at AS "latestAt"
           FROM friendships f
           JOIN members m ON m.id = f.friend_id
           LEFT JOIN messages lm ON $2 AND lm.id = f.latest_message_id
          WHERE f.member_id = $1
          ORDER BY lm.id DESC NULLS LAST, lower(m.username)
          LIMIT $3`,
        [memberId, options.latestMessage, options.limit],
        'friends.list',
      );
      return rows.map(({ latestText, latestAt, ...person }) => ({
        ...person,
        userInfo: person._id,
        ...(options.latestMessage
          ? {
              latestMessage:
                latestAt && latestText !== null ? { text: latestText, createdAt: iso(latestAt) } : null,
            }
          : {}),
      }));
    },

    /** Requests sent to `toId`, newest first; or only the one from `fromId` when given. */
    incoming(toId: string, fromId?: string) {
      return db.query<Omit<FriendRow, 'latestText' | 'latestAt'>>(
        `SELECT ${personColumns} FROM friend_requests r JOIN members m ON m.id = r.from_id
          WHERE r.to_id = $1 AND ($2::text IS NULL OR r.from_id = $2)
          ORDER BY r.created_at DESC LIMIT 100`,
        [toId, fromId ?? null],
      );
    },

    /** Sends a request; when the other had already asked, the two become friends instead. */
    send(fromId: string, toId: string, outer = db): Promise<'sent' | 'friends'> {
      return outer.transaction(async (tx) => {
        const state = await tx.one<{ friends: boolean; reverse: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM friendships WHERE member_id = $1 AND friend_id = $2) AS friends,
                  EXISTS (SELECT 1 FROM friend_requests WHERE from_id = $2 AND to_id = $1) AS reverse`,
          [fromId, toId],
        );
        if (state?.friends) conflict('You are already friends');
        if (state?.reverse) {
          await makeFriends(tx, fromId, toId);
          return 'friends';
        }
        try {
          await tx.query('INSERT INTO friend_requests (from_id, to_id) VALUES ($1, $2)', [fromId, toId]);
        } catch (error) {
          if (isUniqueViolation(error)) conflict('Friend request already sent');
          throw error;
        }
        return 'sent';
      });
    },

    /** Accepts the pending request from requesterId to memberId; 404 when there is none. */
    accept(memberId: string, requesterId: string, outer = db): Promise<void> {
      return outer.transaction(async (tx) => {
        const removed = await tx.query(
          'DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2 RETURNING from_id',
          [requesterId, memberId],
        );
        if (removed.length === 0) notFound('No pending friend request from this member');
        await makeFriends(tx, memberId, requesterId);
      });
    },

    async deny(memberId: string, requesterId: string, tx: Db = db): Promise<void> {
      const removed = await tx.query(
        'DELETE FROM friend_requests WHERE from_id = $1 AND to_id = $2 RETURNING from_id',
        [requesterId, memberId],
      );
      if (removed.length === 0) notFound('No pending friend request from this member');
    },

    /**
     * Ends a friendship both ways and, in the same transaction, the meal plans the two shared with each other
     * (plans are shared with friends only: planRepository.ts). Answers the plans whose share ended.
     */
    remove(memberId: string, friendId: string): Promise<{ endedPlanShares: Array<{ planId: string }> }> {
      return db.transaction(async (tx) => {
        const removed = await tx.query(
          `DELETE FROM friendships WHERE (member_id = $1 AND friend_id = $2) OR (member_id = $2 AND friend_id = $1)
           RETURNING member_id`,
          [memberId, friendId],
        );
        if (removed.length === 0) notFound('You are not friends with this member');
        const endedPlanShares = await tx.query<{ planId: string }>(
          `DELETE FROM plan_shares s USING plans p
            WHERE p.id = s.plan_id
              AND ((p.owner_id = $1 AND s.member_id = $2) OR (p.owner_id = $2 AND s.member_id = $1))
           RETURNING s.plan_id AS "planId"`,
          [memberId, friendId],
        );
        return { endedPlanShares };
      });
    },
  };
}
