/** The shop the browser tests run against: a throw-away PGlite database, migrated, seeded, built and served. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Inside the project: published builds resolve their packages from its node_modules.
mkdirSync('data', { recursive: true });
// Playwright may end this process too hard for its clean-up; clear what earlier runs left.
for (const name of readdirSync('data')) if (name.startsWith('e2e-')) rmSync(join('data', name), { recursive: true, force: true });
const dataDir = mkdtempSync(join('data', 'e2e-'));
const server = spawn(process.execPath, ['scripts/start.ts', '--build'], {
  stdio: 'inherit',
  env: { ...process.env, PGLITE_DIR: join(dataDir, 'pglite'), BUILDS_DIR: join(dataDir, 'builds'), UPLOAD_DIR: join(dataDir, 'uploads'), DATABASE_URL: '' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
