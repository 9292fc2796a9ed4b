import type { SubmitEvent } from 'react';
import { z } from 'zod';
import { TextField } from '../../components/ui/form/Field.tsx';
import { adminPost } from '../../lib/api.ts';
import { beijingClock } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTextFields } from '../../lib/use-text-fields.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { trackingEventInput } from '../../schemas/orders.ts';

/** A datetime-local value (Beijing time, as the operator reads the clock) as an ISO moment. */
const beijingMoment = (local: string) => (local ? `${local}:00+08:00` : '');

/** Now on the operator's clock in Beijing, as a datetime-local value: most steps are recorded as they happen. */
const now = () => beijingClock(new Date()).slice(0, 16);
const newEvent = () => ({ happenedAt: now(), location: '', description: '' });

/** Records a step of a shipped parcel's journey. */
export function TrackingForm({ orderNo, onAdded }: { orderNo: string; onAdded: () => void }) {
  const t = useTranslate(currentLocale());
  const form = useSubmit(currentLocale());
  const { values, setValues, field } = useTextFields(newEvent(), form.fieldErrors);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { orderNo, happenedAt: beijingMoment(values.happenedAt), location: values.location.trim() || undefined, description: values.description };
    void form.submit(trackingEventInput, body, async (input) => {
      await adminPost('order/tracking', input, z.null());
      setValues(newEvent());
      onAdded();
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="tracking-title" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 id="tracking-title" className="font-semibold">
        {t('adminOrders.addTracking')}
      </h4>
      <TextField label={t('adminOrders.happenedAt')} type="datetime-local" {...field('happenedAt')} />
      <TextField label={t('adminOrders.location')} {...field('location')} />
      <TextField label={t('adminOrders.description')} {...field('description')} />
      <button type="submit" disabled={form.busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.addTrackingNow')}
      </button>
    </form>
  );
}
