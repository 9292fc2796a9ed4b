/**
 * The phone project (360 px) runs only the tests tagged with this: the journeys whose layout differs on
 * a narrow screen. Journeys that check logic run once, on the desktop.
 */
export const PHONE = { tag: '@phone' } as const;
