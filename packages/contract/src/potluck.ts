import { isClockTime, isPotluckDay, potluckAnswers, potluckCourses, potluckLimits } from '@potluck/domain';
import { z } from 'zod';
import { recipeRef } from './comments.ts';
import { id24, isoDay, limitParam, timestamp } from './common.ts';
import { createCookbookBody } from './cookbooks.ts';
import { intoleranceList, password, username } from './members.ts';
import { shownText, storableText } from './text.ts';

// Potlucks (issue 28, README "Potluck", docs/decisions/025-potlucks.md). A member hosts a shared meal: title, day and
// time, place, a note and the courses with how many dishes each needs. Only the host and the invitees (friends the
// host invited, and members who joined with the join link while it was on) may open a potluck: anyone else gets
// 404, an admin included. Guests answer going / maybe / can't go with how many people they bring (the headcount is
// the sum of the going answers, the host's own included), claim a place in a course with a recipe they can open or
// a free text, talk in the potluck's thread, and see what the guests avoid and what each dish contains of it.
// Every change answers the whole potluck as the caller sees it and is told to everyone who may open it (a
// `potluck` live event). Days are ISO dates and times wall-clock "HH:MM" without a time zone (like the plan's).

export const potluckCourse = z.enum(potluckCourses, {
  error: `must be one of ${potluckCourses.join(', ')}`,
});
export const potluckAnswer = z.enum(potluckAnswers, {
  error: `must be one of ${potluckAnswers.join(', ')}`,
});

/** A day: "2026-12-06", a real date from yesterday up to potluckLimits.yearsAhead years ahead. */
export const potluckDay = isoDay.refine(
  isPotluckDay,
  `must be a real date from today up to ${potluckLimits.yearsAhead} years ahead`,
);

/** A wall-clock time: "19:30". */
export const potluckTime = z
  .string({ error: 'must be a time (HH:MM)' })
  .refine(isClockTime, 'must be a time (HH:MM, 00:00 to 23:59)');

/** Text the guests read: without hidden characters (shownText), trimmed, bounded. */
const boundedText = (max: number, { allowEmpty }: { allowEmpty: boolean }) => {
  const text = shownText({ error: 'must be text' }).trim();
  return (allowEmpty ? text : text.min(1, 'must not be empty')).max(max, `must be at most ${max} characters`);
};

const places = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(potluckLimits.placesPerCourse, `must be at most ${potluckLimits.placesPerCourse}`);

/**
 * The places each course has: `{starter: 2, main: 3, …}`. A course left out keeps its default on create
 * (defaultPotluckCourses) and its count on edit; 0 leaves the course off the menu.
 */
export const potluckCoursePlaces = z
  .object({
    starter: places.optional(),
    main: places.optional(),
    side: places.optional(),
    dessert: places.optional(),
    drinks: places.optional(),
  })
  .strict();

/** Servings of a dish: whole, 1 to potluckLimits.servings. */
export const potluckServings = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(potluckLimits.servings, `must be at most ${potluckLimits.servings}`);

/** How many people an answer brings, the guest included: whole, 1 to potluckLimits.people. */
export const potluckPeople = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1 (you)')
  .max(potluckLimits.people, `must be at most ${potluckLimits.people}`);

const recipeIdInput = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string({ error: 'must be a recipe id' }).pipe(recipeRef),
);

/** A dish a member brings: a recipe or a free text. */
const dishFields = {
  course: potluckCourse,
  /** A recipe the member can open (theirs, a member's public one, their cookbooks', the catalogue's). */
  recipeId: recipeIdInput.optional(),
  /** A free text: "a green salad". Its contents are not checked against anyone's intolerances. */
  text: boundedText(potluckLimits.dishTextLength, { allowEmpty: false }).optional(),
  /** Servings of the dish; the headcount when not given (at least 1). */
  servings: potluckServings.optional(),
};

const exactlyOneDish = (body: { recipeId?: unknown; text?: unknown }) =>
  (body.recipeId === undefined) !== (body.text === undefined);
const exactlyOneDishError = { error: 'recipeId or text: give exactly one' };

// ---- Requests ------------------------------------------------------------------------------------------------

/** POST /api/potlucks: the host's new potluck; the host is its first guest, going with 1 person. */
export const createPotluckBody = z
  .object({
    title: boundedText(potluckLimits.titleLength, { allowEmpty: false }),
    day: potluckDay,
    time: potluckTime,
    place: boundedText(potluckLimits.placeLength, { allowEmpty: true }).default(''),
    note: boundedText(potluckLimits.noteLength, { allowEmpty: true }).default(''),
    courses: potluckCoursePlaces.default({}),
    /** The host's own dish, claimed in the same call. */
    hostDish: z
      .object({ ...dishFields })
      .refine(exactlyOneDish, exactlyOneDishError)
      .optional(),
  })
  .refine((body) => body.hostDish === undefined || (body.courses[body.hostDish.course] ?? 1) > 0, {
    error: 'hostDish: its course has no places',
  });
/** @public for the potluck machine and client (app). */
export type CreatePotluckBody = z.input<typeof createPotluckBody>;

/**
 * PATCH /api/potlucks/:id (host): any of the potluck's fields. A course may not drop below the dishes already
 * claimed in it (409). Closing claims stops new claims (the host's too) until reopened. Every guest is told
 * (`potluck_changed`) when the title, day, time, place or note change.
 */
export const updatePotluckBody = z
  .object({
    title: boundedText(potluckLimits.titleLength, { allowEmpty: false }).optional(),
    day: potluckDay.optional(),
    time: potluckTime.optional(),
    place: boundedText(potluckLimits.placeLength, { allowEmpty: true }).optional(),
    note: boundedText(potluckLimits.noteLength, { allowEmpty: true }).optional(),
    courses: potluckCoursePlaces.optional(),
    claimsClosed: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'must change at least one of title, day, time, place, note, courses, claimsClosed',
  });
/** @public for the potluck machine and client (app). */
export type UpdatePotluckBody = z.input<typeof updatePotluckBody>;

/** POST /api/potlucks/:id/invitations (host): friends of the host; already invited ones are skipped. */
export const invitePotluckBody = z.object({
  memberIds: z
    .array(id24)
    .min(1, 'must name at least one member')
    .max(potluckLimits.invitesPerRequest, `must name at most ${potluckLimits.invitesPerRequest} members`),
});

/** PUT /api/potlucks/:id/join-link (host): on (a new secret link each time it is turned on) or off. */
export const potluckJoinLinkBody = z.object({ enabled: z.boolean({ error: 'must be true or false' }) });

/**
 * PUT /api/potlucks/:id/answer (any guest, the host too). `people` defaults to 1 (the guest alone). `needs` is a
 * guest's without an account (a member's needs are their profile's intolerances, kept in Settings: a member who
 * sends `needs` gets 400).
 */
export const potluckAnswerBody = z.object({
  answer: potluckAnswer,
  people: potluckPeople.default(1),
  needs: intoleranceList.optional(),
});
/** @public for the potluck machine and client (app). */
export type PotluckAnswerBody = z.input<typeof potluckAnswerBody>;

/**
 * POST /api/potlucks/:id/dishes (any guest while claims are open): a place in a course. The last free place
 * claimed by two at once goes to one; the other gets 409 `reason: 'full'`. A recipe someone already brings is a
 * 409 `reason: 'duplicate'` naming who, unless `confirmDuplicate` is true: the client warns first (every dish in
 * the answer carries its recipeId) and sends it again confirmed.
 */
export const claimPotluckDishBody = z
  .object({ ...dishFields, confirmDuplicate: z.boolean({ error: 'must be true or false' }).default(false) })
  .refine(exactlyOneDish, exactlyOneDishError);
/** @public for the potluck machine and client (app). */
export type ClaimPotluckDishBody = z.input<typeof claimPotluckDishBody>;

/** PATCH /api/potlucks/:id/dishes/:dishId (its cook): the servings. */
export const updatePotluckDishBody = z.object({ servings: potluckServings });

/** POST /api/potlucks/:id/messages (any guest): a message in the thread. */
export const potluckMessageBody = z.object({
  text: storableText({ error: 'is required' })
    .max(potluckLimits.messageLength, `must be at most ${potluckLimits.messageLength} characters`)
    .refine((text) => text.trim().length > 0, 'must not be blank'),
});

/** GET /api/potlucks/:id/messages: newest first, `limit` (default 50, at most 100) before the message `before`. */
export const potluckMessagesQuery = z.object({ limit: limitParam(50), before: id24.optional() });

/**
 * GET /api/potlucks: the member's potlucks (hosted or invited), soonest first, on days from `from` (default
 * yesterday, UTC, so today's stay listed everywhere) to `to` (default: no end): a plan's week asks for its seven
 * days.
 */
export const potluckListQuery = z.object({
  limit: limitParam(50),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/**
 * POST /api/potlucks/:id/again (host): a new potluck with the same title, place, note and courses, inviting those
 * of its guests who are still the host's friends (an ex-friend is not invited again) and, with `linkGuests`, the
 * members who came with the join link too. Guests without an account are not invited again: they were guests of
 * that one potluck.
 */
export const hostPotluckAgainBody = z.object({
  day: potluckDay,
  time: potluckTime,
  linkGuests: z.boolean({ error: 'must be true or false' }).default(false),
});
/** @public for the potluck machine and client (app). */
export type HostPotluckAgainBody = z.input<typeof hostPotluckAgainBody>;

/**
 * POST /api/potlucks/:id/cookbook (any guest): a new private cookbook of the menu's recipes the member may open,
 * titled `title` (a cookbook's title: at most 18 characters), else the potluck's title cut at a word to fit.
 */
export const potluckCookbookBody = z.object({ title: createCookbookBody.shape.title.optional() });

// ---- Guests without an account (issue 39, docs/decisions/035-potluck-guests.md) ------------------------------
// A visitor with the join link answers with a name, party size and needs: they become a guest of that one potluck
// (a members row marked as that potluck's guest, which no member list, search or profile ever shows), signed in by
// the session cookie on this browser and by their own private guest link elsewhere. A guest may call only the
// potluck routes marked for guests (reading it, answering, claiming, the thread, leaving, its live events) and the
// /api/potluck-guest routes; anything else of the API treats them as a visitor. Their credentials (sessions and the
// private link, stored hashed) die when the host removes them, when they leave, and when the host turns the join
// link off or draws a new one.

/** A guest's name as the others read it: "Sam", "Uncle Joe". */
export const potluckGuestName = boundedText(potluckLimits.guestNameLength, { allowEmpty: false });

/**
 * POST /api/potluck-links/:token/guests (a visitor, while the link is on): answer as a guest without an account.
 * Rate limited per address (429); a potluck holds at most potluckLimits.guests guests (422 when full, as a member
 * joining gets); 404 when the link is off (a cancelled potluck's is), 403 from a browser whose guest the host
 * removed, 409 for a signed-in member (who joins as themself).
 */
export const joinAsGuestBody = z.object({
  name: potluckGuestName,
  answer: potluckAnswer,
  people: potluckPeople.default(1),
  needs: intoleranceList.default([]),
});
/** @public for the potluck machines and client (app). */
export type JoinAsGuestBody = z.input<typeof joinAsGuestBody>;

/** A guest's private link's secret: 43 URL-safe characters (32 random bytes), at /potluck-guest/<secret>. */
export const potluckGuestSecret = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a guest link');

/** POST /api/potluck-guest/sign-in (a visitor): the private link signs this browser in as that guest. */
export const guestSignInBody = z.object({ secret: potluckGuestSecret });

/**
 * POST /api/potluck-guest/account (the guest): "Keep this as an account". The guest becomes a member with this
 * username and password, their name as first name (or `fName`: a member's first name is at most 50 characters, and
 * a longer guest name is cut to that), keeping their answer, dishes and messages; the session goes on as the
 * member's, the guest's other sessions and private link end. Answers like sign-up (sessionAnswer).
 */
export const keepGuestAccountBody = z.object({
  username,
  password,
  fName: boundedText(50, { allowEmpty: false }).optional(),
  lName: boundedText(50, { allowEmpty: true }).default(''),
});
/** @public for the potluck machines and client (app). */
export type KeepGuestAccountBody = z.input<typeof keepGuestAccountBody>;

export const potluckParams = z.object({ id: id24 });
export const potluckDishParams = z.object({ id: id24, dishId: id24 });
/** DELETE /api/potlucks/:id/guests/:memberId: the host removes a guest (and their dishes), or a guest leaves. */
export const potluckGuestParams = z.object({ id: id24, memberId: id24 });
/** A join link's secret: 32 URL-safe characters. */
export const potluckLinkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'must be a join link'),
});

// ---- Answers -------------------------------------------------------------------------------------------------

export const potluckMember = z.object({
  id: id24,
  /** Empty for a guest without an account (who has no profile to link to). */
  username: z.string(),
  fName: z.string(),
  lName: z.string(),
  /** A guest without an account (came with the join link and a name): no profile, no messages, no friends. */
  guest: z.boolean(),
});
export type PotluckMember = z.infer<typeof potluckMember>;

export const potluckGuest = potluckMember.extend({
  isHost: z.boolean(),
  /** Null until they answer. The host starts going. */
  answer: potluckAnswer.nullable(),
  /** People their answer brings, them included (counted in the headcount when going). */
  people: z.number().int(),
  /** How they came: the host, invited by the host, with the join link as a member, or as a guest without an account. */
  joinedBy: z.enum(['host', 'invite', 'link', 'guest']),
});
/** @public for the potluck machine and client (app). */
export type PotluckGuest = z.infer<typeof potluckGuest>;

export const potluckDish = z.object({
  id: id24,
  course: potluckCourse,
  cook: potluckMember,
  /** The recipe (member recipe id or provider id; its page is /recipe/<recipeId>), null for a free text. */
  recipeId: z.string().nullable(),
  /** The recipe's title when claimed, or the free text. */
  title: z.string(),
  /** The recipe's picture (absolute URL), null for a free text or a recipe without one. */
  image: z.string().nullable(),
  servings: z.number().int(),
  /**
   * The guests' intolerances (lower case, as in `dietary`, by name) this recipe contains, by its ingredients, or
   * null for a free text: not checked. An empty list means none were found, never that the dish is safe.
   */
  contains: z.array(z.string()).nullable(),
  createdAt: timestamp,
});
export type PotluckDish = z.infer<typeof potluckDish>;

export const potluckCourseMenu = z.object({
  course: potluckCourse,
  places: z.number().int(),
  /** Places still free: places minus dishes, never below 0. */
  open: z.number().int(),
  dishes: z.array(potluckDish),
});
/** @public for the potluck machine and client (app). */
export type PotluckCourseMenu = z.infer<typeof potluckCourseMenu>;

export const potluckRestriction = z.object({
  /** An intolerance name, lower case: "gluten", "tree nut". */
  intolerance: z.string(),
  /**
   * How many guests (not having said can't go) avoid it: for the host only, null for everyone else (a count that
   * moves when one guest answers tells the others whose it was).
   */
  guests: z.number().int().nullable(),
  /**
   * Whose it is, as far as the caller may know: every one of them for the host, only the caller themself for a
   * guest (others' intolerances are their private data: health data).
   */
  whose: z.array(potluckMember),
  /** Whether at least one main, checked by its recipe, does not contain it (a free-text main does not count). */
  mainFreeOfIt: z.boolean(),
});
/** @public for the potluck machine and client (app). */
export type PotluckRestriction = z.infer<typeof potluckRestriction>;

export const potluck = z.object({
  id: id24,
  title: z.string(),
  day: z.string(),
  time: z.string(),
  place: z.string(),
  note: z.string(),
  /** `cancelled` potlucks stay readable (and say so); nothing in them changes any more. */
  status: z.enum(['planned', 'cancelled']),
  claimsClosed: z.boolean(),
  host: potluckMember,
  /**
   * The caller: their answer, whether they host, whether they are a guest without an account, and their needs
   * (their profile's intolerances, or what they gave as a guest).
   */
  you: z.object({
    isHost: z.boolean(),
    answer: potluckAnswer.nullable(),
    people: z.number().int(),
    guest: z.boolean(),
    needs: z.array(z.string()),
  }),
  /** The host first, then the invitees in the order they came. */
  guests: z.array(potluckGuest),
  /** The sum of the going answers' people. */
  headcount: z.number().int(),
  /** The five courses in menu order (courses with 0 places included, so the client shows none of them). */
  courses: z.array(potluckCourseMenu),
  /**
   * What the guests avoid: the needs of everyone on the guest list whatever they answered, so that nothing here
   * moves when one guest answers. The host's most guests first; everyone else's by name (an order by count is a
   * count).
   */
  dietary: z.array(potluckRestriction),
  /** The join link, for the host only (null for everyone else): its secret while on, null while off. */
  joinLink: z.object({ enabled: z.boolean(), token: z.string().nullable() }).nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Potluck = z.infer<typeof potluck>;

/** GET /api/potlucks: a line per potluck the member hosts or is invited to. */
export const potluckSummary = z.object({
  id: id24,
  title: z.string(),
  day: z.string(),
  time: z.string(),
  place: z.string(),
  status: z.enum(['planned', 'cancelled']),
  host: potluckMember,
  isHost: z.boolean(),
  answer: potluckAnswer.nullable(),
  headcount: z.number().int(),
  /** Places still free over every course. */
  open: z.number().int(),
});
export const potluckSummaries = z.array(potluckSummary);
export type PotluckSummary = z.infer<typeof potluckSummary>;

/**
 * GET /api/potluck-links/:token (anyone, visitors too), while the link is on: what an invitation card says (the
 * title, the host's name, the day, time and place, and whether it was cancelled); nothing of the guests or menu.
 */
export const potluckLinkPreview = z.object({
  /** The potluck's id (it opens nothing by itself): a browser already its guest goes straight to it. */
  potluckId: id24,
  title: z.string(),
  hostName: z.string(),
  day: z.string(),
  time: z.string(),
  place: z.string(),
  status: z.enum(['planned', 'cancelled']),
});
export type PotluckLinkPreview = z.infer<typeof potluckLinkPreview>;

/**
 * POST /api/potluck-links/:token/join (a member): they are a guest now (or were already). A member the host
 * removed gets 403 until the host invites them again.
 */
export const potluckJoined = z.object({ potluckId: id24 });

/**
 * POST /api/potluck-links/:token/guests (201): the visitor is that potluck's guest, signed in on this browser by
 * the session cookie. `secret` is their private link's (/potluck-guest/<secret>), answered this once: the server
 * keeps only its hash.
 */
export const potluckGuestJoined = z.object({ potluckId: id24, secret: potluckGuestSecret });
/** @public for the potluck machines and client (app). */
export type PotluckGuestJoined = z.infer<typeof potluckGuestJoined>;

/** POST /api/potluck-guest/sign-in: who this browser is signed in as now, a guest. */
export const potluckGuestSession = z.object({ potluckId: id24, guestId: id24, name: z.string() });
/**
 * GET /api/potluck-guest (anyone): who this browser is as a guest without an account, or null (a visitor, a member,
 * a guest whose way in ended): a question, not a door, so nobody gets an error for asking.
 */
export const potluckGuestWhoAmI = potluckGuestSession.nullable();
/** @public for the potluck machines and client (app). */
export type PotluckGuestSession = z.infer<typeof potluckGuestSession>;

/** POST /api/potluck-guest/link (the guest): a new private link; the one before dies. */
export const potluckGuestLink = z.object({ secret: potluckGuestSecret });

export const potluckMessage = z.object({
  id: id24,
  author: potluckMember,
  text: z.string(),
  createdAt: timestamp,
});
export const potluckMessages = z.array(potluckMessage);
export type PotluckMessage = z.infer<typeof potluckMessage>;

/** POST /api/potlucks/:id/cookbook: the new cookbook and how many recipes went into it (those the member may open). */
export const potluckCookbookSaved = z.object({ cookbookId: id24, recipes: z.number().int() });

/**
 * A 409 of a claim says why, so the client can act: `full` (the course has no free place: someone else took the
 * last one), `duplicate` (someone already brings this recipe: send again with confirmDuplicate), `closed` (the
 * host closed claims, or the potluck was cancelled).
 */
export const potluckClaimConflict = z.object({
  error: z.string(),
  reason: z.enum(['full', 'duplicate', 'closed']),
});
/** @public for the potluck machine and client (app). */
export type PotluckClaimConflict = z.infer<typeof potluckClaimConflict>;
