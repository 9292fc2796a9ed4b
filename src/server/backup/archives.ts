/** The archives a backup folder holds, named by when they were taken. */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ARCHIVE_NAME = /^pigment-shop-\d{8}T\d{9}Z\.tar\.gz$/;

/** `pigment-shop-20261126T101500123Z.tar.gz` (to the millisecond): names sort by age. */
export const archiveName = (at: Date) => `pigment-shop-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;

/** The archives in `dir`, oldest first. */
export function archivesIn(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => ARCHIVE_NAME.test(name))
      .sort();
  } catch {
    return [];
  }
}

/** When the newest archive in `dir` was written, in seconds (0: none): however it was made, by the schedule or `npm run backup`. */
export function newestArchiveSeconds(dir: string): number {
  const newest = archivesIn(dir).at(-1);
  return newest ? statSync(join(dir, newest)).mtimeMs / 1000 : 0;
}
