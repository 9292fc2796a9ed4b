import { useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { noData, post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { ShareLinkView } from '../../schemas/pay-for.ts';

const shareLink = () => import('../../schemas/pay-for.ts').then((contracts) => contracts.shareLink);

/**
 * The buyer's pay-for-me link: made on demand, copied or handed to the phone's share sheet, and stopped at will.
 * Only its hash is kept on the shop, so making it again makes a new one and the earlier link stops working.
 */
export function ShareLinkPanel({
  locale,
  orderNo,
  totalFen,
  onLive,
}: {
  locale: Locale;
  orderNo: string;
  totalFen: number;
  /** Told whether a link is out, so the page can watch for someone else paying. */
  onLive: (live: boolean) => void;
}) {
  const t = useTranslate(locale);
  const [link, setLink] = useState<ShareLinkView | null>(null);
  const [revoked, setRevoked] = useState(false);
  const { busy, run } = useSubmit(locale);
  const address = link ? new URL(link.url, window.location.origin).href : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const make = () =>
    run(async () => {
      setLink(await post('payment/shareLink', { orderNo }, shareLink));
      setRevoked(false);
      onLive(true);
    });
  const revoke = () =>
    run(async () => {
      await post('payment/revokeShare', { orderNo }, noData);
      setLink(null);
      setRevoked(true);
      onLive(false);
    });
  const send = () =>
    navigator.share({ title: t('page.payFor'), text: t('payFor.share.sendText', { orderNo, amount: formatPrice(totalFen) }), url: address }).catch(() => null);

  return (
    <Panel id="pay-share" title={t('payFor.share.title')}>
      <p className="text-sm text-slate-600">{t('payFor.share.hint')}</p>
      {revoked && (
        <p role="status" className="text-sm text-amber-700">
          {t('payFor.share.revoked')}
        </p>
      )}
      {link ? (
        <div className="space-y-3">
          <label className="block text-sm">
            <span className="text-slate-500">{t('payFor.share.label')}</span>
            <input
              readOnly
              value={address}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <p className="text-xs text-slate-500">{t('payFor.share.until', { deadline: formatDateTime(link.expiresAt, locale) })}</p>
          <div className="flex flex-wrap items-center gap-3">
            {canShare && (
              <button type="button" onClick={() => void send()} className="rounded-lg bg-brand-600 px-4 py-2 text-sm text-white">
                {t('payFor.share.send')}
              </button>
            )}
            <CopyButton
              text={address}
              label={t('payFor.share.copy')}
              accessibleLabel={t('payFor.share.copy')}
              copiedLabel={t('payFor.share.copied')}
              failedLabel={t('payFor.share.copyFailed')}
            />
          </div>
          <div className="flex flex-wrap gap-3 text-sm">
            <button type="button" disabled={busy} onClick={() => void make()} className="text-brand-700 underline">
              {t('payFor.share.again')}
            </button>
            <button type="button" disabled={busy} onClick={() => void revoke()} className="text-red-700 underline">
              {t('payFor.share.revoke')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => void make()}
          className="w-full rounded-lg border border-brand-600 px-4 py-3 text-brand-700 sm:w-auto"
        >
          {t('payFor.share.create')}
        </button>
      )}
    </Panel>
  );
}
