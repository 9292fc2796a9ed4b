import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { banners, newsArticles, productColours, products, skus } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed/index.ts';
import { PAGE_INPUTS_FILE, pageFile } from '../../src/server/publish/page-reuse.ts';
import { createPublisher, type Publisher } from '../../src/server/publish/publisher.ts';
import { readScriptHashes } from '../../src/server/publish/script-hashes.ts';

/*
 * Real `astro build`s of a small seeded shop, as a publish runs them: a build that reuses the unchanged
 * pages of the one before must be, file for file and byte for byte, what a build of every page renders.
 * Three whole builds: with the publish journeys, under their timeout, not in the unit run.
 */
const PRODUCTS = 30;
const EDITED_PRODUCT = 3;

let folder: string;
let database: Database;
let publisher: Publisher;

const clientFiles = (buildDir: string) =>
  readdirSync(join(buildDir, 'client'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'build-id.json')
    .map((entry) => relative(join(buildDir, 'client'), join(entry.parentPath, entry.name)))
    .sort();

const pageInputs = (buildDir: string): Record<string, string> => JSON.parse(readFileSync(join(buildDir, PAGE_INPUTS_FILE), 'utf8')).pages;

async function publish(reusePages: boolean) {
  const job = await publisher.finished(publisher.publish({ reusePages }).id);
  expect(job.state, `${job.error}\n${job.logTail.join('\n')}`).toBe('succeeded');
  return { ...job, dir: join(folder, 'builds', job.buildId) };
}

test.beforeAll(async () => {
  mkdirSync('data', { recursive: true });
  folder = mkdtempSync(join('data', 'publish-reuse-test-'));
  database = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  await database.migrate();
  await seedDatabase(database.db, { productCount: PRODUCTS });
  publisher = createPublisher({
    buildsDir: join(folder, 'builds'),
    prepareBuildEnv: async (buildId) => {
      const file = join(folder, `${buildId}.tar.gz`);
      writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
      return { env: { DATABASE_URL: '', PGLITE_SNAPSHOT: file }, cleanup: () => rmSync(file, { force: true }) };
    },
    activate: async () => {},
    // A build of every page (the first and the last) is shared by two processes, the reusing one made by one.
    buildProcesses: 2,
  });
});

test.afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

test.describe('a publish that reuses unchanged pages', () => {
  test('renders what changed, links the rest, and equals a build of every page', async () => {
    const first = await publish(true);
    expect(first.pagesReused).toBe(0);

    // A content edit no product page shows; sales, which pages do not show; and a product edit: its name
    // and colour, which other products' pages list as related.
    const marker = `复用测试 ${Date.now()}`;
    await database.db
      .update(newsArticles)
      .set({ contentZh: `<p>${marker}</p>` })
      .where(sql`${newsArticles.id} = (select min(id) from news_articles)`);
    await database.db.update(banners).set({ titleEn: 'A banner edited after the first build' });
    await database.db
      .update(skus)
      .set({ stock: sql`${skus.stock} + 5` })
      .where(sql`${skus.stock} > 0`);
    await database.db.update(products).set({ salesCount: sql`${products.salesCount} + 3` });
    await database.db.update(products).set({ nameZh: '改名后的颜料', nameEn: 'Renamed pigment' }).where(eq(products.id, EDITED_PRODUCT));
    await database.db.update(productColours).set({ hex: '#123456' }).where(eq(productColours.productId, EDITED_PRODUCT));

    const reusing = await publish(true);
    const pagesPerBuild = reusing.pagesBuilt + reusing.pagesReused;
    // The product pages rendered again: the edited one's, and those that list it among related products.
    const before = pageInputs(first.dir);
    const rerendered = Object.keys(pageInputs(reusing.dir)).filter((path) => before[path] !== pageInputs(reusing.dir)[path]);
    expect(rerendered).toEqual(expect.arrayContaining([`/productDetails/${EDITED_PRODUCT}`, `/en/productDetails/${EDITED_PRODUCT}`]));
    expect(rerendered.length).toBeLessThan(PRODUCTS);
    expect(reusing.pagesReused).toBe(2 * PRODUCTS - rerendered.length);
    expect(readFileSync(pageFile(reusing.dir, `/en/productDetails/${EDITED_PRODUCT}`), 'utf8')).toContain('Renamed pigment');
    // A reused page is the previous build's file, not a copy.
    const untouched = Object.keys(before).find((path) => !rerendered.includes(path))!;
    expect(statSync(pageFile(reusing.dir, untouched)).ino).toBe(statSync(pageFile(first.dir, untouched)).ino);

    const full = await publish(false);
    expect(full.pagesReused).toBe(0);
    expect(full.pagesBuilt).toBe(pagesPerBuild);

    const files = clientFiles(full.dir);
    expect(clientFiles(reusing.dir)).toEqual(files);
    const differing = files.filter((file) => !readFileSync(join(reusing.dir, 'client', file)).equals(readFileSync(join(full.dir, 'client', file))));
    expect(differing).toEqual([]);
    expect(readFileSync(join(reusing.dir, PAGE_INPUTS_FILE), 'utf8')).toBe(readFileSync(join(full.dir, PAGE_INPUTS_FILE), 'utf8'));
    // Both allow the same inline scripts: the reused pages' from the first build's list, the rest scanned.
    expect(readScriptHashes(full.dir)?.length).toBeGreaterThan(3);
    expect(readScriptHashes(reusing.dir)).toEqual(readScriptHashes(full.dir));
    // The second process's folders were merged into the builds and removed.
    expect(readdirSync(join(folder, 'builds')).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
