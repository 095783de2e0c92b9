#!/usr/bin/env node
// `npm run dev`: the server with reload on file changes, and Vite's dev server (which proxies /api, /provider,
// /media and /catalogue-images to it) on http://127.0.0.1:5173. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'packages/server/src/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
