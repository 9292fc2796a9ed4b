/**
 * Real shops for the proofs: a fresh PostgreSQL database of their own (`proof_…`, dropped afterwards),
 * seeded with a small catalogue, and `scripts/start.ts` instances on ports 4420-4429 sharing it and Redis.
 */
import { Redis } from 'ioredis';
import { scratchDatabase, seedFresh } from '../../bench/databases.ts';
import { type RunningShop, startShop } from '../../bench/fresh-shop.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';

/** Where CREATE DATABASE runs: CI's database server, or the local one. */
const adminUrl = process.env.PROOF_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Redis database 9, away from the tests' keys; each proof empties it first (see proofDatabase). */
export const PROOF_REDIS_URL = process.env.PROOF_REDIS_URL ?? (process.env.TEST_REDIS_URL ? `${process.env.TEST_REDIS_URL}/9` : 'redis://127.0.0.1:6379/9');
/**
 * Pages are prerendered from the catalogue, which every proof seeds the same way, so one build serves
 * them all: the first proof builds it, the others find it (start.ts reuses it for a database not empty).
 */
export const PROOF_BUILDS_DIR = 'data/proof-builds';
const PRODUCTS = 20;

export type ProofDatabase = { url: string; database: Database; drop: () => Promise<void> };

export async function proofDatabase(purpose: string): Promise<ProofDatabase> {
  // Rate-limit windows last up to a day and would outlive the run: a proof started within the hour of
  // another would find loopback's per-client limits already spent.
  const redis = new Redis(PROOF_REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.flushdb().finally(() => redis.quit());
  const scratch = await scratchDatabase(adminUrl, 'proof', purpose);
  await seedFresh({ kind: 'postgres', url: scratch.url }, PRODUCTS);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  return {
    url: scratch.url,
    database,
    drop: async () => {
      await database.close().catch(() => {});
      await scratch.drop();
    },
  };
}

export type Instance = RunningShop;

/**
 * Several instances, started one after the other: the first builds the site when there is no build
 * yet, and an instance that finds another one building refuses to start rather than build twice.
 */
export async function startInstances(
  ports: number[],
  options: { databaseUrl: string; workers?: number; env?: Record<string, string> },
  later: (step: () => Promise<unknown>) => void,
): Promise<Instance[]> {
  const instances: Instance[] = [];
  for (const port of ports) {
    const instance = await startInstance({ port, ...options });
    later(instance.stop);
    instances.push(instance);
  }
  return instances;
}

/**
 * The proofs name ports 4420-4429; `PROOF_PORT_BASE` moves that block (e.g. to 4440) so two people's
 * proofs on one machine do not collide.
 */
const PORT_BASE = Number(process.env.PROOF_PORT_BASE ?? 4420);

/** The real port of proof port `named` (4420-4429). */
export const proofPort = (named: number) => PORT_BASE + named - 4420;

/**
 * One `npm start` on 127.0.0.1:`port` over `databaseUrl` (cluster of `workers` processes) and the proofs' Redis;
 * `cwd`: the code of another release (with `env.BUILDS_DIR` a folder of its own).
 */
export function startInstance(options: { port: number; databaseUrl: string; workers?: number; env?: Record<string, string>; cwd?: string }): Promise<Instance> {
  if (options.port < 4420 || options.port > 4429) throw new Error(`proof servers use ports 4420-4429, not ${options.port}`);
  const port = proofPort(options.port);
  return startShop({
    port,
    ...(options.cwd && { cwd: options.cwd }),
    env: {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: PROOF_REDIS_URL,
      BUILDS_DIR: PROOF_BUILDS_DIR,
      WORKERS: String(options.workers ?? 2),
      DATABASE_POOL_SIZE: '5',
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
  });
}

/** Worker processes of a cluster's primary, from /proc. */
export async function childPids(pid: number): Promise<number[]> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.trim().split(/\s+/).filter(Boolean).map(Number);
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid: number): Promise<number | null> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}
