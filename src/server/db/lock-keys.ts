/** Keys of the PostgreSQL advisory locks the shop's processes share (advisory locks are per database). */
export const LOCK_KEYS = { sweeper: 7_460_001, publisher: 7_460_002, backup: 7_460_003, migrations: 7_460_004 } as const;
