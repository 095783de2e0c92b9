import pg from 'pg';
import type { DbOptions } from './db.ts';

// One LISTEN that outlives the connection under it. Live events between instances travel through it, and a
// database restart, a failover or a proxy cutting connections must not silence them for good. A lost connection
// is replaced after a growing pause and LISTENs again; the old one is silenced first, so no notification is
// delivered twice. A connection that stops answering without closing (a black hole) sends nothing to notice,
// so a probe asks it a question now and then.
//
// PostgreSQL does not keep notifications for a listener that was away: events published during an outage are
// lost, which the SPA's polling covers (the event stream is its fast path, not its only one).

const pausesMs = [100, 250, 500, 1_000, 2_000, 5_000];
const probeEveryMs = 5_000;
const probeTimeoutMs = 2_000;

/** LISTENs on channel; resolves once listening (rejects if the first attempt fails) with the function that stops. */
export async function listenWithReconnect(
  config: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  options: DbOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const silence = (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    // Not awaited: against a black hole, end() never completes.
    old.end().catch(() => {});
  };

  const lost = (failed: pg.Client, error: unknown) => {
    if (failed !== client) return;
    client = undefined;
    silence(failed);
    if (stopped) return;
    options.onFault?.(error, 'LISTEN connection lost; reconnecting');
    const pause = pausesMs[Math.min(failures, pausesMs.length - 1)];
    failures += 1;
    retry = setTimeout(() => void connect().catch(() => {}), pause);
  };

  async function connect() {
    const next = new pg.Client(config);
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the LISTEN connection ended')));
    next.on('notification', (message) => {
      if (next === client && message.channel === channel && message.payload !== undefined) {
        onPayload(message.payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(next, error);
      throw error;
    }
    failures = 0;
  }

  const probe = setInterval(() => {
    const current = client;
    current
      ?.query({ text: 'SELECT 1', query_timeout: probeTimeoutMs } as pg.QueryConfig)
      .catch((error: unknown) => lost(current, error));
  }, probeEveryMs);
  probe.unref();

  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(probe);
    if (client) {
      const last = client;
      client = undefined;
      silence(last);
    }
  };

  try {
    await connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
