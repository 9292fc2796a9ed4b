import { useState } from 'react';
import { apiAddress, post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type Locale, locales } from '../../schemas/locales.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { CreatedQuotation } from '../../schemas/quotations.ts';

// The answer's contract (and zod) loads beside the call.
const createdQuotation = () => import('../../schemas/quotations.ts').then((contracts) => contracts.createdQuotation);

/**
 * "Make a quotation" of the selected cart lines: in the language chosen, with the freight to the default
 * address; then its PDF to download and the way to order from it. When the buyer already holds a valid
 * quotation of the same lines and terms, the server answers that one, and it says so.
 */
export function QuoteFromCart({ locale, disabled }: { locale: Locale; disabled: boolean }) {
  const t = useTranslate(locale);
  const [language, setLanguage] = useState<Locale>(locale);
  const { busy, run } = useSubmit(locale);
  const [made, setMade] = useState<CreatedQuotation | null>(null);
  // A refusal (nothing selected, sold out) is the client's toast.
  const make = () => run(async () => setMade(await post('quotation/create', { goods: { from: 'cart' }, language }, createdQuotation)));

  return (
    <section aria-labelledby="quote-from-cart" className="space-y-2 rounded-xl bg-white p-4 text-sm shadow-sm">
      <h2 id="quote-from-cart" className="font-semibold">
        {t('quotation.fromCart')}
      </h2>
      <p className="text-slate-600">{t('quotation.fromCartNote')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          {t('quotation.language')}
          <select value={language} onChange={(event) => setLanguage(event.target.value as Locale)} className="rounded-md border border-slate-300 px-2 py-1">
            {locales.map((name) => (
              <option key={name} value={name}>
                {t(`quotation.languageName.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => void make()}
          disabled={disabled || busy}
          aria-busy={busy}
          className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t(busy ? 'account.working' : 'quotation.make')}
        </button>
      </div>
      {made && (
        <div
          role="status"
          data-testid="quotation-made"
          className={`space-y-2 rounded-md p-3 ${made.existing ? 'bg-brand-50 text-brand-900' : 'bg-emerald-50 text-emerald-950'}`}
        >
          <p>
            {t(made.existing ? 'quotation.existing' : 'quotation.made', {
              quotationNo: made.quotationNo,
              total: formatPrice(made.totalFen),
              date: formatDateTime(made.validUntil, locale),
            })}
          </p>
          <p className="flex flex-wrap gap-3">
            <a href={apiAddress(made.pdf.url)} download className="rounded-md bg-brand-600 px-3 py-1.5 text-white no-underline">
              {t('quotation.download')}
            </a>
            <a href={`${localePath(locale, '/closing')}?quotation=${made.quotationNo}`} className="rounded-md border border-slate-300 px-3 py-1.5 no-underline">
              {t('quotation.order')}
            </a>
            <a href={`${localePath(locale, '/profile')}#quotations`}>{t('quotation.allMine')}</a>
          </p>
        </div>
      )}
    </section>
  );
}
