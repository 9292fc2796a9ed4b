import type { Locale } from '../schemas/common.ts';
import { translate } from './i18n.ts';

/** Up to three days an age reads in hours, so that "25 hours ago" shows how far past a 24-hour promise it is. */
const HOURS_UP_TO = 72;

/** How long ago, from whole minutes the server measured: 刚刚, 5 分钟前, 3 小时前, 4 天前. */
export function formatAge(minutes: number, locale: Locale): string {
  if (minutes < 1) return translate(locale, 'age.justNow');
  if (minutes < 60) return translate(locale, 'age.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < HOURS_UP_TO) return translate(locale, 'age.hours', { count: hours });
  return translate(locale, 'age.days', { count: Math.floor(hours / 24) });
}
