import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKilograms } from '../../../lib/weight.ts';
import { applicationCodes } from '../../../schemas/applications.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type ConfigKey, policyCodes, storedConfig } from '../../../schemas/content.ts';
import { formatPrice } from '../../../schemas/money.ts';
import { messageIn } from '../../messages.ts';
import { verifyPassword } from '../../services/auth/password.ts';
import { loadFreightSettings } from '../../services/checkout/freight.ts';
import { type Database, type Db, openDatabase } from '../client.ts';
import * as t from '../schema.ts';
import { demoAccounts, isDatabaseEmpty, type SeedSummary, seedDatabase } from './index.ts';
import { generateProducts } from './products.ts';
import { introHtml } from './texts.ts';

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
  await database.migrate();
  return database;
}

/** What must come out the same on every run (ids included: both databases start empty). */
async function catalogueSnapshot(db: Db) {
  const products = await db
    .select({
      id: t.products.id,
      code: t.products.code,
      nameZh: t.products.nameZh,
      nameEn: t.products.nameEn,
      ciName: t.products.ciName,
      ciNumber: t.products.ciNumber,
      categoryId: t.products.categoryId,
      brandId: t.products.brandId,
      salesCount: t.products.salesCount,
      introEn: t.products.introEn,
      createdAt: t.products.createdAt,
    })
    .from(t.products)
    .orderBy(asc(t.products.id));
  const skus = await db
    .select({ productId: t.skus.productId, labelZh: t.skus.labelZh, priceFen: t.skus.priceFen, stock: t.skus.stock })
    .from(t.skus)
    .orderBy(asc(t.skus.id));
  const parameters = await db.select().from(t.productParameters).orderBy(asc(t.productParameters.id));
  const colours = await db.select().from(t.productColours).orderBy(asc(t.productColours.productId), asc(t.productColours.variant));
  return { products, skus, parameters, colours };
}

let first: Database;
let second: Database;
let summary: SeedSummary;
let emptyBeforeSeeding: boolean;

beforeAll(async () => {
  [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
  emptyBeforeSeeding = await isDatabaseEmpty(first.db);
  summary = await seedDatabase(first.db);
  await seedDatabase(second.db);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('seedDatabase', () => {
  it('reports an empty database before and a filled one after', async () => {
    expect(emptyBeforeSeeding).toBe(true);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('fills the catalogue and the content with the promised counts', async () => {
    const rows = async (table: PgTable) => (await first.db.select({ n: count() }).from(table))[0]!.n;
    expect(await rows(t.brands)).toBeGreaterThanOrEqual(12);
    expect(await rows(t.products)).toBe(300);
    expect(await rows(t.newsArticles)).toBe(20);
    expect(await rows(t.policies)).toBe(5);
    expect(await rows(t.banners)).toBe(4);
    expect(summary).toMatchObject({ products: 300, newsArticles: 20, policies: 5, users: 4, companies: 1, companyMembers: 3 });
    expect(summary.brands).toBeGreaterThanOrEqual(12);

    const brands = await first.db.select().from(t.brands);
    expect(brands.filter((brand) => brand.popular).length).toBe(6);
    for (const brand of brands) expect(brand.logoUrl).toMatch(/^\/images\/brands\/[a-z-]+\.svg$/);
  });

  it('writes every config key, each valid against storedConfig', async () => {
    const rows = await first.db.select().from(t.configData);
    expect(rows.map((row) => row.key).sort()).toEqual(Object.keys(storedConfig).sort());
    for (const row of rows) expect(() => storedConfig[row.key as ConfigKey].parse(row.value)).not.toThrow();
  });

  it('writes the five help-centre policies and a news column tree holding all articles on leaves', async () => {
    const policies = await first.db.select({ code: t.policies.code }).from(t.policies);
    expect(policies.map((policy) => policy.code).sort()).toEqual([...policyCodes].sort());

    const columns = await first.db.select().from(t.columns);
    const parentIds = new Set(columns.map((column) => column.parentId));
    const articles = await first.db.select({ columnId: t.newsArticles.columnId, publishedAt: t.newsArticles.publishedAt }).from(t.newsArticles);
    for (const article of articles) {
      expect(parentIds.has(article.columnId)).toBe(false);
      expect(article.publishedAt.getUTCFullYear()).toBe(2026);
    }
  });

  it('builds a four-level category tree and puts every product on a matching level-4 leaf', async () => {
    const categories = await first.db.select().from(t.categories);
    const byId = new Map(categories.map((category) => [category.id, category]));
    expect(new Set(categories.map((category) => category.level))).toEqual(new Set([1, 2, 3, 4]));
    for (const category of categories) {
      if (category.level === 1) expect(category.parentId).toBeNull();
      else expect(byId.get(category.parentId!)?.level).toBe(category.level - 1);
    }
    const withChildren = new Set(categories.map((category) => category.parentId));

    const products = await first.db.select({ kind: t.products.kind, categoryId: t.products.categoryId }).from(t.products);
    for (const product of products) {
      const leaf = byId.get(product.categoryId)!;
      expect(leaf.level).toBe(4);
      expect(withChildren.has(leaf.id)).toBe(false);
      const root = byId.get(byId.get(byId.get(leaf.parentId!)!.parentId!)!.parentId!)!;
      expect(root.slug).toBe(product.kind);
    }
    expect(new Set(products.map((product) => product.kind))).toEqual(new Set(['inorganic', 'organic', 'dye', 'paste']));
  });

  it('gives every product 4–7 parameters, two swatches, 2–4 packs and a known applicability', async () => {
    const products = await first.db.select().from(t.products);
    const parameters = await first.db.select({ productId: t.productParameters.productId }).from(t.productParameters);
    const colours = await first.db.select().from(t.productColours);
    const skus = await first.db.select({ productId: t.skus.productId }).from(t.skus);
    const tally = (ids: number[]) => ids.reduce((map, id) => map.set(id, (map.get(id) ?? 0) + 1), new Map<number, number>());
    const parameterCounts = tally(parameters.map((row) => row.productId));
    const skuCounts = tally(skus.map((row) => row.productId));
    for (const product of products) {
      expect(parameterCounts.get(product.id)).toBeGreaterThanOrEqual(4);
      expect(parameterCounts.get(product.id)).toBeLessThanOrEqual(7);
      expect(skuCounts.get(product.id)).toBeGreaterThanOrEqual(2);
      expect(skuCounts.get(product.id)).toBeLessThanOrEqual(4);
      expect(product.applicability.length).toBeGreaterThan(0);
      for (const use of product.applicability) expect(applicationCodes).toContain(use);
      expect(product.introZh).toMatch(/^<p>/);
      expect(product.introEn).not.toMatch(/<(?!\/?(p|ul|li|strong)>)/);
    }
    expect(colours).toHaveLength(products.length * 2);
    for (const colour of colours) expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(new Set(products.map((product) => product.salesCount)).size).toBeGreaterThan(100);
  });

  it('prices every pack as price per kg × net kg in whole fen, and leaves some out of stock', async () => {
    const skus = await first.db.select().from(t.skus);
    for (const sku of skus) {
      expect(Number.isInteger(sku.priceFen)).toBe(true);
      expect(sku.priceFen).toBe((sku.pricePerKgFen * sku.netWeightGrams) / 1000);
      expect(sku.priceFen).toBeLessThan(2 ** 31);
      expect(sku.pricePerKgFen).toBeGreaterThan(0);
    }
    const outOfStock = skus.filter((sku) => sku.stock === 0).length;
    expect(outOfStock).toBeGreaterThan(0);
    expect(outOfStock / skus.length).toBeLessThan(0.15);
  });

  it('is deterministic: two fresh databases get identical catalogues', async () => {
    const [a, b] = await Promise.all([catalogueSnapshot(first.db), catalogueSnapshot(second.db)]);
    expect(a.products).toHaveLength(300);
    expect(b).toEqual(a);
  });

  it('creates the demo accounts with working passwords, an address and two messages', async () => {
    const [customer] = await first.db.select().from(t.users).where(eq(t.users.phone, demoAccounts.customer.phone));
    const [admin] = await first.db.select().from(t.users).where(eq(t.users.phone, demoAccounts.admin.phone));
    expect(customer?.role).toBe('customer');
    expect(customer?.nickname).toBe('演示客户');
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(demoAccounts.customer.password, customer!.passwordHash)).toBe(true);
    expect(await verifyPassword(demoAccounts.admin.password, admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('wrong-password', customer!.passwordHash)).toBe(false);

    const addresses = await first.db.select().from(t.addresses).where(eq(t.addresses.userId, customer!.id));
    expect(addresses).toEqual([expect.objectContaining({ provinceCode: '310000', cityCode: '310100', districtCode: '310115', isDefault: true })]);
    const messages = await first.db.select().from(t.messages).where(eq(t.messages.userId, customer!.id));
    expect(messages).toHaveLength(2);
  });

  it('writes nothing when it fails part-way (one transaction)', async () => {
    const database = await freshDatabase();
    try {
      // The users go in last; a clashing phone makes the very last step fail.
      await database.db.insert(t.users).values({ phone: demoAccounts.customer.phone, passwordHash: 'x' });
      await expect(seedDatabase(database.db, { productCount: 20 })).rejects.toThrow();
      const [products] = await database.db.select({ n: count() }).from(t.products);
      const [brands] = await database.db.select({ n: count() }).from(t.brands);
      expect(products!.n).toBe(0);
      expect(brands!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('generateProducts', () => {
  it('scales to 10 000 products with unique codes, the first 300 unchanged', () => {
    const many = generateProducts(10_000);
    expect(new Set(many.map((draft) => draft.product.code)).size).toBe(10_000);
    for (const draft of many) expect(draft.product.code.length).toBeLessThanOrEqual(32);
    expect(many.slice(0, 300)).toEqual(generateProducts(300));
  });
});

describe('the seeded content agrees with the seeded shop', () => {
  it('sends the buyer to the page for the data sheets a product has, and to customer service only for the others', async () => {
    const products = await first.db.select({ id: t.products.id, introZh: t.products.introZh, introEn: t.products.introEn }).from(t.products);
    const documents = await first.db.select({ productId: t.productDocuments.productId, type: t.productDocuments.type }).from(t.productDocuments);
    const typesOf = (id: number) => new Set(documents.filter((document) => document.productId === id).map((document) => document.type));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const types = typesOf(product.id);
      if (!(types.has('tds') && types.has('sds'))) continue;
      expect(product.introZh).not.toMatch(/联系客服/);
      expect(product.introEn).not.toMatch(/customer service/i);
      expect(product.introZh).toContain(`本页“${messageIn('zh', 'product.documents')}”中下载`);
      expect(product.introEn).toContain(`downloaded under ${messageIn('en', 'product.documents')} on this page`);
    }
    // A product without them (one an operator adds) is still told to ask.
    const without = introHtml({
      name: { zh: '样品', en: 'Sample' },
      brand: { zh: '品牌', en: 'Brand' },
      kind: 'organic',
      chemistry: { zh: '偶氮', en: 'azo' },
      ci: { zh: 'PY 1', en: 'PY 1' },
      ciNumber: '11680',
      gradeLabel: { zh: '通用', en: 'General' },
      gradeNote: { zh: '', en: '' },
      uses: [],
      origin: { zh: '上海', en: 'Shanghai' },
      packs: [],
      documents: [],
    });
    expect(without.zh).toMatch(/如需技术数据表（TDS）或安全技术说明书（SDS），请联系客服。/);
    expect(without.en).toMatch(/Ask customer service for the technical data sheet \(TDS\) or safety data sheet \(SDS\)\./);
  });

  it('states in the shipping policy the rules of the seeded freight templates, in both languages', async () => {
    const settings = await loadFreightSettings(first.db);
    const [policy] = await first.db.select().from(t.policies).where(eq(t.policies.code, 'logistics'));
    const kg = { zh: (grams: number) => `${formatKilograms(grams)} 公斤`, en: (grams: number) => `${formatKilograms(grams)} kg` };
    const province = (code: string, locale: Locale) => messageIn(locale, `province.${code}`)!;
    for (const locale of ['zh', 'en'] as const) {
      const text = locale === 'zh' ? policy!.contentZh : policy!.contentEn;
      for (const way of ['express', 'logistics'] as const) {
        const template = settings[way];
        if (!template.enabled) continue;
        // The way's heading with its weights, then one item per zone.
        const section = text.match(new RegExp(`<p><strong>${messageIn(locale, `checkout.delivery.${way}`)}</strong>([^<]*)</p><ul>(.*?)</ul>`));
        expect(section, `${way} (${locale})`).not.toBeNull();
        const [, weights, list] = section!;
        if (template.minGrams > 0) expect(weights).toContain(kg[locale](template.minGrams));
        if (template.maxGrams !== null) expect(weights).toContain(kg[locale](template.maxGrams));
        const items = list!.split('</li>').filter(Boolean);
        expect(items).toHaveLength(template.zones.length);
        template.zones.forEach((zone, index) => {
          const item = items[index]!;
          expect(item).toContain(`<strong>${locale === 'zh' ? zone.nameZh : zone.nameEn}</strong>`);
          const listed = item.match(/[（(]([^）)]*)[）)]/)![1]!;
          expect(listed.split(/、|, | and /).sort(), `${way} ${zone.nameEn} (${locale})`).toEqual(
            zone.provinceCodes.map((code) => province(code, locale)).sort(),
          );
          expect(item).toContain(`${kg[locale](zone.firstGrams)} ${formatPrice(zone.firstFen)}`);
          expect(item).toContain(`${kg[locale](zone.stepGrams)} ${formatPrice(zone.stepFen)}`);
          if (zone.minimumFen > 0) expect(item).toContain(formatPrice(zone.minimumFen));
          if (zone.freeFromFen === null) expect(item).toContain(locale === 'zh' ? '不包邮' : 'never free');
          else
            expect(item).toContain(locale === 'zh' ? `满 ${formatPrice(zone.freeFromFen)} 包邮` : `free when the goods reach ${formatPrice(zone.freeFromFen)}`);
        });
      }
      if (settings.pickup.enabled) {
        expect(text).toContain(locale === 'zh' ? settings.pickup.addressZh : settings.pickup.addressEn);
        expect(text).toContain(locale === 'zh' ? settings.pickup.hoursZh : settings.pickup.hoursEn);
      }
      for (const code of settings.undeliveredProvinceCodes) expect(text).toContain(province(code, locale));
    }
  });
});
