import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import type { PublishJob } from '../../schemas/publish.ts';
import { metrics } from '../metrics/registry.ts';
import { PAGES_TO_RENDER_PATTERN } from './build-progress.ts';
import { BUILD_PART_DIRS_ENV, BUILD_PART_ENV, isReusable, PREVIOUS_BUILD_ENV, REUSED_PAGES_PATTERN } from './page-reuse.ts';
import { buildsInUse } from './serving-marks.ts';

/** What the API needs of a publisher: the one in this process, or one that asks the cluster's primary process. */
export interface PublisherHandle {
  publish(): PublishJob | Promise<PublishJob>;
  job(id: string): PublishJob | undefined | Promise<PublishJob | undefined>;
}

export interface Publisher extends PublisherHandle {
  /**
   * Starts a build, or joins the one already running. Pages whose inputs are those of the build being
   * served are taken from it, unless `reusePages` is false.
   */
  publish(options?: { reusePages?: boolean }): PublishJob;
  job(id: string): PublishJob | undefined;
  /** Resolves when the job has finished, with its final state. */
  finished(id: string): Promise<PublishJob>;
}

type Options = {
  buildsDir: string;
  /** Extra environment for the build process (e.g. a database snapshot to prerender from), and its clean-up. */
  prepareBuildEnv: (buildId: string) => Promise<{ env: Record<string, string>; cleanup?: () => void }>;
  /** Switches serving to the finished build; a throw here fails the job and changes nothing. */
  activate: (buildDir: string, buildId: string) => Promise<void>;
  /**
   * Several instances on one database: takes the lock that lets one build at a time, answering its
   * release, or null when another instance is building.
   */
  lock?: () => Promise<(() => Promise<void>) | null>;
  astroBin?: string;
  /** Builds kept, the new one included (default 3). */
  keepBuilds?: number;
  /** Processes that share the rendering of a build with no page to reuse (default 1). */
  buildProcesses?: number;
};

const LOG_TAIL_LINES = 40;

/** A publish refused because another instance sharing the database is building. */
export const ANOTHER_INSTANCE_PUBLISHING = 'another instance of the shop is publishing; try again when it has finished';

/** The folder of the build being served, recorded in <buildsDir>/current. */
export function currentBuild(buildsDir: string): { id: string; dir: string } | null {
  try {
    const id = readFileSync(join(buildsDir, 'current'), 'utf8').trim();
    return id ? { id, dir: join(buildsDir, id) } : null;
  } catch {
    return null;
  }
}

/** The prerendered pages of a build in `buildDir`: the HTML files of its client folder. */
export function countPages(buildDir: string): number {
  return readdirSync(join(buildDir, 'client'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .length;
}

/** What only a serving shop reads; a build serves nothing, and these are refused beside NODE_ENV=production. */
const SERVING_ONLY = new Set(['SHOP_TEST_HOOKS', 'PASSWORD_HASH_COST']);

/** A serving shop's environment without what only serving reads. */
export const buildBase = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(env).filter(([name]) => !SERVING_ONLY.has(name)));

/**
 * What `astro build` needs besides the database: the id the pages carry and the folder to write. Always a
 * production build: a shop started with NODE_ENV=development or test would otherwise ship React's
 * development bundle (127 kB gzip instead of 45) to every visitor.
 */
export function astroBuildEnv(buildId: string, buildDir: string): Record<string, string> {
  return { BUILD_ID: buildId, SHOP_OUT_DIR: buildDir, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', DATABASE_LONG_STATEMENTS: '1' };
}

export const ASTRO_BIN = 'node_modules/astro/bin/astro.mjs';

/** Waits for all of a build's processes; the first to fail stops the others. The first failure's exit code, or 0. */
function allExited(processes: ChildProcess[]): Promise<number | null> {
  let failed: { code: number | null } | undefined;
  const exits = processes.map(
    (child) =>
      new Promise<void>((resolve) =>
        child.on('close', (code) => {
          if (code !== 0 && !failed) {
            failed = { code };
            for (const other of processes) if (other !== child) other.kill();
          }
          resolve();
        }),
      ),
  );
  return Promise.all(exits).then(() => (failed ? failed.code : 0));
}

/**
 * Builds the site into a fresh folder in a child process (so a failed build touches nothing that is
 * served), reports progress from Astro's output, then asks the server to switch to it.
 */
export function createPublisher(options: Options): Publisher {
  const jobs = new Map<string, PublishJob>();
  const waiters = new Map<string, ((job: PublishJob) => void)[]>();
  let running: PublishJob | null = null;
  const astroBin = options.astroBin ?? ASTRO_BIN;

  const finish = (job: PublishJob, state: 'succeeded' | 'failed', error: string | null) => {
    Object.assign(job, { state, stage: state === 'succeeded' ? 'done' : job.stage, error, finishedAt: new Date().toISOString() });
    metrics().publishDuration.observe({ result: state }, (Date.parse(job.finishedAt!) - Date.parse(job.startedAt)) / 1000);
    running = null;
    for (const resolve of waiters.get(job.id) ?? []) resolve({ ...job });
    waiters.delete(job.id);
  };

  /**
   * Removes builds beyond the newest `keepBuilds`, but never one a serving process still names. After the
   * job has succeeded and off the event loop: a build of 100,000 pages takes seconds to delete.
   */
  const prune = async (keepId: string) => {
    const keep = options.keepBuilds ?? 3;
    const inUse = buildsInUse(options.buildsDir);
    // Oldest first by creation, since ids made within the same second do not sort by age.
    const builds = readdirSync(options.buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== keepId)
      .map((entry) => ({ name: entry.name, made: statSync(join(options.buildsDir, entry.name)).mtimeMs }))
      .sort((a, b) => a.made - b.made)
      .map((build) => build.name);
    for (const name of builds.slice(0, Math.max(0, builds.length - (keep - 1)))) {
      if (!inUse.has(name)) await rm(join(options.buildsDir, name), { recursive: true, force: true });
    }
  };

  async function run(job: PublishJob, reusePages: boolean) {
    const dir = join(options.buildsDir, job.buildId);
    const current = reusePages ? currentBuild(options.buildsDir) : null;
    const previous = current && isReusable(current.dir) ? current : null;
    // With nothing to reuse every page is rendered, the work shared among processes; the first moves the others' pages into `dir`.
    const processes = previous ? 1 : (options.buildProcesses ?? 1);
    const partDirs = Array.from({ length: processes - 1 }, (_, index) => join(options.buildsDir, `.${job.buildId}-part-${index + 1}`));
    const removeParts = () => Promise.all(partDirs.map((partDir) => rm(partDir, { recursive: true, force: true })));
    const listing = { processes: 0, total: 0 };
    const log = (output: string) => {
      // Astro colours its output when the environment asks for colours (FORCE_COLOR), which would split "├─ /page".
      const line = stripVTControlCharacters(output);
      job.logTail.push(line);
      if (job.logTail.length > LOG_TAIL_LINES) job.logTail.shift();
      if (/(prerendering|generating) static routes/i.test(line)) job.stage = 'pages';
      // Pages rendered side by side (astro.config.mjs) can share a line of Astro's output.
      job.pagesBuilt += line.match(/[├└]─ \/\S*/g)?.length ?? 0;
      const reused = line.match(REUSED_PAGES_PATTERN);
      if (reused) job.pagesReused += Number(reused[1]);
      // Each of a build's processes lists the pages it renders; the total is known once all have.
      const listed = line.match(PAGES_TO_RENDER_PATTERN);
      if (listed) {
        listing.total += Number(listed[1]);
        if (++listing.processes === processes) job.pagesToRender = listing.total;
      }
    };
    let cleanup: (() => void) | undefined;
    let unlock: (() => Promise<void>) | null | undefined;
    try {
      unlock = await options.lock?.();
      if (unlock === null) throw new Error(ANOTHER_INSTANCE_PUBLISHING);
      mkdirSync(options.buildsDir, { recursive: true });
      const prepared = await options.prepareBuildEnv(job.buildId);
      cleanup = prepared.cleanup;
      const env = { ...process.env, ...prepared.env, ...(previous && { [PREVIOUS_BUILD_ENV]: previous.dir }) };
      job.stage = 'building';
      const builds = [dir, ...partDirs].map((outDir, index) => {
        const partEnv =
          processes === 1 ? {} : { [BUILD_PART_ENV]: `${index}/${processes}`, ...(index === 0 && { [BUILD_PART_DIRS_ENV]: JSON.stringify(partDirs) }) };
        // A larger young generation: rendering 100,000 pages allocates fast, and the default spends much of it
        // collecting (a 50,000-product build: 173 s, 166 s with this).
        const child = spawn(process.execPath, ['--max-semi-space-size=64', astroBin, 'build'], {
          env: { ...buildBase(env), ...astroBuildEnv(job.buildId, outDir), ...partEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        createInterface({ input: child.stdout! }).on('line', log);
        createInterface({ input: child.stderr! }).on('line', log);
        return child;
      });
      const code = await allExited(builds);
      cleanup?.();
      if (code !== 0) throw new Error(`the build exited with code ${code}`);
      await removeParts();
      job.pagesBuilt = countPages(dir) - job.pagesReused;
      job.stage = 'switching';
      await options.activate(dir, job.buildId);
      writeFileSync(join(options.buildsDir, 'current'), job.buildId);
      finish(job, 'succeeded', null);
      prune(job.buildId).catch((error: unknown) => console.error(`Could not remove old builds: ${String(error)}`));
    } catch (error) {
      cleanup?.();
      await removeParts();
      rmSync(dir, { recursive: true, force: true });
      finish(job, 'failed', error instanceof Error ? error.message : String(error));
    } finally {
      await unlock?.();
    }
  }

  return {
    publish(options = {}) {
      if (running) return { ...running };
      const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
      const job: PublishJob = {
        id: randomBytes(8).toString('hex'),
        buildId: `${stamp}-${randomBytes(3).toString('hex')}`,
        state: 'running',
        stage: 'preparing',
        pagesBuilt: 0,
        pagesReused: 0,
        pagesToRender: null,
        error: null,
        logTail: [],
        startedAt: new Date().toISOString(),
        finishedAt: null,
      };
      jobs.set(job.id, job);
      running = job;
      void run(job, options.reusePages ?? true);
      return { ...job };
    },
    job(id) {
      const job = jobs.get(id);
      return job && { ...job, logTail: [...job.logTail] };
    },
    finished(id) {
      const job = jobs.get(id);
      if (!job) return Promise.reject(new Error(`no publish job ${id}`));
      if (job.state !== 'running') return Promise.resolve({ ...job });
      return new Promise((resolve) => waiters.set(id, [...(waiters.get(id) ?? []), resolve]));
    },
  };
}
