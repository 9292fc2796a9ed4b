import type { Page } from '@playwright/test';
import { hydrated, prefix, type Locale } from './accounts.ts';

/** The nth product with a pack of at least 10 in stock, on its page (each parallel test takes its own). */
export async function openProductInStock(page: Page, locale: Locale, nth: number) {
  let skipped = 0;
  const list = await (await page.request.post('/api/portal/product/getList', { data: { inStock: true }, headers: { 'accept-language': locale } })).json();
  for (const card of list.data.items as { id: number }[]) {
    const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] }, headers: { 'accept-language': locale } })).json();
    const pack = (live.data[0].skus as { id: number; label: string; stock: number }[]).find((sku) => sku.stock >= 10);
    if (!pack || skipped++ < nth) continue;
    await page.goto(`${prefix(locale)}/productDetails/${card.id}`);
    await hydrated(page);
    await page.getByRole('radio', { name: new RegExp(pack.label) }).check();
    return { productId: card.id, ...pack };
  }
  throw new Error('no product with 10 packs in stock');
}
