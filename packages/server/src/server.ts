import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// Starts the server from the environment and stops it gracefully: on SIGINT/SIGTERM it stops accepting
// connections, lets requests in flight finish, ends event streams and closes the database.

const config = loadConfig();
const app = await buildApp({ config }).catch((error: Error) => {
  // Before the app exists there is no logger: say why in one line (a DATA_DIR in use, a database refusing).
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  console.error(`Potluck could not start: ${error.message}${cause}`);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck request must not keep the process alive forever.
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
