import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

// Who may call a route is part of the route (docs/decisions/010): `config: { access: 'visitor' | 'member' |
// 'admin' }`, read by the auth and CSRF hooks from the route the router matched. A URL prefix check would be
// decided on the raw URL, which is not what the router matched (`/%61pi/…`, `//api/…`, `/API/…` all reach
// /api routes); the matched route is the one thing every spelling of a path agrees on.

export const accessLevels = ['visitor', 'member', 'admin'] as const;
export type Access = (typeof accessLevels)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route: anyone (visitor), a logged-in member, or an admin. Required on every route. */
    access?: Access;
    /**
     * A visitor route whose answer is still someone's private data, read by whoever holds its secret address (a
     * calendar feed, a potluck's join link): answered `private, no-store` like a member's.
     */
    privateAnswer?: boolean;
    /**
     * Whether a guest without an account (a session of one potluck's guest, docs/decisions/035) may call this
     * route: `'too'`, the potluck's calls a guest makes (reading it, answering, dishes, the thread, leaving, its
     * calendar file, the live events) beside members; `'only'`, the guest's own calls (a member gets 403). Any
     * other member or admin route answers a guest 403, and on any other visitor route a guest is a visitor.
     */
    guests?: 'too' | 'only';
  }
}

const scopeAccess = Symbol('scopeAccess');

/**
 * Declares the access of every route a third-party plugin registered in this (encapsulated) scope adds: Swagger
 * UI, the static files, the CORS preflight. Those plugins take no route options of ours.
 */
export function declareScopeAccess(scope: FastifyInstance, access: Access): void {
  scope.decorate(scopeAccess, access);
}

function methodsOf(route: RouteOptions): string {
  return [route.method].flat().join(',');
}

async function accessPlugin(app: FastifyInstance) {
  // Refuses, at start-up, a route that does not say who may call it: forgetting is a build error, never an
  // open route.
  app.addHook('onRoute', function checkAccess(this: FastifyInstance, route) {
    const inherited = (this as unknown as Record<symbol, Access | undefined>)[scopeAccess];
    const access = route.config?.access ?? inherited;
    if (access === undefined || !accessLevels.includes(access)) {
      throw new Error(
        `${methodsOf(route)} ${route.url} declares no access: add config: { access: 'visitor' | 'member' | 'admin' }`,
      );
    }
    route.config = { ...route.config, access };
  });

  // A member's or an admin's answer is someone's private data (API.md "Sharing with friends"): no shared cache
  // may keep it, and the browser's own HTTP cache must not hand it to the next member on this device. Keyed on the
  // matched route's access, like the auth hook, so every spelling of a path gets the same header; visitor routes
  // (public recipes, the provider, media, the app's files) keep their own caching unless they say their answer is
  // private. The one hook for private answers: no route sets the header itself.
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === 'member' || access === 'admin' || config?.privateAnswer) {
      reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });
}

export default fp(accessPlugin, { name: 'access' });
