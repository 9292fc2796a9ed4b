import { useState } from 'react';
import { post } from '../../lib/api.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { downloadDocument } from './open-document.ts';

const createdQuotation = () => import('../../schemas/quotations.ts').then((contracts) => contracts.createdQuotation);

/** An agreed negotiation's packs left as a quotation in the page's language: its PDF downloads, and it is ordered from the quotations list. */
export function QuoteNegotiation({ id, locale }: { id: number; locale: Locale }) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  const [quotationNo, setQuotationNo] = useState<string | null>(null);
  const make = () =>
    run(async () => {
      const made = await post('quotation/create', { goods: { from: 'negotiation', id }, language: locale }, createdQuotation);
      setQuotationNo(made.quotationNo);
      downloadDocument(made.pdf);
    });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        onClick={() => void make()}
        disabled={busy}
        aria-busy={busy}
        className="rounded-md border border-brand-600 px-3 py-1.5 text-brand-700"
      >
        {t(busy ? 'account.working' : 'quotation.make')}
      </button>
      {quotationNo && <a href={`${localePath(locale, '/closing')}?quotation=${quotationNo}`}>{t('quotation.orderNumbered', { quotationNo })}</a>}
    </p>
  );
}
