/**
 * The shop the browser tests run against: a throw-away PGlite database, migrated, seeded, built and served
 * with the test hooks. Once it answers, shops beside it serve the same build (no second build), each with
 * its own small database:
 * - on E2E_PLAIN_PORT, as `npm start` does in development, without the test hooks, for the journeys a
 *   newcomer makes through /dev/outbox;
 * - on E2E_TENCENT_PORT, with the test hooks and Tencent Cloud captcha, whose API and widget the test
 *   that uses it stands in for (tests/e2e/support/tencent-shop.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tencentShopEnv } from '../tests/e2e/support/tencent-shop.ts';

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
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  for (const child of children) if (child !== server) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

type SideShop = { name: string; port: string; env: NodeJS.ProcessEnv };
const sideShops: SideShop[] = [];
const { SHOP_TEST_HOOKS: _hooks, ...withoutHooks } = process.env;
if (process.env.E2E_PLAIN_PORT)
  sideShops.push({ name: 'plain development', port: process.env.E2E_PLAIN_PORT, env: { ...withoutHooks, NODE_ENV: 'development' } });
if (process.env.E2E_TENCENT_PORT) sideShops.push({ name: 'Tencent captcha', port: process.env.E2E_TENCENT_PORT, env: { ...process.env, ...tencentShopEnv } });
if (sideShops.length > 0 && (await firstShopAnswers())) await Promise.all(sideShops.map(startSideShop));

async function firstShopAnswers(): Promise<boolean> {
  const origin = `http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}`;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return true;
}

async function startSideShop({ name, port, env: base }: SideShop) {
  const env = { ...base, ...shared, PORT: port, PGLITE_DIR: join(dataDir, `pglite-${port}`) };
  // Seeded beforehand, so the start serves the first shop's build instead of building from its fresh data.
  const seeded = await new Promise<number | null>((resolve) =>
    spawn(process.execPath, ['scripts/seed.ts', '--products', '20'], { env, stdio: ['ignore', 'ignore', 'inherit'] }).on('exit', resolve),
  );
  if (seeded !== 0) throw new Error(`the ${name} shop could not be seeded`);
  const shop = spawn(process.execPath, ['scripts/start.ts'], { stdio: 'inherit', env });
  children.push(shop);
  shop.on('exit', (code) => {
    if (code) console.error(`The ${name} shop ended (${code}).`);
  });
}
