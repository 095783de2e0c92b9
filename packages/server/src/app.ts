import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ensureAdmin } from './admins.ts';
import { loadCatalogue } from './catalogue/loadCatalogue.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { openDatabase } from './db/open.ts';
import { createEventHub, type EventHub } from './events.ts';
import accessPlugin, { declareScopeAccess } from './plugins/access.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorsPlugin from './plugins/errors.ts';
import imageUrlsPlugin from './plugins/imageUrls.ts';
import potluckRemindersPlugin from './plugins/potluckReminders.ts';
import rememberedAnswersPlugin from './plugins/rememberedAnswers.ts';
import repositoriesPlugin from './plugins/repositories.ts';
import securityPlugin from './plugins/security.ts';
import staticPlugin from './plugins/static.ts';
import routes from './routes/index.ts';
import { seedDemo } from './seed/index.ts';
import { deleteExpiredSessions } from './sessions.ts';

// The Fastify app as a function of its configuration: external plugins first, then the app's own (errors,
// CSRF, auth, static files), then the routes. server.ts only starts and stops it; tests build one per file.

export interface AppOptions {
  config: Config;
  /** A database already open and migrated (tests); otherwise the configuration's is opened and closed here. */
  db?: Db;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    events: EventHub;
  }
}

export { imageBodyLimit } from './images.ts';

/** The app as a Fastify plugin, for a host that owns the server and the database. */
export async function registerApp(app: FastifyInstance, options: { config: Config; db: Db }) {
  const { config, db } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('events', createEventHub(db));

  // An empty body on a JSON write (POST /api/logout from fetch) is "no body", not a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  // First: every route registered after it must say who may call it.
  await app.register(accessPlugin);
  await app.register(fastifyCookie);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Potluck API',
        description: 'The API of the Potluck recipe-sharing app',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The generated API documentation is readable without logging in.
  await app.register(async (docs) => {
    declareScopeAccess(docs, 'visitor');
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  // The app's own plugins: what it remembers, its repositories, then the hooks every request goes through.
  await app.register(rememberedAnswersPlugin);
  await app.register(repositoriesPlugin);
  await app.register(potluckRemindersPlugin);
  await app.register(errorsPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);
  await app.register(imageUrlsPlugin);
  // The SPA and the files of the site root are the same for everyone.
  await app.register(async (files) => {
    declareScopeAccess(files, 'visitor');
    await files.register(staticPlugin);
  });
  await app.register(routes);
}

/** "//api//users/x?next=//a" → "/api/users/x?next=//a": the path's runs of slashes become one, the query stays. */
export function foldSlashes(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(/\/{2,}/g, '/') + (query === -1 ? '' : url.slice(query));
}

/** The server's options: logging, body limit, proxy trust and how the router reads paths. */
export function serverOptions(config: Config): FastifyServerOptions {
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] };
  return {
    logger,
    bodyLimit: 1024 * 1024,
    // Behind a proxy (PUBLIC_ORIGIN set) trust its X-Forwarded-* for the client address and protocol.
    trustProxy: config.publicOrigin !== undefined,
    // Every spelling of a path reaches the same route: decoded (the router's own), any letter case, doubled
    // slashes. Security is decided on the matched route (plugins/access.ts), so each spelling gets one answer.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 200 },
    // Doubled slashes are folded before routing rather than by the router, so that whatever reads the URL
    // afterwards (the static files) sees the path the router matched.
    rewriteUrl: (request) => foldSlashes(request.url ?? '/'),
  };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify(serverOptions(config));
  const ownsDb = options.db === undefined;
  const db =
    options.db ??
    (await openDatabase(config, {
      onFault: (error, what) => app.log.warn({ err: error }, what),
    }));
  // Event streams never finish on their own: end them before the server waits for open connections to close.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    if (app.hasDecorator('events')) await app.events.close();
  });
  // Shutdown waits for every open connection. Fastify closes the idle ones when it starts; a request still in
  // flight then (one waiting on a silent database) would leave its keep-alive connection open after its answer
  // until the client drops it. Its answer says so instead.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  if (ownsDb) app.addHook('onClose', async () => db.close());
  try {
    await db.withoutTimeouts(async (setup) => {
      await deleteExpiredSessions(setup);
      await loadCatalogue(setup);
      // The demo content only goes into a database without members, so it runs before the admin is created.
      if (config.demo && (await seedDemo(setup, config))) app.log.info('demo content loaded');
      await ensureAdmin(setup, config, app.log);
    });
    await registerApp(app, { config, db });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
