import { type ReactNode, type SubmitEvent, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { showToast } from '../../components/ui/toast.store.ts';
import { post, upload } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { BankTransferView } from '../../schemas/bank-transfer.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';

// The contracts (and zod) load with the first upload.
const uploadAnswer = () => import('../../schemas/upload.ts').then((contracts) => contracts.uploadAnswer);
const bankTransferView = () => import('../../schemas/bank-transfer.ts').then((contracts) => contracts.bankTransferView);

type Props = { locale: Locale; orderNo: string; transfer: BankTransferView; secondsLeft: number; onChanged: () => void };

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (seconds: number) => `${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;

/**
 * The shop's account, the remark, the exact amount and the deadline of a bank transfer, where it stands,
 * and the form for the receipt while one is wanted (first, or again after a rejection).
 */
export function BankTransferPanel({ locale, orderNo, transfer, secondsLeft, onChanged }: Props) {
  const t = useTranslate(locale);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const { busy, run } = useSubmit(locale);
  const wanted = transfer.status === 'awaiting_receipt' || transfer.status === 'rejected';

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return setFileError(t('bankTransfer.chooseFile'));
    setFileError(undefined);
    void run(async () => {
      const stored = await upload('upload', file, uploadAnswer, file.name, { purpose: 'receipt' });
      await post('payment/receipt', { orderNo, receiptUrl: stored.url }, bankTransferView);
      showToast(t('bankTransfer.uploaded'), { type: 'success' });
      onChanged();
    });
  };

  const copyButton = (text: string, what: 'copyAccount' | 'copyReference') => (
    <CopyButton
      text={text}
      label={t('bankTransfer.copy')}
      accessibleLabel={t(`bankTransfer.${what}`)}
      copiedLabel={t('bankTransfer.copied')}
      failedLabel={t('bankTransfer.copyFailed')}
    />
  );
  const days = Math.floor(secondsLeft / 86_400);
  const left =
    days > 0 ? t('bankTransfer.timeLeftDays', { days, clock: clock(secondsLeft % 86_400) }) : t('bankTransfer.timeLeft', { clock: clock(secondsLeft) });
  const rows: { label: string; value: ReactNode; testId?: string; extra?: ReactNode }[] = [
    { label: t('bankTransfer.accountName'), value: transfer.accountName },
    { label: t('bankTransfer.bankName'), value: transfer.bankName },
    // Banks' forms take the digits alone; the spaces are only for reading.
    {
      label: t('bankTransfer.accountNumber'),
      value: transfer.accountNumber,
      testId: 'transfer-account',
      extra: copyButton(transfer.accountNumber.replace(/\s/g, ''), 'copyAccount'),
    },
    { label: t('bankTransfer.reference'), value: transfer.reference, testId: 'transfer-reference', extra: copyButton(transfer.reference, 'copyReference') },
    { label: t('bankTransfer.amount'), value: formatPrice(transfer.amountFen), testId: 'transfer-amount' },
    {
      label: t('bankTransfer.deadline'),
      value: <time dateTime={transfer.deadline}>{formatDateTime(transfer.deadline, locale)}</time>,
      // A timer is not announced as it ticks (its live region is off); a reader finds it where it is.
      extra: (
        <span role="timer" data-testid="transfer-countdown" className={secondsLeft === 0 ? 'text-red-700' : 'text-amber-800'}>
          {secondsLeft === 0 ? t('successful.expired') : left}
        </span>
      ),
    },
  ];
  return (
    <Panel id="pay-bank-transfer" title={t('bankTransfer.title')}>
      <p className="text-sm text-slate-600">{t('bankTransfer.hint')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(({ label, value, testId, extra }) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span data-testid={testId} className="break-all font-medium">
                {value}
              </span>
              {extra}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">{t('bankTransfer.workingDays')}</p>
      <div role="status" aria-live="polite" className="text-sm">
        <p data-testid="transfer-status" className={transfer.status === 'rejected' ? 'font-medium text-red-700' : 'font-medium'}>
          {t(`bankTransfer.state.${transfer.status}`)}
        </p>
        {transfer.status === 'rejected' && transfer.rejectReason && (
          <p className="text-red-700">{t('bankTransfer.rejectReason', { reason: transfer.rejectReason })}</p>
        )}
      </div>
      {transfer.receiptUrl && (
        <a href={transfer.receiptUrl} target="_blank" rel="noopener" className="text-sm">
          {t('bankTransfer.viewReceipt')}
        </a>
      )}
      {wanted && (
        <form onSubmit={send} noValidate className="space-y-2 text-sm">
          <label className="block">
            <span className="block text-slate-700">{t('bankTransfer.receipt')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,application/pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1 block w-full max-w-full text-sm"
            />
            {fileError && <span className="block text-red-700">{fileError}</span>}
          </label>
          <SubmitButton busy={busy}>{t(transfer.status === 'rejected' ? 'bankTransfer.uploadAgain' : 'bankTransfer.upload')}</SubmitButton>
        </form>
      )}
    </Panel>
  );
}
