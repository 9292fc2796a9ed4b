import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListOutput } from '../../src/schemas/catalog.ts';
import { type Database, type Db, openDatabase } from '../../src/server/db/client.ts';
import * as schema from '../../src/server/db/schema.ts';
import { products, skus } from '../../src/server/db/schema.ts';
import { hearsCatalogChanges, invalidateCatalog, KEPT_TTL_MS, type PackRow, packsAsHeard } from '../../src/server/services/catalog/changes.ts';
import { readPacks } from '../../src/server/services/catalog/packs.ts';
import { getCatalog } from '../../src/server/services/catalog/snapshot.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/*
 * Serving processes keep packs, product rows and the snapshot in memory until a change is heard
 * (src/server/services/catalog/changes.ts). Here the API's process is the test context, and the changes
 * come from elsewhere: on PostgreSQL another connection pool, as another process would; on PGlite the
 * same database, written with SQL that tells the catalogue nothing.
 */
let ctx: TestContext;
let other: Database | null = null;
let writer: Db;
beforeAll(async () => {
  ctx = await createTestContext();
  if (ctx.databaseUrl) other = await openDatabase({ kind: 'postgres', url: ctx.databaseUrl, poolSize: 2 });
  writer = other?.db ?? ctx.db;
});
afterAll(async () => {
  await other?.close();
  await ctx.close();
});

const detail = async (id: number, locale: 'zh' | 'en' = 'zh') => {
  const answer = await ctx.post<ProductDetail>('/api/portal/product/getById', { id }, { locale });
  expect(answer.code).toBe('000000');
  return answer.data;
};
const firstInStock = async () => (await ctx.post<ProductListOutput>('/api/portal/product/getList', { inStock: true })).data.items[0]!;
const packsOf = (id: number) =>
  writer
    .select()
    .from(skus)
    .where(and(eq(skus.productId, id), eq(skus.active, true)))
    .orderBy(skus.sort, skus.id);
/** A write no notification announces: what a process shows after it is what it kept, not what it read. */
const unannounced = async (write: () => Promise<unknown>) => {
  await writer.execute(sql`alter table skus disable trigger skus_changes`);
  try {
    await write();
  } finally {
    await writer.execute(sql`alter table skus enable trigger skus_changes`);
  }
};

describe('catalogue changes made elsewhere', () => {
  it('a pack changed by another process shows in detail, listing and live prices once heard', async () => {
    const card = await firstInStock();
    const [pack] = await packsOf(card.id);
    await writer.update(skus).set({ stock: 3, priceFen: 1234, pricePerKgFen: 1234 }).where(eq(skus.id, pack!.id));
    await ctx.changesHeard();

    const shown = (await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!;
    expect(shown.stock).toBe(3);
    expect(shown.priceFen).toBe(1234);
    const live = await ctx.post<{ skus: { id: number; stock: number }[] }[]>('/api/portal/product/getLive', { ids: [card.id] });
    expect(live.data[0]!.skus.find((sku) => sku.id === pack!.id)!.stock).toBe(3);
    const listed = (await ctx.post<ProductListOutput>('/api/portal/product/getList', { keyword: card.code })).data.items.find((item) => item.id === card.id)!;
    expect(listed.minPriceFen).toBe(1234);
  });

  it('kept packs are answered from memory until a change to them is heard', async () => {
    const card = await firstInStock();
    const [pack] = await packsOf(card.id);
    expect((await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!.stock).toBe(pack!.stock);

    await unannounced(() => writer.update(skus).set({ stock: 41 }).where(eq(skus.id, pack!.id)));
    expect((await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!.stock).toBe(pack!.stock);

    // Any change to the product's packs is heard, and the next call reads them all again.
    await writer
      .update(skus)
      .set({ sort: sql`${skus.sort}` })
      .where(eq(skus.id, pack!.id));
    await ctx.changesHeard();
    expect((await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!.stock).toBe(41);
  });

  it('packs read while a change to them was heard are answered but not kept', async () => {
    const card = await firstInStock();
    const [pack] = await packsOf(card.id);
    invalidateCatalog(ctx.db);
    const answered = await packsAsHeard(ctx.db, [card.id], async () => {
      const before = await packsOf(card.id);
      await writer
        .update(skus)
        .set({ stock: pack!.stock + 5 })
        .where(eq(skus.id, pack!.id));
      await ctx.changesHeard();
      return new Map<number, PackRow[]>([[card.id, before]]);
    });
    expect(answered.get(card.id)!.find((row) => row.id === pack!.id)!.stock).toBe(pack!.stock);
    expect((await readPacks(ctx.db, [card.id])).get(card.id)!.find((row) => row.id === pack!.id)!.stock).toBe(pack!.stock + 5);
  });

  it('a listing answered again unchanged is the same, and a pack change of one card is in the next answer', async () => {
    const query = { sort: 'priceAsc' as const, curPage: 2 };
    const first = await ctx.post<ProductListOutput>('/api/portal/product/getList', query);
    expect((await ctx.post<ProductListOutput>('/api/portal/product/getList', query)).data).toEqual(first.data);
    const card = first.data.items[7]!;
    const [pack] = await packsOf(card.id);
    await writer
      .update(skus)
      .set({ stock: pack!.stock + 1 })
      .where(eq(skus.id, pack!.id));
    await ctx.changesHeard();
    const again = (await ctx.post<ProductListOutput>('/api/portal/product/getList', query)).data;
    expect(again.items.find((item) => item.id === card.id)!.stock).toBe(card.stock + 1);
    expect(again.items.filter((item) => item.id !== card.id)).toEqual(first.data.items.filter((item) => item.id !== card.id));
  });

  it('a sale reads again only the sold products into the snapshot, a content change all of them', async () => {
    const later = () => Date.now() + KEPT_TTL_MS + 1;
    invalidateCatalog(ctx.db);
    const kept = await getCatalog(ctx.db);
    const [sold, other] = kept.entries.filter((entry) => entry.minPricePerKgFen !== null);
    const [soldPack] = await packsOf(sold!.id);
    const [otherPack] = await packsOf(other!.id);
    await unannounced(() => writer.update(skus).set({ stock: 7001 }).where(eq(skus.id, otherPack!.id)));
    await writer.update(skus).set({ stock: 7002, pricePerKgFen: 1 }).where(eq(skus.id, soldPack!.id));
    await ctx.changesHeard();

    await expect.poll(async () => (await getCatalog(ctx.db, later())).byId.get(sold!.id)!.minPricePerKgFen).toBe(1);
    const afterSale = await getCatalog(ctx.db, later());
    expect(afterSale.byId.get(sold!.id)!.stock).toBe(sold!.stock - soldPack!.stock + 7002);
    expect(afterSale.byId.get(other!.id)).toBe(other);
    expect(afterSale.entries.filter((entry) => entry.id !== sold!.id)).toEqual(kept.entries.filter((entry) => entry.id !== sold!.id));
    expect(afterSale.entriesGeneration).toBe(kept.entriesGeneration);

    await writer
      .update(products)
      .set({ nameEn: sql`${products.nameEn}` })
      .where(eq(products.id, other!.id));
    await ctx.changesHeard();
    await expect.poll(async () => (await getCatalog(ctx.db)).byId.get(other!.id)!.stock).toBe(other!.stock - otherPack!.stock + 7001);
    expect((await getCatalog(ctx.db)).entriesGeneration).not.toBe(kept.entriesGeneration);
  });

  it('a product renamed by another process shows once heard, after its rows are read again', async () => {
    const card = await firstInStock();
    await detail(card.id, 'en');
    await writer.update(products).set({ nameEn: 'Renamed elsewhere' }).where(eq(products.id, card.id));
    await ctx.changesHeard();
    // The first call after hearing may answer the rows it had while the new ones load; none waits for them.
    await expect.poll(async () => (await detail(card.id, 'en')).name, { timeout: 5_000 }).toBe('Renamed elsewhere');
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('a listening connection that drops', () => {
  it('reads packs from the database until it listens again, then keeps them again', async () => {
    const card = await firstInStock();
    const [pack] = await packsOf(card.id);
    await detail(card.id);
    await writer.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => hearsCatalogChanges(ctx.db), { timeout: 5_000 }).toBe(false);

    await unannounced(() => writer.update(skus).set({ stock: 17 }).where(eq(skus.id, pack!.id)));
    expect((await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!.stock).toBe(17);

    await expect.poll(() => hearsCatalogChanges(ctx.db), { timeout: 10_000 }).toBe(true);
    await writer.update(skus).set({ stock: 18 }).where(eq(skus.id, pack!.id));
    await ctx.changesHeard();
    expect((await detail(card.id)).skus.find((sku) => sku.id === pack!.id)!.stock).toBe(18);
  });
});

describe('the change triggers', () => {
  it('every table the in-memory catalogue reads tells it of its changes', async () => {
    const catalogueDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/server/services/catalog');
    const read = new Set<string>();
    for (const file of readdirSync(catalogueDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const imported = /import \{([^}]*)\} from '\.\.\/\.\.\/db\/schema\.ts'/.exec(readFileSync(join(catalogueDir, file), 'utf8'))?.[1] ?? '';
      for (const name of imported.split(',').map((part) => part.trim())) {
        const table = (schema as Record<string, unknown>)[name];
        if (is(table, PgTable)) read.add(getTableName(table));
      }
    }
    expect(read).toContain('skus');
    const answer = (await ctx.db.execute(sql`
      select distinct c.relname as "table" from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like 'notify\_%'`)) as unknown as { rows: { table: string }[] };
    const notifying = new Set(answer.rows.map((row) => row.table));
    expect([...read].filter((table) => !notifying.has(table))).toEqual([]);
  });
});
