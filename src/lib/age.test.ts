import { describe, expect, it } from 'vitest';
import { formatAge } from './age.ts';

describe('formatAge', () => {
  it('reads minutes, then hours up to three days, then days', () => {
    expect(formatAge(0, 'zh')).toBe('刚刚');
    expect(formatAge(5, 'zh')).toBe('5 分钟前');
    expect(formatAge(59, 'en')).toBe('59 min ago');
    expect(formatAge(180, 'zh')).toBe('3 小时前');
    expect(formatAge(25 * 60 + 59, 'zh')).toBe('25 小时前');
    expect(formatAge(71 * 60, 'en')).toBe('71 h ago');
    expect(formatAge(72 * 60, 'zh')).toBe('3 天前');
    expect(formatAge(10 * 24 * 60, 'en')).toBe('10 days ago');
  });
});
