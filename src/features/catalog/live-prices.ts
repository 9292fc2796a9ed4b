import { PUBLIC_API_BASE_URL } from 'astro:env/client';
import { SUCCESS_CODE } from '../../schemas/codes.ts';

type LiveAnswer = { code: string; data: { id: number; skus: { pricePerKgFen: number }[] }[] };

/**
 * The lowest per-kg price of each product, read live. Content pages must stay within a few kilobytes
 * of script, so this one call uses fetch directly instead of the API client (ky and zod): the answer
 * is only read for numbers, and anything unexpected leaves the prices out.
 */
export async function fetchLivePrices(productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const response = await fetch(`${PUBLIC_API_BASE_URL}/api/portal/product/getLive`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.dataset.locale ?? 'zh' },
    body: JSON.stringify({ ids: productIds }),
  });
  const answer = (await response.json()) as LiveAnswer;
  if (answer.code !== SUCCESS_CODE || !Array.isArray(answer.data)) return new Map();
  return new Map(
    answer.data.flatMap((product) => {
      const prices = product.skus.map((sku) => sku.pricePerKgFen).filter((price) => Number.isSafeInteger(price));
      return prices.length ? [[product.id, Math.min(...prices)] as const] : [];
    }),
  );
}
