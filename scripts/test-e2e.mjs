#!/usr/bin/env node
// End-to-end journeys: builds the SPA and the compiled server (the same JavaScript `npm start` runs), starts the
// server on a fresh embedded database in a temporary folder, and runs Playwright (Debian's Chromium) against it. Writes .test-results/e2e.json and the screenshots
// of every route in .test-results/screens/.
// Each run builds into a folder of its own and takes a free port (or E2E_PORT), so runs side by side do not
// serve each other's half-written build.
// Usage: node scripts/test-e2e.mjs [--no-build] [spec name filter …]   (--no-build serves dist/ as it is)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serveCommand } from '../tests/perf/support/compiledServer.mjs';

const specs = readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts'));
// No journeys is a broken checkout, not a pass.
if (specs.length === 0) {
  console.error('No end-to-end specs in tests/e2e.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const noBuild = process.argv.includes('--no-build');
const clientDir = noBuild ? resolve('dist') : mkdtempSync(join(tmpdir(), 'potluck-e2e-dist-'));
if (!noBuild) {
  // Quiet: a bundle over its budget still fails the build with its message (`npm run build` prints the table).
  // Every answer the journeys read is checked against the contract (decision 032): a mismatch fails the call.
  const build = spawnSync(`npx vite build --logLevel warn --outDir ${clientDir}`, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, VITE_CHECK_ANSWERS: '1' },
  });
  // The visitor pages the server sends drawn (landing, login), as `npm run build` makes them.
  const prerender =
    build.status === 0
      ? spawnSync(`node scripts/prerender.mjs ${clientDir}`, {
          shell: true,
          stdio: ['ignore', 'ignore', 'inherit'],
        })
      : build;
  if (prerender.status !== 0) {
    rmSync(clientDir, { recursive: true, force: true });
    process.exit(prerender.status ?? 1);
  }
}

// The server is compiled every time (under a second), so the journeys never run an old server.
const serverBuild = spawnSync('node scripts/build-server.mjs', { shell: true, stdio: 'inherit' });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
// The recipe-import journey (cook.spec.ts) serves its recipe page on this port; the server may fetch from exactly
// that address (IMPORT_ALLOW_HOSTS is a testing setting, never set in production).
const fixturePort = process.env.E2E_FIXTURE_PORT ? Number(process.env.E2E_FIXTURE_PORT) : await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'potluck-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;
const serve = serveCommand();
const server = spawn(serve.command, serve.args, {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    DATABASE_URL: '',
    DEMO: '0',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'admin-e2e-password',
    LOG_LEVEL: 'warn',
    // The journeys log in many members quickly; production limits would slow them down.
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_POTLUCK_GUESTS: '1000',
    IMPORT_ALLOW_HOSTS: `127.0.0.1:${fixturePort}`,
  },
});

const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (!noBuild) rmSync(clientDir, { recursive: true, force: true });
};

// A first start creates the embedded database (initdb in WebAssembly): about 10 s on a quiet machine, but
// several times that when other work shares the cores.
async function waitForHealth() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in 240 s');
}

let code = 1;
try {
  await waitForHealth();
  // Other arguments go to Playwright (a spec name to run only that journey, --headed, …).
  const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  const run = spawnSync(`npx playwright test --config tests/e2e/playwright.config.ts ${extra.join(' ')}`, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: baseURL, E2E_FIXTURE_PORT: String(fixturePort) },
  });
  code = run.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  stop();
}
process.exit(code);
