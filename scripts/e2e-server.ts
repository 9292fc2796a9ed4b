/**
 * The shop the browser tests run against: a throw-away PGlite database, migrated, seeded, built and served
 * with the test hooks. Once it answers, and when E2E_PLAIN_PORT is set, a second shop starts beside it as
 * `npm start` does in development, without the test hooks: its own small database, and the first shop's
 * build (no second build), for the journeys a newcomer makes through /dev/outbox.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Inside the project: published builds resolve their packages from its node_modules.
mkdirSync('data', { recursive: true });
// Playwright may end this process too hard for its clean-up; clear what earlier runs left.
for (const name of readdirSync('data')) if (name.startsWith('e2e-')) rmSync(join('data', name), { recursive: true, force: true });
const dataDir = mkdtempSync(join('data', 'e2e-'));
const shared = { BUILDS_DIR: join(dataDir, 'builds'), UPLOAD_DIR: join(dataDir, 'uploads'), DATABASE_URL: '' };
const server = spawn(process.execPath, ['scripts/start.ts', '--build'], {
  stdio: 'inherit',
  env: { ...process.env, ...shared, PGLITE_DIR: join(dataDir, 'pglite') },
});
const children: ChildProcess[] = [server];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  for (const child of children) if (child !== server) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

const plainPort = process.env.E2E_PLAIN_PORT;
if (plainPort) await startPlainShop(plainPort);

async function startPlainShop(port: string) {
  const origin = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`;
  while (!(await fetch(`${origin}/api/health`).then((answer) => answer.ok, () => false))) {
    if (server.exitCode !== null) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { SHOP_TEST_HOOKS: _hooks, ...environment } = process.env;
  const env = { ...environment, ...shared, NODE_ENV: 'development', PORT: port, PGLITE_DIR: join(dataDir, 'pglite-plain') };
  // Seeded beforehand, so the start serves the first shop's build instead of building from its fresh data.
  const seeded = spawnSync(process.execPath, ['scripts/seed.ts', '--products', '20'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (seeded.status !== 0) throw new Error('the plain shop could not be seeded');
  const plain = spawn(process.execPath, ['scripts/start.ts'], { stdio: 'inherit', env });
  children.push(plain);
  plain.on('exit', (code) => {
    if (code) console.error(`The plain development shop ended (${code}).`);
  });
}
