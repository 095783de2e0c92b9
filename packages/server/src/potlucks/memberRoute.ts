import type { FastifySchema } from 'fastify';

/**
 * A potluck route's options: a member's (so its handler's `request.member` is typed non-null, plugins/auth.ts,
 * and its answer is private, plugins/access.ts), its schemas, and its place in the API document.
 */
export function memberRoute<const Schema extends FastifySchema>(schema: Schema) {
  return { config: { access: 'member' as const }, schema: { tags: ['potluck'], ...schema } };
}

/**
 * A member's potluck route that the potluck's guests without an account call too (decision 035): reading it,
 * answering, their dishes, the thread, leaving, its calendar file. Whether they may open this potluck is the
 * potluck's own rule (mayOpenPotluck), as for anyone.
 */
export function memberOrGuestRoute<const Schema extends FastifySchema>(schema: Schema) {
  return {
    config: { access: 'member' as const, guests: 'too' as const },
    schema: { tags: ['potluck'], ...schema },
  };
}

/** A guest without an account's own route (their session, private link, keeping an account): a member gets 403. */
export function guestOnlyRoute<const Schema extends FastifySchema>(schema: Schema) {
  return {
    config: { access: 'member' as const, guests: 'only' as const },
    schema: { tags: ['potluck'], ...schema },
  };
}
