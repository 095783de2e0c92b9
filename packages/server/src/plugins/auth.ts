import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { findSessionMember, type SessionMember, sessionCookie } from '../sessions.ts';

// Authentication in one hook, decided by the route the router matched (plugins/access.ts), never by the raw URL:
// an API route looks up the session cookie and sets request.member; a member route answers 401 without one, an
// admin route 403 to a member who is not an admin. Files, media and the provider never look at the session.
// A guest without an account (decision 035) is the member only on the routes that say `guests` in their config:
// elsewhere a member route answers them 403 and a visitor route sees a visitor.

export type Member = SessionMember;

/** A guest without an account: a member whose session is scoped to one potluck. */
export type GuestMember = Member & { guestOf: string };

/**
 * Who a route's handler sees as request.member: a member route's and an admin route's always has one, a
 * guest-only route's is a guest.
 */
export type MemberOf<ContextConfig> = ContextConfig extends { guests: 'only' }
  ? GuestMember
  : ContextConfig extends { access: 'member' | 'admin' }
    ? Member
    : Member | null;

const guestsElsewhere = 'A guest may open only their potluck';
const guestsOnly = 'Only a guest without an account does this';

declare module 'fastify' {
  interface FastifyRequest<
    RouteGeneric,
    RawServer,
    RawRequest,
    SchemaCompiler,
    TypeProvider,
    ContextConfig,
    Logger,
    RequestType,
  > {
    member: MemberOf<ContextConfig>;
    /** The raw session secret of this request, when it carried a valid one (to keep it on password change). */
    sessionSecret: string | undefined;
  }
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionSecret', undefined);

  app.addHook('onRequest', async (request) => {
    const { url, config } = request.routeOptions;
    // No route matched: the not-found handler answers 404, for everyone alike.
    if (url === undefined) return;
    // Only the API reads the session for visitors (url is the matched route's pattern, the same for every
    // spelling of the path): a page load should not cost a database query per asset or picture. A member's route
    // always does, wherever it lives, so its handler's request.member is never null (the type says so).
    if (!url.startsWith('/api/') && config.access === 'visitor') return;
    const secret = request.cookies[sessionCookie];
    const member = secret && secret.length <= 100 ? await findSessionMember(app.db, secret) : undefined;
    // A guest's session opens their potluck's calls and nothing else: on any other visitor route they are a
    // visitor, and any other member route refuses them.
    const guestElsewhere = member !== undefined && member.guestOf !== null && config.guests === undefined;
    if (member && !guestElsewhere) {
      request.member = member;
      request.sessionSecret = secret;
    }
    if (config.access === 'visitor') return;
    if (guestElsewhere) forbidden(guestsElsewhere);
    // Anything but an explicit visitor route needs a member: an undeclared access cannot open a route.
    if (!request.member) unauthorized();
    if (config.guests === 'only' && request.member.guestOf === null) forbidden(guestsOnly);
    if (config.access !== 'member' && !request.member.isAdmin) forbidden('Admins only');
  });
}

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['@fastify/cookie', 'access'],
  decorators: { fastify: ['db'] },
});

/** 403 unless an id that names "me" in the request is the caller's own id. */
export function assertSelf(member: Member, id: string, field: string): void {
  if (id !== member.id) forbidden(`${field} must be your own id`);
}
