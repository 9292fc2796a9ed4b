import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  it('show the day and the time in Beijing, whatever the machine\'s zone', () => {
    const iso = '2026-11-22T18:05:00Z';
    expect(formatDate(iso, 'zh')).toBe('2026年11月23日');
    expect(formatDateTime(iso, 'zh')).toBe('2026年11月23日 02:05');
    expect(formatDateTime(iso, 'en')).toBe('23 Nov 2026, 02:05');
  });
});
