// The crowd of the live-event bench (tests/perf/live.bench.ts), made through the API as members would make it:
// 1,000 members in 100 households of 10. The first of each household is friends with the nine others, shares their
// shopping list (20 items) with them, and hosts a potluck they are all invited to and going to, whose mains half
// of them (the odd ones) have already claimed a place in.
import type { Potluck } from '@potluck/contract';
import { call, expectStatus, inParallel } from './http.ts';

export const households = 100;
export const householdSize = 10;

export interface Member {
  index: number;
  id: string;
  cookie: string;
  /** The instance this member uses (calls and stream). */
  origin: string;
}

export interface HouseholdPotluck {
  id: string;
  /** The dish each member cooks (a place in the mains), by member id; a member without one has none claimed. */
  dishOf: Map<string, string>;
}

export interface Household {
  members: Member[];
  listId: string;
  itemIds: string[];
  potluck: HouseholdPotluck;
}

/** The course of the potluck the bench claims places in. */
export const potluckCourse = 'main';

/** The id of the newest dish the member cooks in the bench's course, from a potluck as the API answers it. */
export function dishIdOf(answer: unknown, memberId: string): string {
  const course = (answer as Potluck).courses.find((menu) => menu.course === potluckCourse);
  const dish = course?.dishes.filter((candidate) => candidate.cook.id === memberId).at(-1);
  if (!dish) throw new Error(`claim: no dish of ${memberId} in the answer`);
  return dish.id;
}

/**
 * Signs up the members of `count` households, 8 at a time, spread over the instances (member i on origin i mod
 * their number).
 */
export async function signUp(origins: string[], count = households): Promise<Member[]> {
  const members: Member[] = [];
  const run = Date.now().toString(36);
  await inParallel(
    Array.from({ length: count * householdSize }, (_, index) => index),
    8,
    async (index) => {
      const origin = origins[index % origins.length]!;
      const answer = await expectStatus(
        call(origin, 'POST', '/api/register', {
          body: {
            username: `live_${run}_${index}`,
            password: 'live-bench-password',
            fName: 'Live',
            lName: `M${index}`,
            intolerances: [],
          },
        }),
        201,
        'register',
      );
      members[index] = { index, id: (answer.body as { _id: string })._id, cookie: answer.cookie!, origin };
    },
  );
  return members;
}

/** Forms the households, 8 at a time: friends, the shared list and its items, the potluck. */
export async function formHouseholds(members: Member[]): Promise<Household[]> {
  const formed: Household[] = [];
  await inParallel(
    Array.from({ length: members.length / householdSize }, (_, index) => index),
    8,
    async (h) => {
      const group = members.slice(h * householdSize, (h + 1) * householdSize);
      const { listId, itemIds } = await shareList(group, h);
      formed[h] = { members: group, listId, itemIds, potluck: await hostPotluck(group, h) };
    },
  );
  return formed;
}

/** The owner (the first) befriends the nine others and shares their shopping list, 20 items, with them. */
async function shareList(group: Member[], h: number) {
  const owner = group[0]!;
  const lists = await expectStatus(
    call(owner.origin, 'GET', '/api/shopping-lists', { cookie: owner.cookie }),
    200,
    'lists',
  );
  const listId: string = (lists.body as Array<{ id: string }>)[0]!.id;
  for (const friend of group.slice(1)) {
    await expectStatus(
      call(owner.origin, 'POST', '/api/friend-request', {
        cookie: owner.cookie,
        body: { fromId: owner.id, toId: friend.id },
      }),
      201,
      'friend request',
    );
    await expectStatus(
      call(friend.origin, 'POST', '/api/friend-request/accept', {
        cookie: friend.cookie,
        body: { currentUserId: friend.id, requesterId: owner.id },
      }),
      200,
      'accept',
    );
    await expectStatus(
      call(owner.origin, 'POST', `/api/shopping-lists/${listId}/shares`, {
        cookie: owner.cookie,
        body: { memberId: friend.id },
      }),
      200,
      'share',
    );
  }
  const filled = await expectStatus(
    call(owner.origin, 'POST', `/api/shopping-lists/${listId}/items`, {
      cookie: owner.cookie,
      body: { lines: Array.from({ length: 20 }, (_, i) => `${i + 1} ingredient${h}x${i}`) },
    }),
    200,
    'items',
  );
  const itemIds = (filled.body as { items: Array<{ id: string }> }).items.map((item) => item.id);
  return { listId, itemIds };
}

/**
 * The owner hosts a potluck a month ahead (no reminder falls due while the bench runs) with a place in the mains
 * for each member, invites the nine others (their friends), who all answer going; the odd members claim a main, so
 * that in the rounds a member with no dish claims one and a member with one gives it back.
 */
async function hostPotluck(group: Member[], h: number): Promise<HouseholdPotluck> {
  const host = group[0]!;
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await expectStatus(
    call(host.origin, 'POST', '/api/potlucks', {
      cookie: host.cookie,
      body: {
        title: `Household ${h} supper`,
        day,
        time: '19:00',
        courses: { [potluckCourse]: householdSize },
      },
    }),
    201,
    'potluck',
  );
  const id = (created.body as Potluck).id;
  await expectStatus(
    call(host.origin, 'POST', `/api/potlucks/${id}/invitations`, {
      cookie: host.cookie,
      body: { memberIds: group.slice(1).map((guest) => guest.id) },
    }),
    200,
    'invite',
  );
  const dishOf = new Map<string, string>();
  for (const guest of group.slice(1)) {
    await expectStatus(
      call(guest.origin, 'PUT', `/api/potlucks/${id}/answer`, {
        cookie: guest.cookie,
        body: { answer: 'going' },
      }),
      200,
      'answer',
    );
    if (guest.index % 2 === 0) continue;
    const claimed = await expectStatus(
      call(guest.origin, 'POST', `/api/potlucks/${id}/dishes`, {
        cookie: guest.cookie,
        body: { course: potluckCourse, text: `a main from M${guest.index}` },
      }),
      201,
      'claim',
    );
    dishOf.set(guest.id, dishIdOf(claimed.body, guest.id));
  }
  return { id, dishOf };
}
