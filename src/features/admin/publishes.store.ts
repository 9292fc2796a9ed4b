import { atom } from 'nanostores';

/** How many publishes succeeded since the back office opened: what shows "unpublished changes" looks again after each. */
export const $publishes = atom(0);
