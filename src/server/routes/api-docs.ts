import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { describeApi, type RouteEntry } from '../openapi/document.ts';

const require = createRequire(import.meta.url);
/**
 * Scalar's reference page, one file that loads nothing else: served from here, as nothing may come from
 * another site. It is 4.9 MB: compressed once, off the event loop, rather than on every request (200 ms
 * of a core each time), which would let anyone keep a core busy with a few requests a second.
 */
async function scalarBundle() {
  const plain = await readFile(join(dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js'));
  const [br, gzip] = await Promise.all([brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(plain, { level: 9 })]);
  return { br, gzip, identity: plain };
}
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzipCallback);

/** The encoding to answer with: what the shop's compression would choose, or none. */
const encodingFor = (accepted: string | undefined) => (accepted?.includes('br') ? 'br' : accepted?.includes('gzip') ? 'gzip' : 'identity');

/** Its settings: this API's description, no fonts from Scalar's servers, none of their hosted tools. */
const startScript = `Scalar.createApiReference('#reference', ${JSON.stringify({
  url: '/api/openapi.json',
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
})});\n`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Pigment shop API reference</title>
</head>
<body>
<noscript><p>The reference needs JavaScript; the description itself is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></noscript>
<div id="reference"></div>
<script src="/api/docs/scalar.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/**
 * The page's own policy: scripts from this shop only (no inline script, no eval), styles as the shop's
 * pages allow them (Scalar sets `style` attributes), calls to this API only.
 */
const docsPagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /api/openapi.json and GET /api/docs: the API's description, read from the app's route table on first
 * use (every route is registered by then), and its reference page for integrators, rendered by Scalar.
 */
export function apiDocsRoutes(routeTable: () => readonly RouteEntry[]) {
  let documentJson: string | undefined;
  let bundle: ReturnType<typeof scalarBundle> | undefined;

  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) =>
    c.body((documentJson ??= JSON.stringify(describeApi(routeTable()))), 200, { 'content-type': 'application/json; charset=utf-8' }),
  );
  routes.get('/docs', (c) => c.html(page, 200, { 'content-security-policy': docsPagePolicy }));
  routes.get('/docs/scalar.js', async (c) => {
    const encoding = encodingFor(c.req.header('accept-encoding'));
    const body = (await (bundle ??= scalarBundle()))[encoding];
    return c.body(new Uint8Array(body), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
  });
  routes.get('/docs/start.js', (c) => c.body(startScript, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));
  return routes;
}
