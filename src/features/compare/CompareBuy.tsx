import { useState } from 'react';
import { showToast } from '../../components/ui/toast.store.ts';
import { translateCount } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { ProductDetail } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { addToCart } from '../cart/cart.ts';
import { firstInStock } from '../catalog/product-live.store.ts';

/** One product's cell of the comparison's buy row: a pack in stock (the product page's first choice) and one of it into the cart. */
export function CompareBuy({ product, locale }: { product: ProductDetail; locale: Locale }) {
  const t = useTranslate(locale);
  const inStock = product.skus.filter((sku) => sku.stock > 0);
  const [chosenId, setChosenId] = useState(() => firstInStock(inStock)?.id ?? null);
  // A refusal is shown by the cart's client.
  const { busy: adding, run } = useSubmit(locale);
  const chosen = inStock.find((sku) => sku.id === chosenId) ?? inStock[0];
  if (!chosen) return <span className="text-slate-500">{t('catalog.outOfStock')}</span>;

  const add = () =>
    run(async () => {
      const added = await addToCart({ skuId: chosen.id, productId: product.id, quantity: 1 }, chosen.stock);
      if (added.capped) showToast(translateCount(locale, 'product.addedCapped', added.quantity), { type: 'warning' });
      else showToast(translateCount(locale, added.local ? 'product.addedLocal' : 'product.added', 1), { type: 'success' });
    });
  return (
    <div className="flex flex-col gap-2">
      <select
        value={chosen.id}
        onChange={(event) => setChosenId(Number(event.target.value))}
        aria-label={t('compare.packOf', { name: product.name })}
        className="h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2"
      >
        {inStock.map((sku) => (
          <option key={sku.id} value={sku.id}>
            {t('compare.pack', { label: sku.label, price: formatPrice(sku.priceFen) })}
          </option>
        ))}
      </select>
      <button
        type="button"
        onClick={() => void add()}
        disabled={adding}
        aria-label={t('compare.addNamed', { name: product.name })}
        className="h-10 rounded-md bg-brand-600 px-3 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('product.addToCart')}
      </button>
    </div>
  );
}
