import { eq, inArray } from 'drizzle-orm';
import { shippingGramsOf } from '../../../lib/shipping-weight.ts';
import { type FreightSettings, freightSettings } from '../../../schemas/freight.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../../schemas/freight-defaults.ts';
import type { Db, Tx } from '../../db/client.ts';
import { configData, products, skus } from '../../db/schema.ts';
import type { Shipment } from './freight-pricing.ts';

const FREIGHT_KEY = 'freight';
/** The operator's freight templates, or the defaults until they save some. */
export async function loadFreightSettings(db: Db | Tx): Promise<FreightSettings> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, FREIGHT_KEY));
  const stored = freightSettings.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_FREIGHT_SETTINGS;
}

export async function saveFreightSettings(db: Db, settings: FreightSettings, now: Date): Promise<FreightSettings> {
  await db
    .insert(configData)
    .values({ key: FREIGHT_KEY, value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: configData.key, set: { value: settings, updatedAt: now } });
  return settings;
}

/** What freight is priced by for these packs: their shipping weight, but for products that ship free. */
export async function shipmentOf(db: Db | Tx, lines: { skuId: number; quantity: number }[], provinceCode: string, goodsFen: number): Promise<Shipment> {
  const packs =
    lines.length === 0
      ? []
      : await db
          .select({ id: skus.id, netWeightGrams: skus.netWeightGrams, shippingWeightGrams: skus.shippingWeightGrams, freeShipping: products.freeShipping })
          .from(skus)
          .innerJoin(products, eq(products.id, skus.productId))
          .where(
            inArray(
              skus.id,
              lines.map((line) => line.skuId),
            ),
          );
  const packOf = new Map(packs.map((pack) => [pack.id, pack]));
  let weightGrams = 0;
  for (const line of lines) {
    const pack = packOf.get(line.skuId);
    if (pack && !pack.freeShipping) weightGrams += shippingGramsOf(pack) * line.quantity;
  }
  return { provinceCode, weightGrams, goodsFen, allShipFree: packs.length > 0 && packs.every((pack) => pack.freeShipping) };
}
