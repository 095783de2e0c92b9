import type { ChildProcess } from 'node:child_process';

export function buildUnlessSkipped(): void;
export function freePort(): Promise<number>;
export function startCompiledServer(options: {
  dataDir: string;
  timeoutMs?: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<{
  server: ChildProcess & { pid: number };
  origin: string;
  seconds: number;
  load: number;
  stop(): Promise<unknown>;
}>;
