// Apart from common.ts (which re-exports them) so that browser code that only needs the list loads no zod at all.
export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
