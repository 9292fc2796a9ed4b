import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { SelectField, TextField } from '../../../components/ui/form/Field.tsx';
import { showToast } from '../../../components/ui/toast.store.ts';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import { stockAdjust, stockAdjusted, stockAdjustReasons } from '../../../schemas/catalog-admin.ts';

/** The pack being counted, named in the page's language. */
export type PackToAdjust = { skuId: number; label: string; stock: number };

/** A modal to add or take away packs with a reason; the server refuses a result below zero, shown beside the quantity. */
export function StockAdjustDialog({ pack, onClose }: { pack: PackToAdjust; onClose: (changed: boolean) => void }) {
  const t = useTranslate(currentLocale());
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<string>('received');
  const [note, setNote] = useState('');
  const { fieldErrors: errors, submit: send } = useSubmit(currentLocale(), { fieldOfError: { stockNegative: 'delta' } });
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(stockAdjust, { skuId: pack.skuId, delta: delta.trim() === '' ? Number.NaN : Number(delta), reason, note }, async (input) => {
      const done = await adminPost('catalog/stock/adjust', input, stockAdjusted);
      showToast(t('adminCatalog.stockNow', { label: pack.label, count: done.stock }), { type: 'success' });
      dialog.current?.close();
      onClose(true);
    });
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={() => onClose(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={submit} noValidate className="space-y-3 text-sm">
        <h4 id={titleId} className="text-base font-semibold">
          {t('adminCatalog.adjustTitle', { label: pack.label })}
        </h4>
        <p>{t('adminCatalog.stockCurrent', { count: pack.stock })}</p>
        <TextField label={t('adminCatalog.adjust.delta')} error={errors.delta} value={delta} onChange={setDelta} />
        <SelectField
          label={t('adminCatalog.adjust.reason')}
          error={errors.reason}
          value={reason}
          onChange={setReason}
          options={stockAdjustReasons.map((name) => ({ value: name, label: t(`adminCatalog.reason.${name}`) }))}
        />
        <TextField label={t('adminCatalog.adjust.note')} error={errors.note} value={note} onChange={setNote} />
        <div className="flex gap-3">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-white">
            {t('adminCatalog.adjust.submit')}
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              onClose(false);
            }}
            className="rounded-md border border-slate-300 px-4 py-2"
          >
            {t('adminCatalog.adjust.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
