/**
 * `npm run backup -- --out <file>`: one archive of the shop (every table as of one moment, the uploads
 * folder and a manifest). On PostgreSQL while the shop serves: the tables are read in one REPEATABLE
 * READ snapshot. The embedded database belongs to the process that has it open: stop the shop first
 * (or let the serving process take its own backups, BACKUP_INTERVAL_HOURS). Without --out the archive
 * goes to BACKUP_DIR under a name with the time. Archives are readable by their owner only (0600), BACKUP_DIR
 * by its owner only (0700).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { archiveName, BACKUP_FOLDER_MODE, privateBackupFolder } from '../src/server/backup/archives.ts';
import { describeBackup, takeBackup } from '../src/server/backup/take-backup.ts';
import { maintenanceTarget, openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const env = parseEnv();
const out = resolve(values.out ?? join(env.BACKUP_DIR, archiveName(new Date())));
// BACKUP_DIR is the shop's own, made private with its archives; a folder named by --out is the operator's.
if (values.out) mkdirSync(dirname(out), { recursive: true, mode: BACKUP_FOLDER_MODE });
else privateBackupFolder(env.BACKUP_DIR);
const target = databaseTarget(env);
try {
  const database = await openDatabase(maintenanceTarget(target));
  try {
    const manifest = await takeBackup({ db: database.db, kind: database.kind, uploadDir: env.UPLOAD_DIR, out });
    console.log(`Backup written: ${describeBackup(out, manifest)}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`The backup failed: ${(error as Error).message}`);
  process.exit(1);
}
