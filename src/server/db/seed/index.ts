import { sql } from 'drizzle-orm';
import { type ConfigKey, storedConfig } from '../../../schemas/content.ts';
import { hashPassword } from '../../services/auth/password.ts';
import { generatedContentKey } from '../../services/documents/generated-content.ts';
import type { Db, Tx } from '../client.ts';
import {
  addresses,
  banners,
  brands as brandTable,
  categories,
  columns,
  companies,
  companyActivity,
  companyMembers,
  configData,
  messages,
  newsArticles,
  policies,
  productColours,
  productDocuments,
  productParameters,
  products,
  skus,
  stockMovements,
  users,
} from '../schema.ts';
import { bannerRows } from './banners.ts';
import { brandLogoUrl, brands } from './brands.ts';
import { buildCategoryTree, type CategoryDraft } from './categories.ts';
import { configValues } from './config.ts';
import { beijingTime, seedBaseDate } from './dates.ts';
import { generatedSheets } from './documents.ts';
import { batches, insertInBatches } from './insert.ts';
import { articleHtml, articleSeeds, columnSeeds, coverFor } from './news.ts';
import { policySeeds } from './policies.ts';
import { generateProducts, type ProductDraft } from './products.ts';
import { productTemplates } from './templates.ts';
import { type DemoAccount, demoAccounts, demoBuyerLimits, demoCompany, demoCustomerAddress, demoCustomerMessages, demoUsers } from './users.ts';

export { demoAccounts } from './users.ts';

export type SeedSummary = {
  brands: number;
  categories: number;
  products: number;
  productParameters: number;
  productColours: number;
  productDocuments: number;
  skus: number;
  configData: number;
  banners: number;
  policies: number;
  columns: number;
  newsArticles: number;
  users: number;
  addresses: number;
  messages: number;
};

/**
 * `demo` is the whole demo shop; `none` is what a shop needs before its own catalogue: site config,
 * policies and the news columns. No account: a database prepared this way may go live, so it holds no
 * published password; its first admin comes from `npm run admin:create`.
 */
export type SeedScope = 'demo' | 'none';
export type SeedOptions = { productCount?: number; scope?: SeedScope; log?: (line: string) => void };

/**
 * True when the database has no users, no products and no site config: the only state seeding accepts.
 * The config counts because a database seeded without the demo has neither users nor products.
 */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [product] = await db.select({ id: products.id }).from(products).limit(1);
  const [config] = await db.select({ key: configData.key }).from(configData).limit(1);
  return !user && !product && !config;
}

/**
 * Fills an empty, migrated database with the demo shop in one transaction (a failure leaves nothing
 * behind). Every row is deterministic except the salted password hashes.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const productCount = options.productCount ?? 300;
  if (!Number.isInteger(productCount) || productCount < 0) throw new Error(`productCount must be a whole number, got ${productCount}`);
  const log = options.log ?? (() => {});
  if (options.scope === 'none') return seedWithoutDemo(db, log);

  const categoryDrafts = buildCategoryTree(productTemplates());
  const productDrafts = generateProducts(productCount);
  // One after the other: each hash takes its own large block of memory.
  const hashes = {} as Record<DemoAccount, string>;
  for (const [account, { password }] of Object.entries(demoAccounts)) hashes[account as DemoAccount] = await hashPassword(password);

  return db.transaction(async (tx) => {
    const brandIds = await insertBrands(tx);
    const categoryIds = await insertCategories(tx, categoryDrafts);
    log(`Seed: ${brandIds.size} brands, ${categoryIds.size} categories`);
    const catalogue = await insertProducts(tx, productDrafts, brandIds, categoryIds);
    log(`Seed: ${productDrafts.length} products, ${catalogue.skus} packing specifications`);
    const content = await insertContent(tx, true);
    const people = await insertUsers(tx, hashes);
    log(`Seed: ${content.newsArticles} news articles, ${content.policies} policies, ${people.users} users`);
    return {
      brands: brandIds.size,
      categories: categoryIds.size,
      products: productDrafts.length,
      ...catalogue,
      ...content,
      ...people,
    };
  });
}

async function seedWithoutDemo(db: Db, log: (line: string) => void): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const content = await insertContent(tx, false);
    log(`Seed (no demo data): ${content.configData} config blocks, ${content.policies} policies, ${content.columns} news columns, no accounts`);
    return {
      brands: 0,
      categories: 0,
      products: 0,
      productParameters: 0,
      productColours: 0,
      productDocuments: 0,
      skus: 0,
      ...content,
      users: 0,
      addresses: 0,
      messages: 0,
    };
  });
}

async function insertBrands(tx: Tx): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(brandTable)
    .values(
      brands.map((brand, index) => ({
        slug: brand.slug,
        nameZh: brand.name.zh,
        nameEn: brand.name.en,
        countryZh: brand.country.zh,
        countryEn: brand.country.en,
        descriptionZh: brand.description.zh,
        descriptionEn: brand.description.en,
        logoUrl: brandLogoUrl(brand.slug),
        popular: brand.popular,
        sort: (index + 1) * 10,
        demo: true,
      })),
    )
    .returning({ id: brandTable.id, slug: brandTable.slug });
  return new Map(inserted.map((row) => [row.slug, row.id]));
}

/** Level by level, so each row knows its parent's id. */
async function insertCategories(tx: Tx, drafts: readonly CategoryDraft[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const level of [1, 2, 3, 4] as const) {
    const rows = drafts
      .filter((draft) => draft.level === level)
      .map((draft) => ({
        parentId: draft.parentSlug === null ? null : idOf(ids, draft.parentSlug),
        level,
        slug: draft.slug,
        nameZh: draft.name.zh,
        nameEn: draft.name.en,
        sort: draft.sort,
        demo: true,
      }));
    for (const batch of batches(rows)) {
      const inserted = await tx.insert(categories).values(batch).returning({ id: categories.id, slug: categories.slug });
      for (const row of inserted) ids.set(row.slug, row.id);
    }
  }
  return ids;
}

async function insertProducts(tx: Tx, drafts: readonly ProductDraft[], brandIds: ReadonlyMap<string, number>, categoryIds: ReadonlyMap<string, number>) {
  const productIds = new Map<string, number>();
  for (const batch of batches(drafts)) {
    const inserted = await tx
      .insert(products)
      .values(
        batch.map((draft) => ({
          ...draft.product,
          demo: true,
          brandId: idOf(brandIds, draft.brandSlug),
          categoryId: idOf(categoryIds, draft.categorySlug),
        })),
      )
      .returning({ id: products.id, code: products.code });
    for (const row of inserted) productIds.set(row.code, row.id);
  }

  const parameterRows = drafts.flatMap((draft) =>
    draft.parameters.map((parameter, index) => ({
      productId: idOf(productIds, draft.product.code),
      nameZh: parameter.name.zh,
      nameEn: parameter.name.en,
      value: parameter.value,
      sort: (index + 1) * 10,
    })),
  );
  const colourRows = drafts.flatMap((draft) => {
    const productId = idOf(productIds, draft.product.code);
    return [
      { productId, variant: 'natural' as const, hex: draft.colours.natural },
      { productId, variant: 'diluted' as const, hex: draft.colours.diluted },
    ];
  });
  const skuRows = drafts.flatMap((draft) =>
    draft.skus.map((sku, index) => ({
      ...sku,
      code: `${draft.product.code}-${index + 1}`,
      productId: idOf(productIds, draft.product.code),
      active: true,
      updatedAt: draft.product.updatedAt,
    })),
  );
  const brandBySlug = new Map(brands.map((brand) => [brand.slug, brand]));
  const documentRows = drafts.flatMap((draft) =>
    generatedSheets(draft, brandBySlug.get(draft.brandSlug)!).map((sheet) => ({
      productId: idOf(productIds, draft.product.code),
      type: sheet.kind,
      language: sheet.language,
      title: sheet.title,
      versionDate: sheet.versionDate,
      contentKey: generatedContentKey(sheet),
      generated: sheet,
      createdAt: draft.product.createdAt,
      updatedAt: draft.product.createdAt,
    })),
  );
  const skuCount = await insertInBatches(tx, skus, skuRows);
  // The ledger starts with each pack's opening stock, so every pack's movements sum to its stock.
  await tx.execute(sql`insert into ${stockMovements} (sku_id, delta, reason, created_at) select id, stock, 'opening', updated_at from ${skus} where stock > 0`);
  return {
    productParameters: await insertInBatches(tx, productParameters, parameterRows),
    productColours: await insertInBatches(tx, productColours, colourRows),
    productDocuments: await insertInBatches(tx, productDocuments, documentRows),
    skus: skuCount,
  };
}

/** Site config, policies and news columns; with `demo`, the banners and the demo news too. */
async function insertContent(tx: Tx, demo: boolean) {
  const configRows = (Object.keys(storedConfig) as ConfigKey[]).map((key) => ({
    key,
    value: storedConfig[key].parse(configValues[key]),
    updatedAt: seedBaseDate,
  }));
  await tx.insert(configData).values(configRows);
  if (demo) await tx.insert(banners).values(bannerRows);
  await tx.insert(policies).values(
    policySeeds.map((policy, index) => ({
      code: policy.code,
      titleZh: policy.title.zh,
      titleEn: policy.title.en,
      contentZh: policy.content.zh,
      contentEn: policy.content.en,
      sort: (index + 1) * 10,
      updatedAt: beijingTime('2026-10-15T10:00:00'),
    })),
  );

  const columnIds = new Map<string, number>();
  for (const seed of columnSeeds) {
    const [row] = await tx
      .insert(columns)
      .values({
        parentId: seed.parent === null ? null : idOf(columnIds, seed.parent),
        nameZh: seed.name.zh,
        nameEn: seed.name.en,
        sort: seed.sort,
      })
      .returning({ id: columns.id });
    columnIds.set(seed.key, row!.id);
  }
  const articles = demo ? articleSeeds : [];
  if (articles.length > 0)
    await tx.insert(newsArticles).values(
      articles.map((article) => ({
        columnId: idOf(columnIds, article.column),
        titleZh: article.title.zh,
        titleEn: article.title.en,
        summaryZh: article.summary.zh,
        summaryEn: article.summary.en,
        contentZh: articleHtml(article.body.zh),
        contentEn: articleHtml(article.body.en),
        coverUrl: coverFor(article.column),
        publishedAt: beijingTime(article.publishedAt),
        demo: true,
      })),
    );
  return {
    configData: configRows.length,
    banners: demo ? bannerRows.length : 0,
    policies: policySeeds.length,
    columns: columnSeeds.length,
    newsArticles: articles.length,
  };
}

async function insertUsers(tx: Tx, hashes: Record<DemoAccount, string>) {
  const inserted = await tx.insert(users).values(demoUsers(hashes)).returning({ id: users.id, phone: users.phone });
  const ids = new Map(inserted.map((row) => [row.phone, row.id]));
  const [customerId, buyerId, financeId] = (['customer', 'buyer', 'finance'] as const).map((account) => idOf(ids, demoAccounts[account].phone));
  await tx.insert(addresses).values(demoCustomerAddress(customerId!));
  const customerMessages = demoCustomerMessages(customerId!);
  await tx.insert(messages).values(customerMessages);
  const [company] = await tx.insert(companies).values(demoCompany).returning({ id: companies.id });
  await tx.insert(companyMembers).values([
    { companyId: company!.id, userId: customerId!, role: 'owner', joinedAt: demoCompany.createdAt },
    { companyId: company!.id, userId: buyerId!, role: 'buyer', ...demoBuyerLimits, joinedAt: beijingTime('2026-03-05T10:00:00') },
    { companyId: company!.id, userId: financeId!, role: 'finance', joinedAt: beijingTime('2026-03-05T10:05:00') },
  ]);
  await tx.insert(companyActivity).values([
    { companyId: company!.id, actorId: customerId!, action: 'registered', createdAt: demoCompany.createdAt },
    { companyId: company!.id, actorId: null, action: 'verified', createdAt: demoCompany.verifiedAt },
    { companyId: company!.id, actorId: buyerId!, action: 'joined', details: { role: 'buyer' }, createdAt: beijingTime('2026-03-05T10:00:00') },
    { companyId: company!.id, actorId: financeId!, action: 'joined', details: { role: 'finance' }, createdAt: beijingTime('2026-03-05T10:05:00') },
  ]);
  return { users: inserted.length, addresses: 1, messages: customerMessages.length, companies: 1, companyMembers: 3 };
}

function idOf(ids: ReadonlyMap<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: nothing inserted for ${key}`);
  return id;
}
