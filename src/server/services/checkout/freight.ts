/*
 * Freight: free from ¥2,000 of goods, otherwise a flat ¥30 an order. Taiwan, Hong Kong and Macao are
 * not delivered to (pigments are chemicals: shipping across those borders needs customs papers the
 * shop does not handle online).
 */
export const FREE_SHIPPING_FROM_FEN = 200_000;
export const FLAT_FREIGHT_FEN = 3_000;
const undeliveredProvinces = new Set(['710000', '810000', '820000']);

export const deliversTo = (provinceCode: string): boolean => !undeliveredProvinces.has(provinceCode);

export function freightFor(goodsFen: number): { freightFen: number; freeShipping: boolean } {
  const freeShipping = goodsFen >= FREE_SHIPPING_FROM_FEN;
  return { freightFen: freeShipping ? 0 : FLAT_FREIGHT_FEN, freeShipping };
}
