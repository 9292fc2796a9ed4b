import { z } from 'zod';
import { calendarMoment } from './calendar.ts';
import { idSchema } from './common.ts';
import { type ConfigKey, policyCode, storedConfig } from './content.ts';
import { textField } from './text.ts';

/*
 * Contracts of the editors' content calls under /api/admin/content. Texts come in both languages;
 * rich text is sanitised by the server before it is stored.
 */

const text = (max: number) => textField().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const richText = textField().trim().min(1, 'validation.required').max(100_000, 'validation.tooLong');
/** A link or image inside the shop (`/…`) or on another https site. */
const siteUrl = textField()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'validation.url');

export const bannerFields = z.strictObject({
  titleZh: text(120),
  titleEn: text(160),
  subtitleZh: text(200),
  subtitleEn: text(240),
  imageUrl: siteUrl,
  linkUrl: siteUrl,
  active: z.boolean().default(true),
});
export const bannerUpdate = bannerFields.partial().extend({ id: idSchema });
export const reorderInput = z.strictObject({ ids: z.array(idSchema).min(1).max(500) });

export const policySave = z.strictObject({
  code: policyCode,
  titleZh: text(80),
  titleEn: text(120),
  contentZh: richText,
  contentEn: richText,
});

export const articleFields = z.strictObject({
  columnId: idSchema,
  titleZh: text(160),
  titleEn: text(200),
  summaryZh: text(300),
  summaryEn: text(400),
  contentZh: richText,
  contentEn: richText,
  coverUrl: siteUrl.nullable().default(null),
  publishedAt: calendarMoment(),
});
export const articleUpdate = articleFields.partial().extend({ id: idSchema });

export const columnFields = z.strictObject({
  parentId: idSchema.nullable().default(null),
  nameZh: text(60),
  nameEn: text(80),
  sort: z.number().int().min(0).max(100_000).default(0),
});

const configKey = z.enum(Object.keys(storedConfig) as [ConfigKey, ...ConfigKey[]]);
export const configGet = z.strictObject({ key: configKey });
export const configSave = z.strictObject({ key: configKey, value: z.unknown() });
/** A stored config block, as `config/get` and `config/save` answer it: the one of its key. */
export const configValue = z.union(Object.values(storedConfig));

/* What the editors' calls answer: stored rows with both languages. */
export const bannerRow = z.object(bannerFields.shape).extend({ id: z.number(), sort: z.number(), active: z.boolean() });
export const policyRow = z.object(policySave.shape).extend({ id: z.number(), updatedAt: z.coerce.string() });
export const columnRow = z.object({ id: z.number(), parentId: z.number().nullable(), nameZh: z.string(), nameEn: z.string(), sort: z.number() });
export const articleListRow = z.object({ id: z.number(), columnId: z.number(), titleZh: z.string(), titleEn: z.string(), publishedAt: z.coerce.string() });
export const articleRow = z.object(articleFields.shape).extend({ id: z.number(), publishedAt: z.coerce.string(), coverUrl: z.string().nullable() });
export type BannerRow = z.infer<typeof bannerRow>;
export type PolicyRow = z.infer<typeof policyRow>;
export type ArticleRow = z.infer<typeof articleRow>;
