import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { type MySample, mySamplePage, type SampleStatus } from '../../schemas/samples.ts';

const badgeClass: Record<SampleStatus, string> = {
  requested: 'bg-amber-100 text-amber-800',
  sent: 'bg-green-100 text-green-800',
  declined: 'bg-red-50 text-red-700',
  closed: 'bg-slate-200 text-slate-600',
};

/** "My samples" in the personal centre: each request, where it stands, and the tracking number once sent. */
export function MySamples({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { page, failed, load, reload } = usePagedList((curPage) => post('sample/mine', { curPage }, mySamplePage), []);

  if (failed) return <LoadFailed message={t('mySamples.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (!page) return <Loading label={t('account.loading')} />;
  if (page.items.length === 0) return <p className="py-4 text-slate-600">{t('mySamples.empty')}</p>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {page.items.map((sample) => (
          <SampleItem key={sample.id} sample={sample} locale={locale} />
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#samples'} onPage={(curPage) => void load(curPage)} locale={locale} />
    </div>
  );
}

function SampleItem({ sample: s, locale }: { sample: MySample; locale: Locale }) {
  const t = useTranslate(locale);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2 text-slate-600">
        <span>
          {t('mySamples.numbered', { id: s.id })} · {formatDate(s.createdAt, locale)}
        </span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${badgeClass[s.status]}`}>{t(`mySamples.status.${s.status}`)}</span>
      </p>
      <p className="mt-2 text-slate-800">
        <a href={localePath(locale, `/productDetails/${s.productId}`)}>{s.productName}</a> · {t('mySamples.size', { grams: s.sizeGrams })}
      </p>
      <p className="mt-1 break-words text-slate-600">
        {s.company} · {s.purpose}
      </p>
      <p className="mt-1 break-words text-slate-600">
        {s.consignee} {s.mobile} {s.address}
      </p>
      {s.status !== 'requested' && s.trackingNo !== null && (
        <p className="mt-2 rounded-md bg-green-50 p-2 text-green-900">
          {t('mySamples.sent', { carrier: s.carrier ?? '', trackingNo: s.trackingNo })}
          {s.sentAt && <span className="ml-2 text-slate-600">{formatDateTime(s.sentAt, locale)}</span>}
        </p>
      )}
      {s.status === 'declined' && <p className="mt-2 rounded-md bg-red-50 p-2 text-red-800">{t('mySamples.declined', { reason: s.declineReason ?? '' })}</p>}
      {s.status === 'requested' && <p className="mt-2 text-slate-500">{t('mySamples.waiting')}</p>}
    </li>
  );
}
