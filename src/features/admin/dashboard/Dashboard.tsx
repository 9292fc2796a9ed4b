import { useEffect, useMemo, useState } from 'react';
import { LoadFailed } from '../../../components/ui/ListStates.tsx';
import { Loading } from '../../../components/ui/Loading.tsx';
import { adminPost } from '../../../lib/api.ts';
import { currentLocale } from '../../../lib/locale.store.ts';
import { useTranslate } from '../../../lib/use-translate.ts';
import type { Locale } from '../../../schemas/common.ts';
import { type DashboardPeriod, dashboard, type Dashboard as Figures } from '../../../schemas/dashboard.ts';
import { formatPrice, formatYuan } from '../../../schemas/money.ts';
import { Chart } from './Chart.tsx';
import { DashboardLists } from './DashboardLists.tsx';

const BRAND = '#1a5fd0';

/** The back office's first screen: the shop's figures, two charts, and the work waiting. */
export function Dashboard() {
  const locale = currentLocale();
  const t = useTranslate(locale);
  const [figures, setFigures] = useState<Figures | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    adminPost('dashboard', {}, dashboard).then(setFigures, () => setFailed(true));
  };
  useEffect(load, []);

  const paidByDay = figures?.paidByDay;
  const paidOption = useMemo(
    () =>
      paidByDay && {
        grid: { left: 56, right: 12, top: 16, bottom: 28 },
        tooltip: { trigger: 'axis', valueFormatter: (fen: number) => formatPrice(fen) },
        xAxis: { type: 'category', data: paidByDay.map((day) => day.day.slice(5)) },
        // Ticks a whole yuan apart at least: a month without sales would otherwise be marked in fractions of a fen.
        yAxis: { type: 'value', minInterval: 100, axisLabel: { formatter: (fen: number) => formatYuan(fen).replace(/\.00$/, '') } },
        series: [{ type: 'line', name: t('dashboard.paid'), data: paidByDay.map((day) => day.paidFen), color: BRAND, smooth: true }],
      },
    [paidByDay, t],
  );
  const statusOption = useMemo(
    () =>
      figures && {
        grid: { left: 40, right: 12, top: 16, bottom: 28, containLabel: true },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: figures.ordersByStatus.map((row) => t(`orders.status.${row.status}`)), axisLabel: { interval: 0, rotate: 30 } },
        yAxis: { type: 'value', minInterval: 1 },
        series: [{ type: 'bar', name: t('dashboard.orders'), data: figures.ordersByStatus.map((row) => row.count), color: BRAND }],
      },
    [figures, t],
  );

  if (failed) return <LoadFailed message={t('dashboard.loadFailed')} retryLabel={t('dashboard.retry')} onRetry={load} />;
  if (!figures || !statusOption) return <Loading label={t('admin.loading')} />;
  const noSales = paidByDay?.every((day) => day.paidOrders === 0);
  const noOrders = figures.ordersByStatus.every((row) => row.count === 0);
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold">{t('dashboard.title', { day: figures.today })}</h2>
      <section aria-labelledby="dashboard-figures" className="grid gap-3 sm:grid-cols-3">
        <h3 id="dashboard-figures" className="sr-only">
          {t('dashboard.figures')}
        </h3>
        {figures.periods.map((period) => (
          <PeriodCard key={period.period} figures={period} locale={locale} />
        ))}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        {paidOption && (
          <section aria-labelledby="dashboard-paid-chart" className="min-w-0">
            <h3 id="dashboard-paid-chart" className="font-semibold">
              {t('dashboard.paidByDay')}
            </h3>
            {noSales && <p className="text-sm text-slate-500">{t('dashboard.noSales')}</p>}
            <Chart option={paidOption} label={t('dashboard.paidByDay')} />
          </section>
        )}
        <section aria-labelledby="dashboard-status-chart" className="min-w-0">
          <h3 id="dashboard-status-chart" className="font-semibold">
            {t('dashboard.ordersByStatus')}
          </h3>
          {noOrders && <p className="text-sm text-slate-500">{t('dashboard.noOrders')}</p>}
          <Chart option={statusOption} label={t('dashboard.ordersByStatus')} />
        </section>
      </div>
      <DashboardLists figures={figures} locale={locale} />
    </div>
  );
}

function PeriodCard({ figures, locale }: { figures: Figures['periods'][number]; locale: Locale }) {
  const t = useTranslate(locale);
  const money = (fen: number | null): string | null => (fen === null ? null : formatPrice(fen));
  const rows = (
    [
      [t('dashboard.orders'), String(figures.orders)],
      [t('dashboard.paid'), money(figures.paidFen)],
      [t('dashboard.average'), money(figures.averageOrderFen)],
      [t('dashboard.newCustomers'), String(figures.newCustomers)],
    ] as const
  ).filter((row): row is readonly [string, string] => row[1] !== null);
  return (
    <div className="rounded-lg border border-slate-200 p-3" data-period={figures.period}>
      <h4 className="text-sm text-slate-600">{t(`dashboard.period.${figures.period satisfies DashboardPeriod}`)}</h4>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
