import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { currentLocale } from '../../lib/locale.store.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { useShipOrder } from './ShipForm.tsx';

/** A pickup order handed over at the warehouse: to the collector the buyer named, or whoever came in their place. */
export function PickupForm({ orderNo, collector, onCollected }: { orderNo: string; collector: string; onCollected: () => void }) {
  const t = useTranslate(currentLocale());
  const [collectedBy, setCollectedBy] = useState(collector);
  const { form, ship } = useShipOrder('adminOrders.collected', onCollected);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    ship({ orderNo, method: 'pickup', collectedBy });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="pickup-title" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 id="pickup-title" className="font-semibold">
        {t('adminOrders.handOver')}
      </h4>
      <TextField label={t('adminOrders.collectedBy')} value={collectedBy} onChange={setCollectedBy} error={form.fieldErrors.collectedBy} />
      <button type="submit" disabled={form.busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.pickedUp')}
      </button>
    </form>
  );
}
