import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleZh: varchar('title_zh', { length: 120 }).notNull(),
  titleEn: varchar('title_en', { length: 160 }).notNull(),
  subtitleZh: varchar('subtitle_zh', { length: 200 }).notNull(),
  subtitleEn: varchar('subtitle_en', { length: 240 }).notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Came with the demo seed: removed by the back office's "remove demo data". */
  demo: boolean('demo').notNull().default(false),
});

export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique(),
  titleZh: varchar('title_zh', { length: 80 }).notNull(),
  titleEn: varchar('title_en', { length: 120 }).notNull(),
  contentZh: text('content_zh').notNull(),
  contentEn: text('content_en').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: updatedAt(),
});

/** The news column tree. */
export const columns = pgTable('columns', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    columnId: integer('column_id')
      .notNull()
      .references(() => columns.id),
    titleZh: varchar('title_zh', { length: 160 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    summaryZh: varchar('summary_zh', { length: 300 }).notNull(),
    summaryEn: varchar('summary_en', { length: 400 }).notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    coverUrl: text('cover_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('news_articles_column_idx').on(t.columnId, t.publishedAt)],
);

/** Site configuration blocks addressed by key (website, settlingAdvantage, companyHonor, ...). */
export const configData = pgTable('config_data', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the shop makes for itself when the environment gives none (outside production): made once,
 * at random, by whichever process comes first, and the same for every process and machine of the shop.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Words buyers use for the same thing: a formula, a trade or common name, a Colour Index name, in either
 * language. A keyword that is one of a group's terms also finds what the others find (search.ts).
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  terms: text('terms').array().notNull(),
  updatedAt: updatedAt(),
});
