import { type SubmitEvent, useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { adminDownload } from '../../lib/api.ts';
import { beijingStamp } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { deliveryWays } from '../../schemas/freight.ts';
import { paymentChannels } from '../../schemas/order-values.ts';
import { adminOrderExportInput, adminOrderListInput, orderStatuses } from '../../schemas/orders.ts';
import { StatusFilter } from './StatusFilter.tsx';

export type OrderFilter = {
  status: (typeof orderStatuses)[number] | '';
  keyword: string;
  from: string;
  to: string;
  deliveryWay: (typeof deliveryWays)[number] | '';
  paymentType: (typeof paymentChannels)[number] | '';
};

/** The filter as the order calls take it: what is left empty is not sent. */
export const orderFilterBody = (filter: OrderFilter) =>
  Object.fromEntries(Object.entries({ ...filter, keyword: filter.keyword.trim() }).filter(([, value]) => value !== ''));

/**
 * The operator's order filter: the choices apply at once; a search by order number or mobile looks through
 * every status (the status shown switches to all), and the days apply with it. Exports what the filter keeps.
 */
export function OrderFilterForm({ applied, onApply }: { applied: OrderFilter; onApply: (filter: OrderFilter) => void }) {
  const t = useTranslate(currentLocale());
  const [form, setForm] = useState(applied);
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());
  const choose = (changes: Partial<OrderFilter>) => {
    const next = { ...form, ...changes };
    setForm(next);
    onApply(next);
  };
  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = form.keyword.trim() ? { ...form, status: '' as const } : form;
    setForm(next);
    void submit(adminOrderListInput, orderFilterBody(next), async () => onApply(next));
  };
  const exportSheet = () =>
    void submit(adminOrderExportInput, orderFilterBody(applied), async (input) =>
      saveFile(await adminDownload('order/export', input), `orders-${beijingStamp(new Date())}.xlsx`),
    );
  const options = <T extends string>(values: readonly T[], nameOf: (value: T) => string) => [
    { value: '', label: t('adminOrders.any') },
    ...values.map((value) => ({ value, label: nameOf(value) })),
  ];

  return (
    <form role="search" noValidate onSubmit={search} className="grid grid-cols-2 items-end gap-3 text-sm md:grid-cols-4 xl:grid-cols-7">
      <StatusFilter
        label={t('adminOrders.status')}
        value={form.status}
        onChange={(status) => choose({ status })}
        statuses={orderStatuses}
        nameOf={(name) => t(`orders.status.${name}`)}
        allLabel={t('adminOrders.allStatuses')}
        className="block"
      />
      <SelectField
        label={t('adminOrders.deliveryWay')}
        value={form.deliveryWay}
        onChange={(value) => choose({ deliveryWay: value as OrderFilter['deliveryWay'] })}
        options={options(deliveryWays, (way) => t(`checkout.delivery.${way}`))}
      />
      <SelectField
        label={t('adminOrders.paymentType')}
        value={form.paymentType}
        onChange={(value) => choose({ paymentType: value as OrderFilter['paymentType'] })}
        options={options(paymentChannels, (channel) => t(`pay.channel.${channel}`))}
      />
      <TextField label={t('adminOrders.from')} type="date" value={form.from} onChange={(from) => setForm({ ...form, from })} error={errors.from} />
      <TextField label={t('adminOrders.to')} type="date" value={form.to} onChange={(to) => setForm({ ...form, to })} error={errors.to} />
      <TextField
        label={t('adminOrders.keyword')}
        type="search"
        value={form.keyword}
        onChange={(keyword) => setForm({ ...form, keyword })}
        error={errors.keyword}
      />
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <button type="submit" className="flex-1 rounded-md bg-brand-600 px-4 py-2 text-white">
          {t('adminOrders.search')}
        </button>
        <button type="button" disabled={busy} onClick={exportSheet} className="flex-1 rounded-md border border-slate-300 px-4 py-2 disabled:opacity-60">
          {t('adminOrders.export')}
        </button>
      </div>
    </form>
  );
}
