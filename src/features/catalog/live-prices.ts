import { post } from '../../lib/api.ts';
import type { ProductLiveOutput } from '../../schemas/catalog.ts';

/**
 * The lowest per-kg price of each product, read live through the API client. Quiet: a failure leaves
 * the prices out without an error toast, and the answer is only read for numbers.
 */
export async function fetchLivePrices(productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const products = await post<ProductLiveOutput>('product/getLive', { ids: productIds }, undefined, { quiet: true });
  return new Map(
    products.flatMap((product) => {
      const prices = product.skus.map((sku) => sku.pricePerKgFen).filter((price) => Number.isSafeInteger(price));
      return prices.length ? [[product.id, Math.min(...prices)] as const] : [];
    }),
  );
}
