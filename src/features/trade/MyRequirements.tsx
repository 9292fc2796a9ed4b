import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { applicationLabels } from '../../schemas/applications.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type MyRequirement, myRequirementPage, type RequirementStatus } from '../../schemas/trade.ts';

const badgeClass: Record<RequirementStatus, string> = {
  new: 'bg-slate-100 text-slate-700',
  assigned: 'bg-amber-100 text-amber-800',
  answered: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-600',
};

/** "My requirements" in the personal centre: what the buyer asked for, where each stands, and the answer. */
export function MyRequirements({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { page, failed, load, reload } = usePagedList((curPage) => post('requirement/mine', { curPage }, myRequirementPage), []);

  if (failed) return <LoadFailed message={t('myRequirements.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (!page) return <Loading label={t('account.loading')} />;
  if (page.items.length === 0) {
    return (
      <div className="space-y-3 py-4 text-slate-600">
        <p>{t('myRequirements.empty')}</p>
        <a href={localePath(locale, '/requirement')} className="inline-block rounded-md bg-brand-600 px-4 py-2 text-sm text-white no-underline">
          {t('myRequirements.submit')}
        </a>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {page.items.map((requirement) => (
          <RequirementItem key={requirement.id} requirement={requirement} locale={locale} />
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#requirements'} onPage={(curPage) => void load(curPage)} locale={locale} />
    </div>
  );
}

function RequirementItem({ requirement: r, locale }: { requirement: MyRequirement; locale: Locale }) {
  const t = useTranslate(locale);
  const facts = [
    t('myRequirements.quantity', { quantity: r.quantity, unit: t(`requirement.unit.${r.unit}`) }),
    r.application && applicationLabels[r.application][locale],
    r.targetPriceFen !== null && t('myRequirements.targetPrice', { price: formatPrice(r.targetPriceFen) }),
    r.deadline && t('myRequirements.deadline', { date: formatDate(`${r.deadline}T12:00:00+08:00`, locale) }),
  ].filter(Boolean);
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2 text-slate-600">
        <span>
          {t('myRequirements.numbered', { id: r.id })} · {formatDate(r.createdAt, locale)}
        </span>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${badgeClass[r.status]}`}>{t(`myRequirements.status.${r.status}`)}</span>
      </p>
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{r.need}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
        {r.productId !== null && r.productName && <a href={localePath(locale, `/productDetails/${r.productId}`)}>{r.productName}</a>}
        {r.targetHex && (
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm border border-slate-300" style={{ backgroundColor: r.targetHex }} />
            {r.targetHex}
          </span>
        )}
        {facts.map((fact) => (
          <span key={String(fact)}>{fact}</span>
        ))}
      </p>
      {r.answer !== null && (
        <div className="mt-3 rounded-md bg-green-50 p-3">
          <p className="font-medium text-green-900">
            {t('myRequirements.answer')}
            {r.answeredAt && <span className="ml-2 font-normal text-slate-600">{formatDateTime(r.answeredAt, locale)}</span>}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{r.answer}</p>
        </div>
      )}
      {r.answer === null && r.status !== 'closed' && <p className="mt-2 text-slate-500">{t('myRequirements.waiting')}</p>}
    </li>
  );
}
