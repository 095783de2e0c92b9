import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { hashSecret } from '../sessions.ts';

// A member's private calendar feed address (migration 016). The secret in the address is the credential. It is
// derived, HMAC-SHA256, from the server's feed key and a random nonce kept per member: so the member can be shown
// the same address again (a calendar app stays subscribed), while the database keeps only the secret's SHA-256
// for the lookup, like the sessions. The key is CALENDAR_FEED_KEY, or one drawn once and kept in the database
// (then reading the database is enough to open feeds; set the variable in production). A new nonce (reset) ends
// the old address at once.

/** The secret's shape in an address: 32 bytes, base64url. */
export const feedSecretPattern = /^[A-Za-z0-9_-]{43}$/;

export function createCalendarFeedRepository(db: Db, configuredKey: string | undefined) {
  let storedKey: Promise<string> | undefined;

  /** The feed key: the configured one, else the database's (drawn on first use, the same for every instance). */
  function key(): Promise<string> {
    if (configuredKey) return Promise.resolve(configuredKey);
    storedKey ??= (async () => {
      await db.query('INSERT INTO calendar_feed_key (key) VALUES ($1) ON CONFLICT DO NOTHING', [
        randomBytes(32).toString('base64url'),
      ]);
      const row = await db.one<{ key: string }>('SELECT key FROM calendar_feed_key');
      if (!row) throw new Error('calendar feed key missing after insert');
      return row.key;
    })();
    // A failure (the database down) is tried again by the next call rather than remembered.
    storedKey.catch(() => {
      storedKey = undefined;
    });
    return storedKey;
  }

  async function secretOf(memberId: string, nonce: string): Promise<string> {
    return createHmac('sha256', await key())
      .update(`${memberId}.${nonce}`)
      .digest('base64url');
  }

  /** Keeps the hash of the member's secret, so that the address answers (again, if the key was changed). */
  async function remember(memberId: string, nonce: string): Promise<string> {
    const secret = await secretOf(memberId, nonce);
    await db.query(
      'UPDATE calendar_feeds SET secret_hash = $3 WHERE member_id = $1 AND nonce = $2 AND secret_hash <> $3',
      [memberId, nonce, hashSecret(secret)],
    );
    return secret;
  }

  return {
    /** The member's feed secret, made on first use. */
    async secret(memberId: string): Promise<string> {
      const nonce = randomBytes(16).toString('base64url');
      await db.query(
        `INSERT INTO calendar_feeds (member_id, nonce, secret_hash) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO NOTHING`,
        [memberId, nonce, hashSecret(await secretOf(memberId, nonce))],
      );
      const row = await db.one<{ nonce: string }>('SELECT nonce FROM calendar_feeds WHERE member_id = $1', [
        memberId,
      ]);
      if (!row) throw new Error('calendar feed missing after insert');
      return remember(memberId, row.nonce);
    },

    /** A new secret for the member: the address they had answers 404 from now on. */
    async reset(memberId: string): Promise<string> {
      const nonce = randomBytes(16).toString('base64url');
      const secret = await secretOf(memberId, nonce);
      await db.query(
        `INSERT INTO calendar_feeds (member_id, nonce, secret_hash) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET nonce = excluded.nonce, secret_hash = excluded.secret_hash,
                                               created_at = now()`,
        [memberId, nonce, hashSecret(secret)],
      );
      return secret;
    },

    /**
     * The member whose feed the secret opens, or undefined. The lookup is by the secret's hash, so its timing
     * tells nothing about the secret; the hashes are then compared in constant time all the same.
     */
    async memberOf(secret: string): Promise<string | undefined> {
      if (!feedSecretPattern.test(secret)) return undefined;
      const hash = hashSecret(secret);
      const row = await db.one<{ memberId: string; secretHash: string }>(
        'SELECT member_id AS "memberId", secret_hash AS "secretHash" FROM calendar_feeds WHERE secret_hash = $1',
        [hash],
      );
      if (!row) return undefined;
      const same = timingSafeEqual(Buffer.from(row.secretHash, 'hex'), Buffer.from(hash, 'hex'));
      return same ? row.memberId : undefined;
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
