import { currentLocale } from './locale.store.ts';

/** A name kept in both languages, in the page's: the Chinese one where the English one is empty. */
export const localName = (zh: string, en: string): string => (currentLocale() === 'en' && en.trim() !== '' ? en : zh);
