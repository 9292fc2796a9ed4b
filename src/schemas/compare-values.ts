/** How many products the comparison holds at most: a fifth is refused. Zod-free, for the compare page to draw with. */
export const MAX_COMPARED = 4;
