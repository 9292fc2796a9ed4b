import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, productColours, productDocuments, productImages, productParameters, products, skus } from '../../src/server/db/schema.ts';
import { invalidateCatalog } from '../../src/server/services/catalog/changes.ts';
import { readProductsForPages } from '../../src/server/services/catalog/details.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/*
 * A publish reads every product's digest, not its rows, to decide which product pages to render again:
 * the digest must change with everything a page is made from, and with nothing it does not show.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Each published product's page inputs, as the build compares them. */
async function inputs(): Promise<Map<number, string>> {
  invalidateCatalog(ctx.db);
  return new Map((await readProductsForPages(ctx.db)).products.map((product) => [product.id, JSON.stringify(product.inputs)]));
}

/** The products whose page inputs `change` altered. */
async function changedBy(change: () => Promise<unknown>): Promise<number[]> {
  const before = await inputs();
  await change();
  const after = await inputs();
  return [...after.keys()].filter((id) => before.get(id) !== after.get(id));
}

/** A product with parameters, gallery images and documents, so that each part can be changed. */
async function productWithEveryPart(): Promise<{ id: number; brandId: number }> {
  const [row] = await ctx.db
    .select({ id: products.id, brandId: products.brandId })
    .from(products)
    .where(
      sql`exists (select 1 from ${productParameters} where ${productParameters.productId} = ${products.id})
        and exists (select 1 from ${productDocuments} where ${productDocuments.productId} = ${products.id})`,
    )
    .orderBy(products.id)
    .limit(1);
  return row!;
}

describe("a product page's inputs", () => {
  it('change with its own row, each of its parts and its packs, for that product alone', async () => {
    const { id } = await productWithEveryPart();
    const edits: [string, () => Promise<unknown>][] = [
      ['name', () => ctx.db.update(products).set({ nameEn: 'Digest test pigment' }).where(eq(products.id, id))],
      ['colour', () => ctx.db.update(productColours).set({ hex: '#010203' }).where(eq(productColours.productId, id))],
      ['parameter', () => ctx.db.update(productParameters).set({ value: '99 %' }).where(eq(productParameters.productId, id))],
      ['gallery', () => ctx.db.insert(productImages).values({ productId: id, url: '/uploads/digest-test.png', sort: 9 })],
      ['document', () => ctx.db.update(productDocuments).set({ title: 'Digest test sheet' }).where(eq(productDocuments.productId, id))],
      [
        'pack price',
        () =>
          ctx.db
            .update(skus)
            .set({ priceFen: sql`${skus.priceFen} + 100` })
            .where(eq(skus.productId, id)),
      ],
      ['sold out', () => ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.productId, id))],
    ];
    for (const [edit, change] of edits) expect(await changedBy(change), edit).toEqual([id]);
  });

  it("change with its brand's names, for every product of the brand", async () => {
    const { brandId } = await productWithEveryPart();
    const ofBrand = (await ctx.db.select({ id: products.id }).from(products).where(eq(products.brandId, brandId)).orderBy(products.id)).map((row) => row.id);
    expect(await changedBy(() => ctx.db.update(brands).set({ nameZh: '摘要测试品牌' }).where(eq(brands.id, brandId)))).toEqual(ofBrand);
  });

  it('stay the same through sales and stock that stays in stock, which no page shows', async () => {
    const unchanged = await changedBy(async () => {
      await ctx.db.update(products).set({ salesCount: sql`${products.salesCount} + 7` });
      await ctx.db
        .update(skus)
        .set({ stock: sql`${skus.stock} + 3` })
        .where(sql`${skus.stock} > 0`);
    });
    expect(unchanged).toEqual([]);
  });
});
