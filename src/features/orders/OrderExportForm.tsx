import { useState } from 'react';
import { SelectField, TextField } from '../../components/ui/form/Field.tsx';
import { download } from '../../lib/api.ts';
import { beijingDay } from '../../lib/dates.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { orderExportFormats, orderExportInput } from '../../schemas/order-records.ts';
import { orderStatuses } from '../../schemas/orders.ts';

const DAY_MS = 86_400_000;

/** The customer's order lines of a date range and status as a spreadsheet, for their accounts; the last 30 days to begin with. */
export function OrderExportForm({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [values, setValues] = useState(() => ({
    from: beijingDay(new Date(Date.now() - 29 * DAY_MS)),
    to: beijingDay(new Date()),
    status: '',
    format: 'xlsx' as (typeof orderExportFormats)[number],
  }));
  const { busy, fieldErrors, submit } = useSubmit(locale, { fieldOfError: { orderExportEmpty: 'to', orderExportTooLarge: 'to' } });
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('orderExport.title')}</summary>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          const { status, ...rest } = values;
          void submit(orderExportInput, { ...rest, ...(status && { status }) }, async (input) =>
            saveFile(await download('order/export', input), `orders-${input.from}-${input.to}.${input.format}`),
          );
        }}
      >
        <p className="text-slate-600 sm:col-span-2">{t('orderExport.hint')}</p>
        <TextField type="date" label={t('orderExport.from')} value={values.from} onChange={set('from')} error={fieldErrors.from} />
        <TextField type="date" label={t('orderExport.to')} value={values.to} onChange={set('to')} error={fieldErrors.to} />
        <SelectField
          label={t('orderExport.status')}
          value={values.status}
          onChange={set('status')}
          error={fieldErrors.status}
          options={[
            { value: '', label: t('orderExport.allStatuses') },
            ...orderStatuses.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
          ]}
        />
        <fieldset>
          <legend className="block text-sm font-medium text-slate-700">{t('orderExport.format')}</legend>
          <div className="mt-2 flex gap-4">
            {orderExportFormats.map((format) => (
              <label key={format} className="flex items-center gap-1">
                <input type="radio" name="order-export-format" checked={values.format === format} onChange={() => set('format')(format)} />
                {format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-white disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
        >
          {busy ? t('orderExport.downloading') : t('orderExport.download')}
        </button>
      </form>
    </details>
  );
}
