import { useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { type NegotiationStatus, negotiationPage, negotiationStatuses } from '../../schemas/negotiations.ts';
import { NegotiationBadges, NegotiationOutcome, OfferText } from './NegotiationFacts.tsx';
import { NegotiationView } from './NegotiationView.tsx';

const filters = ['all', ...negotiationStatuses] as const;
type Filter = (typeof filters)[number];

/** "My negotiations" in the personal centre: by state with counts and badges, each opening to its thread and the buyer's answers. */
export function MyNegotiations({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const { page, failed, load, reload } = usePagedList(
    (curPage) => post('negotiation/list', { status: filter === 'all' ? undefined : filter, curPage }, negotiationPage),
    [filter],
  );

  const countOf = (name: Filter) =>
    !page ? 0 : name === 'all' ? Object.values(page.counts).reduce((sum, count) => sum + count, 0) : page.counts[name as NegotiationStatus];

  return (
    <div>
      {page && page.awaitingYou > 0 && (
        <p className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{t('negotiation.awaitingYouCount', { count: page.awaitingYou })}</p>
      )}
      <div role="tablist" aria-label={t('negotiation.states')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {filters.map((name) => (
          <button
            key={name}
            id={`negotiation-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={filter === name}
            aria-controls="negotiation-panel"
            onClick={() => setFilter(name)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${filter === name ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600'}`}
          >
            {t(name === 'all' ? 'negotiation.filter.all' : `negotiation.status.${name}`)}
            {countOf(name) > 0 && <span className="ml-1 text-xs text-slate-500">({countOf(name)})</span>}
          </button>
        ))}
      </div>
      <div id="negotiation-panel" role="tabpanel" aria-labelledby={`negotiation-tab-${filter}`} className="space-y-3 py-4">
        {failed ? (
          <LoadFailed message={t('negotiation.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />
        ) : !page ? (
          <Loading label={t('account.loading')} />
        ) : page.items.length === 0 ? (
          <p className="py-4 text-slate-600">{t('negotiation.empty')}</p>
        ) : (
          <>
            <ul className="space-y-3">
              {page.items.map((item) => (
                <li key={item.id} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      <a href={localePath(locale, `/productDetails/${item.productId}`)} className="font-medium">
                        {item.productName}
                      </a>{' '}
                      · {item.specLabel}
                    </span>
                    <NegotiationBadges locale={locale} negotiation={item} viewer="buyer" />
                  </p>
                  <p>
                    <OfferText locale={locale} offer={item.latestOffer} viewer="buyer" />
                  </p>
                  <NegotiationOutcome locale={locale} negotiation={item} />
                  <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
                    {formatDateTime(item.updatedAt, locale)}
                    <button
                      type="button"
                      onClick={() => setOpenId(openId === item.id ? null : item.id)}
                      aria-expanded={openId === item.id}
                      aria-label={t(openId === item.id ? 'negotiation.hideDetailsOf' : 'negotiation.detailsOf', {
                        name: `${item.productName} ${item.specLabel}`,
                      })}
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-800"
                    >
                      {t(openId === item.id ? 'negotiation.hideDetails' : 'negotiation.details')}
                    </button>
                  </p>
                  {openId === item.id && <NegotiationView locale={locale} id={item.id} onChanged={() => void reload()} />}
                </li>
              ))}
            </ul>
            <Pagination
              page={page.curPage}
              pageCount={page.pageCount}
              hrefOf={() => '#negotiations'}
              onPage={(curPage) => void load(curPage)}
              locale={locale}
            />
          </>
        )}
      </div>
    </div>
  );
}
