import { describe, expect, it } from 'vitest';
import { maskAddress } from './mask-address.ts';

describe('maskAddress', () => {
  it('keeps the first character and the domain', () => {
    expect(maskAddress('buyer@example.com')).toBe('b****@example.com');
    expect(maskAddress('a@b.cn')).toBe('a****@b.cn');
    expect(maskAddress('no-at-sign')).toBe('****');
    expect(maskAddress('@example.com')).toBe('****');
  });
});
