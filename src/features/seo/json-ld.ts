import type { Article, Website } from '../../schemas/content.ts';

/** schema.org Organization for the home and about pages. */
export const organizationLd = (website: Website, site: URL) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: website.name,
  url: site.href,
  logo: new URL(website.logo.url, site).href,
  email: website.email,
  telephone: website.hotline,
  address: website.address,
});

/** schema.org Article for a news page. */
export const articleLd = (article: Article, website: Website, site: URL, pageUrl: URL) => ({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: article.title,
  description: article.summary,
  datePublished: article.publishedAt,
  mainEntityOfPage: pageUrl.href,
  ...(article.coverUrl ? { image: new URL(article.coverUrl, site).href } : {}),
  publisher: { '@type': 'Organization', name: website.name, logo: { '@type': 'ImageObject', url: new URL(website.logo.url, site).href } },
});

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the script. */
export const ldJson = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
