import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { adminPost } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { auditPage } from '../../schemas/audit.ts';

/** Every change operators made, newest first: who, when, which call, about what. */
export function AuditLog() {
  const t = useTranslate(currentLocale());
  const { page, failed, load, reload } = usePagedList((curPage) => adminPost('audit/list', { curPage }, auditPage), []);

  if (failed) return <LoadFailed message={t('adminAudit.loadFailed')} retryLabel={t('cart.retry')} onRetry={() => void reload()} />;
  if (!page) return <Loading label={t('admin.loading')} />;
  if (page.items.length === 0) return <p className="text-slate-600">{t('admin.empty')}</p>;
  return (
    <div className="space-y-3 text-sm">
      <ul className="divide-y divide-slate-100">
        {page.items.map((entry) => (
          <li key={entry.id} className="py-2">
            <p>
              {formatDateTime(entry.createdAt, currentLocale())} · {entry.actorPhone} · <code>{entry.action}</code> {entry.targetId}
            </p>
            <p className="break-all text-xs text-slate-500">{JSON.stringify(entry.details)}</p>
          </li>
        ))}
      </ul>
      <Pagination page={page.curPage} pageCount={page.pageCount} hrefOf={() => '#'} onPage={load} locale={currentLocale()} />
    </div>
  );
}
