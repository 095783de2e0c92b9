// The API client throws errors carrying the HTTP status and the server's readable message
// (packages/client ApiError). Machines only read those two fields, so they stay independent of the class.

export function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The server's own error text, when the failure carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message && !/^Request failed \(\d+\)$/.test(error.message)) {
    return error.message;
  }
  return undefined;
}

export const isUnauthorized = (error: unknown): boolean => statusOf(error) === 401;

/** A failed call's error (an invoke's onError event), as the params of the guard or action that reads it. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** A call's answer (an invoke's onDone), as the params of the action or guard that reads it. */
export const outputOf = <T>({ event }: { event: { output: T } }): T => event.output;

/** The error a failed call's event carries (an invoke's onError), read where the event's type is not narrowed. */
export const failureOf = (event: unknown): unknown => (event as { error?: unknown }).error;
