import { post } from '../../lib/api.ts';

const productLiveOutput = () => import('../../schemas/catalog-answers.ts').then((contracts) => contracts.productLiveOutput);

/**
 * The lowest per-kg price of each product, read live through the API client. Quiet: a failure leaves
 * the prices out without an error toast.
 */
export async function fetchLivePrices(productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const products = await post('product/getLive', { ids: productIds }, productLiveOutput, { quiet: true });
  return new Map(
    products.flatMap((product) => {
      const prices = product.skus.map((sku) => sku.pricePerKgFen);
      return prices.length ? [[product.id, Math.min(...prices)] as const] : [];
    }),
  );
}
