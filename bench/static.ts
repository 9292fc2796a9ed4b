/**
 * `npm run bench -- --only=static`: the prerendered home page from the same built client folder,
 * served by the Node server (`scripts/start.ts` on PostgreSQL, one worker per core) and by Debian's
 * nginx (one worker per core), loaded in turns by the same autocannon settings with gzip accepted.
 * Target: Node ≥ 0.5 × nginx in requests per second.
 */
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';
import { startShop } from './fresh-shop.ts';
import { type LoadResult, runLoad } from './load.ts';
import { startNginx } from './nginx.ts';
import { type BenchOptions, isShortRun, type PartOutcome, printOutcome } from './outcome.ts';
import { BENCH_PORTS } from './ports.ts';
import { sharedSmallSite } from './small-site.ts';

const FULL = { connections: 64, seconds: 10, rounds: 3 };
const SHORT = { connections: 64, seconds: 3, rounds: 1 };
const TARGET_SHARE = 0.5;

/** Status, content encoding and bytes on the wire of one gzip-accepting GET. */
function wireSize(origin: string, path: string): Promise<{ status: number; encoding: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'] ?? 'none', bytes }));
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchStatic(options: BenchOptions): Promise<PartOutcome> {
  const load = options.short ? SHORT : FULL;
  const workers = availableParallelism();
  const buildsDir = await sharedSmallSite();
  const client = join(currentBuild(buildsDir)!.dir, 'client');
  const database = await createPostgresDatabase('static');
  onCleanup(database.drop);
  await seedFresh(database.target, 20);
  const node = await startShop({ port: BENCH_PORTS.staticNode, env: { ...database.env, BUILDS_DIR: buildsDir, WORKERS: String(workers) } });
  onCleanup(node.stop);
  const nginx = await startNginx(client, BENCH_PORTS.staticNginx, workers);
  onCleanup(nginx.stop);

  const servers = [
    { label: 'Node', origin: node.origin },
    { label: 'nginx', origin: nginx.origin },
  ];
  const wire = await Promise.all(servers.map((server) => wireSize(server.origin, '/')));
  const runs = new Map<string, LoadResult[]>(servers.map((server) => [server.label, []]));
  // Turns, so a burst of other work on a shared machine falls on both servers alike.
  for (let round = 0; round < load.rounds; round++) {
    for (const server of servers) {
      const result = await runLoad(
        server.origin,
        { call: server.label, method: 'GET', path: '/', expectEnvelope: false, headers: { 'accept-encoding': 'gzip' } },
        load,
      );
      runs.get(server.label)!.push(result);
    }
  }
  await nginx.stop();
  await node.stop();
  await database.drop();

  const rows = servers.map((server, index) => {
    const results = runs.get(server.label)!;
    return {
      server: server.label,
      reqPerSec: median(results.map((result) => result.reqPerSec)),
      rounds: results.map((result) => result.reqPerSec).join(' / '),
      p50Ms: median(results.map((result) => result.p50Ms)),
      p95Ms: median(results.map((result) => result.p95Ms)),
      failures: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
      encoding: wire[index]!.encoding,
      bytes: wire[index]!.bytes,
    };
  });
  const [nodeRow, nginxRow] = rows as [(typeof rows)[number], (typeof rows)[number]];
  const share = nodeRow.reqPerSec / nginxRow.reqPerSec;
  return {
    part: 'static',
    title: 'Prerendered home page: Node server vs nginx',
    settings: `GET / with gzip, ${load.connections} connections, ${load.rounds} × ${load.seconds} s each in turns, ${workers} worker processes each, ${nginx.version}`,
    tables: [{ title: 'Median of the rounds', rows }],
    verdicts: [
      {
        target: 'both servers answer every request, gzip',
        pass: rows.every((row) => row.failures === 0 && row.encoding === 'gzip'),
        measured: rows.map((row) => `${row.server} ${row.failures} failures, ${row.encoding}`).join('; '),
      },
      {
        target: `Node req/s ≥ ${TARGET_SHARE} × nginx`,
        pass: share >= TARGET_SHARE,
        measured: `${share.toFixed(2)} × (${nodeRow.reqPerSec} vs ${nginxRow.reqPerSec} req/s)`,
      },
    ],
  };
}

if (import.meta.main) {
  try {
    printOutcome(await benchStatic({ short: isShortRun() }));
  } finally {
    await cleanUp();
  }
}
