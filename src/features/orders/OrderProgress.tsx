import { formatDateTime } from '../../lib/dates.ts';
import { orderProgress } from '../../lib/order-progress.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import type { OrderDetail } from '../../schemas/orders.ts';

// Tailwind finds the classes it writes by their whole names.
const columns = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'];

/**
 * The order's life as a list of steps (placed, paid, shipped, received; for pickup: placed, paid, ready
 * for pickup, picked up), each reached one with its time; the current one is marked for screen readers
 * too. A cancelled order, or one in after-sales, shows the steps it reached and where it stopped.
 */
export function OrderProgress({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const t = useTranslate(locale);
  const { steps, current } = orderProgress(order);
  return (
    <ol aria-label={t('orderProgress.title')} className={`grid gap-1 text-center text-xs ${columns[steps.length]}`}>
      {steps.map(({ step, at, reached }, index) => {
        const stopped = step === 'cancelled' || step === 'afterSales';
        const tone = stopped ? (step === 'cancelled' ? 'border-slate-500 bg-slate-500 text-white' : 'border-amber-500 bg-amber-500 text-white') : '';
        return (
          <li key={step} aria-current={index === current ? 'step' : undefined} className="relative flex flex-col items-center">
            {index > 0 && <span aria-hidden="true" className={`absolute top-3.5 right-1/2 h-0.5 w-full ${reached ? 'bg-brand-600' : 'bg-slate-200'}`} />}
            <span
              aria-hidden="true"
              className={`relative flex size-7 items-center justify-center rounded-full border-2 font-semibold ${
                tone || (reached ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-400')
              } ${index === current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {stopped ? '!' : reached ? '✓' : index + 1}
            </span>
            <span className={`mt-1 font-medium ${index === current ? 'text-brand-700' : reached ? 'text-slate-800' : 'text-slate-500'}`}>
              {t(`orderProgress.step.${step}`)}
              {!reached && <span className="sr-only">{t('orderProgress.notYet')}</span>}
            </span>
            {reached && at && <span className="text-slate-500">{formatDateTime(at, locale)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
