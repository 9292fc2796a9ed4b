import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { catalogueWording } from '../../lib/validation-issues.ts';
import type * as admin from '../../schemas/admin-content.ts';
import { type ConfigKey, storedConfig } from '../../schemas/content.ts';
import { DEFAULT_PAPERWORK } from '../../schemas/paperwork.ts';
import type { Db } from '../db/client.ts';
import { banners, columns, configData, newsArticles, policies } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { sanitizeRichText } from './rich-text.ts';

/* The editors' side of the content: every text in both languages, rich text sanitised on the way in. */

const found = <T>(row: T | undefined): T => {
  if (!row) throw new ApiError('notFound');
  return row;
};

export const listBannersForEditing = (db: Db) => db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id));

export async function createBanner(db: Db, input: z.output<typeof admin.bannerFields>) {
  const [existing] = await db.select({ total: count() }).from(banners);
  const [row] = await db
    .insert(banners)
    .values({ ...input, sort: existing?.total ?? 0 })
    .returning();
  return found(row);
}

export async function updateBanner(db: Db, { id, ...changes }: z.output<typeof admin.bannerUpdate>) {
  const [row] = await db.update(banners).set(changes).where(eq(banners.id, id)).returning();
  return found(row);
}

export async function deleteBanner(db: Db, id: number) {
  found((await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id }))[0]);
}

/** Sets the order of all banners at once; the list must name every banner exactly once. */
export async function reorderBanners(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: banners.id }).from(banners).for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new ApiError('validation', { issues: [{ path: 'ids', message: 'validation.reorderAll' }] });
    }
    for (const [sort, id] of ids.entries()) await tx.update(banners).set({ sort }).where(eq(banners.id, id));
  });
}

export const listPoliciesForEditing = (db: Db) => db.select().from(policies).orderBy(asc(policies.sort), asc(policies.id));

export async function savePolicy(db: Db, input: z.output<typeof admin.policySave>, now: Date) {
  const [row] = await db
    .update(policies)
    .set({
      titleZh: input.titleZh,
      titleEn: input.titleEn,
      contentZh: sanitizeRichText(input.contentZh),
      contentEn: sanitizeRichText(input.contentEn),
      updatedAt: now,
    })
    .where(eq(policies.code, input.code))
    .returning();
  return found(row);
}

async function assertColumn(db: Db, columnId: number) {
  const [column] = await db.select({ id: columns.id }).from(columns).where(eq(columns.id, columnId));
  if (!column) throw new ApiError('validation', { issues: [{ path: 'columnId', message: 'validation.unknownColumn' }] });
}

const sanitizedArticle = <T extends { contentZh?: string | undefined; contentEn?: string | undefined; publishedAt?: string | undefined }>(input: T) => ({
  ...input,
  ...(input.contentZh === undefined ? {} : { contentZh: sanitizeRichText(input.contentZh) }),
  ...(input.contentEn === undefined ? {} : { contentEn: sanitizeRichText(input.contentEn) }),
  ...(input.publishedAt === undefined ? {} : { publishedAt: new Date(input.publishedAt) }),
});

export const listArticlesForEditing = (db: Db) =>
  db
    .select({
      id: newsArticles.id,
      columnId: newsArticles.columnId,
      titleZh: newsArticles.titleZh,
      titleEn: newsArticles.titleEn,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));

export async function getArticleForEditing(db: Db, id: number) {
  return found((await db.select().from(newsArticles).where(eq(newsArticles.id, id)))[0]);
}

export async function createArticle(db: Db, input: z.output<typeof admin.articleFields>) {
  await assertColumn(db, input.columnId);
  const [row] = await db
    .insert(newsArticles)
    .values(sanitizedArticle(input) as typeof newsArticles.$inferInsert)
    .returning();
  return found(row);
}

export async function updateArticle(db: Db, { id, ...changes }: z.output<typeof admin.articleUpdate>) {
  if (changes.columnId !== undefined) await assertColumn(db, changes.columnId);
  const [row] = await db.update(newsArticles).set(sanitizedArticle(changes)).where(eq(newsArticles.id, id)).returning();
  return found(row);
}

export async function deleteArticle(db: Db, id: number) {
  found((await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id }))[0]);
}

export const listColumnsForEditing = (db: Db) => db.select().from(columns).orderBy(asc(columns.sort), asc(columns.id));

export async function createColumn(db: Db, input: z.output<typeof admin.columnFields>) {
  if (input.parentId !== null) {
    const [parent] = await db.select({ parentId: columns.parentId }).from(columns).where(eq(columns.id, input.parentId));
    if (!parent) throw new ApiError('validation', { issues: [{ path: 'parentId', message: 'validation.unknownColumn' }] });
  }
  const [row] = await db.insert(columns).values(input).returning();
  return found(row);
}

/** A column can go only once it has no articles and no columns under it. */
export async function deleteColumn(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [children] = await tx.select({ total: count() }).from(columns).where(eq(columns.parentId, id));
    const [articles] = await tx
      .select({ total: count() })
      .from(newsArticles)
      .where(inArray(newsArticles.columnId, [id]));
    if ((children?.total ?? 0) > 0 || (articles?.total ?? 0) > 0) throw new ApiError('conflict');
    found((await tx.delete(columns).where(eq(columns.id, id)).returning({ id: columns.id }))[0]);
  });
}

export async function getStoredConfig(db: Db, key: ConfigKey) {
  const [row] = await db.select().from(configData).where(eq(configData.key, key));
  // A shop older than its quotations prints the defaults until the operator saves its own: shown here to start from.
  if (!row && key === 'paperwork') return DEFAULT_PAPERWORK;
  return found(row).value;
}

export async function saveConfig(db: Db, key: ConfigKey, value: unknown, now: Date) {
  const parsed = storedConfig[key].safeParse(value, catalogueWording);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ['value', ...issue.path] }));
    throw new ApiError('validation', { issues });
  }
  const stored =
    key === 'companyDescription'
      ? (() => {
          const description = parsed.data as z.infer<(typeof storedConfig)['companyDescription']>;
          return { ...description, content: { zh: sanitizeRichText(description.content.zh), en: sanitizeRichText(description.content.en) } };
        })()
      : parsed.data;
  await db
    .insert(configData)
    .values({ key, value: stored, updatedAt: now })
    .onConflictDoUpdate({ target: configData.key, set: { value: stored, updatedAt: now } });
  return stored;
}
