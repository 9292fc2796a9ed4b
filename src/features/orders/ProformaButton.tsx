import { post } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { downloadDocument } from '../quotations/open-document.ts';

const documentLink = () => import('../../schemas/quotations.ts').then((contracts) => contracts.documentLink);

/** The order's proforma invoice (形式发票) as a PDF in the page's language, for an order awaiting payment or paid. */
export function ProformaButton({ orderNo, locale }: { orderNo: string; locale: Locale }) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  const download = () => run(async () => downloadDocument(await post('order/proforma', { orderNo, language: locale }, documentLink)));
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className="rounded-md border border-slate-300 px-3 py-1.5">
      {t(busy ? 'account.working' : 'orderDetail.proforma')}
    </button>
  );
}
