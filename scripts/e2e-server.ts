/** The shop the browser tests run against: a throw-away PGlite database, migrated, seeded, built and served. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const server = spawn(process.execPath, ['scripts/start.ts', '--build'], {
  stdio: 'inherit',
  env: { ...process.env, PGLITE_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
