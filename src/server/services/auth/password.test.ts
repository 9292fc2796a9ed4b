import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt every time', async () => {
    const first = await hashPassword('Pigment123');
    const second = await hashPassword('Pigment123');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Pigment123', first)).toBe(true);
    expect(await verifyPassword('pigment123', first)).toBe(false);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
