import { z } from 'zod';
import { calendarMoment } from './calendar.ts';
import { idSchema } from './common.ts';
import { type ConfigKey, policyCode, storedConfig } from './content.ts';
import { withExamples } from './examples.ts';
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

export const bannerFields = withExamples(
  z.strictObject({
    titleZh: text(120),
    titleEn: text(160),
    subtitleZh: text(200),
    subtitleEn: text(240),
    imageUrl: siteUrl,
    linkUrl: siteUrl,
    active: z.boolean().default(true),
  }),
  {
    titleZh: '新品',
    titleEn: 'New',
    subtitleZh: '耐热蓝',
    subtitleEn: 'Heat-stable blue',
    imageUrl: '/images/banners/news.svg',
    linkUrl: '/news',
    active: true,
  },
);
export const bannerUpdate = withExamples(bannerFields.partial().extend({ id: idSchema }), { id: 1, titleZh: '新品' });
export const reorderInput = withExamples(z.strictObject({ ids: z.array(idSchema).min(1).max(500) }), ({ banners }) => ({ ids: banners }));

export const policySave = withExamples(
  z.strictObject({
    code: policyCode,
    titleZh: text(80),
    titleEn: text(120),
    contentZh: richText,
    contentEn: richText,
  }),
  { code: 'privacy', titleZh: '隐私政策', titleEn: 'Privacy policy', contentZh: '<p>内容</p>', contentEn: '<p>Content</p>' },
);

export const articleFields = withExamples(
  z.strictObject({
    columnId: idSchema,
    titleZh: text(160),
    titleEn: text(200),
    summaryZh: text(300),
    summaryEn: text(400),
    contentZh: richText,
    contentEn: richText,
    coverUrl: siteUrl.nullable().default(null),
    publishedAt: calendarMoment(),
  }),
  {
    columnId: 1,
    titleZh: '标题',
    titleEn: 'Title',
    summaryZh: '摘要',
    summaryEn: 'Summary',
    contentZh: '<p>正文</p>',
    contentEn: '<p>Body</p>',
    coverUrl: null,
    publishedAt: '2026-11-01T08:00:00+08:00',
  },
);
export const articleUpdate = withExamples(articleFields.partial().extend({ id: idSchema }), { id: 1, titleZh: '标题' });

export const columnFields = withExamples(
  z.strictObject({
    parentId: idSchema.nullable().default(null),
    nameZh: text(60),
    nameEn: text(80),
    sort: z.number().int().min(0).max(100_000).default(0),
  }),
  { parentId: null, nameZh: '栏目', nameEn: 'Column', sort: 0 },
);

const configKey = z.enum(Object.keys(storedConfig) as [ConfigKey, ...ConfigKey[]]);
export const configGet = withExamples(z.strictObject({ key: configKey }), { key: 'website' });
export const configSave = withExamples(z.strictObject({ key: configKey, value: z.unknown() }), {
  key: 'website',
  value: {
    name: { zh: '彩虹颜料', en: 'Rainbow Pigments' },
    slogan: { zh: '专业颜料供应', en: 'Pigments for industry' },
    logo: { url: '/images/logo.svg' },
    hotline: '400-800-1234',
    serviceHours: { zh: '周一至周五 9:00–18:00', en: 'Mon–Fri 9:00–18:00' },
    email: 'service@example.com',
    wechat: 'rainbow-pigments',
    address: { zh: '上海市浦东新区科苑路 88 号', en: '88 Keyuan Road, Pudong, Shanghai' },
    icp: '沪ICP备00000000号',
    copyright: { zh: '© 2026 彩虹颜料', en: '© 2026 Rainbow Pigments' },
  },
});
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
