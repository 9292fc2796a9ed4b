import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY, HASH_QUEUE, inHashSlot } from './hash-slots.ts';
import { hashPassword, needsRehash, PRODUCTION_HASH_COST, verifyPassword } from './password.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing (scrypt)', () => {
  it('hashes with OWASP’s floor unless a test shop asks for cheap hashes, and replaces a hash of other parameters', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', undefined);
    expect(PRODUCTION_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const strong = await hashPassword('Pigment123');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Pigment123', strong)).toBe(true);
    expect(needsRehash(strong)).toBe(false);

    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    const cheap = await hashPassword('Pigment123');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Checking reads the parameters stored with the hash, whichever are in force.
    expect(await verifyPassword('Pigment123', strong)).toBe(true);
    expect(needsRehash(strong)).toBe(true);

    vi.stubEnv('PASSWORD_HASH_COST', undefined);
    expect(await verifyPassword('Pigment123', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });

  it('verifies the right password only, with a fresh salt every time', async () => {
    const first = await hashPassword('Pigment123');
    const second = await hashPassword('Pigment123');
    expect(first).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Pigment123', first)).toBe(true);
    expect(await verifyPassword('pigment123', first)).toBe(false);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('hash slots', () => {
  it('runs at most HASH_CONCURRENCY hashes at once, queues HASH_QUEUE more and refuses the rest at once', async () => {
    const extra = 3;
    const started = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE + extra }, (_, index) => hashPassword(`Pigment${index}`).then(() => Date.now() - started)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(extra);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toMatchObject({ errorName: 'serviceBusy' });
    // The refused ones were refused before any hash finished, so the queue keeps nobody waiting for long.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE);
    // The slots are free again afterwards.
    expect(await verifyPassword('Pigment0', await hashPassword('Pigment0'))).toBe(true);
  });

  it('never runs more than HASH_CONCURRENCY at once', async () => {
    let now = 0;
    let peak = 0;
    const work = () =>
      inHashSlot(async () => {
        now += 1;
        peak = Math.max(peak, now);
        await new Promise((resolve) => setTimeout(resolve, 5));
        now -= 1;
      });
    await Promise.all(Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE }, work));
    expect(peak).toBe(HASH_CONCURRENCY);
  });
});
