import en from '../../i18n/en.json' with { type: 'json' };
import zh from '../../i18n/zh.json' with { type: 'json' };
import type { Locale } from '../schemas/common.ts';

const catalogues: Record<Locale, Record<string, string>> = { zh, en };

/** A text of the shop's message catalogue in the caller's language (Chinese when the language lacks it), or undefined. */
export const messageIn = (locale: Locale, key: string): string | undefined => catalogues[locale][key] ?? catalogues.zh[key];
