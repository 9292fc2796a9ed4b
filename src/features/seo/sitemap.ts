import { localePath } from '../../lib/i18n.ts';
import { policyCodes } from '../../schemas/content.ts';
import { type Locale, locales } from '../../schemas/locales.ts';
import type { Db } from '../../server/db/client.ts';
import { listProductPages } from '../../server/services/catalog/pages.ts';
import { getColumnTree } from '../../server/services/content.ts';
import { listArticleIds } from '../../server/services/news.ts';
import { newsListPath, pageCount } from '../content/news-paths.ts';

/** Public pages worth indexing; account, cart and checkout pages are left out. */
const staticPaths = ['/', '/product', '/brand', '/help', '/about', '/consult', '/colorList', '/enter', '/requirement'];

export async function sitemapPaths(db: Db): Promise<string[]> {
  const [products, articles, tree] = await Promise.all([listProductPages(db), listArticleIds(db), getColumnTree(db, 'zh')]);
  const total = tree.reduce((sum, node) => sum + node.articleCount, 0);
  return [
    ...staticPaths,
    ...policyCodes.map((code) => `/help/${code}`),
    ...Array.from({ length: pageCount(total) - 1 }, (_, index) => newsListPath(null, index + 2)),
    ...[...tree, ...tree.flatMap((node) => node.children)].map((node) => newsListPath(node.id, 1)),
    ...articles.map((id) => `/consult/${id}`),
    ...products.map((product) => `/productDetails/${product.id}`),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A sitemap with both locales of every page and their hreflang alternates. */
export function sitemapXml(site: URL, paths: string[]): string {
  const url = (locale: Locale, path: string) => escapeXml(new URL(localePath(locale, path), site).href);
  const entries = paths.flatMap((path) =>
    locales.map(
      (locale) =>
        `<url><loc>${url(locale, path)}</loc>` +
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${url('zh', path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${url('en', path)}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
