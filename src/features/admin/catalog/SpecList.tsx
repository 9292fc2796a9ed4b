import { useState } from 'react';
import { z } from 'zod';
import { adminPost } from '../../../lib/api.ts';
import { localName } from '../../../lib/local-name.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { type AdminSpec, adminSpec } from '../../../schemas/catalog-admin.ts';
import { formatPrice } from '../../../schemas/money.ts';
import { SpecForm } from './SpecForm.tsx';
import { StockAdjustDialog } from './StockAdjustDialog.tsx';
import { StockLedger } from './StockLedger.tsx';

/** A product's packing specs with price, per-kg price, stock and sale state; edit one, adjust its stock, or add one. */
export function SpecList({ productId, specs, onChanged }: { productId: number; specs: AdminSpec[]; onChanged: () => void }) {
  const t = useTranslate(currentLocale());
  const [editing, setEditing] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState<AdminSpec | null>(null);
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      onChanged();
    } catch {
      // The client has shown the reason: a pack that was ordered is retired instead.
    }
  };
  const setRetired = (spec: AdminSpec) => act(() => adminPost('catalog/spec/retire', { id: spec.id, retired: !spec.retired }, adminSpec));
  const remove = (spec: AdminSpec) =>
    window.confirm(t('admin.confirmDelete', { name: labelOf(spec) })) ? act(() => adminPost('catalog/spec/delete', { id: spec.id }, z.unknown())) : undefined;

  return (
    <section aria-labelledby="specs-title" className="space-y-3">
      <h4 id="specs-title" className="font-semibold">
        {t('adminCatalog.specs')}
      </h4>
      {specs.length === 0 && <p className="text-slate-600">{t('adminCatalog.noSpecs')}</p>}
      <ul className="divide-y divide-slate-100">
        {specs.map((spec) => {
          const label = labelOf(spec);
          return (
            <li key={spec.id} className="space-y-2 py-2">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="font-medium">{label}</span>
                <span>{formatPrice(spec.priceFen)}</span>
                <span>{t('adminCatalog.perKg', { price: formatPrice(spec.pricePerKgFen) })}</span>
                <span>{t('adminCatalog.stockCurrent', { count: spec.stock })}</span>
                <span className="text-slate-600">
                  {spec.retired ? t('adminCatalog.state.retired') : spec.active ? t('adminCatalog.onSale') : t('adminCatalog.offSale')}
                </span>
                <span className="ml-auto flex gap-2">
                  <button
                    type="button"
                    onClick={() => setEditing(editing === spec.id ? null : spec.id)}
                    aria-label={t('adminCatalog.editSpecOf', { label })}
                    className="rounded border px-2 py-0.5"
                  >
                    {t('admin.edit')}
                  </button>
                  <button
                    type="button"
                    aria-expanded={ledgerOf === spec.id}
                    onClick={() => setLedgerOf(ledgerOf === spec.id ? null : spec.id)}
                    aria-label={t('adminCatalog.ledgerOf', { label })}
                    className="rounded border px-2 py-0.5"
                  >
                    {t('adminCatalog.ledger')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setAdjusting(spec)}
                    aria-label={t('adminCatalog.adjustOf', { label })}
                    className="rounded border border-brand-600 px-2 py-0.5 text-brand-700"
                  >
                    {t('adminCatalog.adjust')}
                  </button>
                  <button
                    type="button"
                    onClick={() => void setRetired(spec)}
                    aria-label={t(spec.retired ? 'adminCatalog.restoreSpecOf' : 'adminCatalog.retireSpecOf', { label })}
                    className="rounded border border-amber-600 px-2 py-0.5 text-amber-800"
                  >
                    {spec.retired ? t('adminCatalog.restore') : t('adminCatalog.retire')}
                  </button>
                  <button
                    type="button"
                    onClick={() => void remove(spec)}
                    aria-label={t('adminCatalog.deleteSpecOf', { label })}
                    className="rounded border border-red-600 px-2 py-0.5 text-red-700"
                  >
                    {t('admin.delete')}
                  </button>
                </span>
              </div>
              {ledgerOf === spec.id && <StockLedger key={spec.stock} skuId={spec.id} />}
              {editing === spec.id && (
                <SpecForm
                  productId={productId}
                  spec={spec}
                  onSaved={() => {
                    setEditing(null);
                    onChanged();
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      <SpecForm productId={productId} spec={null} onSaved={onChanged} />
      {adjusting && (
        <StockAdjustDialog
          pack={{ skuId: adjusting.id, label: labelOf(adjusting), stock: adjusting.stock }}
          onClose={(changed) => {
            setAdjusting(null);
            if (changed) onChanged();
          }}
        />
      )}
    </section>
  );
}

const labelOf = (spec: AdminSpec) => localName(spec.labelZh, spec.labelEn);
