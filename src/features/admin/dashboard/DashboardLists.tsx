import { useState } from 'react';
import { sectionCall } from '../../../lib/admin-links.ts';
import { localName } from '../../../lib/local-name.ts';
import { localePath } from '../../../lib/locale-paths.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type Dashboard, type DashboardPeriod, dashboardPeriods } from '../../../schemas/dashboard.ts';
import { formatPrice } from '../../../schemas/money.ts';
import { sectionHref } from '../shell/admin-sections.ts';
import { useMayCall } from '../use-may-call.ts';

/** The dashboard's lists: the work waiting (each count opens its list), the best sellers and the packs running low. */
export function DashboardLists({ figures, locale }: { figures: Dashboard; locale: Locale }) {
  const t = useTranslate(locale);
  const [period, setPeriod] = useState<DashboardPeriod>('days30');
  const top = figures.periods.find((p) => p.period === period)?.topProducts ?? [];
  // A role that does not answer for money sees what sold, not what it took.
  const showsMoney = top.every((row) => row.amountFen !== null);
  const { mayCall } = useMayCall();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="dashboard-work" className="lg:col-span-2">
        <h3 id="dashboard-work" className="font-semibold">
          {t('dashboard.work')}
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {figures.work.map((work) => (
            <li key={work.item}>
              <a
                href={localePath(locale, work.link)}
                data-work={work.item}
                className={`flex items-center justify-between rounded-lg border px-3 py-2 no-underline ${work.count > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200'}`}
              >
                <span>{t(`dashboard.workItem.${work.item}`)}</span>
                <span className="font-semibold tabular-nums">{work.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dashboard-top" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="dashboard-top" className="font-semibold">
            {t('dashboard.topProducts')}
          </h3>
          <select
            aria-label={t('dashboard.topPeriod')}
            value={period}
            onChange={(event) => setPeriod(event.target.value as DashboardPeriod)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm"
          >
            {dashboardPeriods.map((choice) => (
              <option key={choice} value={choice}>
                {t(`dashboard.period.${choice}`)}
              </option>
            ))}
          </select>
        </div>
        {top.length === 0 ? (
          <p className="py-6 text-center text-slate-500">{t('dashboard.noTopProducts')}</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 font-normal">{t('dashboard.product')}</th>
                <th className="py-1 text-right font-normal">{t('dashboard.quantity')}</th>
                {showsMoney && <th className="py-1 text-right font-normal">{t('dashboard.amount')}</th>}
              </tr>
            </thead>
            <tbody>
              {top.map((row) => (
                <tr key={row.productId} className="border-t border-slate-100">
                  <td className="py-1 break-words">
                    {row.code} · {localName(row.nameZh, row.nameEn)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{row.quantity}</td>
                  {row.amountFen !== null && <td className="py-1 text-right tabular-nums">{formatPrice(row.amountFen)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="dashboard-low-stock" className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="dashboard-low-stock" className="font-semibold">
            {t('dashboard.lowStock', { count: figures.lowStock.total })}
          </h3>
          {figures.lowStock.total > 0 && mayCall(sectionCall('stock')) && (
            <a href={sectionHref('stock', { lowOnly: true })} className="text-sm">
              {t('dashboard.countStock')}
            </a>
          )}
        </div>
        {figures.lowStock.total === 0 ? (
          <p className="py-6 text-center text-slate-500">{t('dashboard.noLowStock')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {figures.lowStock.packs.map((pack) => (
              <li key={pack.skuId} className="flex justify-between gap-3 py-1">
                <span className="break-words">
                  {pack.code} · {localName(pack.nameZh, pack.nameEn)} · {localName(pack.labelZh, pack.labelEn)}
                </span>
                <span className="shrink-0 tabular-nums">{t('dashboard.stockOf', { stock: pack.stock, threshold: pack.threshold })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
