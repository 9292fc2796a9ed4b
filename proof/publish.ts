/**
 * proof:publish — two instances (2 workers each) share a fresh database, Redis and a builds folder.
 * The admin logs in and publishes through one instance and follows the job on new connections (so on
 * either worker), while visitors load pages, the build id, a page's script and API calls on both
 * instances. Every worker of the publishing instance serves the new build when the job reports
 * success, every worker of the other instance soon after, and no visitor request fails meanwhile.
 */

import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVED_BUILD_TIMING } from '../src/lib/deploy-watch.ts';
import type { PublishJob } from '../src/schemas/publish.ts';
import { ANOTHER_INSTANCE_PUBLISHING, currentBuild } from '../src/server/publish/publisher.ts';
import { requestOnFreshConnection } from './support/fresh-connection.ts';
import { call, get } from './support/http.ts';
import { isShort, report, runProof, wait } from './support/report.ts';
import { childPids, type Instance, PROOF_BUILDS_DIR, proofDatabase, startInstances } from './support/shop.ts';
import { type VisitAnswer, visitOnce } from './support/visitor.ts';

const ADMIN = { phone: '13900139000', password: 'Admin1234' };
const VISITORS = isShort ? 2 : 4;
const PUBLISH_WITHIN_MS = 10 * 60_000;
/** Other instances look at `<BUILDS_DIR>/current` every 3 s, then load the build. */
const FOLLOW_WITHIN_MS = 15_000;
/** Visitors keep going this long after every worker switched. */
const AFTER_MS = isShort ? 2_000 : 10_000;

await runProof('publish', async (later) => {
  const shopDb = await proofDatabase('publish');
  later(shopDb.drop);
  const buildsDir = ownBuildsFolder();
  later(async () => rmSync(buildsDir, { recursive: true, force: true }));
  const instances = await startInstances([4420, 4421], { databaseUrl: shopDb.url, workers: 2, env: { BUILDS_DIR: buildsDir } }, later);
  const [publishing, other] = instances as [Instance, Instance];
  const workersOf = new Map<Instance, number[]>();
  for (const instance of instances) workersOf.set(instance, await childPids(instance.pid));
  const oldId = currentBuild(buildsDir)!.id;
  const servedBefore = await Promise.all(instances.map((instance) => buildIdsByWorker(instance, workersOf.get(instance)!)));

  const login = await call<{ token: string }>(publishing.origin, '/api/portal/user/login', ADMIN, { timeoutMs: 60_000 });
  if (login.code !== '000000') throw new Error(`the admin login answered ${login.status} ${login.code}`);
  const token = login.data.token;

  const failures: VisitAnswer[] = [];
  let requests = 0;
  let visiting = true;
  const visitor = async (index: number) => {
    while (visiting) {
      for (const instance of instances) {
        for (const answer of await visitOnce(() => instance.origin, index)) {
          requests += 1;
          if (answer.status !== 200) failures.push(answer);
        }
      }
    }
  };
  const visitors = Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));

  const started = performance.now();
  const publishAnswer = await requestOnFreshConnection(publishing.origin, '/api/admin/publish', workersOf.get(publishing)!, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: '{}',
  });
  const job = envelope<PublishJob>(publishAnswer.text);
  if (job?.code !== '000000') throw new Error(`publish answered ${publishAnswer.status} ${publishAnswer.text.slice(0, 200)}`);

  // Follow the job on new connections: each poll may land on either worker.
  const pollsByWorker = new Map<number | null, number>();
  const pollErrors: string[] = [];
  let final: PublishJob | undefined;
  let meanwhile: Promise<PublishJob | null> | null = null;
  while (performance.now() - started < PUBLISH_WITHIN_MS) {
    const answer = await requestOnFreshConnection(publishing.origin, `/api/admin/publish/${job.data.id}`, workersOf.get(publishing)!, {
      headers: { accessToken: token },
    });
    pollsByWorker.set(answer.pid, (pollsByWorker.get(answer.pid) ?? 0) + 1);
    const polled = envelope<PublishJob>(answer.text);
    if (polled?.code !== '000000') pollErrors.push(`${answer.status} ${answer.text.slice(0, 80)}`);
    // Once the build holds the lock, a publish on the other instance must be refused, not build twice.
    else if (polled.data.stage === 'building' && !meanwhile) meanwhile = publishAndWait(other.origin, token);
    if (polled?.code === '000000' && polled.data.state !== 'running') {
      final = polled.data;
      break;
    }
    await wait(1000);
  }
  const publishMs = Math.round(performance.now() - started);
  const refused = await meanwhile;
  const newId = final?.buildId ?? '';
  const publishingAtSuccess = await buildIdsByWorker(publishing, workersOf.get(publishing)!);

  const followStarted = performance.now();
  let otherServed = await buildIdsByWorker(other, workersOf.get(other)!);
  while (!allServe(otherServed, newId) && performance.now() - followStarted < FOLLOW_WITHIN_MS) {
    await wait(500);
    otherServed = await buildIdsByWorker(other, workersOf.get(other)!);
  }
  const followMs = Math.round(performance.now() - followStarted);
  await wait(AFTER_MS);
  visiting = false;
  await visitors;

  const pagesNameIt = await Promise.all(
    instances.map(async (instance) => (await get(instance.origin, '/')).headers.get('server-timing') === `${SERVED_BUILD_TIMING};desc="${newId}"`),
  );
  const describe = (served: Map<number, string>) => [...served].map(([pid, id]) => `${pid}: ${id}`).join(', ');
  const kinds = [...new Set(failures.map((failure) => `${failure.what} ${failure.status} ${failure.detail}`))].slice(0, 5).join('; ');

  report(
    'publish',
    [
      {
        label: 'every worker served the old build before',
        ok: servedBefore.every((served) => allServe(served, oldId)),
        detail: servedBefore.map(describe).join(' | '),
      },
      {
        label: 'the publish succeeded',
        ok: final?.state === 'succeeded',
        detail: final
          ? `${final.state} ${final.buildId} ${final.pagesBuilt} pages rendered, ${final.pagesReused} reused${final.error ? ` (${final.error})` : ''}`
          : 'no end within the time',
      },
      {
        label: 'a publish on the other instance meanwhile is refused',
        ok: refused?.state === 'failed' && refused.error === ANOTHER_INSTANCE_PUBLISHING,
        detail: refused ? `${refused.state}: ${refused.error}` : 'not tried (the build never reached its building stage)',
      },
      {
        label: 'the job was followed through both workers',
        ok: workersOf.get(publishing)!.every((pid) => (pollsByWorker.get(pid) ?? 0) > 0) && pollErrors.length === 0,
        detail: `polls per worker ${[...pollsByWorker].map(([pid, count]) => `${pid}:${count}`).join(' ')}${pollErrors.length ? `; errors ${pollErrors.slice(0, 3).join(', ')}` : ''}`,
      },
      {
        label: 'every worker of the publishing instance serves the new build at success',
        ok: allServe(publishingAtSuccess, newId),
        detail: describe(publishingAtSuccess),
      },
      {
        label: `every worker of the other instance serves it within ${FOLLOW_WITHIN_MS / 1000} s`,
        ok: allServe(otherServed, newId),
        detail: `${describe(otherServed)} after ${followMs} ms`,
      },
      { label: 'pages are answered from the new build (their Server-Timing header)', ok: pagesNameIt.every(Boolean) },
      {
        label: 'no visitor request failed during the publish',
        ok: failures.length === 0 && requests > 0,
        detail: `${failures.length}/${requests}${kinds ? ` (${kinds})` : ''}`,
      },
    ],
    { publishMs, followMs, requests, failures: failures.length, visitors: VISITORS },
  );
});

/** A builds folder of this proof's own (a publish adds and prunes builds), starting from the proofs' shared build. */
function ownBuildsFolder(): string {
  const dir = join('data', `proof-publish-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  const shared = currentBuild(PROOF_BUILDS_DIR);
  if (shared) {
    cpSync(shared.dir, join(dir, shared.id), { recursive: true });
    writeFileSync(join(dir, 'current'), shared.id);
  }
  return dir;
}

/** Publishes through `origin` and waits (up to a minute) for that job's end; null when it did not end. */
async function publishAndWait(origin: string, token: string): Promise<PublishJob | null> {
  const headers = { 'content-type': 'application/json', accessToken: token };
  const asked = envelope<PublishJob>((await requestOnFreshConnection(origin, '/api/admin/publish', [], { method: 'POST', headers, body: '{}' })).text);
  if (asked?.code !== '000000') return null;
  for (let second = 0; second < 60; second++) {
    const polled = envelope<PublishJob>((await requestOnFreshConnection(origin, `/api/admin/publish/${asked.data.id}`, [], { headers })).text);
    if (polled?.code === '000000' && polled.data.state !== 'running') return polled.data;
    await wait(1000);
  }
  return null;
}

/** Asks each worker (over new connections, until each has answered) which build it serves. */
async function buildIdsByWorker(instance: Instance, workers: number[]): Promise<Map<number, string>> {
  const served = new Map<number, string>();
  for (let attempt = 0; attempt < workers.length * 8 && served.size < workers.length; attempt++) {
    const answer = await requestOnFreshConnection(instance.origin, '/build-id.json', workers);
    if (answer.pid !== null && !served.has(answer.pid))
      served.set(answer.pid, answer.status === 200 ? (parseJson<{ id?: string }>(answer.text)?.id ?? '?') : `status ${answer.status}`);
  }
  for (const pid of workers) if (!served.has(pid)) served.set(pid, 'not reached');
  return served;
}

function allServe(served: Map<number, string>, id: string): boolean {
  return id !== '' && [...served.values()].every((value) => value === id);
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function envelope<T>(text: string) {
  return parseJson<{ code: string; data: T }>(text);
}
