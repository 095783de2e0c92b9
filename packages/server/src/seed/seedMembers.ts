import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { hashPassword } from '../passwords.ts';
import type { Portrait } from './images.ts';
import {
  demoAdmin,
  demoFriendRequests,
  demoFriendships,
  demoMembers,
  demoMessages,
  demoPassword,
} from './members.ts';
import { ago, insertRows } from './rows.ts';

// Members, friendships, pending friend requests and chats of the demo community.

export type MemberIds = Map<string, string>;

export function idOf(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`demo seed: unknown reference "${key}"`);
  return id;
}

/** Members get the portraits in turn; the admin keeps the default picture. */
export async function seedMembers(db: Db, now: Date, portraits: Portrait[]): Promise<MemberIds> {
  // One hash per password: scrypt is slow on purpose, and every demo member shares the demo password.
  const [memberHash, adminHash] = await Promise.all([
    hashPassword(demoPassword),
    hashPassword(demoAdmin.password),
  ]);
  const ids: MemberIds = new Map();
  let portraitsGiven = 0;
  await insertRows(
    db,
    'members',
    [
      'id',
      'username',
      'password_hash',
      'f_name',
      'l_name',
      'bio',
      'intolerances',
      'is_admin',
      'profile_pic',
      'cover_image',
      'created_at',
    ],
    demoMembers.map((member) => {
      const joined = ago(now, member.joinedDaysAgo);
      const id = newId(joined);
      ids.set(member.username, id);
      const hash = member.isAdmin ? adminHash : memberHash;
      const { username, fName, lName, bio, intolerances } = member;
      const portrait = member.isAdmin ? undefined : portraits[portraitsGiven++ % portraits.length];
      const { profilePic = '', coverImage = '' } = portrait ?? {};
      const isAdmin = member.isAdmin ?? false;
      return [id, username, hash, fName, lName, bio, intolerances, isAdmin, profilePic, coverImage, joined];
    }),
  );

  await insertRows(
    db,
    'friendships',
    ['member_id', 'friend_id', 'created_at'],
    demoFriendships.flatMap(([a, b, days]) => {
      const [first, second, at] = [idOf(ids, a), idOf(ids, b), ago(now, days)];
      return [
        [first, second, at],
        [second, first, at],
      ];
    }),
  );

  await insertRows(
    db,
    'friend_requests',
    ['from_id', 'to_id', 'created_at'],
    demoFriendRequests.map(([from, to, days]) => [idOf(ids, from), idOf(ids, to), ago(now, days)]),
  );
  return ids;
}

/** Chats go in after the recipes so a message can link to one. */
export async function seedMessages(
  db: Db,
  now: Date,
  members: MemberIds,
  recipeLink: (title: string) => string,
) {
  await insertRows(
    db,
    'messages',
    ['id', 'sender_id', 'recipient_id', 'text', 'created_at'],
    demoMessages.map(([from, to, text, hours]) => {
      const at = ago(now, 0, hours);
      const linked = text.replace(/\{recipe:([^}]+)\}/g, (_match, title: string) => recipeLink(title));
      return [newId(at), idOf(members, from), idOf(members, to), linked, at];
    }),
  );
}
