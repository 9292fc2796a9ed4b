import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPublisher, currentBuild } from './publisher.ts';
import { MARK_STALE_MS } from './serving-marks.ts';

/*
 * The publisher against real child processes: small stand-ins for `astro build` that write a build
 * (or fail) the way Astro does, so these tests take milliseconds rather than a full site build.
 */
let folder: string;
beforeEach(() => {
  mkdirSync('data', { recursive: true });
  folder = mkdtempSync(join('data', 'publisher-test-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const buildFolders = (buildsDir: string) =>
  readdirSync(buildsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

function fakeAstro(script: string): string {
  const file = join(folder, `astro-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, script);
  return file;
}

const succeeding = `
import { mkdirSync, writeFileSync } from 'node:fs';
const dir = process.env.SHOP_OUT_DIR;
console.log(' prerendering static routes ');
console.log('pages to render: 3');
for (const page of ['index', 'about', 'contact']) {
  mkdirSync(dir + '/client/' + page, { recursive: true });
  writeFileSync(dir + '/client/' + page + '/index.html', '<h1>' + process.env.BUILD_ID + '</h1>');
}
// As Astro writes pages rendered side by side: the first two share a line; in colour when asked (FORCE_COLOR).
console.log('  ├─ /index/index.html  ├─ /about/index.html (+1ms)');
console.log('  \x1b[34m└─\x1b[39m \x1b[2m/contact/index.html\x1b[22m (+1ms)');
await new Promise((resolve) => setTimeout(resolve, 150));
`;

describe('publisher', () => {
  it('builds into a new folder, switches to it, records it as current and keeps the last three', async () => {
    const activated: string[] = [];
    const publisher = createPublisher({
      buildsDir: join(folder, 'builds'),
      astroBin: fakeAstro(succeeding),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async (dir) => void activated.push(dir),
    });
    const ids: string[] = [];
    for (let round = 0; round < 4; round++) {
      const started = publisher.publish();
      expect(publisher.publish().id).toBe(started.id);
      const job = await publisher.finished(started.id);
      expect(job).toMatchObject({ state: 'succeeded', stage: 'done', pagesBuilt: 3, pagesToRender: 3, error: null });
      expect(job.logTail.some((line) => line.includes('/about/index.html'))).toBe(true);
      ids.push(job.buildId);
    }
    expect(activated).toHaveLength(4);
    expect(currentBuild(join(folder, 'builds'))?.id).toBe(ids[3]);
    // Old builds are removed once the job has succeeded.
    await expect.poll(() => buildFolders(join(folder, 'builds'))).toEqual(ids.slice(1).sort());
  });

  it('keeps the configured number of builds, and never one a serving process still names', async () => {
    const buildsDir = join(folder, 'builds');
    const publisher = createPublisher({
      buildsDir,
      keepBuilds: 2,
      astroBin: fakeAstro(succeeding),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async () => {},
    });
    const publishOnce = async () => (await publisher.finished(publisher.publish().id)).buildId;
    const first = await publishOnce();
    // Another process still serves the first build; its mark is fresh.
    mkdirSync(join(buildsDir, '.serving'), { recursive: true });
    writeFileSync(join(buildsDir, '.serving', 'other-host-1234'), first);
    const second = await publishOnce();
    const third = await publishOnce();
    await expect.poll(() => buildFolders(buildsDir)).toEqual([first, second, third].sort());

    // Once its process has moved on (or its mark went stale), the first build goes as well.
    const longAgo = new Date(Date.now() - MARK_STALE_MS - 1000);
    utimesSync(join(buildsDir, '.serving', 'other-host-1234'), longAgo, longAgo);
    const fourth = await publishOnce();
    await expect.poll(() => buildFolders(buildsDir)).toEqual([third, fourth].sort());
    expect(existsSync(join(buildsDir, '.serving', 'other-host-1234'))).toBe(false);
  });

  it('a failed build reports why, leaves the served build alone and removes its folder', async () => {
    const buildsDir = join(folder, 'builds');
    const good = createPublisher({ buildsDir, astroBin: fakeAstro(succeeding), prepareBuildEnv: async () => ({ env: {} }), activate: async () => {} });
    const served = await good.finished(good.publish().id);

    let cleanedUp = false;
    let activated = false;
    const failing = createPublisher({
      buildsDir,
      astroBin: fakeAstro("console.error('[ERROR] Could not render /help: no policies'); process.exit(3);"),
      prepareBuildEnv: async () => ({ env: {}, cleanup: () => (cleanedUp = true) }),
      activate: async () => void (activated = true),
    });
    const job = await failing.finished(failing.publish().id);
    expect(job.state).toBe('failed');
    expect(job.error).toContain('code 3');
    expect(job.logTail).toContain('[ERROR] Could not render /help: no policies');
    expect(activated).toBe(false);
    expect(cleanedUp).toBe(true);
    expect(existsSync(join(buildsDir, job.buildId))).toBe(false);
    expect(currentBuild(buildsDir)?.id).toBe(served.buildId);
  });

  it('a build shared by several processes fails as a whole when one of them fails, the others stopped', async () => {
    const buildsDir = join(folder, 'builds');
    const publisher = createPublisher({
      buildsDir,
      buildProcesses: 3,
      astroBin: fakeAstro(`
import { mkdirSync } from 'node:fs';
mkdirSync(process.env.SHOP_OUT_DIR + '/client', { recursive: true });
if (process.env.SHOP_BUILD_PART === '2/3') {
  console.error('[ERROR] part 2 could not render /productDetails/5');
  process.exit(4);
}
await new Promise((resolve) => setTimeout(resolve, 60_000));
`),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async () => {},
    });
    const started = performance.now();
    const job = await publisher.finished(publisher.publish().id);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(job).toMatchObject({ state: 'failed', error: 'the build exited with code 4' });
    expect(job.logTail).toContain('[ERROR] part 2 could not render /productDetails/5');
    expect(readdirSync(buildsDir)).toEqual([]);
  });

  it('counts the pages as Astro reports them, in colour or not, while the build runs', async () => {
    // The stand-in ends once the test has seen the count.
    const seen = join(folder, 'seen');
    const publisher = createPublisher({
      buildsDir: join(folder, 'builds'),
      astroBin: fakeAstro(
        `${succeeding}\nconst { existsSync } = await import('node:fs');\nwhile (!existsSync(${JSON.stringify(seen)})) await new Promise((resolve) => setTimeout(resolve, 20));`,
      ),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async () => {},
    });
    const { id } = publisher.publish();
    await expect.poll(() => publisher.job(id)!.pagesBuilt, { timeout: 30_000 }).toBe(3);
    expect(publisher.job(id)!.state).toBe('running');
    expect(publisher.job(id)!.logTail.at(-1)).toBe('  └─ /contact/index.html (+1ms)');
    writeFileSync(seen, '');
    expect(await publisher.finished(id)).toMatchObject({ state: 'succeeded', pagesBuilt: 3 });
  });

  it('knows how many pages a build will render once each of its processes has listed its own', async () => {
    const publisher = createPublisher({
      buildsDir: join(folder, 'builds'),
      buildProcesses: 2,
      astroBin: fakeAstro(`
import { mkdirSync, writeFileSync } from 'node:fs';
const first = process.env.SHOP_BUILD_PART === '0/2';
mkdirSync(process.env.SHOP_OUT_DIR + '/client', { recursive: true });
console.log(' prerendering static routes ');
if (!first) await new Promise((resolve) => setTimeout(resolve, 300));
console.log('pages to render: ' + (first ? 2 : 3));
await new Promise((resolve) => setTimeout(resolve, 300));
if (first) writeFileSync(process.env.SHOP_OUT_DIR + '/client/index.html', '');
`),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async () => {},
    });
    const { id } = publisher.publish({ reusePages: false });
    const seen = new Set<number | null>();
    while (publisher.job(id)!.state === 'running') {
      seen.add(publisher.job(id)!.pagesToRender);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const job = await publisher.finished(id);
    expect(job).toMatchObject({ state: 'succeeded', pagesToRender: 5 });
    // Never the first process's count alone.
    expect([...seen].filter((count) => count !== null && count !== 5)).toEqual([]);
  });

  it('a switch that throws fails the job and keeps the current build', async () => {
    const buildsDir = join(folder, 'builds');
    const publisher = createPublisher({
      buildsDir,
      astroBin: fakeAstro(succeeding),
      prepareBuildEnv: async () => ({ env: {} }),
      activate: async () => {
        throw new Error('the new build does not load');
      },
    });
    const job = await publisher.finished(publisher.publish().id);
    expect(job).toMatchObject({ state: 'failed', error: 'the new build does not load' });
    expect(currentBuild(buildsDir)).toBeNull();
  });
});
