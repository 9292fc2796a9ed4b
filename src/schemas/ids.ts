/** The largest id a table holds (PostgreSQL `integer`); common.ts's `idSchema` builds on it. */
export const MAX_ID = 2_147_483_647;
