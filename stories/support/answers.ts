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
