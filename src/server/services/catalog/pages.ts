import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { hexToRgb } from '../../../lib/colour.ts';
import type { Db } from '../../db/client.ts';
import { productColours, products } from '../../db/schema.ts';
import { productInShop } from './in-shop.ts';

/** Every product in the shop, by id and names: the sitemap's product pages (a retired product's page is left out). */
export async function listProductPages(db: Db) {
  return db.select({ id: products.id, nameZh: products.nameZh, nameEn: products.nameEn }).from(products).where(productInShop).orderBy(asc(products.id));
}

/** One swatch per Colour Index name (approximate masstones), ordered by hue, for the colour card teaser. */
export async function listSwatchTeaser(db: Db, limit: number): Promise<{ ciName: string; hex: string }[]> {
  const rows = await db
    .selectDistinctOn([products.ciName], { ciName: products.ciName, hex: productColours.hex })
    .from(products)
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.variant, 'natural')))
    .where(and(productInShop, isNotNull(products.ciName)))
    .orderBy(asc(products.ciName), asc(products.id));
  return rows
    .flatMap((row) => (row.ciName ? [{ ciName: row.ciName, hex: row.hex }] : []))
    .sort((a, b) => hueOf(a.hex) - hueOf(b.hex))
    .slice(0, limit);
}

/** Hue in degrees of a #RRGGBB colour; greys sort last. */
function hueOf(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 0.08) return 400 + (1 - max) * 100;
  const delta = max - min;
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

/** About how many pages a publish renders (each product in both languages, and the rest): its progress counts against this. */
export async function expectedPublishPages(db: Db): Promise<number> {
  return (await listProductPages(db)).length * 2 + 100;
}
