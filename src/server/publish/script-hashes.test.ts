import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, readScriptHashes, SCRIPT_HASHES_FILE, writeScriptHashes } from './script-hashes.ts';

const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function build(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'script-hashes-'));
  folders.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, 'client', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'client', path), html);
  }
  return dir;
}

const island = '(()=>{var e=async t=>{await(await t())()};})();';
const chinese = 'document.title="颜料商城";';

describe('inline script hashes', () => {
  it('hash each inline script once, as its UTF-8 text, and leave out files and data blocks', () => {
    const dir = build({
      'index.html': `<html><head><script>${island}</script><script type="module" src="/_astro/a.js"></script></head><body><script type="application/ld+json">{"a":1}</script><script type="application/json" id="page-messages">{}</script><script type="module">${chinese}</script></body></html>`,
      'en/product.html': `<script>${island}</script><script data-src="x">${chinese}</script>`,
      'robots.txt': '<script>ignored()</script>',
    });
    const { hashes } = inlineScriptHashes(join(dir, 'client'));
    expect([...hashes].sort()).toEqual([source(island), source(chinese)].sort());
  });

  it('list the pages a build wrote, and the previous build’s list for the pages linked from it', () => {
    const previous = build({ 'a.html': `<script>${island}</script>` });
    const old = 'old()';
    writeFileSync(join(previous, SCRIPT_HASHES_FILE), JSON.stringify([source(island), source(old)]));
    const next = build({ 'b.html': `<script>${chinese}</script>` });
    linkSync(join(previous, 'client', 'a.html'), join(next, 'client', 'a.html'));
    expect(writeScriptHashes(next, previous)).toBe(3);
    expect(readScriptHashes(next)).toEqual([source(island), source(old), source(chinese)].sort());

    // Nothing linked: the previous list is not carried on, so hashes of scripts no page runs do not pile up.
    const unshared = build({ 'b.html': `<script>${chinese}</script>` });
    expect(writeScriptHashes(unshared, previous)).toBe(1);
    expect(readScriptHashes(unshared)).toEqual([source(chinese)]);
  });

  it('read no list from a build that has none or a broken one', () => {
    const dir = build({});
    expect(readScriptHashes(dir)).toBeNull();
    writeFileSync(join(dir, SCRIPT_HASHES_FILE), JSON.stringify(["'unsafe-inline'"]));
    expect(readScriptHashes(dir)).toBeNull();
  });
});
