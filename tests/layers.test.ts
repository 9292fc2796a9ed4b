import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layers of src/, lowest first: contracts (schemas) know nothing of the rest, the browser helpers
// (lib, with the session) know no feature, so a change to a feature never reaches below it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every relative import of the code files under `folder` (tests included), as repository paths. */
function importsUnder(folder: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(root, path);
    for (const match of readFileSync(path, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g))
      found.push({ file, target: relative(root, normalize(join(dirname(path), match[1]!))) });
  }
  return found;
}

const reaching = (folder: string, forbidden: string[]) =>
  importsUnder(folder)
    .filter(({ target }) => forbidden.some((prefix) => target.startsWith(prefix)))
    .map(({ file, target }) => `${file} → ${target}`);

describe('the layers of src/', () => {
  it('the shared contracts import nothing else of src/', () => {
    expect(importsUnder('src/schemas').length).toBeGreaterThan(0);
    expect(reaching('src/schemas', ['src/lib', 'src/features', 'src/components', 'src/server'])).toEqual([]);
  });

  it('the browser helpers and the session import no feature', () => {
    expect(importsUnder('src/lib').length).toBeGreaterThan(0);
    expect(reaching('src/lib', ['src/features'])).toEqual([]);
  });
});
