/**
 * Backups taken by the serving process itself, for shops without their own schedule: every
 * BACKUP_INTERVAL_HOURS into BACKUP_DIR, keeping the newest BACKUP_KEEP archives.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Leadership } from '../cluster/advisory-lock.ts';
import type { Database } from '../db/client.ts';
import { metrics } from '../metrics/registry.ts';
import { archiveName, archivesIn, privateBackupFolder } from './archives.ts';
import { describeBackup, takeBackup } from './take-backup.ts';

type ScheduleOptions = {
  dir: string;
  keep: number;
  intervalMs: number;
  uploadDir: string;
  /** The database to copy, opened for this backup (and closed after) or the process's own (PGlite). */
  open: () => Promise<{ database: Database; close: () => Promise<void> }>;
  /** Several instances on one database: one backup at a time. */
  lock?: () => Leadership;
  log: Logger;
};

/** One scheduled backup: the archive, then the oldest beyond `keep` removed. */
export async function backupNow(options: Omit<ScheduleOptions, 'intervalMs'>): Promise<string | null> {
  const lock = options.lock?.();
  if (lock && !(await lock.isLeader())) {
    await lock.release();
    return null;
  }
  try {
    privateBackupFolder(options.dir);
    const out = join(options.dir, archiveName(new Date()));
    const { database, close } = await options.open();
    try {
      const manifest = await takeBackup({ db: database.db, kind: database.kind, uploadDir: options.uploadDir, out });
      options.log.info({ backup: describeBackup(out, manifest) }, 'backup taken');
    } finally {
      await close();
    }
    const archives = archivesIn(options.dir);
    for (const old of archives.slice(0, Math.max(0, archives.length - options.keep))) rmSync(join(options.dir, old), { force: true });
    return out;
  } finally {
    await lock?.release();
  }
}

/** Starts the schedule (the first backup one interval after start); answers how to stop it. */
export function startBackupSchedule(options: ScheduleOptions): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const out = await backupNow(options);
      if (out) metrics().backups.inc({ result: 'succeeded' });
    } catch (error) {
      metrics().backups.inc({ result: 'failed' });
      options.log.error({ err: error }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
