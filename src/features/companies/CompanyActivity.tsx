import { Pagination } from '../../components/ui/Pagination.tsx';
import { post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { ActivityEntry } from '../../schemas/companies.ts';
import { formatPrice } from '../../schemas/money.ts';

const activityPage = () => import('../../schemas/companies.ts').then((companies) => companies.activityPage);

/** The company's activity log for its owner and administrators: who did what, newest first. */
export function CompanyActivity({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const log = usePagedList((curPage) => post('company/activity/list', { curPage }, activityPage), []);
  const what = (entry: ActivityEntry) => {
    const { phone, role, from, to, reason, orderLimitFen, monthlyLimitFen } = entry.details;
    const roleName = (value: unknown) => (typeof value === 'string' ? t(`company.role.${value as 'buyer'}`) : '');
    const limit = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : t('company.noLimit'));
    return t(`company.activity.${entry.action}`, {
      phone: String(phone ?? ''),
      role: roleName(role ?? to),
      from: roleName(from),
      reason: String(reason ?? ''),
      orderLimit: limit(orderLimitFen),
      monthlyLimit: limit(monthlyLimitFen),
    });
  };
  return (
    <section aria-labelledby="company-activity" className="space-y-3 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="company-activity" className="text-lg font-semibold">
        {t('company.activityTitle')}
      </h2>
      {log.page?.items.length === 0 && <p className="text-sm text-slate-600">{t('company.activityEmpty')}</p>}
      {log.page && log.page.items.length > 0 && (
        <>
          <ul className="divide-y divide-slate-100 text-sm">
            {log.page.items.map((entry) => (
              <li key={entry.id} className="py-2">
                <p>{what(entry)}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(entry.createdAt, locale)} · {entry.actorPhone ?? t('company.byShop')}
                </p>
              </li>
            ))}
          </ul>
          <Pagination page={log.page.curPage} pageCount={log.page.pageCount} hrefOf={() => '#'} onPage={log.load} locale={locale} />
        </>
      )}
    </section>
  );
}
