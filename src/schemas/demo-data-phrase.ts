// Apart from demo-data.ts so that the error catalogue can state it without loading zod.

/**
 * Removing the demo data: the back office shows what is left of the demo seed, and removes it once the
 * operator has typed this phrase (checked by the server, so a stray call cannot do it).
 */
export const DEMO_REMOVAL_PHRASE = '删除演示数据';
