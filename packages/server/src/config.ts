import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limits } from '@potluck/domain';

// Every setting is an environment variable (README "Configuration"); none is required. Parsing happens once,
// here, so the rest of the server works with typed values and never reads process.env itself.

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database keeps its files; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: how long to wait for a connection before answering 503; 0 waits for ever. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: how long one statement may take (on the server, and waiting for its answer); 0: no limit. */
  databaseStatementTimeoutMs: number;
  /** Seconds between an event stream's heartbeats; each one also checks that its session still holds. */
  eventsHeartbeatSeconds: number;
  logLevel: string;
  /** Load the demo content at start-up. */
  demo: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** The public address accepted as Origin on writes, e.g. https://potluck.example behind a proxy. */
  publicOrigin: string | undefined;
  /** true/false forces the Secure cookie flag; undefined means "when the request came over HTTPS". */
  cookieSecure: boolean | undefined;
  sessionTtlDays: number;
  spoonacularApiKey: string | undefined;
  spoonacularBaseUrl: string;
  /** Calls per second the Spoonacular mode keeps under (the key's plan; SPEC §9 says 5). */
  spoonacularRate: number;
  /** Login attempts allowed per client address and minute before 429. */
  rateLimitLogin: number;
  /** API writes (POST/PUT/PATCH/DELETE) allowed per member (or address) and minute before 429. */
  rateLimitWrites: number;
  /**
   * Guests without an account one address may make, with potlucks' join links, per hour before 429
   * (RATE_LIMIT_POTLUCK_GUESTS): each is a row, and a join link travels to people the host never met.
   */
  rateLimitPotluckGuests: number;
  /** The built SPA (vite build output); served when it exists. */
  clientDir: string;
  /** Static files served from the site root: covers, logo, user.png. */
  publicDir: string;
  /**
   * The key calendar feed addresses are derived from (CALENDAR_FEED_KEY, at least 32 characters); without it a key
   * is drawn once and kept in the database. Changing it changes every member's feed address.
   */
  calendarFeedKey: string | undefined;
  /** Tests only: host:port entries the recipe import may reach although they are not public (IMPORT_ALLOW_HOSTS). */
  importAllowHosts: string[];
  /** Seconds between two runs of the potluck reminders on this instance (POTLUCK_REMINDERS_SECONDS); 0: none. */
  potluckRemindersSeconds: number;
  /**
   * Tests only (POTLUCK_REMINDERS_HOLD_MS): a reminder run that claimed reminders waits this long before it commits,
   * so a fault test can kill the process while it holds them.
   */
  potluckRemindersHoldMs: number;
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(serverRoot, '../..');

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

function flag(env: Env, name: string): boolean | undefined {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/** "127.0.0.1:4000,[::1]:4000" → entries as the recipe import compares them (lower case, trimmed). */
function hostList(env: Env, name: string): string[] {
  const entries = (text(env, name) ?? '').split(',').map((entry) => entry.trim().toLowerCase());
  const list = entries.filter((entry) => entry !== '');
  const malformed = list.find((entry) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry));
  if (malformed !== undefined) throw new Error(`${name} must list host:port entries, got "${malformed}"`);
  return list;
}

/** A secret of at least 32 characters, or undefined when not set. */
function secretKey(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir: resolve(text(env, 'DATA_DIR') ?? resolve(repoRoot, 'data')),
    databaseUrl: text(env, 'DATABASE_URL'),
    // Each well under the 2 s in which a call must answer 503 when the database is down or silent (API.md).
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 1000, 0, 600_000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 1500, 0, 3_600_000),
    eventsHeartbeatSeconds: integer(env, 'EVENTS_HEARTBEAT_SECONDS', 25, 1, 300),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    demo: flag(env, 'DEMO') ?? true,
    adminUsername: text(env, 'ADMIN_USERNAME'),
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    publicOrigin: text(env, 'PUBLIC_ORIGIN')?.replace(/\/+$/, ''),
    cookieSecure: flag(env, 'COOKIE_SECURE'),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 3650),
    spoonacularApiKey: text(env, 'SPOONACULAR_API_KEY'),
    spoonacularBaseUrl: (text(env, 'SPOONACULAR_BASE_URL') ?? 'https://api.spoonacular.com').replace(
      /\/+$/,
      '',
    ),
    spoonacularRate: integer(env, 'SPOONACULAR_RATE', limits.providerRequestsPerWindow, 1, 100),
    rateLimitLogin: integer(env, 'RATE_LIMIT_LOGIN', 10, 1, 100000),
    rateLimitWrites: integer(env, 'RATE_LIMIT_WRITES', 300, 1, 1000000),
    rateLimitPotluckGuests: integer(env, 'RATE_LIMIT_POTLUCK_GUESTS', 20, 1, 1000000),
    clientDir: resolve(text(env, 'CLIENT_DIR') ?? resolve(repoRoot, 'dist')),
    publicDir: resolve(serverRoot, 'assets/public'),
    importAllowHosts: hostList(env, 'IMPORT_ALLOW_HOSTS'),
    calendarFeedKey: secretKey(env, 'CALENDAR_FEED_KEY'),
    potluckRemindersSeconds: integer(env, 'POTLUCK_REMINDERS_SECONDS', 60, 0, 86_400),
    potluckRemindersHoldMs: integer(env, 'POTLUCK_REMINDERS_HOLD_MS', 0, 0, 600_000),
  };
}
