import { describe, expect, it } from 'vitest';
import { afterWorkingDays, beijingDay, beijingStamp, formatDate, formatDateTime } from './dates.ts';

describe('dates', () => {
  it("show the day and the time in Beijing, whatever the machine's zone", () => {
    const iso = '2026-11-22T18:05:00Z';
    expect(formatDate(iso, 'zh')).toBe('2026年11月23日');
    expect(formatDate(iso, 'en')).toBe('23 Nov 2026');
    expect(formatDateTime(iso, 'zh')).toBe('2026年11月23日 02:05');
    expect(formatDateTime(iso, 'en')).toBe('23 Nov 2026, 02:05');
    expect(beijingDay(new Date(iso))).toBe('2026-11-23');
  });

  it("agree with the browser's own formatting in Beijing time, across days, months, years and leap days", () => {
    const zone = { timeZone: 'Asia/Shanghai' } as const;
    const start = Date.UTC(2023, 11, 31, 15, 0);
    // Every 7 h 13 min over three years lands on every hour of the day and both sides of midnight.
    for (let at = start; at < start + 3 * 366 * 86_400_000; at += 433 * 60_000) {
      const date = new Date(at);
      const iso = date.toISOString();
      const time = date.toLocaleTimeString('en-GB', { ...zone, hour: '2-digit', minute: '2-digit' });
      expect(formatDateTime(iso, 'zh'), iso).toBe(`${date.toLocaleDateString('zh-CN', { ...zone, year: 'numeric', month: 'long', day: 'numeric' })} ${time}`);
      expect(formatDateTime(iso, 'en'), iso).toBe(`${date.toLocaleDateString('en-GB', { ...zone, year: 'numeric', month: 'short', day: 'numeric' })}, ${time}`);
      expect(beijingDay(date), iso).toBe(date.toLocaleDateString('en-CA', zone));
    }
  });
});

describe('the stamp at the head of order numbers', () => {
  it('is the Beijing date and time, which turns a day eight hours before UTC does', () => {
    // 00:30 on the 28th in Beijing is still the 27th in UTC.
    expect(beijingStamp(new Date('2026-11-27T16:30:00Z'))).toBe('20261128003000');
    expect(beijingStamp(new Date('2026-11-27T15:59:59Z'))).toBe('20261127235959');
    expect(beijingStamp(new Date('2026-11-27T16:00:00Z'))).toBe('20261128000000');
    // UTC midnight is 08:00 the same day in Beijing; the last second of a year in UTC is already the next year there.
    expect(beijingStamp(new Date('2026-11-28T00:00:00Z'))).toBe('20261128080000');
    expect(beijingStamp(new Date('2026-12-31T23:59:59Z'))).toBe('20270101075959');
  });

  it('dates a number as the order shows its date', () => {
    for (const iso of ['2026-11-27T16:30:00Z', '2026-11-27T15:59:59Z', '2024-02-28T16:00:00Z', '2026-12-31T16:00:00Z']) {
      const stamp = beijingStamp(new Date(iso));
      expect(formatDate(iso, 'zh'), iso).toBe(`${Number(stamp.slice(0, 4))}年${Number(stamp.slice(4, 6))}月${Number(stamp.slice(6, 8))}日`);
    }
  });
});

describe('working days', () => {
  it('count Monday to Friday in Beijing time, keeping the time of day', () => {
    // Wednesday 10:00 in Beijing: three working days on is Monday 10:00.
    expect(afterWorkingDays(new Date('2026-03-04T02:00:00Z'), 3).toISOString()).toBe('2026-03-09T02:00:00.000Z');
    // Friday 23:30 in Beijing is still Friday there (Friday 15:30 UTC): one working day on is Monday.
    expect(afterWorkingDays(new Date('2026-03-06T15:30:00Z'), 1).toISOString()).toBe('2026-03-09T15:30:00.000Z');
    // Saturday 07:00 in Beijing (Friday 23:00 UTC): the weekend does not count; Wednesday 07:00.
    expect(afterWorkingDays(new Date('2026-03-06T23:00:00Z'), 3).toISOString()).toBe('2026-03-10T23:00:00.000Z');
  });
});
