import type { ProductDetail } from '../../schemas/catalog.ts';
import type { Article, Website } from '../../schemas/content.ts';
import { formatYuan } from '../../schemas/money.ts';

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

/** schema.org Product for a product page; prices as of the build (the page itself shows them live). */
export const productLd = (product: ProductDetail, site: URL, pageUrl: URL) => {
  const prices = product.skus.map((sku) => sku.priceFen);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    brand: { '@type': 'Brand', name: product.brandName },
    ...(product.hex ? { color: product.hex } : {}),
    ...(product.imageUrl ? { image: new URL(product.imageUrl, site).href } : {}),
    url: pageUrl.href,
    ...(prices.length
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'CNY',
            lowPrice: formatYuan(Math.min(...prices)).replace(/,/g, ''),
            highPrice: formatYuan(Math.max(...prices)).replace(/,/g, ''),
            offerCount: prices.length,
            availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          },
        }
      : {}),
  };
};
