import { type SubmitEvent, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { ApiCallError, adminDownload, adminPost } from '../../lib/api.ts';
import { beijingStamp } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { carriers } from '../../schemas/carriers.ts';
import { type AdminOrderPage, shipBatchAnswer, shipBatchInput } from '../../schemas/orders.ts';
import { useMayCall } from './use-may-call.ts';

type Order = AdminOrderPage['items'][number];

/** Whether the batch may ship the order: paid, waiting, and not one collected at the warehouse. */
export const shipsInBatch = (order: Order) => order.status === 'awaiting_shipment' && order.deliveryWay !== 'pickup';

/**
 * What the operator does with the orders ticked in the list: print their delivery notes in one file, or ship
 * those waiting by one carrier, each with its tracking number (all or none: a refused order is named beside its field).
 */
export function OrderBatch({ selected, onDone }: { selected: Order[]; onDone: () => void }) {
  const t = useTranslate(currentLocale());
  const { mayCall } = useMayCall();
  const [shipping, setShipping] = useState(false);
  const notes = useSubmit(currentLocale());
  const shippable = selected.filter(shipsInBatch);
  if (selected.length === 0 || !mayCall('order/deliveryNote')) return null;

  const print = () =>
    void notes.run(async () =>
      saveFile(
        await adminDownload('order/deliveryNote', { orderNos: selected.map((order) => order.orderNo) }),
        `delivery-notes-${beijingStamp(new Date())}.pdf`,
      ),
    );
  return (
    <section aria-label={t('adminOrders.batch')} className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('adminOrders.selected', { count: selected.length })}</span>
        <button type="button" disabled={notes.busy} onClick={print} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 disabled:opacity-60">
          {t('adminOrders.printNotes')}
        </button>
        {shippable.length > 0 && !shipping && (
          <button type="button" onClick={() => setShipping(true)} className="rounded-md bg-brand-600 px-3 py-1.5 text-white">
            {t('adminOrders.shipSelected', { count: shippable.length })}
          </button>
        )}
      </div>
      {shipping && shippable.length > 0 && <BatchShipForm orders={shippable} onShipped={onDone} />}
    </section>
  );
}

function BatchShipForm({ orders, onShipped }: { orders: Order[]; onShipped: () => void }) {
  const t = useTranslate(currentLocale());
  const [carrier, setCarrier] = useState<string>(carriers[0]);
  const [trackingNos, setTrackingNos] = useState<Record<string, string>>({});
  const form = useSubmit(currentLocale(), {
    // A refusal names its order: shown beside that order's tracking number.
    onError: (error) => {
      const orderNo = error instanceof ApiCallError ? (error.data as { orderNo?: unknown } | null)?.orderNo : undefined;
      return typeof orderNo === 'string' ? { [orderNo]: error instanceof Error ? error.message : '' } : undefined;
    },
  });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shipments = orders.map((order) => ({ orderNo: order.orderNo, trackingNo: trackingNos[order.orderNo] ?? '' }));
    void form.submit(shipBatchInput, { logisticsCompany: carrier, shipments }, async (input) => {
      const { shipped } = await adminPost('order/shipBatch', input, shipBatchAnswer);
      showToast(t('adminOrders.shippedCount', { count: shipped }), { type: 'success' });
      onShipped();
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('adminOrders.batchShip')} className="space-y-3">
      <SelectField
        label={t('orderDetail.logisticsCompany')}
        value={carrier}
        onChange={setCarrier}
        options={carriers.map((name) => ({ value: name, label: name }))}
      />
      {orders.map((order, index) => (
        <TextField
          key={order.orderNo}
          label={t('adminOrders.trackingNoOf', { orderNo: order.orderNo, consignee: order.consignee })}
          value={trackingNos[order.orderNo] ?? ''}
          onChange={(value) => setTrackingNos((current) => ({ ...current, [order.orderNo]: value }))}
          error={form.fieldErrors[order.orderNo] ?? form.fieldErrors[`shipments.${index}.trackingNo`]}
        />
      ))}
      <button type="submit" disabled={form.busy} className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60">
        {t('adminOrders.shipNow')}
      </button>
    </form>
  );
}
