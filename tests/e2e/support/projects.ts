import type { Locale } from '../../../src/schemas/common.ts';

/**
 * The phone project (360 px) runs only the tests tagged with this: the journeys whose layout differs on
 * a narrow screen. Journeys that check logic run once, on the desktop.
 */
export const PHONE = { tag: '@phone' } as const;

/** Tests with this tag run on the phone only (see the desktop project's `grepInvert`). */
export const PHONE_ONLY_TAG = '@phone-only';

/**
 * For the long journeys: the Chinese run on the desktop, the English one (whose texts are the longest) at
 * 360 px only, so each journey runs once in each language and once at each width.
 */
export const phoneInEnglish = (locale: Locale) => (locale === 'en' ? { tag: [PHONE.tag, PHONE_ONLY_TAG] } : {});

/** A phone's screen and touch, for the journeys that pay on one with a User-Agent of their own. */
export const phoneScreen = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
