import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { findSessionMember, type SessionMember, sessionCookie } from '../sessions.ts';

// Authentication in one hook, decided by the route the router matched (plugins/access.ts), never by the raw URL:
// an API route looks up the session cookie and sets request.member; a member route answers 401 without one, an
// admin route 403 to a member who is not an admin. Files, media and the provider never look at the session.

export type Member = SessionMember;

/** Who a route's handler sees as request.member: a member route's and an admin route's always has one. */
export type MemberOf<ContextConfig> = ContextConfig extends { access: 'member' | 'admin' }
  ? Member
  : Member | null;

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
    if (secret && secret.length <= 100) {
      const member = await findSessionMember(app.db, secret);
      if (member) {
        request.member = member;
        request.sessionSecret = secret;
      }
    }
    if (config.access === 'visitor') return;
    // Anything but an explicit visitor route needs a member: an undeclared access cannot open a route.
    if (!request.member) unauthorized();
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
