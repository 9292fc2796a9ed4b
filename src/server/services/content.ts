import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../schemas/common.ts';
import type { ColumnNode, Policy, PolicyCode, PublicConfigKey } from '../../schemas/content.ts';
import * as contracts from '../../schemas/content.ts';
import type { Db } from '../db/client.ts';
import { banners, columns, configData, newsArticles, policies } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { localizeDeep, pick } from './localize.ts';

const blank = { zh: '', en: '' };

/**
 * What the pages show of a block nobody has configured yet: a production shop starts from an empty
 * database, and its editors fill these in on /admin/content. Empty lists, empty texts, the shop's
 * generic name and the plain pictures that ship in public/images.
 */
const unsetConfig: { [K in PublicConfigKey]: contracts.StoredConfig<K> } = {
  website: {
    name: { zh: '颜料商城', en: 'Pigment Shop' },
    slogan: blank,
    logo: { url: '/images/logo.svg' },
    hotline: '',
    serviceHours: blank,
    email: '',
    wechat: '',
    address: blank,
    icp: '',
    copyright: blank,
  },
  settlingAdvantage: { items: [] },
  companyHonor: { items: [] },
  companyDescription: { title: blank, content: blank, imageUrl: '/images/about/company.svg' },
  companyDataDescription: { items: [] },
  aboutUsBanner: { imageUrl: '/images/about/banner.svg', title: blank, subtitle: blank },
  followUs: { items: [] },
};

export async function getConfig<K extends PublicConfigKey>(db: Db, key: K, locale: Locale): Promise<z.infer<(typeof contracts.configResponses)[K]>> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, key));
  const stored = row ? contracts.storedConfig[key].parse(row.value) : unsetConfig[key];
  return contracts.configResponses[key].parse(localizeDeep(stored, locale)) as z.infer<(typeof contracts.configResponses)[K]>;
}

type PolicyRow = typeof policies.$inferSelect;
const toPolicy = (row: PolicyRow, locale: Locale): Policy => ({
  code: contracts.policyCode.parse(row.code),
  title: pick(locale, row.titleZh, row.titleEn),
  content: pick(locale, row.contentZh, row.contentEn),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listPolicies(db: Db, locale: Locale): Promise<Policy[]> {
  const rows = await db.select().from(policies).orderBy(asc(policies.sort), asc(policies.id));
  return rows.map((row) => toPolicy(row, locale));
}

/** Code and title of each policy, for the footer links of every page. */
export async function listPolicyLinks(db: Db, locale: Locale): Promise<Pick<Policy, 'code' | 'title'>[]> {
  const rows = await db
    .select({ code: policies.code, titleZh: policies.titleZh, titleEn: policies.titleEn })
    .from(policies)
    .orderBy(asc(policies.sort), asc(policies.id));
  return rows.map((row) => ({ code: contracts.policyCode.parse(row.code), title: pick(locale, row.titleZh, row.titleEn) }));
}

export async function getPolicy(db: Db, code: PolicyCode, locale: Locale): Promise<Policy> {
  const [row] = await db.select().from(policies).where(eq(policies.code, code));
  if (!row) throw new ApiError('notFound');
  return toPolicy(row, locale);
}

export async function listBanners(db: Db, locale: Locale): Promise<contracts.Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    title: pick(locale, row.titleZh, row.titleEn),
    subtitle: pick(locale, row.subtitleZh, row.subtitleEn),
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
  }));
}

/** The news column tree; each node counts the articles in it and below it. */
export async function getColumnTree(db: Db, locale: Locale): Promise<ColumnNode[]> {
  const rows = await db.select().from(columns).orderBy(asc(columns.sort), asc(columns.id));
  const counts = await db.select({ columnId: newsArticles.columnId, articles: count() }).from(newsArticles).groupBy(newsArticles.columnId);
  const ownCount = new Map(counts.map((row) => [row.columnId, row.articles]));

  const build = (parentId: number | null): ColumnNode[] =>
    rows
      .filter((row) => row.parentId === parentId)
      .map((row) => {
        const children = build(row.id);
        const articleCount = (ownCount.get(row.id) ?? 0) + children.reduce((sum, child) => sum + child.articleCount, 0);
        return { id: row.id, name: pick(locale, row.nameZh, row.nameEn), articleCount, children };
      });
  return build(null);
}
