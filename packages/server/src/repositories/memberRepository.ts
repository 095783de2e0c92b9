import type { UnitSystem } from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { conflict, isUniqueViolation } from '../errors.ts';
import { newId } from '../ids.ts';
import { sessionsChanged } from '../sessions.ts';

// Members: accounts, profiles and settings. Usernames are unique ignoring case (index on lower(username)). A
// potluck's guest without an account is a members row too (guest_of, decision 035), but no member: no login, profile,
// name lookup or search ever finds one (guest_of IS NULL in each).

export interface MemberRow {
  id: string;
  username: string;
  fName: string;
  lName: string;
  bio: string;
  profilePic: string;
  coverImage: string;
  intolerances: string[];
  /** The units the member reads amounts in; null until they choose (the app follows the browser's locale). */
  units: UnitSystem | null;
  isAdmin: boolean;
  friends: number;
}

const profileColumns = `m.id, m.username, m.f_name AS "fName", m.l_name AS "lName", m.bio,
  m.profile_pic AS "profilePic", m.cover_image AS "coverImage", m.intolerances, m.units, m.is_admin AS "isAdmin",
  (SELECT count(*) FROM friendships f WHERE f.member_id = m.id) AS friends`;

export interface NewMember {
  username: string;
  passwordHash: string;
  fName: string;
  lName: string;
  bio: string;
  intolerances: string[];
}

export const usernameTaken = 'Username is already taken';

export function createMemberRepository(db: Db) {
  return {
    async create(member: NewMember, tx = db): Promise<string> {
      const id = newId();
      try {
        await tx.query(
          `INSERT INTO members (id, username, password_hash, f_name, l_name, bio, intolerances)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            member.username,
            member.passwordHash,
            member.fName,
            member.lName,
            member.bio,
            member.intolerances,
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error)) conflict(usernameTaken);
        throw error;
      }
      return id;
    },

    credentials(username: string) {
      return db.one<{
        id: string;
        username: string;
        passwordHash: string;
        isAdmin: boolean;
        units: UnitSystem | null;
      }>(
        `SELECT id, username, password_hash AS "passwordHash", is_admin AS "isAdmin", units
           FROM members WHERE lower(username) = lower($1) AND guest_of IS NULL`,
        [username],
      );
    },

    async passwordHash(id: string): Promise<string | undefined> {
      const row = await db.one<{ hash: string }>('SELECT password_hash AS hash FROM members WHERE id = $1', [
        id,
      ]);
      return row?.hash;
    },

    profileById(id: string) {
      return db.one<MemberRow>(
        `SELECT ${profileColumns} FROM members m WHERE m.id = $1 AND m.guest_of IS NULL`,
        [id],
      );
    },

    profileByUsername(username: string) {
      return db.one<MemberRow>(
        `SELECT ${profileColumns} FROM members m WHERE lower(m.username) = lower($1) AND m.guest_of IS NULL`,
        [username],
      );
    },

    async usernameById(id: string): Promise<string | undefined> {
      // Named, though not hot: it is bench:api's one-row read, the ceiling every list read is measured against,
      // so it is as cheap as a read of one row can be (decision 028).
      const row = await db.one<{ username: string }>(
        'SELECT username FROM members WHERE id = $1 AND guest_of IS NULL',
        [id],
        'members.usernameById',
      );
      return row?.username;
    },

    async updateProfile(
      id: string,
      changes: { fName?: string; lName?: string; bio?: string; profilePic?: string; coverImage?: string },
    ): Promise<void> {
      await db.query(
        `UPDATE members SET
           f_name = coalesce($2, f_name), l_name = coalesce($3, l_name), bio = coalesce($4, bio),
           profile_pic = coalesce($5, profile_pic), cover_image = coalesce($6, cover_image)
         WHERE id = $1`,
        [
          id,
          changes.fName ?? null,
          changes.lName ?? null,
          changes.bio ?? null,
          changes.profilePic ?? null,
          changes.coverImage ?? null,
        ],
      );
    },

    async rename(id: string, username: string): Promise<void> {
      try {
        await db.query('UPDATE members SET username = $2 WHERE id = $1', [id, username]);
        // Session lookups answer the username: remembered ones must not keep the old name, and open event
        // streams, opened under it, end.
        await sessionsChanged(db, id);
      } catch (error) {
        if (isUniqueViolation(error)) conflict(usernameTaken);
        throw error;
      }
    },

    async setPassword(id: string, passwordHash: string, tx = db): Promise<void> {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
    },

    async setIntolerances(id: string, intolerances: string[]): Promise<string[]> {
      const row = await db.one<{ intolerances: string[] }>(
        'UPDATE members SET intolerances = $2 WHERE id = $1 RETURNING intolerances',
        [id, intolerances],
      );
      return row?.intolerances ?? [];
    },

    async setUnits(id: string, units: UnitSystem): Promise<UnitSystem> {
      const row = await db.one<{ units: UnitSystem }>(
        'UPDATE members SET units = $2 WHERE id = $1 RETURNING units',
        [id, units],
      );
      return row?.units ?? units;
    },

    /**
     * Members whose username starts with the text (ignoring case), with their names, the caller left out. LIKE
     * wildcards are escaped.
     */
    searchByPrefix(text: string, excludeId: string, limit: number) {
      const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db.query<{ _id: string; username: string; fName: string; lName: string }>(
        `SELECT id AS "_id", username, f_name AS "fName", l_name AS "lName" FROM members
          WHERE lower(username) LIKE $1 ESCAPE '\\' AND id <> $2 AND guest_of IS NULL
          ORDER BY lower(username) LIMIT $3`,
        [pattern, excludeId, limit],
      );
    },
  };
}
