import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { findSessionMember, type SessionMember, sessionCookie } from '../sessions.ts';

// Authentication in one hook: every request with a session cookie gets request.member; routes under /api are
// member-only unless their options say `config: { public: true }`. Everything else (provider, media, the SPA)
// is public.

export type Member = SessionMember;

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | null;
    /** The raw session secret of this request, when it carried a valid one (to keep it on password change). */
    sessionSecret: string | undefined;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

// The generated API documentation is readable without logging in.
const publicPrefixes = ['/api/docs'];

function needsMember(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  // No route matched: let the not-found handler answer 404 rather than 401.
  if (url === undefined) return false;
  if (!url.startsWith('/api/') || request.routeOptions.config.public === true) return false;
  return !publicPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionSecret', undefined);

  app.addHook('onRequest', async (request) => {
    // Only the API looks at the session: static files and media are the same for everyone, and a page load
    // should not cost a database query per asset.
    if (!request.url.startsWith('/api/')) return;
    const secret = request.cookies[sessionCookie];
    if (secret && secret.length <= 100) {
      const member = await findSessionMember(app.db, secret);
      if (member) {
        request.member = member;
        request.sessionSecret = secret;
      }
    }
    if (!request.member && needsMember(request)) unauthorized();
  });
}

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['@fastify/cookie'],
  decorators: { fastify: ['db'] },
});

/** The logged-in member; 401 when there is none. */
export function requireMember(request: FastifyRequest): Member {
  return request.member ?? unauthorized();
}

/** 403 unless an id that names "me" in the request is the caller's own id. */
export function assertSelf(request: FastifyRequest, id: string, field: string): void {
  const member = requireMember(request);
  if (id !== member.id) forbidden(`${field} must be your own id`);
}

/** The logged-in member if they are an admin; 403 otherwise. */
export function requireAdmin(request: FastifyRequest): Member {
  const member = requireMember(request);
  if (!member.isAdmin) forbidden('Admins only');
  return member;
}
