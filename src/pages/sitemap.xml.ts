import type { APIRoute } from 'astro';
import { sitemapPaths, sitemapXml } from '../features/seo/sitemap.ts';
import { getRuntime } from '../server/runtime.ts';

export const GET: APIRoute = async ({ site }) => {
  const paths = await sitemapPaths((await getRuntime()).database.db);
  return new Response(sitemapXml(site!, paths), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
