/** The archives a backup folder holds, named by when they were taken. */
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ARCHIVE_NAME = /^pigment-shop-\d{8}T\d{9}Z\.tar\.gz$/;

/**
 * An archive holds every password hash and customer record: only the account that runs the shop may read
 * it, or list the folder that keeps them.
 */
export const ARCHIVE_MODE = 0o600;
export const BACKUP_FOLDER_MODE = 0o700;

/**
 * Makes the backup folder (or takes the one there) private and every archive in it too: folders and
 * archives made before they were created private are fixed at the next backup.
 */
export function privateBackupFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: BACKUP_FOLDER_MODE });
  chmodSync(dir, BACKUP_FOLDER_MODE);
  for (const name of archivesIn(dir)) chmodSync(join(dir, name), ARCHIVE_MODE);
}

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
