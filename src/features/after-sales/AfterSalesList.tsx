import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesDetail, afterSalesPage } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';
import { AfterSalesItem } from './AfterSalesItem.tsx';

/** The personal centre's after-sales section: the customer's applications, newest first, ten a page. */
export function AfterSalesList({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const { page, setPage, failed, load, reload } = usePagedList((curPage) => post('afterSales/list', { curPage }, afterSalesPage), []);

  /** An action on one application: its summary follows, without reloading the others. */
  const changed = (detail: AfterSalesDetail) =>
    setPage((current) => current && { ...current, items: current.items.map((item) => (item.refundNo === detail.refundNo ? { ...item, ...detail } : item)) });

  if (failed) return <LoadFailed message={t('afterSales.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (!page) return <Loading label={t('account.loading')} />;
  if (page.items.length === 0) return <p className="py-4 text-slate-600">{t('afterSales.empty')}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {page.items.map((item) => (
          <AfterSalesItem key={item.refundNo} locale={locale} summary={item} onChanged={changed} />
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#afterSales'} onPage={(curPage) => void load(curPage)} locale={locale} />
    </div>
  );
}
