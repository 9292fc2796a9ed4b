import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { ImageUpload } from '../../components/ui/ImageUpload.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { modesForOrder, refundCapFen } from '../../lib/after-sales-rules.ts';
import { post } from '../../lib/api.ts';
import { checkForm, type FieldErrors } from '../../lib/form-errors.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import {
  type AfterSalesDetail,
  type AfterSalesOptions,
  afterSalesApplyInput,
  afterSalesDetail,
  afterSalesModes,
  afterSalesOptions,
  afterSalesReasons,
  MAX_AFTER_SALES_PHOTOS,
} from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice, parseYuan } from '../../schemas/money.ts';

/** Fen as a plain amount for an input: 12345 → "123.45". */
const plainYuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

type Props = { locale: Locale; orderNo: string; onApplied: (detail: AfterSalesDetail) => void; onClose: () => void };

/**
 * The after-sales application of one order: refund only or return, which goods and how many (all that is left,
 * to begin with), the amount (their value, editable down), the reason, a description and up to 5 photos.
 */
export function ApplyForm({ locale, orderNo, onApplied, onClose }: Props) {
  const t = useTranslate(locale);
  const titleId = useId();
  const [options, setOptions] = useState<AfterSalesOptions | null>(null);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState<(typeof afterSalesModes)[number]>('refund_only');
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

  const load = async () => {
    setFailed(false);
    try {
      const loaded = await post('afterSales/options', { orderNo }, afterSalesOptions);
      const all = Object.fromEntries(loaded.lines.map((line) => [line.lineId, String(line.availableQuantity)]));
      setOptions(loaded);
      setQuantities(all);
      setAmount(plainYuan(capOf(loaded, all)));
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => void load(), [orderNo]);

  const header = (
    <h4 id={titleId} className="font-semibold">
      {t('afterSales.applyTitle', { orderNo })}
    </h4>
  );
  if (failed) return <LoadFailed message={t('afterSales.optionsFailed')} retryLabel={t('cart.retry')} onRetry={() => void load()} />;
  if (!options) return <Loading label={t('account.loading')} />;
  const closeButton = (
    <button type="button" onClick={onClose} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
      {t('afterSales.close')}
    </button>
  );
  const left = options.lines.filter((line) => line.availableQuantity > 0);
  if (options.openRefundNo || left.length === 0 || options.refundableFen <= 0) {
    return (
      <div className="space-y-3 rounded-lg bg-slate-50 p-3">
        {header}
        <p role="status">{options.openRefundNo ? t('afterSales.openExists', { refundNo: options.openRefundNo }) : t('afterSales.nothingLeft')}</p>
        {closeButton}
      </div>
    );
  }

  const chosen = chosenLines(options, quantities);
  const capFen = capOf(options, quantities);
  const allowedModes = modesForOrder(options.orderStatus);
  const setQuantity = (lineId: number, text: string) => {
    const next = { ...quantities, [lineId]: text };
    setQuantities(next);
    setAmount(plainYuan(capOf(options, next)));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refundFen = parseYuan(amount);
    const values = { orderNo, mode, reason, lines: chosen, refundFen: refundFen === null ? -1 : refundFen, description, photoUrls: photos };
    const checked = checkForm(afterSalesApplyInput, values, locale);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    chosen.forEach((line, index) => {
      const available = options.lines.find((candidate) => candidate.lineId === line.lineId)?.availableQuantity ?? 0;
      if (line.quantity > available) found[`lines.${index}.quantity`] = t('validation.afterSalesQuantity');
    });
    if (refundFen !== null && refundFen > 0 && refundFen > capFen) found.refundFen = t('validation.refundTooHigh');
    // The contract's errors and the order's own limits (what is left to return, the refund cap) at once.
    if (!checked.ok || Object.keys(found).length > 0) return setErrors(found);
    const input = checked.input;
    void form.run(async () => {
      const applied = await post('afterSales/apply', input, afterSalesDetail);
      showToast(t('afterSales.submitted'), { type: 'success' });
      onApplied(applied);
    });
  };

  /** An error about the nth chosen line belongs beside that line's quantity. */
  const lineError = (lineId: number) => {
    const index = chosen.findIndex((line) => line.lineId === lineId);
    return index < 0 ? undefined : (errors[`lines.${index}.quantity`] ?? errors[`lines.${index}.lineId`]);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4 rounded-lg bg-slate-50 p-3">
      {header}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t('afterSales.mode')}</legend>
        <div className="flex flex-wrap gap-4">
          {afterSalesModes.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${titleId}-mode`}
                value={value}
                checked={mode === value}
                disabled={!allowedModes.includes(value)}
                onChange={() => setMode(value)}
              />
              {t(`afterSales.mode.${value}`)}
            </label>
          ))}
        </div>
        {allowedModes.length < afterSalesModes.length && <p className="text-xs text-slate-500">{t('afterSales.returnNeedsShipment')}</p>}
        {errors.mode && (
          <p role="alert" className="text-sm text-red-600">
            {errors.mode}
          </p>
        )}
      </fieldset>
      <Field label={t('afterSales.reason')} error={errors.reason}>
        {(props) => (
          <select {...props} className={inputClass} value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">{t('afterSales.reasonChoose')}</option>
            {afterSalesReasons.map((value) => (
              <option key={value} value={value}>
                {t(`afterSales.reason.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="space-y-2" aria-describedby={errors.lines ? `${titleId}-lines-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t('afterSales.lines')}</legend>
        {errors.lines && (
          <p id={`${titleId}-lines-error`} className="text-sm text-red-700">
            {errors.lines}
          </p>
        )}
        {left.map((line) => (
          <Field
            key={line.lineId}
            label={t('afterSales.lineQuantity', { name: `${line.productName} · ${line.specLabel}`, max: line.availableQuantity })}
            error={lineError(line.lineId)}
          >
            {(props) => (
              <input
                {...props}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.availableQuantity}
                className={`${inputClass} max-w-32`}
                value={quantities[line.lineId] ?? ''}
                onChange={(event) => setQuantity(line.lineId, event.target.value)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="space-y-1">
        <Field label={t('afterSales.amount')} error={errors.refundFen}>
          {(props) => (
            <input {...props} inputMode="decimal" className={`${inputClass} max-w-48`} value={amount} onChange={(event) => setAmount(event.target.value)} />
          )}
        </Field>
        <p className="text-xs text-slate-500">{t('afterSales.amountHint', { max: formatPrice(capFen) })}</p>
      </div>
      <Field label={t('afterSales.description')} error={errors.description}>
        {(props) => (
          <textarea {...props} rows={3} maxLength={500} className={inputClass} value={description} onChange={(event) => setDescription(event.target.value)} />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('afterSales.photos')}</legend>
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {photos.map((url, index) => (
              <li key={`${url}-${index}`} className="relative">
                <img src={url} alt={t('afterSales.photoAlt', { n: index + 1 })} className="h-20 w-20 rounded-md object-cover" />
                <button
                  type="button"
                  onClick={() => setPhotos(photos.filter((_, other) => other !== index))}
                  aria-label={t('afterSales.removePhoto', { n: index + 1 })}
                  className="absolute -right-2 -top-2 h-6 w-6 rounded-full bg-white text-xs shadow"
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_AFTER_SALES_PHOTOS && (
          <ImageUpload
            label={t('afterSales.addPhoto')}
            locale={locale}
            onUploaded={(url) => setPhotos((current) => [...current, url].slice(0, MAX_AFTER_SALES_PHOTOS))}
          />
        )}
        {Object.entries(errors)
          .filter(([key]) => key.startsWith('photoUrls'))
          .map(([key, message]) => (
            <p key={key} className="text-sm text-red-700">
              {message}
            </p>
          ))}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
        <div className="sm:w-48">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'afterSales.submit')}</SubmitButton>
        </div>
        {closeButton}
      </div>
    </form>
  );
}

/** The lines with a quantity typed in (not blank, not 0), in the order's order. */
function chosenLines(options: AfterSalesOptions, quantities: Record<number, string>) {
  return options.lines
    .filter((line) => line.availableQuantity > 0 && (quantities[line.lineId] ?? '').trim() !== '' && Number(quantities[line.lineId]) !== 0)
    .map((line) => ({ lineId: line.lineId, quantity: Number(quantities[line.lineId]) }));
}

function capOf(options: AfterSalesOptions, quantities: Record<number, string>) {
  const valid = chosenLines(options, quantities).filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  return refundCapFen(options.lines, valid, options.refundableFen);
}
