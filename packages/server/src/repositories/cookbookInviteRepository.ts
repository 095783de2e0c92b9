import type { Db } from '../db/db.ts';

// Pending invitations to own a cookbook together. The primary key (cookbook_id, invitee_id) allows one pending
// invite per member; accepting turns it into an owner row in the same transaction, exactly once.

export type InviteOutcome = 'invited' | 'already-owner' | 'already-invited';

export function createCookbookInviteRepository(db: Db) {
  return {
    async invite(cookbookId: string, inviteeId: string, inviterId: string, tx = db): Promise<InviteOutcome> {
      const rows = await tx.query<{ outcome: InviteOutcome }>(
        `WITH owner AS (
           SELECT 1 FROM cookbook_owners WHERE cookbook_id = $1 AND member_id = $2
         ), inserted AS (
           INSERT INTO cookbook_invites (cookbook_id, invitee_id, inviter_id)
           SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM owner)
           ON CONFLICT DO NOTHING RETURNING 1
         )
         SELECT CASE WHEN EXISTS (SELECT 1 FROM owner) THEN 'already-owner'
                     WHEN EXISTS (SELECT 1 FROM inserted) THEN 'invited'
                     ELSE 'already-invited' END AS outcome`,
        [cookbookId, inviteeId, inviterId],
      );
      return rows[0]?.outcome ?? 'already-invited';
    },

    /** Makes the invitee an owner and clears the invite; returns the inviter, or undefined with no invite. */
    accept(cookbookId: string, inviteeId: string, outer = db): Promise<string | undefined> {
      return outer.transaction(async (tx) => {
        const invite = await tx.one<{ inviterId: string }>(
          `DELETE FROM cookbook_invites WHERE cookbook_id = $1 AND invitee_id = $2
           RETURNING inviter_id AS "inviterId"`,
          [cookbookId, inviteeId],
        );
        if (!invite) return undefined;
        await tx.query(
          'INSERT INTO cookbook_owners (cookbook_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [cookbookId, inviteeId],
        );
        return invite.inviterId;
      });
    },

    /** Clears the invite; false when there was none. */
    async deny(cookbookId: string, inviteeId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx.query(
        'DELETE FROM cookbook_invites WHERE cookbook_id = $1 AND invitee_id = $2 RETURNING 1',
        [cookbookId, inviteeId],
      );
      return rows.length > 0;
    },
  };
}
