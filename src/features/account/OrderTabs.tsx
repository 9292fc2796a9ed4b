import { useState } from 'react';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';

const statuses = ['all', 'awaitingPayment', 'awaitingShipment', 'awaitingReceipt', 'afterSales', 'completed'] as const;

/** The order tabs of the personal centre; the orders themselves arrive with checkout. */
export function OrderTabs({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [status, setStatus] = useState<(typeof statuses)[number]>('all');
  return (
    <div>
      <div role="tablist" aria-label={t('profile.orderTabs')} className="flex flex-wrap gap-1 border-b border-slate-200">
        {statuses.map((name) => (
          <button
            key={name}
            id={`order-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={status === name}
            aria-controls="order-panel"
            onClick={() => setStatus(name)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${status === name ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600'}`}
          >
            {t(`profile.order.${name}`)}
          </button>
        ))}
      </div>
      <div id="order-panel" role="tabpanel" aria-labelledby={`order-tab-${status}`} className="py-6">
        <h3 className="font-medium">{t(`profile.order.${status}`)}</h3>
        <p className="mt-2 text-slate-600">{t('profile.ordersSoon')}</p>
      </div>
    </div>
  );
}
