import { type SubmitEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { TextField } from '../../components/ui/form/Field.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { adminPost } from '../../lib/api.ts';
import { currentLocale } from '../../lib/locale.store.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import { type BankTransferConfig, bankTransferConfig } from '../../schemas/bank-transfer.ts';

const unset: BankTransferConfig = { enabled: false, accountName: '', bankName: '', accountNumber: '', workingDays: 3 };

/** The shop's account for bank transfers (site configuration `bankTransfer`): shown only to the buyers who choose to pay this way. */
export function BankAccountSettings() {
  const t = useTranslate(currentLocale());
  const [values, setValues] = useState<BankTransferConfig>(unset);
  const [days, setDays] = useState('3');
  const { busy, fieldErrors: errors, submit } = useSubmit(currentLocale());

  useEffect(() => {
    adminPost('content/config/get', { key: 'bankTransfer' }, bankTransferConfig).then(
      (stored) => {
        setValues(stored);
        setDays(String(stored.workingDays));
      },
      () => undefined,
    );
  }, []);

  const set = (field: 'accountName' | 'bankName' | 'accountNumber') => (value: string) => setValues({ ...values, [field]: value });
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(bankTransferConfig, { ...values, workingDays: Number(days) }, async (input) => {
      await adminPost('content/config/save', { key: 'bankTransfer', value: input }, z.unknown());
      // Buyers' payment pages read the account as it is now, not from the published site.
      showToast(t('admin.savedLive'), { type: 'success' });
    });
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium">{t('adminBankTransfers.settings')}</summary>
      <form onSubmit={save} noValidate aria-label={t('adminBankTransfers.settings')} className="mt-3 grid gap-3 sm:grid-cols-2">
        <label className="flex items-center gap-2 sm:col-span-2">
          <input type="checkbox" checked={values.enabled} onChange={(event) => setValues({ ...values, enabled: event.target.checked })} />
          {t('adminBankTransfers.enabled')}
        </label>
        <TextField label={t('bankTransfer.accountName')} value={values.accountName} onChange={set('accountName')} error={errors.accountName} />
        <TextField label={t('bankTransfer.bankName')} value={values.bankName} onChange={set('bankName')} error={errors.bankName} />
        <TextField label={t('bankTransfer.accountNumber')} value={values.accountNumber} onChange={set('accountNumber')} error={errors.accountNumber} />
        <TextField label={t('adminBankTransfers.workingDays')} type="number" value={days} onChange={setDays} error={errors.workingDays} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-60">
            {t('admin.save')}
          </button>
        </div>
      </form>
    </details>
  );
}
