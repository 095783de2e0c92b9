import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// Passwords are hashed with scrypt from node:crypto (no native add-on to build). The stored form carries its
// parameters, so they can be raised later without invalidating existing hashes:
//   scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>

const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

// Checked against when the username is unknown, so both failures take the same time and cannot be told apart.
const decoy = hashPassword(randomBytes(12).toString('hex'));

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parts = (stored ?? (await decoy)).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}
