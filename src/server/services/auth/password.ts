import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { inHashSlot } from './hash-slots.ts';

/** OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB per hash). */
export const PRODUCTION_HASH_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
/** 1 MiB a hash: for test shops only, whose passwords guard nothing (`PASSWORD_HASH_COST=test`, refused in production). */
const TEST_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
const maxmem = 256 * 1024 * 1024;
const keyLength = 32;

/** The parameters new hashes are made with. Checking a hash uses the parameters stored with it. */
const hashCost = () => (process.env.PASSWORD_HASH_COST === 'test' ? TEST_HASH_COST : PRODUCTION_HASH_COST);

/** Every scrypt of the process goes through the hash slots (login, register, password changes alike). */
function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = hashCost();
  const key = await derive(password, salt, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made with other parameters than today's: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  const cost = hashCost();
  return algorithm !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}
