// What the potluck machines read from a call that ended, and how a failure is told: the server's own reason when it
// gave one, else the machine's words. Read where XState leaves the done or error event's type open.
import { serverMessageOf } from '../support/errors.ts';
import { alertNotice } from '../support/notices.ts';

/** A call's answer (an invoke's onDone event). */
export const outputIn = <T>(event: unknown) => (event as { output: T }).output;

/** A failed call's error (an invoke's onError event). */
export const failureIn = (event: unknown) => (event as { error?: unknown }).error;

/** The alert for a failed call: the server's reason, or these words. */
export const failedNotice = (error: unknown, words: string) => alertNotice(serverMessageOf(error) ?? words);
