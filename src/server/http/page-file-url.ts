import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Pages are built as `<path>.html` (astro.config.mjs), so `/about` and `/about/` are answered from
 * `about.html`: the request's address is rewritten to that file when the build has it. Everything
 * else (a folder's index.html, files, unknown addresses) goes to the static handler unchanged.
 */
export function pageFileUrl(clientDir: string, url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path === '/' || path.startsWith('/_astro/') || /\.[a-z0-9]+$/i.test(path)) return url;
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return url;
  }
  if (decoded.includes('..') || decoded.includes('\0') || !existsSync(join(clientDir, `${decoded}.html`))) return url;
  return `${bare}.html${queryAt < 0 ? '' : url.slice(queryAt)}`;
}
