// How a failed call of a queued thing is read, the same for every kind: the server could not be reached
// (`offline`: wait for the connection), it was busy or failing (`busy`: try again after a pause), the thing shared
// with the member is no longer theirs to open (`gone`: forget its changes, open their own), or it refused the
// change (`refused`: drop it and say why). The state pieces in states.ts name the guards below.
import { failureOf, statusOf } from '../support/errors.ts';

export type Failure = 'offline' | 'busy' | 'gone' | 'refused';

/** Who is asking and whose thing is on screen: a 404 means "gone" only for a thing shared with the member. */
type Holder = { server: { ownerId: string } | null; memberId: string };

export function readFailure(error: unknown, holder: Holder): Failure {
  const status = statusOf(error) ?? 500;
  // The client's status 0: the device is offline.
  if (status === 0) return 'offline';
  // Busy (429), failing (5xx), or the session gone (401: the app logs out and leaves the page): never dropped.
  if (status === 429 || status === 401 || status >= 500) return 'busy';
  // The share ended (unfriended, unshared, the cookbook left); the member's own thing is never gone this way.
  if (status === 404 && holder.server !== null && holder.server.ownerId !== holder.memberId) return 'gone';
  return 'refused';
}

type FailedCall = { context: Holder; event: unknown };

/** The server could not be reached. */
export const unreachable = ({ context, event }: FailedCall): boolean =>
  readFailure(failureOf(event), context) === 'offline';

/** The server was busy or failing (or the session ended): try again later. */
export const temporary = ({ context, event }: FailedCall): boolean =>
  readFailure(failureOf(event), context) === 'busy';

/** A thing shared with the member answered 404: the share ended, or the item a change was about is gone. */
export const isGone = ({ context, event }: FailedCall): boolean =>
  readFailure(failureOf(event), context) === 'gone';
