const probeOrigin = 'https://shop.invalid';

/**
 * The path, query and hash `raw` leads to on this site, normalised as a browser would (dot segments,
 * backslashes, tabs and newlines), or null when it leads anywhere else. The answer itself is checked
 * too: "/.//evil.example" passes every test on its text but normalises to "//evil.example", which a
 * browser given it reads as another site.
 */
export function sameSitePath(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith('/') || path.startsWith('//') || new URL(path, probeOrigin).origin !== probeOrigin) return null;
  return path;
}
