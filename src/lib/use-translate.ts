import { useCallback } from 'react';
import type { Locale } from '../schemas/common.ts';
import { type MessageKey, translate } from './i18n.ts';

/** `t(key, values)` for an island rendered in the page's locale. */
export function useTranslate(locale: Locale) {
  return useCallback((key: MessageKey, values?: Record<string, string | number>) => translate(locale, key, values), [locale]);
}
