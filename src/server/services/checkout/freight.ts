import { eq } from 'drizzle-orm';
import { type FreightRules, freightRules } from '../../../schemas/content.ts';
import type { Db, Tx } from '../../db/client.ts';
import { configData } from '../../db/schema.ts';

/*
 * Freight comes from the operator's `freight` configuration. Until one is saved: free from ¥2,000 of
 * goods, otherwise a flat ¥30 an order; Taiwan, Hong Kong and Macao are not delivered to (pigments are
 * chemicals: shipping across those borders needs customs papers the shop does not handle online).
 */
export const DEFAULT_FREIGHT: FreightRules = {
  flatFen: 3_000,
  freeFromFen: 200_000,
  undeliveredProvinceCodes: ['710000', '810000', '820000'],
  freeShippingProductIds: [],
};

export async function loadFreightRules(db: Db | Tx): Promise<FreightRules> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, 'freight'));
  const stored = freightRules.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_FREIGHT;
}

export const deliversTo = (rules: FreightRules, provinceCode: string): boolean => !rules.undeliveredProvinceCodes.includes(provinceCode);

/** Free when the goods reach the threshold or every line is a free-shipping product; the flat charge otherwise. */
export function freightFor(rules: FreightRules, goodsFen: number, productIds: number[]): { freightFen: number; freeShipping: boolean } {
  const freeShipping =
    (rules.freeFromFen !== null && goodsFen >= rules.freeFromFen) ||
    (productIds.length > 0 && productIds.every((id) => rules.freeShippingProductIds.includes(id)));
  return { freightFen: freeShipping ? 0 : rules.flatFen, freeShipping };
}
