import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { newId } from './ids.ts';
import { hashPassword } from './passwords.ts';

// The first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD at start-up: created if missing, else promoted
// (its password is then left alone, so changing it in the app sticks). Admin rights are the is_admin column.

export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { adminUsername: username, adminPassword: password } = config;
  if (!username || !password) return;
  const promoted = await db.query(
    'UPDATE members SET is_admin = true WHERE lower(username) = lower($1) RETURNING id',
    [username],
  );
  if (promoted.length > 0) return;
  await db.query(
    `INSERT INTO members (id, username, password_hash, f_name, l_name, is_admin)
     VALUES ($1, $2, $3, 'Admin', '', true)
     ON CONFLICT DO NOTHING`,
    [newId(), username, await hashPassword(password)],
  );
  log.info({ username }, 'admin account created');
}
