import { type SubmitEvent, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTextFields } from '../../lib/use-text-fields.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { carriers } from '../../schemas/carriers.ts';
import { orderSummary, shipOrderInput } from '../../schemas/orders.ts';

const OTHER_CARRIER = '';

/** Sends `order/ship` for a form: its errors beside the fields, then the toast saying what was done. */
export function useShipOrder(done: 'adminOrders.shipped' | 'adminOrders.collected', onShipped: () => void) {
  const t = useTranslate(currentLocale());
  const form = useSubmit(currentLocale());
  const ship = (body: object) =>
    void form.submit(shipOrderInput, body, async (input) => {
      await adminPost('order/ship', input, orderSummary);
      showToast(t(done), { type: 'success' });
      onShipped();
    });
  return { form, ship };
}

/** Ships an order: by a carrier from the list (or another, typed) with its tracking number, or by the shop's own driver. */
export function ShipForm({ orderNo, onShipped }: { orderNo: string; onShipped: () => void }) {
  const t = useTranslate(currentLocale());
  const [method, setMethod] = useState<'carrier' | 'own'>('carrier');
  const [carrier, setCarrier] = useState<string>(carriers[0]);
  const { form, ship } = useShipOrder('adminOrders.shipped', onShipped);
  const { values, field } = useTextFields({ logisticsCompany: '', trackingNo: '', driverName: '', driverPhone: '' }, form.fieldErrors);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const logisticsCompany = carrier === OTHER_CARRIER ? values.logisticsCompany : carrier;
    const body =
      method === 'carrier'
        ? { orderNo, method, logisticsCompany, trackingNo: values.trackingNo }
        : { orderNo, method, driverName: values.driverName, driverPhone: values.driverPhone };
    ship(body);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-title" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
      <h4 id="ship-title" className="font-semibold">
        {t('adminOrders.ship')}
      </h4>
      <fieldset className="flex gap-4">
        <legend className="sr-only">{t('adminOrders.shipMethod')}</legend>
        {(['carrier', 'own'] as const).map((name) => (
          <label key={name} className="flex items-center gap-1">
            <input type="radio" name="method" checked={method === name} onChange={() => setMethod(name)} />
            {t(`adminOrders.method.${name}`)}
          </label>
        ))}
      </fieldset>
      {method === 'carrier' ? (
        <>
          <SelectField
            label={t('orderDetail.logisticsCompany')}
            value={carrier}
            onChange={setCarrier}
            options={[...carriers.map((name) => ({ value: name, label: name })), { value: OTHER_CARRIER, label: t('adminOrders.otherCarrier') }]}
            error={carrier === OTHER_CARRIER ? undefined : form.fieldErrors.logisticsCompany}
          />
          {carrier === OTHER_CARRIER && <TextField label={t('adminOrders.carrierName')} {...field('logisticsCompany')} />}
          <TextField label={t('orderDetail.trackingNo')} {...field('trackingNo')} />
        </>
      ) : (
        <>
          <TextField label={t('orderDetail.driverName')} {...field('driverName')} />
          <TextField label={t('orderDetail.driverPhone')} type="tel" {...field('driverPhone')} />
        </>
      )}
      <button type="submit" disabled={form.busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.shipNow')}
      </button>
    </form>
  );
}
