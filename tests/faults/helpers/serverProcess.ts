import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real server as its own process (packages/server/src/server.ts), started the way a user starts it, so a
// test can kill it (-9 or SIGTERM), start a second one, and watch what it prints and how it exits.

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> once listening. */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (JSON log lines on stdout, and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
}

/** Settings every fault test shares: no demo content, no write limit in the way, a port of its own. */
const baseEnv = {
  NODE_ENV: 'production',
  // Fastify says where it listens at level info.
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  PORT: '0',
  DEMO: '0',
  RATE_LIMIT_WRITES: '1000000',
  DATABASE_URL: '',
};

/** Spawns a server; resolves once it listens, rejects with its output if it exits or does not listen in time. */
export async function spawnServer(
  env: Record<string, string>,
  startTimeoutMs = 120_000,
): Promise<ServerProcess> {
  const server = spawnProcess(env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`no listening after ${startTimeoutMs} ms:\n${server.output()}`));
    }, startTimeoutMs);
    const onData = () => {
      const found = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.output());
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    server.child.stdout?.on('data', onData);
    void server.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${server.output()}`));
    });
  });
  server.url = `http://127.0.0.1:${port}`;
  return server;
}

/** Spawns a server without waiting for it (a test of one that must refuse to start). */
export function spawnProcess(env: Record<string, string>): ServerProcess {
  let printed = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { url: '', child, output: () => printed, exited };
}

/** The exit code (or signal) once the process has ended, or 'still running' after timeoutMs. */
export function exitWithin(server: ServerProcess, timeoutMs: number): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('still running'), timeoutMs);
  });
  return Promise.race([server.exited, timeout]).finally(() => clearTimeout(timer));
}

/** Ends a server that a test left running (after a failure); no-op once it has exited. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
