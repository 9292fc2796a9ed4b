import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and docs/ name files, tables and headings of this repository; a rename that forgets them
// makes the documentation lie, so each name is checked against the tree.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_BYTES = 8 * 1024;
/** Top-level folders whose files the documentation names by their path from the repository root. */
const sourceRoots = new Set(['src', 'tests', 'scripts', 'bench', 'proof', 'docs', 'i18n', '.ci', 'public']);

const docsDir = join(root, 'docs');
const documents = [
  'README.md',
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The first group of every match of `pattern` (global). */
function captures(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The text outside fenced code blocks (those show trees and commands, not paths to check). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** Backticked tokens that are a path from the repository root: no placeholders, globs or alternatives. */
function repositoryPaths(text: string): string[] {
  const found = new Set<string>();
  for (const token of captures(prose(text), /`([^`\n]+)`/g)) {
    if (!/^[\w.@[\]-]+(\/[\w.@[\]-]*)+$/.test(token)) continue;
    if (!sourceRoots.has(token.slice(0, token.indexOf('/')))) continue;
    found.add(token);
  }
  return [...found];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  return new Set(captures(prose(read(file)), /^#{1,6}\s+(.+)$/gm).map(headingAnchor));
}

const tableNames = new Set(
  readdirSync(join(root, 'src/server/db/schema')).flatMap((file) => captures(read(`src/server/db/schema/${file}`), /pgTable\(\s*'([a-z_]+)'/g)),
);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => `${dir}/${name}`);
}

describe('the documentation', () => {
  it(`keeps the README at most ${README_MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it.each(documents)('%s names only paths that exist', (file) => {
    const missing = repositoryPaths(read(file)).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const target of captures(prose(read(file)), /\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const linked = path === '' ? file : relative(root, join(root, dirname(file), path));
      if (!existsSync(join(root, linked))) broken.push(target);
      else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it("names in the feature map's table lines only tables of the schema", () => {
    const tableLines = read('docs/architecture.md')
      .split('\n')
      .filter((line) => line.startsWith('- **tables:**'));
    expect(tableLines.length).toBeGreaterThan(10);
    const unknown = tableLines.flatMap((line) => captures(line, /`([a-z_]+)`/g)).filter((name) => !tableNames.has(name));
    expect(unknown).toEqual([]);
  });

  it('maps every page and every API route file in the feature map', () => {
    const map = read('docs/architecture.md');
    const pages = filesUnder('src/pages', (name) => name.endsWith('.astro'));
    const routes = filesUnder('src/server/routes', (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(pages.length).toBeGreaterThan(20);
    expect([...pages, ...routes].filter((path) => !map.includes(`\`${path}\``))).toEqual([]);
  });
});

describe('repositoryPaths', () => {
  it('takes repository paths and leaves addresses, placeholders and globs', () => {
    const text = [
      '`src/lib/money.ts` and `tests/api` and `.ci/run` and `src/pages/[...lang]/product.astro`',
      '`/api/portal/cart/add` `data/builds/<id>` `*.store.ts` `order/list|detail` `product/getList` `money.ts`',
      '```\nsrc/never/checked.ts `src/never/checked.ts`\n```',
    ].join('\n');
    expect(repositoryPaths(text)).toEqual(['src/lib/money.ts', 'tests/api', '.ci/run', 'src/pages/[...lang]/product.astro']);
  });

  it("makes GitHub's heading anchors", () => {
    expect(headingAnchor('Codes in development: `/dev/outbox`')).toBe('codes-in-development-devoutbox');
    expect(headingAnchor('Going live')).toBe('going-live');
  });
});
