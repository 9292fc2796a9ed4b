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

/** A date and time of day in Beijing, e.g. 2026年11月22日 10:05 / 22 Nov 2026, 10:05. */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit' });
  return locale === 'zh' ? `${formatDate(iso, locale)} ${time}` : `${formatDate(iso, locale)}, ${time}`;
}

/** The calendar day in Beijing, as YYYY-MM-DD (what a date input gives). */
export function beijingDay(at: Date): string {
  return at.toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
}
