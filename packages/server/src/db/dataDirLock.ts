import { join } from 'node:path';
import lockfile from 'proper-lockfile';

// One process per PGlite data directory. PGlite is PostgreSQL compiled into this process, without the
// postmaster that would refuse a second one: two servers on one DATA_DIR both acknowledge writes and then
// overwrite each other's files. A lock in the directory, taken before PGlite opens it, refuses the second.
//
// The lock (proper-lockfile) is a directory whose time the holder refreshes every `updateMs`; one older than
// `staleMs` belongs to a process that died (kill -9, power loss) and is taken over. A server restarted at once
// after such a death waits for that, which is why a start retries for a little longer than `staleMs`. The
// long gap between refreshes leaves room for PGlite, which runs in this thread, to block it with a long statement.

const staleMs = 10_000;
const updateMs = 2_000;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another Potluck server (lock ${lockPath(dataDir)}). ` +
        'Stop that server, or give this one another DATA_DIR. A lock left by a server that died is taken ' +
        `over ${staleMs / 1000} s after its last refresh.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export function lockPath(dataDir: string): string {
  return join(dataDir, 'potluck.lock');
}

/** Takes the lock of dataDir (an existing directory); resolves with the function that releases it. */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      stale: staleMs,
      update: updateMs,
      // Once a second up to staleMs and a bit: long enough to outwait the lock of a process that just died.
      retries: { retries: Math.ceil(staleMs / 1000) + 2, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}
