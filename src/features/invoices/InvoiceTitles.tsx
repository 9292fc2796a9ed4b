import { useState } from 'react';
import { showToast } from '../../components/ui/toast.store.ts';
import { post } from '../../lib/api.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { MAX_INVOICE_TITLES } from '../../schemas/invoice-values.ts';
import type { InvoiceTitle } from '../../schemas/invoices.ts';
import { InvoiceTitleForm } from './InvoiceTitleForm.tsx';

const invoiceTitleList = () => import('../../schemas/invoices.ts').then((contracts) => contracts.invoiceTitleList);

type Props = { locale: Locale; titles: InvoiceTitle[]; onChange: (titles: InvoiceTitle[]) => void };

/** The saved invoice titles: add, edit, delete after a confirmation, and choose the one default. */
export function InvoiceTitles({ locale, titles, onChange }: Props) {
  const t = useTranslate(locale);
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);

  const act = async (path: 'invoice/title/setDefault' | 'invoice/title/delete', id: number, done: string) => {
    const next = await post(path, { id }, invoiceTitleList).catch(() => null);
    if (!next) return;
    onChange(next);
    showToast(done, { type: 'success' });
  };
  const remove = (entry: InvoiceTitle) => {
    if (window.confirm(t('invoice.confirmDelete', { title: entry.title }))) void act('invoice/title/delete', entry.id, t('invoice.deleted'));
  };

  return (
    <div className="space-y-4">
      {editing ? (
        <InvoiceTitleForm
          key={editing === 'new' ? 'new' : editing.id}
          locale={locale}
          editing={editing === 'new' ? null : editing}
          onSaved={(next) => {
            onChange(next);
            setEditing(null);
            showToast(t('invoice.saved'), { type: 'success' });
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          disabled={titles.length >= MAX_INVOICE_TITLES}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-60"
        >
          {t('invoice.addTitle')}
        </button>
      )}
      {titles.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 shadow-sm">{t('invoice.titlesEmpty')}</p>
      ) : (
        <ul className="space-y-3">
          {titles.map((entry) => (
            <li key={entry.id} className="rounded-xl bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold break-words">
                {entry.title}
                {entry.isDefault && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t('invoice.default')}</span>}
              </p>
              <p className="mt-1 text-slate-600">
                {t(`invoice.type.${entry.type}`)}
                {entry.type !== 'personal' && ` · ${entry.taxNo}`}
              </p>
              {entry.type === 'vat_special' && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 break-all text-slate-700">
                  {(['unitAddress', 'unitPhone', 'bankName', 'bankAccount'] as const).map((name) => (
                    <div key={name} className="contents">
                      <dt className="text-slate-500">{t(`invoice.field.${name}`)}</dt>
                      <dd>{entry[name]}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <div className="mt-3 flex flex-wrap gap-3">
                {!entry.isDefault && (
                  <button type="button" onClick={() => void act('invoice/title/setDefault', entry.id, t('invoice.defaultSet'))} className="underline">
                    {t('invoice.makeDefault')}
                  </button>
                )}
                <button type="button" onClick={() => setEditing(entry)} className="underline" aria-label={t('invoice.editOf', { title: entry.title })}>
                  {t('invoice.edit')}
                </button>
                <button
                  type="button"
                  onClick={() => remove(entry)}
                  className="text-red-700 underline"
                  aria-label={t('invoice.deleteOf', { title: entry.title })}
                >
                  {t('invoice.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
