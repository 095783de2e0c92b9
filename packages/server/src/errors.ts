// Errors a handler throws to answer with a status and {"error": message}. The error handler in
// plugins/errors.ts turns them into responses; any other exception becomes a 500 with no details.

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** More fields of the answer beside `error`, as the route's schema for this status declares them. */
    public readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Each helper throws; the `never` return type lets callers write either `badRequest(…)` or `throw badRequest(…)`.
export function badRequest(message: string): never {
  throw new HttpError(400, message);
}
export function unauthorized(message = 'Not logged in'): never {
  throw new HttpError(401, message);
}
export function forbidden(message = 'Not allowed'): never {
  throw new HttpError(403, message);
}
export function notFound(message = 'Not found'): never {
  throw new HttpError(404, message);
}
export function conflict(message: string): never {
  throw new HttpError(409, message);
}
/** Well-formed input the server will not do: past a bound that is not the body's size (API.md "Sharing"). */
export function unprocessable(message: string): never {
  throw new HttpError(422, message);
}

/** PostgreSQL's unique_violation: the losing side of a concurrent "add once". */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** PostgreSQL's foreign_key_violation: what a row referred to was deleted between the check and the write. */
export function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}
