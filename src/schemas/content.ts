import { z } from 'zod';
import { bankTransferConfig } from './bank-transfer.ts';
import { idSchema, localizedText } from './common.ts';
import { withExamples } from './examples.ts';
import { paperworkConfig } from './paperwork.ts';
import { textField } from './text.ts';

/*
 * Content and configuration contracts. Each block is defined once over its text type:
 * stored with `{ zh, en }` texts, answered with plain strings in the request's locale.
 */

const url = textField().min(1);

const websiteShape = <T extends z.ZodType>(text: T) =>
  z.object({
    name: text,
    slogan: text,
    logo: z.object({ url }),
    hotline: textField(),
    serviceHours: text,
    email: textField(),
    wechat: textField(),
    address: text,
    icp: textField(),
    copyright: text,
  });

const settlingAdvantageShape = <T extends z.ZodType>(text: T) => z.object({ items: z.array(z.object({ icon: textField(), title: text, description: text })) });

const companyHonorShape = <T extends z.ZodType>(text: T) => z.object({ items: z.array(z.object({ imageUrl: url, title: text, year: z.number().int() })) });

const companyDescriptionShape = <T extends z.ZodType>(text: T) => z.object({ title: text, content: text, imageUrl: url });

const companyDataDescriptionShape = <T extends z.ZodType>(text: T) => z.object({ items: z.array(z.object({ value: textField(), unit: text, label: text })) });

const aboutUsBannerShape = <T extends z.ZodType>(text: T) => z.object({ imageUrl: url, title: text, subtitle: text });

const followUsShape = <T extends z.ZodType>(text: T) =>
  z.object({
    items: z.array(
      z.object({
        platform: z.enum(['wechat', 'weibo', 'douyin', 'linkedin']),
        name: text,
        account: textField(),
        qrUrl: url,
      }),
    ),
  });

/** What the database holds for each config key (texts in both languages). */
export const storedConfig = {
  website: websiteShape(localizedText),
  settlingAdvantage: settlingAdvantageShape(localizedText),
  companyHonor: companyHonorShape(localizedText),
  companyDescription: companyDescriptionShape(localizedText),
  companyDataDescription: companyDataDescriptionShape(localizedText),
  aboutUsBanner: aboutUsBannerShape(localizedText),
  followUs: followUsShape(localizedText),
  bankTransfer: bankTransferConfig,
  paperwork: paperworkConfig,
};
export type ConfigKey = keyof typeof storedConfig;
/** Read by the server as they are now and never published: the bank account goes to its buyers' payment answers, the paperwork onto PDFs. */
export const privateConfigKeys = ['bankTransfer', 'paperwork'] as const satisfies readonly ConfigKey[];
/** The blocks the pages show, as of the last publish. */
export type PublicConfigKey = Exclude<ConfigKey, (typeof privateConfigKeys)[number]>;
export type StoredConfig<K extends ConfigKey> = z.infer<(typeof storedConfig)[K]>;

/** What the API answers for each config key (texts in the request's locale). */
export const website = websiteShape(z.string());
export const settlingAdvantage = settlingAdvantageShape(z.string());
export const companyHonor = companyHonorShape(z.string());
export const companyDescription = companyDescriptionShape(z.string());
export const companyDataDescription = companyDataDescriptionShape(z.string());
export const aboutUsBanner = aboutUsBannerShape(z.string());
export const followUs = followUsShape(z.string());

/** The answer schema of each configData call, by key. */
export const configResponses = {
  website,
  settlingAdvantage,
  companyHonor,
  companyDescription,
  companyDataDescription,
  aboutUsBanner,
  followUs,
} satisfies Record<PublicConfigKey, z.ZodType>;

export type Website = z.infer<typeof website>;

export const policyCodes = ['logistics', 'privacy', 'agreement', 'how_to_buy', 'returns'] as const;
export const policyCode = z.enum(policyCodes);
export type PolicyCode = z.infer<typeof policyCode>;

export const policyByCodeInput = withExamples(z.strictObject({ code: policyCode }), { code: 'privacy' });
export const policy = z.object({
  code: policyCode,
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export const policyList = z.array(policy);
export type Policy = z.infer<typeof policy>;

export const banner = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: url,
  linkUrl: z.string(),
});
export const bannerList = z.array(banner);
export type Banner = z.infer<typeof banner>;

export type ColumnNode = { id: number; name: string; articleCount: number; children: ColumnNode[] };
export const columnNode: z.ZodType<ColumnNode> = z.object({
  id: z.number(),
  name: z.string(),
  articleCount: z.number(),
  get children() {
    return z.array(columnNode);
  },
});
export const columnTree = z.array(columnNode);

export const NEWS_PAGE_SIZE = 10;

export const articleListInput = withExamples(
  z.strictObject({
    columnId: idSchema.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  }),
  { columnId: 1, page: 1, pageSize: 10 },
);
export type ArticleListInput = z.input<typeof articleListInput>;

export const articleSummary = z.object({
  id: z.number(),
  columnId: z.number(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlePage = z.object({ items: z.array(articleSummary), total: z.number(), page: z.number(), pageSize: z.number() });
export type ArticlePage = z.infer<typeof articlePage>;

const articleLink = z.object({ id: z.number(), title: z.string() }).nullable();
export const article = articleSummary.extend({ content: z.string(), previous: articleLink, next: articleLink });
export type Article = z.infer<typeof article>;

export const brandCard = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  description: z.string(),
  logoUrl: z.string(),
  popular: z.boolean(),
  productCount: z.number(),
  topProducts: z.array(z.object({ id: z.number(), name: z.string(), ciName: z.string().nullable() })),
});
export type BrandCard = z.infer<typeof brandCard>;
export const brandList = z.array(brandCard);
