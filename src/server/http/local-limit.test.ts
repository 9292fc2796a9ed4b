import { describe, expect, it } from 'vitest';
import { localWindowLimit } from './local-limit.ts';

describe('localWindowLimit', () => {
  it('allows a key its calls in a window, refuses the next, and starts again with the next window', () => {
    let clock = 0;
    const allowed = localWindowLimit(3, 60_000, () => clock);
    expect([allowed('a'), allowed('a'), allowed('a'), allowed('a')]).toEqual([true, true, true, false]);
    expect(allowed('b')).toBe(true);
    clock = 59_999;
    expect(allowed('a')).toBe(false);
    clock = 60_000;
    expect(allowed('a')).toBe(true);
  });
});
