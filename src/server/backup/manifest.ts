/** What a backup archive says about itself: the first entry, `manifest.json`. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const BACKUP_FORMAT = 'pigment-shop-backup/1';
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `database/${table}.jsonl`;
export const uploadEntry = (path: string) => `uploads/${path}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** The database's clock when the copy's snapshot was taken: every transaction committed before it is in the copy. */
  takenAt: z.iso.datetime({ offset: true }),
  shopVersion: z.string(),
  database: z.enum(['postgres', 'pglite']),
  schema: z.object({ migrations: z.number().int().min(0), latest: z.string().nullable(), latestAt: z.number() }),
  /** Every table of the shop's schema: its rows (one JSON object a line) and their checksum. */
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), sha256 })),
  /** Sequences as the snapshot found them, so new ids continue after the restored ones. */
  sequences: z.record(z.string(), z.object({ lastValue: z.string(), isCalled: z.boolean() })),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0), sha256: z.record(z.string(), sha256) }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const checksum = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** The shop's version, from its package.json. */
export function shopVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
