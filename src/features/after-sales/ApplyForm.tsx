import { type SubmitEvent, useId, useState } from 'react';
import { Field, inputClass } from '../../components/ui/form/Field.tsx';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { modesForOrder } from '../../lib/after-sales-rules.ts';
import { post } from '../../lib/api.ts';
import { checkForm, type FieldErrors } from '../../lib/form-errors.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AfterSalesDetail, type AfterSalesMode, afterSalesApplyInput, afterSalesDetail, afterSalesReasons } from '../../schemas/after-sales.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice, parseYuan } from '../../schemas/money.ts';
import { capOf, chosenLines } from './apply-lines.ts';
import { LineQuantities } from './LineQuantities.tsx';
import { ModeChoice } from './ModeChoice.tsx';
import { PhotoEvidence } from './PhotoEvidence.tsx';
import { useApplicationGoods } from './use-application-goods.ts';

type Props = { locale: Locale; orderNo: string; onApplied: (detail: AfterSalesDetail) => void; onClose: () => void };

/**
 * The after-sales application of one order: refund only or return, which goods and how many (all that is left,
 * to begin with), the amount (their value, editable down), the reason, a description and up to 5 photos.
 */
export function ApplyForm({ locale, orderNo, onApplied, onClose }: Props) {
  const t = useTranslate(locale);
  const titleId = useId();
  const { options, failed, load, quantities, setQuantity, amount, setAmount } = useApplicationGoods(orderNo);
  const [mode, setMode] = useState<AfterSalesMode>('refund_only');
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const form = useSubmit(locale);
  const { busy, fieldErrors: errors, setFieldErrors: setErrors } = form;

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
      <ModeChoice name={`${titleId}-mode`} mode={mode} allowed={modesForOrder(options.orderStatus)} onChoose={setMode} error={errors.mode} locale={locale} />
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
      <LineQuantities
        lines={left}
        quantities={quantities}
        onChange={setQuantity}
        errorOf={lineError}
        linesError={errors.lines}
        linesErrorId={`${titleId}-lines-error`}
        locale={locale}
      />
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
      <PhotoEvidence photos={photos} onChange={setPhotos} errors={errors} locale={locale} />
      <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
        <div className="sm:w-48">
          <SubmitButton busy={busy}>{t(busy ? 'account.working' : 'afterSales.submit')}</SubmitButton>
        </div>
        {closeButton}
      </div>
    </form>
  );
}
