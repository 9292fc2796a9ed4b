import type { Locale } from '../../../src/schemas/common.ts';

/**
 * The phone project (360 px) runs only the tests tagged with this: the journeys whose layout differs on
 * a narrow screen. Journeys that check logic run once, on the desktop.
 */
export const PHONE = { tag: '@phone' } as const;

/** For the long journeys: at 360 px in English only, whose texts are the longest, so the phone runs each once. */
export const phoneInEnglish = (locale: Locale) => (locale === 'en' ? PHONE : {});
