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
import authPlugin from './plugins/auth.ts';
import csrfPlugin from './plugins/csrf.ts';
import errorsPlugin from './plugins/errors.ts';
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

  await app.register(fastifyCookie);
  await app.register(securityPlugin);
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(errorsPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);
  await app.register(staticPlugin);
  await app.register(routes);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Behind a proxy (PUBLIC_ORIGIN set) trust its X-Forwarded-* for the client address and protocol.
    trustProxy: config.publicOrigin !== undefined,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config));
  // Event streams never finish on their own: end them before the server waits for open connections to close.
  app.addHook('preClose', async () => {
    if (app.hasDecorator('events')) await app.events.close();
  });
  if (ownsDb) app.addHook('onClose', async () => db.close());
  try {
    await deleteExpiredSessions(db);
    await loadCatalogue(db);
    // The demo content only goes into a database without members, so it runs before the admin is created.
    if (config.demo && (await seedDemo(db, config))) app.log.info('demo content loaded');
    await ensureAdmin(db, config, app.log);
    await registerApp(app, { config, db });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

export default registerApp;
