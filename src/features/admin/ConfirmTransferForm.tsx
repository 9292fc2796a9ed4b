import { type SubmitEvent, useState } from 'react';
import { TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { beijingDay } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type AdminBankTransfer, adminBankTransfer, adminBankTransferConfirmInput } from '../../schemas/bank-transfer.ts';
import { formatPrice, parseYuan } from '../../schemas/money.ts';

/**
 * Confirming a transfer: the order's total beside the payer, then what the account shows arrived and on
 * which day. An amount other than the total asks for a note, and the button says it confirms anyway.
 */
export function ConfirmTransferForm({ transfer: b, onConfirmed }: { transfer: AdminBankTransfer; onConfirmed: () => void }) {
  const t = useTranslate(currentLocale());
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => beijingDay(new Date()));
  const [note, setNote] = useState('');
  const {
    busy,
    fieldErrors: errors,
    submit,
  } = useSubmit(currentLocale(), { fieldOfError: { bankTransferAmountDiffers: 'note', bankTransferReceivedLater: 'receivedOn' } });
  const receivedFen = amount.trim() ? parseYuan(amount) : null;
  const differs = receivedFen !== null && receivedFen > 0 && receivedFen !== b.amountFen;

  const confirm = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = { id: b.id, receivedFen: receivedFen ?? Number.NaN, receivedOn, ...(note.trim() && { note }) };
    void submit(adminBankTransferConfirmInput, values, async (input) => {
      await adminPost('bankTransfer/confirm', input, adminBankTransfer);
      showToast(t('adminBankTransfers.confirmed'), { type: 'success' });
      onConfirmed();
    });
  };

  return (
    <form noValidate aria-label={t('adminBankTransfers.confirmOf', { orderNo: b.orderNo })} onSubmit={confirm} className="space-y-3 rounded-md bg-slate-50 p-3">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-slate-600">{t('adminBankTransfers.orderTotal')}</dt>
          <dd className="text-base font-semibold text-red-700">{formatPrice(b.amountFen)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('adminBankTransfers.payer')}</dt>
          <dd className="break-words font-medium">{b.customerCompany ?? t('adminBankTransfers.noCompany')}</dd>
        </div>
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('adminBankTransfers.receivedAmount')} value={amount} onChange={setAmount} error={errors.receivedFen} />
        <TextField label={t('adminBankTransfers.receivedOn')} type="date" value={receivedOn} onChange={setReceivedOn} error={errors.receivedOn} />
      </div>
      {differs && (
        <div className="space-y-2">
          <p role="alert" className="text-amber-800">
            {t('adminBankTransfers.amountDiffers', { received: formatPrice(receivedFen), total: formatPrice(b.amountFen) })}
          </p>
          <TextField label={t('adminBankTransfers.differenceNote')} value={note} onChange={setNote} error={errors.note} />
        </div>
      )}
      <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-white disabled:opacity-60">
        {t(differs ? 'adminBankTransfers.confirmAnyway' : 'adminBankTransfers.confirm')}
      </button>
    </form>
  );
}
