import type { Locale } from '../schemas/common.ts';

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

// As en-GB writes them (CLDR): September is "Sept".
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * A moment on the Beijing clock, e.g. 2026-11-23T02:05:00. Beijing keeps UTC+8 all year, so this is UTC
 * shifted by eight hours: no time-zone data needed, and none of toLocaleDateString's cost of loading the
 * browser's date formatting on first use (the longest piece of script on a product page of a phone).
 */
export const beijingClock = (at: Date): string => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19);

/** A date as the shop's customers read it: Beijing time, e.g. 2026年1月15日 / 15 Jan 2026. */
export function formatDate(iso: string, locale: Locale): string {
  const [year, month, day] = beijingClock(new Date(iso)).slice(0, 10).split('-').map(Number) as [number, number, number];
  return locale === 'zh' ? `${year}年${month}月${day}日` : `${day} ${MONTHS_EN[month - 1]} ${year}`;
}

/** A date and time of day in Beijing, e.g. 2026年11月22日 10:05 / 22 Nov 2026, 10:05. */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = beijingClock(new Date(iso)).slice(11, 16);
  return locale === 'zh' ? `${formatDate(iso, locale)} ${time}` : `${formatDate(iso, locale)}, ${time}`;
}

/** The calendar day in Beijing, as YYYY-MM-DD (what a date input gives). */
export const beijingDay = (at: Date): string => beijingClock(at).slice(0, 10);

/** The Beijing time to the second as 14 digits, YYYYMMDDHHmmss: the head of order, quotation and refund numbers. */
export const beijingStamp = (at: Date): string => beijingClock(at).replace(/\D/g, '');

const DAY_MS = 86_400_000;

/** When a Beijing calendar day (YYYY-MM-DD) starts, and when the next one does. */
export const beijingDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
export const beijingDayEnd = (day: string): Date => new Date(beijingDayStart(day).getTime() + DAY_MS);

/**
 * The same time of day `workingDays` working days after `from`, where a working day is Monday to Friday in
 * Beijing time (public holidays are not known to the shop and count as working days).
 */
export function afterWorkingDays(from: Date, workingDays: number): Date {
  let at = from.getTime();
  for (let left = workingDays; left > 0; ) {
    at += DAY_MS;
    const weekday = new Date(at + BEIJING_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(at);
}
