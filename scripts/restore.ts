/**
 * `npm run restore -- <file>`: a backup into the configured database (DATABASE_URL, or PGLITE_DIR) and
 * UPLOAD_DIR, which must both be empty; the shop must not be running on them. Refuses an archive of a
 * newer schema than this code's. If it fails after creating the schema, make the database anew before
 * trying again.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RestoreRefused, restoreBackup } from '../src/server/backup/restore-backup.ts';
import { maintenanceTarget, openDatabase } from '../src/server/db/client.ts';
import { databaseTarget, parseEnv } from '../src/server/env.ts';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const file = resolve(positionals[0]!);
const env = parseEnv();
const target = databaseTarget(env);
if (target.kind === 'pglite' && 'dataDir' in target && existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
  console.error(`Refusing to restore: the embedded database ${target.dataDir} is not empty (PGLITE_DIR): restore into a new folder`);
  process.exit(1);
}
try {
  const database = await openDatabase(maintenanceTarget(target));
  try {
    const manifest = await restoreBackup({ database, uploadDir: env.UPLOAD_DIR, file });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.uploads.files} uploaded files, as of ${manifest.takenAt}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof RestoreRefused ? `Refusing to restore: ${error.message}` : `The restore failed: ${(error as Error).message}`);
  process.exit(1);
}
