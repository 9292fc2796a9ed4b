import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /en/admin', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join(
      '\n',
    ),
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
