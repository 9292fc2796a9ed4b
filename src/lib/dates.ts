import type { Locale } from '../schemas/common.ts';

// Beijing keeps UTC+8 all year, so its calendar is UTC's shifted by eight hours. Written by hand rather
// than with toLocaleDateString, which loads the browser's date formatting on first use: that was the
// longest piece of script on a product page of a phone (issue 5's Lighthouse 100).
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
// As en-GB writes them (CLDR): September is "Sept".
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const inBeijing = (at: Date) => new Date(at.getTime() + BEIJING_OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as the shop's customers read it: Beijing time, e.g. 2026年1月15日 / 15 Jan 2026. */
export function formatDate(iso: string, locale: Locale): string {
  const day = inBeijing(new Date(iso));
  return locale === 'zh'
    ? `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`
    : `${day.getUTCDate()} ${MONTHS_EN[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** A date and time of day in Beijing, e.g. 2026年11月22日 10:05 / 22 Nov 2026, 10:05. */
export function formatDateTime(iso: string, locale: Locale): string {
  const at = inBeijing(new Date(iso));
  const time = `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}`;
  return locale === 'zh' ? `${formatDate(iso, locale)} ${time}` : `${formatDate(iso, locale)}, ${time}`;
}

/** The calendar day in Beijing, as YYYY-MM-DD (what a date input gives). */
export function beijingDay(at: Date): string {
  const day = inBeijing(at);
  return `${day.getUTCFullYear()}-${twoDigits(day.getUTCMonth() + 1)}-${twoDigits(day.getUTCDate())}`;
}
