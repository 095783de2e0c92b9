import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookie } from '../sessions.ts';

// Serves the built SPA (dist/, when it has been built) and the files of the site root (covers, logo, user.png),
// with a history fallback: a browser GET for an unknown path outside the API gets index.html, so deep links
// like /cookbook/… load the app, which then routes on the client.
// The build writes a brotli (.br) and a gzip (.gz) copy beside every compressible file (vite.config.ts); they
// are sent as they are to browsers that accept them (Content-Encoding, Vary: Accept-Encoding), so no CPU is
// spent compressing the same bytes on every request.
// A visitor (a request without a session cookie) asking for the landing page or login gets the copy of
// index.html with that page already drawn in it (scripts/prerender.mjs), so it paints before the scripts run.

const serverPrefixes = ['/api', '/provider', '/media', '/catalogue-images'];

/** The path as the router reads it: percent-decoded, any case, doubled slashes folded (decision 010). */
function routedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // A malformed escape is no page of ours either way; compare it as sent.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/');
}

function isServerPath(url: string): boolean {
  const path = routedPath(url);
  return serverPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServerPath(request.url)) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

async function staticPlugin(app: FastifyInstance) {
  const { clientDir, publicDir } = app.config;
  const hasClient = existsSync(join(clientDir, 'index.html'));
  const roots = [...(hasClient ? [clientDir] : []), ...(existsSync(publicDir) ? [publicDir] : [])];

  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names built assets by content hash; they never change under the same name. The page itself
        // must be revalidated, or a browser would keep asking for assets of an old build.
        if (path.startsWith(join(clientDir, 'assets')))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker and the manifest say which build the installed app runs: always asked again.
        else if (/(\.html|\/sw\.js|\.webmanifest)(\.br|\.gz)?$/.test(path))
          reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  const prerendered = new Map<string, string>(
    (
      [
        ['/', 'landing.html'],
        ['/login', 'login.html'],
      ] as const
    ).filter(([, file]) => existsSync(join(clientDir, file))),
  );
  /** The page for a browser: a visitor's prerendered page when there is one for the path, else the app's shell. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const visitorPage = request.cookies[sessionCookie] ? undefined : prerendered.get(routedPath(request.url));
    // The answer depends on the cookie: a cache must not hand a visitor's page to a member or the reverse.
    reply.header('vary', 'Cookie');
    return reply.sendFile(visitorPage ?? 'index.html', clientDir, { cacheControl: false });
  };

  app.setNotFoundHandler((request, reply) => {
    if (hasClient && wantsPage(request)) return sendPage(request, reply);
    return reply
      .code(404)
      .send({ error: `Not found: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}` });
  });

  if (hasClient) {
    // "/" itself is not a file request: answer it with the app.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  }
}

export default fp(staticPlugin, { name: 'static', decorators: { fastify: ['config'] } });
