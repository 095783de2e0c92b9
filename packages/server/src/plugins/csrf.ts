import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { forbidden } from '../errors.ts';

// Cross-site request forgery defence for the cookie session, on top of SameSite=Lax: a write under /api must
// carry JSON (a cross-site HTML form can only send form or text bodies without a CORS preflight), and when the
// browser says where the request comes from (Origin), that must be this site. Decided by the matched route, like
// authentication (plugins/access.ts): every write the router sends to a handler is checked, whatever the
// spelling of its path.

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (!type) return false;
  const mediaType = type.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function allowedOrigins(request: FastifyRequest, config: Config): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (config.publicOrigin) origins.push(config.publicOrigin);
  return origins;
}

async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // No route matched: nothing will be written, and the not-found handler answers.
    if (!writeMethods.has(request.method) || request.routeOptions.url === undefined) return;
    if (hasBody(request) && !isJson(request)) forbidden('Writes must send JSON');
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins(request, app.config).includes(origin.replace(/\/+$/, ''))) {
      forbidden('Cross-site request refused');
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', decorators: { fastify: ['config'] } });
