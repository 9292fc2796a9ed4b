import zh from '../../i18n/zh.json';
import en from '../../i18n/en.json';
import type { Locale } from '../schemas/common.ts';

export type MessageKey = keyof typeof zh;

const catalogues: Record<Locale, Record<string, string>> = { zh, en };

/** The text for a key in a locale, with `{name}` placeholders filled; zh is the fallback and the source of truth. */
export function translate(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  const template = catalogues[locale][key] ?? zh[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export { localePath } from './locale-paths.ts';
