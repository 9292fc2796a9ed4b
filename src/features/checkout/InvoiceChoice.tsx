import { localePath } from '../../lib/i18n.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { InvoiceTitle } from '../../schemas/invoices.ts';

type Props = { titles: InvoiceTitle[]; chosenId: number | undefined; onChoose: (id: number | undefined) => void; locale: Locale };

/** The invoice asked for with the order: none (the default), or one of the buyer's invoice titles. */
export function InvoiceChoice({ titles, chosenId, onChoose, locale }: Props) {
  const t = useTranslate(locale);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('checkout.invoice')}</legend>
      <div className="mt-1 space-y-2 text-sm">
        <label className="flex items-center gap-1.5">
          <input type="radio" name="invoice" checked={chosenId === undefined} onChange={() => onChoose(undefined)} />
          {t('checkout.noInvoice')}
        </label>
        {titles.map((title) => (
          <label key={title.id} className="flex items-start gap-1.5 break-words">
            <input type="radio" name="invoice" className="mt-1" checked={chosenId === title.id} onChange={() => onChoose(title.id)} />
            <span>
              {t('invoice.appliedWith', { type: t(`invoice.type.${title.type}`), title: title.title })}
              {title.type !== 'personal' && <span className="block text-slate-500">{title.taxNo}</span>}
            </span>
          </label>
        ))}
        <a href={localePath(locale, '/invoice')} className="inline-block">
          {t(titles.length === 0 ? 'checkout.addInvoiceTitle' : 'checkout.manageInvoices')}
        </a>
      </div>
    </fieldset>
  );
}
