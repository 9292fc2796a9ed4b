import { and, asc, count, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import { type Article, type ArticleListInput, type ArticlePage, type ArticleSummary, articleListInput } from '../../schemas/content.ts';
import type { Db } from '../db/client.ts';
import { columns, newsArticles } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { pick } from './localize.ts';
import { sanitizeRichText } from './rich-text.ts';

/** A column and every column below it: a top column lists its children's articles too. */
async function columnWithDescendants(db: Db, columnId: number): Promise<number[]> {
  const rows = await db.select({ id: columns.id, parentId: columns.parentId }).from(columns);
  if (!rows.some((row) => row.id === columnId)) throw new ApiError('notFound');
  const ids = [columnId];
  for (let index = 0; index < ids.length; index++) {
    for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id);
  }
  return ids;
}

const summaryColumns = {
  id: newsArticles.id,
  columnId: newsArticles.columnId,
  columnNameZh: columns.nameZh,
  columnNameEn: columns.nameEn,
  titleZh: newsArticles.titleZh,
  titleEn: newsArticles.titleEn,
  summaryZh: newsArticles.summaryZh,
  summaryEn: newsArticles.summaryEn,
  coverUrl: newsArticles.coverUrl,
  publishedAt: newsArticles.publishedAt,
};

type SummaryRow = {
  id: number;
  columnId: number;
  columnNameZh: string;
  columnNameEn: string;
  titleZh: string;
  titleEn: string;
  summaryZh: string;
  summaryEn: string;
  coverUrl: string | null;
  publishedAt: Date;
};

const toSummary = (row: SummaryRow, locale: Locale): ArticleSummary => ({
  id: row.id,
  columnId: row.columnId,
  columnName: pick(locale, row.columnNameZh, row.columnNameEn),
  title: pick(locale, row.titleZh, row.titleEn),
  summary: pick(locale, row.summaryZh, row.summaryEn),
  coverUrl: row.coverUrl,
  publishedAt: row.publishedAt.toISOString(),
});

/** Newest first; ties broken by id so pages never overlap. */
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export async function listArticles(db: Db, input: ArticleListInput, locale: Locale): Promise<ArticlePage> {
  const { columnId, page, pageSize } = articleListInput.parse(input);
  const where: SQL | undefined = columnId ? inArray(newsArticles.columnId, await columnWithDescendants(db, columnId)) : undefined;
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(newsArticles).where(where),
    db
      .select(summaryColumns)
      .from(newsArticles)
      .innerJoin(columns, eq(columns.id, newsArticles.columnId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map((row) => toSummary(row, locale)), total: totals[0]?.total ?? 0, page, pageSize };
}

export async function getArticle(db: Db, id: number, locale: Locale): Promise<Article> {
  const [row] = await db
    .select({ ...summaryColumns, contentZh: newsArticles.contentZh, contentEn: newsArticles.contentEn })
    .from(newsArticles)
    .innerJoin(columns, eq(columns.id, newsArticles.columnId))
    .where(eq(newsArticles.id, id));
  if (!row) throw new ApiError('notFound');

  const link = { id: newsArticles.id, titleZh: newsArticles.titleZh, titleEn: newsArticles.titleEn };
  const sameTime = eq(newsArticles.publishedAt, row.publishedAt);
  const [[newer], [older]] = await Promise.all([
    db
      .select(link)
      .from(newsArticles)
      .where(or(gt(newsArticles.publishedAt, row.publishedAt), and(sameTime, gt(newsArticles.id, id))))
      .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
      .limit(1),
    db
      .select(link)
      .from(newsArticles)
      .where(or(lt(newsArticles.publishedAt, row.publishedAt), and(sameTime, lt(newsArticles.id, id))))
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  const toLink = (found: typeof newer) => (found ? { id: found.id, title: pick(locale, found.titleZh, found.titleEn) } : null);
  return {
    ...toSummary(row, locale),
    content: sanitizeRichText(pick(locale, row.contentZh, row.contentEn)),
    previous: toLink(newer),
    next: toLink(older),
  };
}

/** Every article id, for prerendering one page per article. */
export async function listArticleIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .orderBy(...newestFirst);
  return rows.map((row) => row.id);
}
