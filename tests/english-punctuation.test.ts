import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { type ErrorName, errorMessage, errors } from '../src/schemas/errors.ts';
import { generateProducts } from '../src/server/db/seed/products.ts';

/*
 * English text is written with English punctuation: a full-width comma, full stop, colon, semicolon,
 * exclamation or question mark or bracket (，。：；！？（）) in it comes from Chinese copied over or a
 * separator written for the Chinese page. This walks every place English text lives: the message
 * catalogue, the error catalogue, the English halves of the shared contracts' and the seed content's
 * texts, and the text written straight into the customer's pages (which both languages show).
 */
const fullWidth = /[，。：；！？（）]/;
const offending = (texts: Iterable<[string, string]>) => [...texts].filter(([, text]) => fullWidth.test(text)).map(([where, text]) => `${where}: ${text}`);

/** Every string under a key that names English (`en`, `nameEn`, `bodyEn`, …), with where it is. */
function* englishTexts(value: unknown, path: string, english = false, seen = new Set<object>()): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (english) yield [path, value];
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) yield* englishTexts(item, `${path}.${key}`, english || key === 'en' || /En$/.test(key), seen);
}

const modulesIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(dir, name));

/** Files of the customer's pages: everything but the back office and the development tools. */
function customerFiles(dir: string, ending: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(ending) && !/(^|[\\/])(admin|dev)([\\/]|$)/.test(name))
    .map((name) => join(dir, name));
}

/** The text children of a component's JSX: literal text and string literals placed as children. */
function jsxTexts(file: string): [string, string][] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: [string, string][] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isJsxText(node)
      ? node.text
      : ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression) && ts.isJsxElement(node.parent)
        ? node.expression.text
        : null;
    if (text !== null) found.push([`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An Astro component's markup (after its front matter), line by line. */
function astroMarkup(file: string): [string, string][] {
  const content = readFileSync(file, 'utf8');
  const markupStart = content.startsWith('---') ? content.indexOf('\n---', 3) + 4 : 0;
  const offset = content.slice(0, markupStart).split('\n').length - 1;
  return content
    .slice(markupStart)
    .split('\n')
    .map((line, index): [string, string] => [`${file}:${offset + index + 1}`, line]);
}

describe('English text has no full-width punctuation', () => {
  it('in the message catalogue', () => {
    expect(offending(Object.entries(en))).toEqual([]);
  });

  it('in the error catalogue, waits and limits included', () => {
    const names = Object.keys(errors) as ErrorName[];
    const texts = names.flatMap((name): [string, string][] => [
      [name, errors[name].en],
      [`${name} (with data)`, errorMessage(name, 'en', { retryAfterSeconds: 45, limit: 3, productName: 'P', specLabel: 'S', maxQuantity: 2 })],
    ]);
    expect(offending(texts)).toEqual([]);
  });

  it("in the English halves of the shared contracts' and the seed content's texts", async () => {
    const texts: [string, string][] = [];
    for (const file of [...modulesIn('src/schemas'), ...modulesIn('src/server/db/seed')]) {
      texts.push(...englishTexts(await import(/* @vite-ignore */ join(process.cwd(), file)), file));
    }
    texts.push(...englishTexts(generateProducts(300), 'seeded products'));
    expect(texts.length).toBeGreaterThan(1000);
    expect(offending(texts)).toEqual([]);
  });

  it("in the text written straight into the customer's pages", () => {
    const texts = [
      ...['src/features', 'src/components', 'src/layouts'].flatMap((dir) => customerFiles(dir, '.tsx')).flatMap(jsxTexts),
      ...['src/features', 'src/components', 'src/layouts', 'src/pages'].flatMap((dir) => customerFiles(dir, '.astro')).flatMap(astroMarkup),
    ];
    expect(offending(texts)).toEqual([]);
  });
});
