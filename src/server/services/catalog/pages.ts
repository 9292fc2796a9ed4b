import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { hexToRgb } from '../../../lib/colour.ts';
import type { Db } from '../../db/client.ts';
import { productColours, products } from '../../db/schema.ts';

/** Every published product's id and names: one prerendered detail page per product and locale. */
export async function listProductPages(db: Db) {
  return db
    .select({ id: products.id, nameZh: products.nameZh, nameEn: products.nameEn })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.id));
}

/** One swatch per Colour Index name (approximate masstones), ordered by hue, for the colour card teaser. */
export async function listSwatchTeaser(db: Db, limit: number): Promise<{ ciName: string; hex: string }[]> {
  const rows = await db
    .selectDistinctOn([products.ciName], { ciName: products.ciName, hex: productColours.hex })
    .from(products)
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.variant, 'natural')))
    .where(and(eq(products.published, true), isNotNull(products.ciName)))
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
