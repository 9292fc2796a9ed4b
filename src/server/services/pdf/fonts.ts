import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

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

const loaded = new Map<FontName, Font>();

/**
 * The font parsed once per process and shared by every document: parsing its tables anew for each
 * document cost about half of a data sheet's rendering time.
 */
export function parsedFont(name: FontName): Font {
  let font = loaded.get(name);
  if (!font) {
    font = create(readFileSync(files[name]())) as Font;
    loaded.set(name, font);
  }
  return font;
}

export const fontNames = Object.keys(files) as FontName[];
