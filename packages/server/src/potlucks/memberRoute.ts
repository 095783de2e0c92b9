import type { FastifySchema } from 'fastify';

/**
 * A potluck route's options: a member's (so its handler's `request.member` is typed non-null, plugins/auth.ts,
 * and its answer is private, plugins/access.ts), its schemas, and its place in the API document.
 */
export function memberRoute<const Schema extends FastifySchema>(schema: Schema) {
  return { config: { access: 'member' as const }, schema: { tags: ['potluck'], ...schema } };
}
