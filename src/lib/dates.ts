import type { Locale } from '../schemas/common.ts';

/** A date as the shop's customers read it: Beijing time, e.g. 2026年1月15日 / 15 Jan 2026. */
export function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
    day: 'numeric',
  });
}

/** The calendar day in Beijing, as YYYY-MM-DD (what a date input gives). */
export function beijingDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
}

/** A moment as the shop's customers read it: Beijing time to the minute, e.g. 2026/11/23 15:40. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
