// Apart from messages.ts so that the messages page can draw its tabs without loading zod.

export const messageKinds = ['system', 'order'] as const;
/** The tabs of the messages page: every message, or one kind. */
export const messageTabs = ['all', ...messageKinds] as const;
export type MessageTab = (typeof messageTabs)[number];
