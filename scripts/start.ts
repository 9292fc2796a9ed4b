/**
 * `npm start`: migrates (and, outside production, seeds an empty database with the demo shop, or with
 * `--no-demo` / SEED=none without the demo catalogue, news and accounts; in production refuses while a demo
 * account keeps its published password), builds the site when there is no build yet (or
 * with --build), then serves the prerendered pages and the API together on one port. Editors' publishes
 * rebuild into a new folder and switch the served build without a restart.
 *
 * On PostgreSQL it runs WORKERS processes (default: one per core in production, one otherwise) sharing the port through Node's
 * cluster: the primary migrates, builds, publishes and sweeps; the workers serve, even when there is one. On PGlite it is one
 * process doing all of it.
 */
import cluster, { type Worker } from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackupSchedule } from '../src/server/backup/schedule.ts';
import { advisoryLeadership } from '../src/server/cluster/advisory-lock.ts';
import { answerMetricsQuestions, metricsViaPrimary } from '../src/server/cluster/metrics-link.ts';
import { activateOnWorkers, answerPublisherQuestions, followPrimaryActivations, publisherViaPrimary } from '../src/server/cluster/primary-link.ts';
import { maintenanceTarget, openDatabase } from '../src/server/db/client.ts';
import { LOCK_KEYS } from '../src/server/db/lock-keys.ts';
import { parseEnv, productionStartCheck, type ServerEnv, servesDevTools } from '../src/server/env.ts';
import { metrics } from '../src/server/metrics/registry.ts';
import { followBuild } from '../src/server/publish/build-progress.ts';
import { ANOTHER_INSTANCE_PUBLISHING, createPublisher, currentBuild } from '../src/server/publish/publisher.ts';
import { getResources, registerPublisher } from '../src/server/runtime.ts';
import { serveCatalogue } from '../src/server/services/catalog/warm.ts';
import { startOrderSweeper } from '../src/server/services/order-sweeper.ts';
import { demoAccountsText, prepareDatabase, StartRefused, seedScope } from './prepare-database.ts';
import { hasServerEntry, serveBuilds } from './serve-builds.ts';

/** Each process of a build holds the whole catalogue: at 50,000 products about 3 GiB apiece. */
const MAX_BUILD_PROCESSES = 4;
/** A worker dying more often than this within a minute means something is wrong; the primary gives up. */
const MAX_RESTARTS_PER_MINUTE = 10;

let env: ServerEnv;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Outside production one process by default: the code outbox that /dev/outbox shows lives in its memory.
const workerCount = env.WORKERS ?? (env.DATABASE_URL && env.NODE_ENV === 'production' ? availableParallelism() : 1);
if (cluster.isPrimary) {
  const { refusals, warnings } = productionStartCheck(env);
  for (const line of refusals) console.error(`Refusing to start in production: ${line}`);
  if (refusals.length > 0) process.exit(1);
  for (const line of warnings) console.warn(`Warning: ${line}`);
  if (workerCount > 1 && servesDevTools(env))
    console.warn(`Note: with ${workerCount} workers each keeps its own code outbox; /dev/outbox shows the codes of the worker that answers.`);
}

if (cluster.isWorker) await runWorker();
else await runPrimary();

async function runPrimary() {
  const scope = seedScope(env, process.argv.slice(2));
  const seeded = await prepareDatabase(env, console.log, scope).catch((error: unknown) => {
    if (!(error instanceof StartRefused)) throw error;
    for (const line of error.refusals) console.error(`Refusing to start in production: ${line}`);
    process.exit(1);
  });
  const resources = await getResources();
  // On PostgreSQL even one worker is forked: a build of every page leaves the process that ran it a few
  // hundred MiB larger for good (50,000 products: 690 MiB after a load against 509 MiB), and the serving
  // process must not carry that.
  const clustered = Boolean(env.DATABASE_URL);
  const workers = new Set<Worker>();
  const inProcess = clustered ? null : serveBuilds(env);
  if (inProcess) serveCatalogue(resources.database, env.DATABASE_URL);

  const publisher = createPublisher({
    buildsDir: env.BUILDS_DIR,
    // The build prerenders in another process; an embedded database is handed over as a snapshot.
    prepareBuildEnv: async (buildId) => {
      if (!resources.database.dumpDataDir) return { env: {} };
      const file = join(tmpdir(), `pigment-shop-${buildId}.tar.gz`);
      writeFileSync(file, Buffer.from(await (await resources.database.dumpDataDir()).arrayBuffer()));
      return { env: { PGLITE_SNAPSHOT: file }, cleanup: () => rmSync(file, { force: true }) };
    },
    activate: (dir) => (inProcess ? inProcess.activate(dir) : activateOnWorkers([...workers], dir)),
    keepBuilds: env.BUILDS_KEEP,
    buildProcesses: env.BUILD_PROCESSES ?? Math.min(availableParallelism(), MAX_BUILD_PROCESSES),
    ...(env.DATABASE_URL && { lock: () => publishLock(env.DATABASE_URL!) }),
  });
  registerPublisher(publisher);

  const current = currentBuild(env.BUILDS_DIR);
  if (!seeded && current && hasServerEntry(current.dir) && !process.argv.includes('--build')) {
    await inProcess?.activate(current.dir);
  } else {
    console.log(seeded ? 'Building the site from the fresh data…' : 'Building the site…');
    // --build renders every page afresh rather than reusing the unchanged ones of the current build.
    const started = publisher.publish({ reusePages: !process.argv.includes('--build') });
    const stopProgress = followBuild(() => publisher.job(started.id), process.stdout);
    const job = await publisher.finished(started.id);
    stopProgress();
    if (job.error === ANOTHER_INSTANCE_PUBLISHING) {
      console.log('Another instance is building the site; waiting for its build…');
      const built = await buildOfAnotherInstance(current?.id ?? null);
      await inProcess?.activate(built);
    } else if (job.state === 'failed') {
      console.error(`The build failed: ${job.error}\n${job.logTail.join('\n')}`);
      process.exit(1);
    } else console.log(`Built ${job.pagesBuilt} pages (build ${job.buildId}).`);
  }

  const stopSweeper = startOrderSweeper(resources.database.db, resources.log, {
    autoConfirmReceiptDays: env.AUTO_CONFIRM_RECEIPT_DAYS,
    returnShipDays: env.RETURN_SHIP_DAYS,
    intervalMs: env.SWEEP_INTERVAL_SECONDS * 1000,
    ...(env.DATABASE_URL && { leadership: advisoryLeadership(env.DATABASE_URL, LOCK_KEYS.sweeper) }),
  });

  metrics().backupFolder.dir = env.BACKUP_DIR;
  const stopBackups =
    env.BACKUP_INTERVAL_HOURS > 0
      ? startBackupSchedule({
          dir: env.BACKUP_DIR,
          keep: env.BACKUP_KEEP,
          intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000,
          uploadDir: env.UPLOAD_DIR,
          log: resources.log,
          // PostgreSQL: a connection of its own, with no statement timeout; the embedded database: this process's own.
          open: async () => {
            if (!env.DATABASE_URL) return { database: resources.database, close: async () => {} };
            const database = await openDatabase(maintenanceTarget({ kind: 'postgres', url: env.DATABASE_URL }));
            return { database, close: () => database.close() };
          },
          ...(env.DATABASE_URL && { lock: () => advisoryLeadership(env.DATABASE_URL!, LOCK_KEYS.backup) }),
        })
      : () => {};

  let stopping = false;
  const restarts: number[] = [];
  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    answerPublisherQuestions(worker, publisher);
    answerMetricsQuestions(worker, () => [...workers]);
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        console.error('Workers keep dying; stopping.');
        stop();
        return;
      }
      console.error(`Worker ${worker.process.pid} ended (${signal ?? code}); starting another.`);
      fork();
    });
  };

  if (clustered) {
    for (let i = 0; i < workerCount; i++) fork();
    if (env.NODE_ENV !== 'production') console.log(demoAccountsText(scope));
    console.log(`Pigment shop: ${workerCount} worker processes on http://${env.HOST}:${env.PORT}`);
  } else {
    inProcess!.server.listen(env.PORT, env.HOST, () => {
      if (env.NODE_ENV !== 'production') console.log(demoAccountsText(scope));
      console.log(`Pigment shop listening on http://${env.HOST}:${env.PORT}`);
    });
  }

  function stop() {
    stopping = true;
    stopSweeper();
    stopBackups();
    for (const worker of workers) worker.kill('SIGTERM');
    const waitForWorkers = Promise.all([...workers].map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
    void Promise.all([inProcess?.close(), waitForWorkers])
      .then(() => resources.database.close())
      .finally(() => process.exit(0));
  }
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function runWorker() {
  const resources = await getResources();
  serveCatalogue(resources.database, env.DATABASE_URL);
  const served = serveBuilds(env, metricsViaPrimary());
  registerPublisher(publisherViaPrimary());
  followPrimaryActivations(served.activate);
  const current = currentBuild(env.BUILDS_DIR);
  if (!current || !hasServerEntry(current.dir)) throw new Error('no build to serve');
  await served.activate(current.dir);
  served.server.listen(env.PORT, env.HOST);
  const stop = () => {
    void served
      .close()
      .then(() => resources.database.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  // Ctrl-C reaches the whole process group; the primary stops the workers in order.
  process.on('SIGINT', () => {});
}

/** Waits (up to 10 minutes) for another instance sharing BUILDS_DIR to finish a build newer than `previous`. */
async function buildOfAnotherInstance(previous: string | null): Promise<string> {
  for (let second = 0; second < 600; second++) {
    const current = currentBuild(env.BUILDS_DIR);
    if (current && current.id !== previous && hasServerEntry(current.dir)) return current.dir;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the other instance did not finish its build within 10 minutes');
}

/** Lets one instance build at a time when several share the database. */
async function publishLock(url: string): Promise<(() => Promise<void>) | null> {
  const lock = advisoryLeadership(url, LOCK_KEYS.publisher);
  if (await lock.isLeader()) return () => lock.release();
  await lock.release();
  return null;
}
