import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

const loaded = new Map<FontName, Buffer>();

export function fontData(name: FontName): Buffer {
  let data = loaded.get(name);
  if (!data) {
    data = readFileSync(files[name]());
    loaded.set(name, data);
  }
  return data;
}

export const fontNames = Object.keys(files) as FontName[];
