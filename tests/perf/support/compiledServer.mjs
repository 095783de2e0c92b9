// The production server as the benchmarks run it: the build (unless `--no-build`), then the compiled
// packages/server/build/server.js (what `npm start` runs) on a data folder of the bench's own, with the demo
// content (unless `env` says otherwise), on a free 127.0.0.1 port. Shared by bench:web, bench:startup and bench:live.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';

/** `npm run build`, unless the bench was given `--no-build`; exits the process if the build fails. */
export function buildUnlessSkipped() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm run build --silent', { shell: true, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * `npm run serve`'s command line (node, its flags, the compiled server), read from package.json, so that what the
 * benchmarks and the journeys run is what `npm start` runs (its flags: docs/decisions/029-memory-at-rest.md).
 */
export function serveCommand() {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
  const [command, ...args] = scripts.serve.split(/\s+/);
  return { command, args };
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns the compiled server on `dataDir` (embedded database, demo content); resolves once GET /api/health
 * answers 200, with the seconds that took from the spawn and the load average at the spawn. `env` adds to or
 * overrides the server's settings (DATABASE_URL, DEMO, ADMIN_USERNAME, rate limits); `nodeArgs` go to node
 * (`--cpu-prof`).
 */
export async function startCompiledServer({ dataDir, timeoutMs = 600_000, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const load = loadavg()[0];
  const started = performance.now();
  const serve = serveCommand();
  // The caller's node flags after serve's own, so that they override them (comparing with other flags).
  const script = serve.args.at(-1);
  const server = spawn(serve.command, [...serve.args.slice(0, -1), ...nodeArgs, script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  while (performance.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        return { server, origin, seconds: (performance.now() - started) / 1000, load, stop };
      }
    } catch {}
    await sleep(20);
  }
  server.kill('SIGKILL');
  throw new Error(`the server did not answer in ${timeoutMs / 1000} s`);
}
