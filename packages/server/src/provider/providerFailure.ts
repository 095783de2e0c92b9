// Errors of the /provider routes leave in Spoonacular's envelope, {"status": "failure", "code", "message"}, so a
// Spoonacular client reads them as it reads Spoonacular's own.

export class ProviderFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Headers to pass on, e.g. X-API-Quota-Used with a 402. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function recipeNotFound(id: number | string): ProviderFailure {
  return new ProviderFailure(404, `A recipe with the id ${id} does not exist.`);
}

export function failureBody(status: number, message: string) {
  return { status: 'failure' as const, code: status, message };
}
