// How a story's fake client answers a call: with data, never (the screen stays loading), or with a failure.
export const answer =
  <T>(value: T) =>
  async (..._args: unknown[]): Promise<T> =>
    structuredClone(value);

export const never = (..._args: unknown[]): Promise<never> => new Promise<never>(() => {});

export const refuse =
  (status = 500, message = `Request failed (${status})`) =>
  async (..._args: unknown[]): Promise<never> => {
    throw Object.assign(new Error(message), { status });
  };

/** The server cannot be reached (the client's status 0): the device is offline. */
export const unreachable = () =>
  refuse(0, 'Could not reach the server. Check your connection and try again.');
