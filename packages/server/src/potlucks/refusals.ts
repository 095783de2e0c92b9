import { type PotluckCourse, potluckCourseName, potluckLimits } from '@potluck/domain';
import { HttpError } from '../errors.ts';

// Every way a potluck says no, and what each one answers over HTTP: the one place where the potluck's outcomes
// become statuses and messages (decision 031). The repositories throw them where they find them (mostly under the
// potluck's row lock), the errors plugin sends them like any HttpError, and the handlers never translate. A
// potluck the member may not open is a 404 (an admin's too), so its existence is not told; what only the host or a
// dish's cook may do is a 403 for anyone else who may open it.

/** What only the host does, in the words of its 403. */
const hostActions = {
  change: 'changes the potluck',
  cancel: 'cancels the potluck',
  invite: 'invites guests',
  removeGuest: 'removes a guest',
  joinLink: 'turns the join link on or off',
  hostAgain: 'hosts it again',
} as const;

export type PotluckRefusalReason =
  | { reason: 'missing' | 'dishMissing' | 'guestMissing' | 'linkGone' | 'guestLinkGone' | 'recipeMissing' }
  | { reason: 'removed' }
  | { reason: 'hostOnly'; action: keyof typeof hostActions }
  | { reason: 'friendsOnly' | 'cookOnlyChanges' | 'cookOrHostGivesBack' }
  | { reason: 'cancelled' | 'alreadyCancelled' | 'hostStays' | 'claimsClosed' }
  | { reason: 'tooFewPlaces' | 'courseFull'; course: PotluckCourse }
  | { reason: 'duplicate'; cook: string; title: string }
  | { reason: 'guestsFull' | 'noRecipes' };

type Reason = PotluckRefusalReason['reason'];
type Refusal<R extends Reason> = Extract<PotluckRefusalReason, { reason: R }>;
/** A claim's 409 also says why, so the client can warn of a duplicate and send it again confirmed. */
type ClaimConflict = 'closed' | 'full' | 'duplicate';
type Answer = readonly [status: number, error: string, claimConflict?: ClaimConflict];

const cancelled = 'This potluck was cancelled';

const answers: { [R in Reason]: (refusal: Refusal<R>) => Answer } = {
  missing: () => [404, 'Potluck not found'],
  dishMissing: () => [404, 'Dish not found'],
  guestMissing: () => [404, 'Guest not found'],
  linkGone: () => [404, 'This join link is not valid any more'],
  guestLinkGone: () => [404, 'This guest link is not valid any more'],
  recipeMissing: () => [404, 'Recipe not found'],
  hostOnly: ({ action }) => [403, `Only the host ${hostActions[action]}`],
  // Removal is removal (decision 035): until the host invites them again, no link brings them back.
  removed: () => [403, 'The host removed you from this potluck'],
  friendsOnly: () => [403, 'You can only invite your friends'],
  cookOnlyChanges: () => [403, 'Only its cook changes a dish'],
  cookOrHostGivesBack: () => [403, 'Only its cook or the host gives a place back'],
  cancelled: () => [409, cancelled],
  alreadyCancelled: () => [409, 'This potluck is already cancelled'],
  hostStays: () => [409, 'The host cannot leave their own potluck; cancel it instead'],
  tooFewPlaces: ({ course }) => [
    409,
    `${potluckCourseName[course]}: more dishes are claimed than that; unclaim some first`,
  ],
  claimsClosed: () => [409, 'Claims are closed for this potluck', 'closed'],
  courseFull: ({ course }) => [
    409,
    `${potluckCourseName[course]}: every place is taken (someone just claimed the last one)`,
    'full',
  ],
  duplicate: ({ cook, title }) => [409, `${cook} already brings “${title}”. Bring it too?`, 'duplicate'],
  guestsFull: () => [422, `A potluck has at most ${potluckLimits.guests} guests`],
  noRecipes: () => [422, 'The menu has no recipe you can open yet'],
};

/** A potluck's no, typed by its reason; leaves as its status and `{error}` (and a claim's `reason`). */
class PotluckRefusal extends HttpError {
  constructor(refusal: PotluckRefusalReason) {
    // The row of `answers` is the one for this reason (TypeScript cannot follow a union through the index).
    const [status, error, claimConflict] = (answers[refusal.reason] as (r: typeof refusal) => Answer)(
      refusal,
    );
    super(status, error, claimConflict ? { reason: claimConflict } : {});
    this.name = 'PotluckRefusal';
  }
}

/** Throws the refusal; typed `never` so a caller can write `row ?? refuse(…)`. */
export function refuse(refusal: PotluckRefusalReason): never {
  throw new PotluckRefusal(refusal);
}
