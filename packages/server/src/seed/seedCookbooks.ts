import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import { demoCookbooks } from './activity.ts';
import { ago, insertRows } from './rows.ts';
import { idOf, type MemberIds } from './seedMembers.ts';

// Demo cookbooks with their owners, collaborators, pending invites and recipes. Recipes the seed cannot
// resolve (a catalogue recipe when there is no catalogue) are left out rather than stored as dangling ids.

export interface SeededCookbook {
  id: string;
  ownerId: string;
  collaboratorIds: string[];
  invitedIds: string[];
  createdAt: Date;
}

export async function seedCookbooks(
  db: Db,
  now: Date,
  members: MemberIds,
  recipeIds: Map<string, string>,
): Promise<SeededCookbook[]> {
  const seeded: SeededCookbook[] = [];
  const cookbooks: unknown[][] = [];
  const owners: unknown[][] = [];
  const entries: unknown[][] = [];
  const invites: unknown[][] = [];
  for (const demo of demoCookbooks) {
    const createdAt = ago(now, demo.daysAgo);
    const id = newId(createdAt);
    const ownerId = idOf(members, demo.owner);
    const collaboratorIds = demo.collaborators.map((username) => idOf(members, username));
    const invitedIds = demo.invited.map((username) => idOf(members, username));
    cookbooks.push([id, demo.title, demo.coverImage, demo.isPublic, createdAt]);
    owners.push([id, ownerId, createdAt]);
    collaboratorIds.forEach((memberId, index) => {
      owners.push([id, memberId, ago(now, demo.daysAgo - 1, -index)]);
    });
    for (const inviteeId of invitedIds) invites.push([id, inviteeId, ownerId, ago(now, 1)]);
    demo.recipes.forEach((key, index) => {
      const recipeId = recipeIds.get(key);
      if (recipeId) entries.push([id, recipeId, ago(now, demo.daysAgo, -index)]);
    });
    seeded.push({ id, ownerId, collaboratorIds, invitedIds, createdAt });
  }
  await insertRows(db, 'cookbooks', ['id', 'title', 'cover_image', 'is_public', 'created_at'], cookbooks);
  await insertRows(db, 'cookbook_owners', ['cookbook_id', 'member_id', 'added_at'], owners);
  await insertRows(db, 'cookbook_recipes', ['cookbook_id', 'recipe_id', 'added_at'], entries);
  await insertRows(
    db,
    'cookbook_invites',
    ['cookbook_id', 'invitee_id', 'inviter_id', 'created_at'],
    invites,
  );
  return seeded;
}
