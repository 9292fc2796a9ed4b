/** A throw-away shop for a benchmark: its own data folder, its own port, `scripts/start.ts` as in production. */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Inside the project: published builds resolve their packages from its node_modules. */
export function makeDataDir(): string {
  mkdirSync('data', { recursive: true });
  return mkdtempSync(join('data', 'bench-'));
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Node's own flags in `npm start` (package.json), so the shop runs as in production; not its `.env`, which the caller's env replaces. */
const startNodeFlags = (cwd = '.'): string[] => {
  const { scripts } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(' ').filter((word) => word.startsWith('--') && !word.startsWith('--env-file'));
};

export type RunningShop = { origin: string; pid: number; stop: () => Promise<void> };

/**
 * Starts `scripts/start.ts` on 127.0.0.1:`port` in production mode, as a staging shop (which production
 * refuses otherwise) whose database the caller has seeded. `env` picks the database and
 * builds folder; an empty `DATABASE_URL` is the default so a developer's `.env` does not leak in. `cwd`:
 * another copy of the shop's code (a next release) instead of this one. `onSpawned` hears the process id
 * before the shop answers (to follow a build it runs first); `startupMinutes` bounds that wait (default 5).
 */
export async function startShop(options: {
  port: number;
  env: Record<string, string>;
  args?: string[];
  cwd?: string;
  onSpawned?: (pid: number) => void;
  startupMinutes?: number;
}): Promise<RunningShop> {
  const origin = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, [...startNodeFlags(options.cwd), 'scripts/start.ts', ...(options.args ?? [])], {
    cwd: options.cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      // The loads place order after order for a few buyers, which the shop's hoarding limits would refuse.
      UNPAID_ORDERS_PER_CUSTOMER: '1000',
      UNPAID_STOCK_SHARE_PERCENT: '100',
      // A staging shop: the sandbox cashier, codes in the outbox, a loopback address.
      ALLOW_SANDBOX_PAYMENTS: '1',
      ALLOW_OUTBOX_CODES: '1',
      ALLOW_HTTP_SITE_URL: '1',
      // Seeded with the demo, whose accounts the loads log into.
      ALLOW_DEMO_PASSWORDS: '1',
      DOCUMENT_LINK_SECRET: 'benchmark-shop-document-link-secret-0000',
      PUBLIC_SITE_URL: origin,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  });
  options.onSpawned?.(server.pid!);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin, exited, options.startupMinutes ?? 5);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: server.pid!, stop };
}

async function waitForHealth(origin: string, exited: Promise<void>, minutes: number): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let attempt = 0; attempt < minutes * 60; attempt++) {
    if (gone) throw new Error('the shop exited before it answered /api/health');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the shop did not start within ${minutes} minutes`);
}

/**
 * Seconds until the shop's serving process says every product's details are in its memory (/api/ready),
 * which it makes in the background after it starts: what is loaded after that is the shop as it serves
 * for the rest of its life, not its first minute.
 */
export async function detailsInMemory(origin: string, minutes = 10): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < minutes * 60_000) {
    const answer = (await (await fetch(`${origin}/api/ready`)).json()) as { data: { productDetails?: string } };
    if (answer.data.productDetails === 'in memory') return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not have its product details in memory within ${minutes} minutes`);
}
