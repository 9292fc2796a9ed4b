import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import type { FreightEstimate, FreightSettings } from '../../../schemas/freight.ts';
import type { Db } from '../../db/client.ts';
import { products, skus } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { packOnSale, productInShop } from '../catalog/in-shop.ts';
import { loadFreightSettings, shipmentOf } from './freight.ts';
import { deliversTo, deliveryOptions } from './freight-pricing.ts';

/** Where and when pickup orders are collected, in the caller's language, offered now or not (for orders placed for pickup). */
export const collectionPlace = (settings: FreightSettings, locale: Locale) => ({
  address: locale === 'en' ? settings.pickup.addressEn : settings.pickup.addressZh,
  hours: locale === 'en' ? settings.pickup.hoursEn : settings.pickup.hoursZh,
});

/** Where and when pickup orders are collected, in the caller's language; null when pickup is not offered. */
export const pickupPlace = (settings: FreightSettings, locale: Locale) => (settings.pickup.enabled ? collectionPlace(settings, locale) : null);

/**
 * What each delivery way would charge for `quantity` packs to a province, at the list price: the product
 * page's estimate. Checkout prices the real order (agreed prices, the whole cart) the same way.
 */
export async function estimateFreight(db: Db, input: { skuId: number; quantity: number; provinceCode: string }, locale: Locale): Promise<FreightEstimate> {
  const [pack] = await db
    .select({ priceFen: skus.priceFen })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.id, input.skuId), packOnSale, productInShop));
  if (!pack) throw new ApiError('notFound');
  const settings = await loadFreightSettings(db);
  if (!deliversTo(settings, input.provinceCode)) throw new ApiError('deliveryNotSupported');
  const shipment = await shipmentOf(db, [input], input.provinceCode, pack.priceFen * input.quantity);
  return { weightGrams: shipment.weightGrams, options: deliveryOptions(settings, shipment), pickup: pickupPlace(settings, locale) };
}
