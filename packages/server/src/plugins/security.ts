import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { sharedRateLimitStore } from './rateLimitStore.ts';

// Security headers (helmet, with a Content Security Policy for a Vite-built SPA) and rate limits: login has
// its own limit on its route; every other API write is limited per member, or per address before login. On
// PostgreSQL the counts live in the database, shared by every instance (plugins/rateLimitStore.ts).

function contentSecurityPolicy(config: Config) {
  // Images from Spoonacular's CDN only when the server proxies to it; otherwise every image is our own.
  const remoteImages = config.spoonacularApiKey
    ? ['https://img.spoonacular.com', 'https://spoonacular.com']
    : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline scripts and no eval: everything the page runs is a file Vite built.
      scriptSrc: ["'self'"],
      // Radix and React inject style elements and attributes at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...remoteImages],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

const writeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

async function securityPlugin(app: FastifyInstance) {
  const { config } = app;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // The PDF export draws cover images and media from blob: URLs; no cross-origin isolation is needed.
    crossOriginEmbedderPolicy: false,
  });

  // Added before the rate-limit plugin, whose own onRoute hook then sees the option on each write route.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => writeMethods.includes(method)) || !route.url.startsWith('/api/')) return;
    if (route.config?.rateLimit !== undefined) return;
    route.config = {
      ...route.config,
      rateLimit: {
        max: config.rateLimitWrites,
        timeWindow: '1 minute',
        // Route hooks run after the auth hook, so the member is known here.
        keyGenerator: (request) => (request.member ? `member:${request.member.id}` : `ip:${request.ip}`),
      },
    };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(app.db.kind === 'postgres' ? { store: sharedRateLimitStore(app.db) } : {}),
  });
}

export default fp(securityPlugin, { name: 'security', decorators: { fastify: ['config', 'db'] } });

/**
 * Lets pages of any origin use this scope's answers (the provider, pictures): helmet's
 * Cross-Origin-Resource-Policy is same-origin for everything else, and its onRequest hook runs before this one.
 */
export function embeddableAnywhere(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
