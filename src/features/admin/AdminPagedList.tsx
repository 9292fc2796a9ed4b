import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';

type Page<Item> = { items: Item[]; curPage: number; pageCount: number };

type Props<Item> = {
  page: Page<Item> | null;
  failed: boolean;
  failedMessage: string;
  emptyMessage?: string;
  /** Loads a page again: the retry after a failure, and the pager. */
  load: (curPage?: number) => void;
  listClassName?: string;
  children: (item: Item) => ReactNode;
};

/** A back-office list: failed with a retry, loading, empty, or its items (each rendered as an `li`) and the pager. */
export function AdminPagedList<Item>({ page, failed, failedMessage, emptyMessage, load, listClassName = 'divide-y divide-slate-100', children }: Props<Item>) {
  const t = useTranslate(currentLocale());
  if (failed) return <LoadFailed message={failedMessage} retryLabel={t('cart.retry')} onRetry={() => load(page?.curPage)} />;
  if (!page) return <Loading label={t('admin.loading')} />;
  if (page.items.length === 0) return <p className="text-slate-600">{emptyMessage ?? t('admin.empty')}</p>;
  return (
    <>
      <ul className={listClassName}>{page.items.map(children)}</ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#'} onPage={load} locale={currentLocale()} />
    </>
  );
}
