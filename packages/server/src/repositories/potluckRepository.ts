import { randomBytes } from 'node:crypto';
import type { PotluckLinkPreview, PotluckSummary } from '@potluck/contract';
import {
  defaultPotluckCourses,
  type PotluckAnswer,
  type PotluckCourse,
  potluckCourses,
  potluckLimits,
  potluckReminderDue,
  potluckStartsAt,
  senderName,
} from '@potluck/domain';
import type { Db } from '../db/db.ts';
import { newId } from '../ids.ts';
import type { FeedPotluck } from '../planCalendar.ts';
import { refuse } from '../potlucks/refusals.ts';
import { sessionsChanged } from '../sessions.ts';
import { readPotluck } from './potluckAnswer.ts';
import { endGuestsWays, endPlace, forgetRemovals } from './potluckGuestCredentials.ts';
import {
  changeOf,
  type DishContent,
  insertDish,
  lockOpened,
  type PotluckChange,
  potluckAudience,
  potluckMemberColumns,
  touch,
  unchanged,
} from './potluckRows.ts';
import { nextVersion } from './versions.ts';
import { mayOpenPotluck } from './whoMayOpen.ts';

// Potlucks (migration 018): the potluck itself, its guests, the join link, answers, the member's list and the
// calendar feed's potlucks; the menu is potluckMenuRepository.ts. Every change runs in one transaction that first
// locks the potluck's row, in the statement that checks the member may open it (mayOpenPotluck, potluckRows.ts):
// so the guest bound holds under concurrent joins and nothing lands after the member lost the potluck or it was
// cancelled. What the member may not do is refused (potlucks/refusals.ts) where it is found, and a change returns
// its news: the new version and everyone who may open the potluck. The answers' shape is potluckAnswer.ts's.

export interface NewPotluck {
  title: string;
  day: string;
  time: string;
  place: string;
  note: string;
  courses: Partial<Record<PotluckCourse, number>>;
}

export interface PotluckEdit {
  title?: string | undefined;
  day?: string | undefined;
  time?: string | undefined;
  place?: string | undefined;
  note?: string | undefined;
  courses?: Partial<Record<PotluckCourse, number | undefined>> | undefined;
  claimsClosed?: boolean | undefined;
}

/** A join link's secret: 24 random bytes, 32 URL-safe characters. */
const newJoinToken = () => randomBytes(24).toString('base64url');

export function createPotluckRepository(db: Db) {
  /**
   * Sets the day-before reminder of a potluck on `day` at `time`. A potluck set (or moved) to less than a day ahead
   * gets none: its guests are hearing of it right now, and a "tomorrow" reminder would come before they answered.
   */
  async function setReminder(potluckId: string, day: string, time: string, tx: Db) {
    if (potluckReminderDue(day, time).getTime() <= Date.now()) {
      await tx.query('DELETE FROM potluck_reminders WHERE potluck_id = $1', [potluckId]);
      return;
    }
    await tx.query(
      `INSERT INTO potluck_reminders (potluck_id, due_at, starts_at) VALUES ($1, $2, $3)
       ON CONFLICT (potluck_id) DO UPDATE SET due_at = $2, starts_at = $3, sent_at = NULL`,
      [potluckId, potluckReminderDue(day, time), potluckStartsAt(day, time)],
    );
  }

  /**
   * Adds guests (skipping those already in, and guests without an account, whose place is their one potluck's),
   * within potluckLimits.guests; the ids added, or 'full'.
   */
  async function addGuests(
    potluckId: string,
    memberIds: readonly string[],
    joinedBy: 'invite' | 'link',
    tx: Db,
  ): Promise<string[] | 'full'> {
    const count = await tx.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM potluck_guests WHERE potluck_id = $1 AND joined_by <> 'host'`,
      [potluckId],
    );
    const fresh = await tx.query<{ id: string }>(
      `SELECT id FROM unnest($2::text[]) AS wanted(id)
        WHERE NOT EXISTS (SELECT 1 FROM potluck_guests g WHERE g.potluck_id = $1 AND g.member_id = wanted.id)
          AND NOT EXISTS (SELECT 1 FROM members m WHERE m.id = wanted.id AND m.guest_of IS NOT NULL)`,
      [potluckId, [...new Set(memberIds)]],
    );
    if (fresh.length === 0) return [];
    if ((count?.n ?? 0) + fresh.length > potluckLimits.guests) return 'full';
    const rows = await tx.query<{ memberId: string }>(
      `INSERT INTO potluck_guests (potluck_id, member_id, joined_by)
       SELECT $1, id, $3 FROM unnest($2::text[]) AS wanted(id)
       ON CONFLICT DO NOTHING RETURNING member_id AS "memberId"`,
      [potluckId, fresh.map((row) => row.id), joinedBy],
    );
    return rows.map((row) => row.memberId);
  }

  async function create(
    hostId: string,
    potluck: NewPotluck,
    hostDish?: { course: PotluckCourse; content: DishContent; servings: number },
    invitees: readonly string[] = [],
  ): Promise<string> {
    return db.transaction(async (tx) => {
      const id = newId();
      await tx.query(
        `INSERT INTO potlucks (id, host_id, title, day, time, place, note)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7)`,
        [id, hostId, potluck.title, potluck.day, potluck.time, potluck.place, potluck.note],
      );
      const places = potluckCourses.map((course) => potluck.courses[course] ?? defaultPotluckCourses[course]);
      await tx.query(
        `INSERT INTO potluck_courses (potluck_id, course, places)
         SELECT $1, course, places FROM unnest($2::text[], $3::integer[]) AS c(course, places)`,
        [id, [...potluckCourses], places],
      );
      await tx.query(
        `INSERT INTO potluck_guests (potluck_id, member_id, joined_by, answer, people)
         VALUES ($1, $2, 'host', 'going', 1)`,
        [id, hostId],
      );
      if (invitees.length > 0) await addGuests(id, invitees, 'invite', tx);
      await setReminder(id, potluck.day, potluck.time, tx);
      if (hostDish) await insertDish(tx, id, { cookId: hostId, ...hostDish });
      return id;
    });
  }

  /** Only friends are invited: refused unless every one of these members is the host's friend. */
  async function assertFriends(hostId: string, memberIds: readonly string[], tx: Db) {
    const row = await tx.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM friendships WHERE member_id = $1 AND friend_id = ANY($2::text[])',
      [hostId, [...memberIds]],
    );
    if ((row?.n ?? 0) !== memberIds.length) refuse({ reason: 'friendsOnly' });
  }

  return {
    create,

    /** The potluck as the member sees it; refused as missing when they may not open it. */
    read: (potluckId: string, memberId: string) => readPotluck(db, potluckId, memberId),

    /** The title of a potluck the member may open; refused as missing otherwise. */
    async titleFor(potluckId: string, memberId: string): Promise<string> {
      const row = await db.one<{ title: string }>(
        `SELECT p.title FROM potlucks p WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
        [potluckId, memberId],
      );
      return row?.title ?? refuse({ reason: 'missing' });
    },

    /** The member's potlucks (hosted or invited) on days from `from` to `to`, soonest first. */
    list(memberId: string, from: string, to: string, limit: number): Promise<PotluckSummary[]> {
      return db
        .query<
          Omit<PotluckSummary, 'host'> & {
            hostId: string;
            hostUsername: string;
            hostFName: string;
            hostLName: string;
            hostGuest: boolean;
          }
        >(
          `SELECT p.id, p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.place, p.status,
                  ${potluckMemberColumns('h', 'host')}, p.host_id = $1 AS "isHost", g.answer,
                  (SELECT coalesce(sum(people), 0)::int FROM potluck_guests a
                    WHERE a.potluck_id = p.id AND a.answer = 'going') AS headcount,
                  (SELECT coalesce(sum(greatest(c.places - (SELECT count(*) FROM potluck_dishes d
                                                              WHERE d.potluck_id = p.id AND d.course = c.course), 0)), 0)::int
                     FROM potluck_courses c WHERE c.potluck_id = p.id) AS open
             FROM potluck_guests g JOIN potlucks p ON p.id = g.potluck_id JOIN members h ON h.id = p.host_id
            WHERE g.member_id = $1 AND p.day BETWEEN $2::date AND $3::date
            ORDER BY p.day, p.time, p.id
            LIMIT $4`,
          [memberId, from, to, limit],
        )
        .then((rows) =>
          rows.map(({ hostId, hostUsername, hostFName, hostLName, hostGuest, ...row }) => ({
            ...row,
            host: {
              id: hostId,
              username: hostUsername,
              fName: hostFName,
              lName: hostLName,
              guest: hostGuest,
            },
          })),
        );
    },

    /**
     * Changes the potluck (its host only; not once cancelled); refused too when a course would have fewer places
     * than dishes already claimed in it. Whether what the guests are told of (title, day, time, place, note)
     * changed.
     */
    update(
      potluckId: string,
      memberId: string,
      change: PotluckEdit,
    ): Promise<PotluckChange & { detailsChanged: boolean }> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, memberId);
        if (locked.hostId !== memberId) refuse({ reason: 'hostOnly', action: 'change' });
        if (locked.status === 'cancelled') refuse({ reason: 'cancelled' });
        const courses = Object.entries(change.courses ?? {}).filter(
          (entry): entry is [PotluckCourse, number] => entry[1] !== undefined,
        );
        if (courses.length > 0) {
          const claimed = await tx.query<{ course: PotluckCourse; n: number }>(
            'SELECT course, count(*)::int AS n FROM potluck_dishes WHERE potluck_id = $1 GROUP BY course',
            [potluckId],
          );
          const taken = new Map(claimed.map((row) => [row.course, row.n]));
          const short = courses.find(([course, places]) => places < (taken.get(course) ?? 0));
          if (short) refuse({ reason: 'tooFewPlaces', course: short[0] });
          await tx.query(
            `UPDATE potluck_courses c SET places = n.places
               FROM unnest($2::text[], $3::integer[]) AS n(course, places)
              WHERE c.potluck_id = $1 AND c.course = n.course`,
            [potluckId, courses.map(([course]) => course), courses.map(([, places]) => places)],
          );
        }
        const row = await tx.one<{ day: string; time: string; version: Date; audience: string[] }>(
          `UPDATE potlucks SET title = coalesce($2, title), day = coalesce($3::date, day), time = coalesce($4, time),
                  place = coalesce($5, place), note = coalesce($6, note),
                  claims_closed = coalesce($7, claims_closed), updated_at = ${nextVersion}
            WHERE id = $1
           RETURNING to_char(day, 'YYYY-MM-DD') AS day, time, updated_at AS version,
                     ${potluckAudience('$1')} AS audience`,
          [
            potluckId,
            change.title ?? null,
            change.day ?? null,
            change.time ?? null,
            change.place ?? null,
            change.note ?? null,
            change.claimsClosed ?? null,
          ],
        );
        const changed = changeOf(potluckId, row);
        // A new day or time is a new reminder (sent again for the new day, even if the old one was).
        if (row && (row.day !== locked.day || row.time !== locked.time))
          await setReminder(potluckId, row.day, row.time, tx);
        const detailsChanged = ['title', 'day', 'time', 'place', 'note'].some(
          (field) => change[field as keyof PotluckEdit] !== undefined,
        );
        return { ...changed, detailsChanged };
      });
    },

    /** Cancels the potluck (its host only): no reminder, no join link, nothing changes any more. */
    cancel(potluckId: string, memberId: string): Promise<PotluckChange> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, memberId);
        if (locked.hostId !== memberId) refuse({ reason: 'hostOnly', action: 'cancel' });
        if (locked.status === 'cancelled') refuse({ reason: 'alreadyCancelled' });
        await tx.query('DELETE FROM potluck_reminders WHERE potluck_id = $1', [potluckId]);
        return touch(tx, potluckId, { sql: `status = 'cancelled', join_token = NULL`, params: [] });
      });
    },

    /** Invites the host's friends (anyone else is refused, as is a potluck past its guests' bound); who is new. */
    invite(
      potluckId: string,
      hostId: string,
      memberIds: readonly string[],
    ): Promise<PotluckChange & { invited: string[] }> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, hostId);
        if (locked.hostId !== hostId) refuse({ reason: 'hostOnly', action: 'invite' });
        const wanted = [...new Set(memberIds)];
        await assertFriends(hostId, wanted, tx);
        if (locked.status === 'cancelled') refuse({ reason: 'cancelled' });
        const invited = await addGuests(potluckId, wanted, 'invite', tx);
        if (invited === 'full') refuse({ reason: 'guestsFull' });
        // Invited again, a member the host removed may come back (also with the join link, should they leave).
        await forgetRemovals(tx, potluckId, wanted);
        const change = invited.length > 0 ? await touch(tx, potluckId) : await unchanged(tx, potluckId);
        return { ...change, invited };
      });
    },

    /**
     * Turns the join link on (a new secret) or off (host only; only off once cancelled). Either way the guests
     * without an account lose their sessions and private links (decision 035): those came with the link before.
     */
    setJoinLink(potluckId: string, hostId: string, enabled: boolean): Promise<PotluckChange> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, hostId);
        if (locked.hostId !== hostId) refuse({ reason: 'hostOnly', action: 'joinLink' });
        if (locked.status === 'cancelled' && enabled) refuse({ reason: 'cancelled' });
        const ended = await endGuestsWays(tx, potluckId);
        if (ended.length > 0) await sessionsChanged(tx, ended);
        return touch(tx, potluckId, { sql: 'join_token = $2', params: [enabled ? newJoinToken() : null] });
      });
    },

    /**
     * What a join link shows anyone who has it, while it is on: an invitation card (the title, the host's name, the
     * day, time and place, and its status).
     */
    async linkPreview(token: string): Promise<PotluckLinkPreview> {
      const row = await db.one<
        Omit<PotluckLinkPreview, 'hostName'> & { fName: string; lName: string; username: string }
      >(
        `SELECT p.id AS "potluckId", p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.place, p.status,
                h.f_name AS "fName", h.l_name AS "lName", h.username
           FROM potlucks p JOIN members h ON h.id = p.host_id
          WHERE p.join_token = $1 AND p.status = 'planned'`,
        [token],
      );
      if (!row) refuse({ reason: 'linkGone' });
      const { fName, lName, username, ...card } = row;
      return { ...card, hostName: senderName({ fName, lName, username }) };
    },

    /**
     * Joins the potluck whose link is on (refused when it is not, when the host removed the member and has not
     * invited them again, or when the potluck is full); its id, and the change when the member is new to it.
     */
    join(token: string, memberId: string): Promise<{ potluckId: string; change?: PotluckChange }> {
      return db.transaction(async (tx) => {
        const potluck = await tx.one<{ id: string }>(
          `SELECT id FROM potlucks WHERE join_token = $1 AND status = 'planned' FOR UPDATE`,
          [token],
        );
        if (!potluck) refuse({ reason: 'linkGone' });
        // Read once the lock is held, so a removal committed meanwhile counts.
        const removed = await tx.one(
          'SELECT 1 FROM potluck_removals WHERE potluck_id = $1 AND member_id = $2',
          [potluck.id, memberId],
        );
        if (removed) refuse({ reason: 'removed' });
        const added = await addGuests(potluck.id, [memberId], 'link', tx);
        if (added === 'full') refuse({ reason: 'guestsFull' });
        if (added.length === 0) return { potluckId: potluck.id };
        return { potluckId: potluck.id, change: await touch(tx, potluck.id) };
      });
    },

    /**
     * The member's answer (any guest, the host too), while the potluck is not cancelled; with `needs`, a guest
     * without an account's needs too (a member's are their Settings': the route refuses theirs).
     */
    answer(
      potluckId: string,
      memberId: string,
      answer: PotluckAnswer,
      people: number,
      needs?: string[],
    ): Promise<PotluckChange> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, memberId);
        if (locked.status === 'cancelled') refuse({ reason: 'cancelled' });
        await tx.query(
          `WITH needs AS (
             UPDATE members SET intolerances = $5 WHERE id = $2 AND guest_of = $1 AND $5::text[] IS NOT NULL
           )
           UPDATE potluck_guests SET answer = $3, people = $4 WHERE potluck_id = $1 AND member_id = $2`,
          [potluckId, memberId, answer, people, needs ?? null],
        );
        return touch(tx, potluckId);
      });
    },

    /**
     * Removes a guest (the host removes anyone but themself; a guest may leave) with the dishes they claimed. Whom
     * the host removes stays out until invited again; a guest without an account loses their sessions and link
     * (`guestWithoutAccount`: the caller tells their open streams, once the potluck's event has gone out).
     */
    removeGuest(
      potluckId: string,
      memberId: string,
      guestId: string,
    ): Promise<PotluckChange & { guestWithoutAccount: boolean }> {
      return db.transaction(async (tx) => {
        const locked = await lockOpened(tx, potluckId, memberId, { reason: 'guestMissing' });
        if (guestId === locked.hostId) refuse({ reason: 'hostStays' });
        if (memberId !== locked.hostId && memberId !== guestId)
          refuse({ reason: 'hostOnly', action: 'removeGuest' });
        const rows = await tx.query(
          'DELETE FROM potluck_guests WHERE potluck_id = $1 AND member_id = $2 RETURNING 1',
          [potluckId, guestId],
        );
        if (rows.length === 0) refuse({ reason: 'guestMissing' });
        await tx.query('DELETE FROM potluck_dishes WHERE potluck_id = $1 AND cook_id = $2', [
          potluckId,
          guestId,
        ]);
        const { guest } = await endPlace(tx, potluckId, guestId, memberId === locked.hostId);
        return { ...(await touch(tx, potluckId)), guestWithoutAccount: guest };
      });
    },

    /**
     * "Host again": a new potluck on `day` at `time` with the same title, place, note and courses, and those of its
     * guests the host may invite now (invited again by the host, answers cleared). The new id and the guests
     * invited.
     */
    async hostAgain(
      potluckId: string,
      hostId: string,
      { linkGuests, ...when }: { day: string; time: string; linkGuests: boolean },
    ): Promise<{ id: string; invited: string[] }> {
      const old = await db.one<{ hostId: string; title: string; place: string; note: string }>(
        `SELECT p.host_id AS "hostId", p.title, p.place, p.note FROM potlucks p
          WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
        [potluckId, hostId],
      );
      if (!old) refuse({ reason: 'missing' });
      if (old.hostId !== hostId) refuse({ reason: 'hostOnly', action: 'hostAgain' });
      const courses = await db.query<{ course: PotluckCourse; places: number }>(
        'SELECT course, places FROM potluck_courses WHERE potluck_id = $1',
        [potluckId],
      );
      // Whom the host could invite today (decision 025, changed by issue 39): their friends still (an ex-friend
      // would be refused as an invitation, and is not let back in this way), and, when the host says so, the
      // members who came with the join link, who are nobody's friends. A guest without an account is never asked
      // again: they are that one potluck's guest ('guest', not 'link'), and their credentials die with it.
      const guests = await db.query<{ memberId: string }>(
        `SELECT g.member_id AS "memberId" FROM potluck_guests g
          WHERE g.potluck_id = $1 AND g.joined_by IN ('invite', 'link')
            AND (EXISTS (SELECT 1 FROM friendships f WHERE f.member_id = $2 AND f.friend_id = g.member_id)
                 OR ($3::boolean AND g.joined_by = 'link'))
          ORDER BY g.created_at, g.member_id LIMIT ${potluckLimits.guests}`,
        [potluckId, hostId, linkGuests],
      );
      const invited = guests.map((guest) => guest.memberId);
      const id = await create(
        hostId,
        {
          title: old.title,
          place: old.place,
          note: old.note,
          ...when,
          courses: Object.fromEntries(courses.map((row) => [row.course, row.places])),
        },
        undefined,
        invited,
      );
      return { id, invited };
    },

    /** A potluck the member may open, as its calendar event says it (refused as missing otherwise). */
    async calendarEvent(
      potluckId: string,
      memberId: string,
    ): Promise<FeedPotluck & { status: 'planned' | 'cancelled' }> {
      const row = await db.one<FeedPotluck & { status: 'planned' | 'cancelled' }>(
        `SELECT p.id, p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.place, h.username AS "hostName",
                p.updated_at AS "updatedAt", p.status
           FROM potlucks p JOIN members h ON h.id = p.host_id
          WHERE p.id = $1 AND ${mayOpenPotluck('p', '$2')}`,
        [potluckId, memberId],
      );
      return row ?? refuse({ reason: 'missing' });
    },

    /**
     * The potlucks the member is going to (the host too, unless they said otherwise), planned, on days from
     * `from` to `to`: for the calendar feed.
     */
    going(memberId: string, from: string, to: string) {
      return db.query<FeedPotluck>(
        `SELECT p.id, p.title, to_char(p.day, 'YYYY-MM-DD') AS day, p.time, p.place, h.username AS "hostName",
                p.updated_at AS "updatedAt"
           FROM potluck_guests g JOIN potlucks p ON p.id = g.potluck_id JOIN members h ON h.id = p.host_id
          WHERE g.member_id = $1 AND g.answer = 'going' AND p.status = 'planned'
            AND p.day BETWEEN $2::date AND $3::date
          ORDER BY p.day, p.time, p.id LIMIT ${potluckLimits.listPage}`,
        [memberId, from, to],
      );
    },
  };
}
