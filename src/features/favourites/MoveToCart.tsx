import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Sku } from '../../schemas/catalog.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';

type Props = { locale: Locale; productName: string; packs: Sku[]; onMove: (skuId: number, stock: number) => Promise<void> };

/** Moves one pack of a favourite into the cart (the favourite is then removed); packs in stock only. */
export function MoveToCart({ locale, productName, packs, onMove }: Props) {
  const t = useTranslate(locale);
  const inStock = packs.filter((pack) => pack.stock > 0);
  const [skuId, setSkuId] = useState<number | null>(null);
  const { busy, run } = useSubmit(locale);
  if (inStock.length === 0) return <p className="text-xs text-slate-500">{t('collect.noPack')}</p>;
  const chosen = inStock.find((pack) => pack.id === skuId) ?? inStock[0]!;
  return (
    <div className="flex flex-wrap gap-1">
      <select
        value={chosen.id}
        onChange={(event) => setSkuId(Number(event.target.value))}
        aria-label={t('collect.packOf', { name: productName })}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1.5 text-xs"
      >
        {inStock.map((pack) => (
          <option key={pack.id} value={pack.id}>
            {pack.label} · {formatPrice(pack.priceFen)}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={busy}
        onClick={() => void run(() => onMove(chosen.id, chosen.stock))}
        aria-label={t('collect.moveOf', { name: productName })}
        className="rounded-md bg-brand-600 px-2 py-1.5 text-xs text-white disabled:opacity-60"
      >
        {t('collect.move')}
      </button>
    </div>
  );
}
