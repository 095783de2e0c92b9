import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import type { NotificationData, NotificationType } from '../notifications.ts';
import { demoComments, demoLikes } from './activity.ts';
import { demoFriendRequests, demoFriendships } from './members.ts';
import { ago, insertRows } from './rows.ts';
import type { SeededCookbook } from './seedCookbooks.ts';
import { idOf, type MemberIds } from './seedMembers.ts';

// Likes, comments and the notifications they (and the friend requests and cookbook invites) would have sent.
// Notifications older than three days are already read, so a demo member sees a few new ones, not sixty.

interface Notice {
  memberId: string;
  fromId: string;
  type: NotificationType;
  data: NotificationData;
  at: Date;
}

export interface ActivityInput {
  now: Date;
  members: MemberIds;
  /** Title or catalogue:n → recipe id. */
  recipeIds: Map<string, string>;
  /** Member recipe id → owner id (catalogue recipes have no owner to notify). */
  recipeOwners: Map<string, string>;
  cookbooks: SeededCookbook[];
}

export async function seedActivity(db: Db, input: ActivityInput): Promise<void> {
  const { now, members, recipeIds, recipeOwners, cookbooks } = input;
  const notices: Notice[] = [];

  const likes: unknown[][] = [];
  let likeIndex = 0;
  for (const [username, keys] of Object.entries(demoLikes)) {
    const memberId = idOf(members, username);
    for (const key of keys) {
      const recipeId = recipeIds.get(key);
      if (!recipeId) continue;
      const at = ago(now, 0, 3 + ((likeIndex++ * 7) % 200));
      likes.push([recipeId, memberId, at]);
      const ownerId = recipeOwners.get(recipeId);
      if (ownerId && ownerId !== memberId)
        notices.push({ memberId: ownerId, fromId: memberId, type: 'recipe_like', data: { recipeId }, at });
    }
  }
  await insertRows(db, 'likes', ['recipe_id', 'member_id', 'created_at'], likes);

  const comments: unknown[][] = [];
  for (const [username, key, text, hours] of demoComments) {
    const recipeId = recipeIds.get(key);
    if (!recipeId) continue;
    const memberId = idOf(members, username);
    const at = ago(now, 0, hours);
    const commentId = newId(at);
    comments.push([commentId, recipeId, memberId, text, at]);
    const ownerId = recipeOwners.get(recipeId);
    if (ownerId && ownerId !== memberId) {
      notices.push({
        memberId: ownerId,
        fromId: memberId,
        type: 'recipe_comment',
        data: { recipeId, commentId },
        at,
      });
    }
  }
  await insertRows(db, 'comments', ['id', 'recipe_id', 'member_id', 'text', 'created_at'], comments);

  for (const [from, to, days] of demoFriendRequests) {
    notices.push({
      memberId: idOf(members, to),
      fromId: idOf(members, from),
      type: 'friend_request',
      data: {},
      at: ago(now, days),
    });
  }
  // The first of each pair asked, the second accepted.
  for (const [asker, accepter, days] of demoFriendships) {
    notices.push({
      memberId: idOf(members, asker),
      fromId: idOf(members, accepter),
      type: 'friend_accept',
      data: {},
      at: ago(now, days),
    });
  }
  for (const book of cookbooks) {
    const data = { cookbookId: book.id };
    for (const inviteeId of book.invitedIds) {
      notices.push({
        memberId: inviteeId,
        fromId: book.ownerId,
        type: 'cookbook_share_request',
        data,
        at: ago(now, 1),
      });
    }
    for (const collaboratorId of book.collaboratorIds) {
      const at = new Date(book.createdAt.getTime() + 24 * 3600 * 1000);
      notices.push({
        memberId: book.ownerId,
        fromId: collaboratorId,
        type: 'cookbook_share_accept',
        data,
        at,
      });
    }
  }

  const readBefore = ago(now, 3);
  await insertRows(
    db,
    'notifications',
    ['id', 'member_id', 'from_id', 'type', 'data', 'read', 'created_at'],
    notices
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((notice) => [
        newId(notice.at),
        notice.memberId,
        notice.fromId,
        notice.type,
        JSON.stringify(notice.data),
        notice.at < readBefore,
        notice.at,
      ]),
  );
}
