import * as z from 'zod/mini';

/** The header's unread badge, in `zod/mini` (messages.ts re-exports it): checked on every page for a few kilobytes. */
export const unreadCountOutput = z.int().check(z.minimum(0));
