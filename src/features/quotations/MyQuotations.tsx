import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { documentLink, type MyQuotation, myQuotationPage, type QuotationStatus } from '../../schemas/quotations.ts';
import { downloadDocument } from './open-document.ts';

const badgeClass: Record<QuotationStatus, string> = {
  valid: 'bg-green-100 text-green-800',
  expired: 'bg-slate-200 text-slate-600',
  ordered: 'bg-brand-50 text-brand-700',
};

/** "My quotations" in the personal centre: each with its dates, total and status, its PDF, and ordering from it while valid. */
export function MyQuotations({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { page, failed, load, reload } = usePagedList((curPage) => post('quotation/list', { curPage }, myQuotationPage), []);

  if (failed) return <LoadFailed message={t('quotation.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (!page) return <Loading label={t('account.loading')} />;
  if (page.items.length === 0)
    return (
      <p className="py-4 text-slate-600">
        {t('quotation.empty')} <a href={localePath(locale, '/cart')}>{t('quotation.goToCart')}</a>
      </p>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {page.items.map((quotation) => (
          <QuotationItem key={quotation.quotationNo} quotation={quotation} locale={locale} />
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#quotations'} onPage={(curPage) => void load(curPage)} locale={locale} />
    </div>
  );
}

function QuotationItem({ quotation: q, locale }: { quotation: MyQuotation; locale: Locale }) {
  const t = useTranslate(locale);
  const { busy, run } = useSubmit(locale);
  const download = () => run(async () => downloadDocument(await post('quotation/link', { quotationNo: q.quotationNo }, documentLink)));
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="quotation">
      <p className="flex flex-wrap items-center justify-between gap-2 text-slate-600">
        <span>
          {t('quotation.number', { quotationNo: q.quotationNo })} · {formatDate(q.createdAt, locale)}
        </span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${badgeClass[q.status]}`}>{t(`quotation.status.${q.status}`)}</span>
      </p>
      <p className="mt-2 break-words text-slate-800">
        {q.summary} · {t('quotation.lines', { count: q.lineCount })}
      </p>
      <p className="mt-1 text-slate-600">
        {t('quotation.validUntil', { date: formatDateTime(q.validUntil, locale) })} · {t('quotation.total')}{' '}
        <span className="font-semibold text-slate-900">{formatPrice(q.totalFen)}</span>
        {q.freightFen === null && ` · ${t('quotation.freightByRule')}`}
      </p>
      {q.unorderable.length > 0 && (
        <div role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950" data-testid="quotation-unorderable">
          <p className="font-medium">{t('quotation.unorderable')}</p>
          <ul className="list-disc pl-5">
            {q.unorderable.map((line) => (
              <li key={line.skuId} className="break-words">
                {line.productName} · {line.specLabel} — {t(`checkout.leftOut.reason.${line.reason}`, { stock: line.stock })}
              </li>
            ))}
          </ul>
          <p>{t('quotation.unorderableHint')}</p>
        </div>
      )}
      <p className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={() => void download()} disabled={busy} className="rounded-md border border-slate-300 px-3 py-1.5 disabled:opacity-60">
          {t(busy ? 'account.working' : 'quotation.download')}
        </button>
        {q.status === 'valid' && (
          <a href={`${localePath(locale, '/closing')}?quotation=${q.quotationNo}`} className="rounded-md bg-brand-600 px-3 py-1.5 text-white no-underline">
            {t('quotation.order')}
          </a>
        )}
        {q.orderNo && (
          <a href={`${localePath(locale, '/orderDetails')}?orderNo=${q.orderNo}`} className="px-1 py-1.5">
            {t('quotation.orderedAs', { orderNo: q.orderNo })}
          </a>
        )}
      </p>
    </li>
  );
}
