import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph } from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC, shipped inside an npm package: the server never fetches a font, and PDFKit embeds only
 * the glyphs a document uses, so a page of Chinese adds tens of kilobytes rather than the 10 MB file.
 */
const files = {
  regular: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

export type FontName = keyof typeof files;
type Language = 'zh' | 'en';

const loaded = new Map<FontName, Font>();

/**
 * The font parsed once per process and shared by every document: parsing its tables anew for each
 * document cost about half of a data sheet's rendering time.
 */
function parsedFont(name: FontName): Font {
  let font = loaded.get(name);
  if (!font) {
    font = create(readFileSync(files[name]())) as Font;
    loaded.set(name, font);
  }
  return font;
}

/** The typographic quotes, which a Chinese font sets a full em wide and a Latin one as narrow as an apostrophe. */
const quotes = ['‘', '’', '“', '”'];
const latinCharacter = /[\p{Script=Latin}\p{Nd}]/u;
const isLatin = (glyph: Glyph | undefined) => glyph?.codePoints.some((codePoint) => latinCharacter.test(String.fromCodePoint(codePoint))) === true;

/**
 * The font as a document of `language` uses it. Noto Sans SC maps ‘ ’ “ ” to its full-width Chinese
 * quotes; the Latin ones of its Latin letters are only its proportional (`pwid`) alternates. An English
 * document takes the Latin quotes throughout, a Chinese one where a quote touches a Latin letter or a
 * digit (O’Neil, 5’), keeping the Chinese quotes around Chinese words, as a browser's font fallback would.
 */
function withLatinQuotes(font: Font, language: Language): Font {
  const latinOf = new Map<number, Glyph>();
  for (const quote of quotes) {
    const chinese = font.glyphForCodePoint(quote.codePointAt(0)!);
    const [latin] = font.layout(quote, ['pwid']).glyphs;
    if (latin && latin.id !== chinese.id) latinOf.set(chinese.id, latin);
  }
  const documentFont = Object.create(font) as Font;
  documentFont.layout = (text, features) => {
    const run = font.layout(text, features);
    run.glyphs.forEach((glyph, i) => {
      const latin = latinOf.get(glyph.id);
      const position = run.positions[i];
      if (!latin || !position) return;
      if (language === 'zh' && !isLatin(run.glyphs[i - 1]) && !isLatin(run.glyphs[i + 1])) return;
      run.glyphs[i] = latin;
      position.xAdvance = latin.advanceWidth;
    });
    return run;
  };
  return documentFont;
}

const forDocuments = new Map<string, Font>();

/** The font a document in `language` registers under `name`, made once per process. */
export function documentFont(name: FontName, language: Language): Font {
  const key = `${name}:${language}`;
  let font = forDocuments.get(key);
  if (!font) {
    font = withLatinQuotes(parsedFont(name), language);
    forDocuments.set(key, font);
  }
  return font;
}

export const fontNames = Object.keys(files) as FontName[];
