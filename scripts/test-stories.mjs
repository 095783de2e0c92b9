#!/usr/bin/env node
// `npm run test:stories`: builds Storybook, serves the static build on a free 127.0.0.1 port and runs the
// Storybook test-runner against it: every story renders, its play function passes, and axe finds no
// accessibility violation of any impact (.storybook/test-runner.ts). Results go to
// .test-results/storybook.json (Jest JSON, read by scripts/test-all.mjs). Exits with the runner's status.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const outDir = resolve('storybook-static');
const report = '.test-results/storybook.json';
mkdirSync('.test-results', { recursive: true });

const build = spawnSync('npx storybook build -o storybook-static --quiet --disable-telemetry', {
  shell: true,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('storybook build failed');
  process.exit(build.status ?? 1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

// A minimal static file server: the build is plain files, so no dependency is needed for it.
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(outDir, path));
  if (!file.startsWith(outDir)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = types[extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(response);
});

await new Promise((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// The runner's CLI treats --outputFile as a flag and forwards its value as the first free argument, so the
// report path must come right after it, before any test path patterns given to this script.
const args = ['--url', url, '--maxWorkers=2', '--json', '--outputFile', report, ...process.argv.slice(2)];
const runner = spawn('npx', ['test-storybook', ...args], { stdio: 'inherit' });
const status = await new Promise((done) => runner.on('close', (code) => done(code ?? 1)));
server.close();
process.exit(status);
