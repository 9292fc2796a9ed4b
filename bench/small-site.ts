import { join } from 'node:path';
import { createPublisher } from '../src/server/publish/publisher.ts';
import { onCleanup } from './cleanup.ts';
import { seedFresh } from './databases.ts';
import { makeDataDir, removeDataDir } from './fresh-shop.ts';

/**
 * A build to serve the API benchmark from. Prerendering one page per product and locale for 10,000
 * products takes minutes, and the API reads the database at request time, not the build. So the site
 * is built once, the way a publish builds it, from a 20-product database, and served over each
 * 10,000-product database: `scripts/start.ts` reuses the current build when the database is not empty.
 */
export async function buildSmallSite(dataDir: string): Promise<string> {
  const smallDatabase = join(dataDir, 'pglite-small');
  await seedFresh({ kind: 'pglite', dataDir: smallDatabase }, 20);
  const buildsDir = join(dataDir, 'builds');
  const publisher = createPublisher({
    buildsDir,
    prepareBuildEnv: async () => ({ env: { DATABASE_URL: '', PGLITE_DIR: smallDatabase } }),
    activate: async () => {},
  });
  const job = await publisher.finished(publisher.publish().id);
  if (job.state === 'failed') throw new Error(`the site build failed: ${job.error}\n${job.logTail.join('\n')}`);
  return buildsDir;
}

let shared: Promise<string> | null = null;

/** One small site for every part of a run that serves a shop (nothing publishes over it), removed at the end. */
export function sharedSmallSite(): Promise<string> {
  shared ??= (async () => {
    const dataDir = makeDataDir();
    onCleanup(() => removeDataDir(dataDir));
    return buildSmallSite(dataDir);
  })();
  return shared;
}
