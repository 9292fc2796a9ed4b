import { lazy, Suspense } from 'react';
import { Panel } from '../../components/ui/Panel.tsx';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { paymentChannels } from '../../schemas/order-values.ts';
import type { PaymentChannel, StartedPaymentView } from '../../schemas/payments.ts';
import { PaymentQr } from './PaymentQr.tsx';

/** The parts the buyer's payment page and the pay-for-me page share. */

// Only inside WeChat on a sandbox shop, and it carries both languages' texts: loaded when shown.
const SandboxWechatSheet = lazy(() => import('./SandboxWechatSheet.tsx').then((module) => ({ default: module.SandboxWechatSheet })));

export type ScanToPay = Extract<StartedPaymentView, { kind: 'qr' }>;

/** The ways offered here, one radio each, in the shop's order. */
export function ChannelChoice<Channel extends PaymentChannel>(props: {
  locale: Locale;
  labelledBy: string;
  offered: readonly Channel[];
  chosen: Channel;
  onChoose: (channel: Channel) => void;
}) {
  const t = useTranslate(props.locale);
  return (
    <fieldset aria-labelledby={props.labelledBy} className="grid gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {paymentChannels
        .filter((name): name is Channel => (props.offered as readonly PaymentChannel[]).includes(name))
        .map((name) => (
          <label
            key={name}
            className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 ${props.chosen === name ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
          >
            <input type="radio" name="channel" value={name} checked={props.chosen === name} onChange={() => props.onChoose(name)} />
            {t(`pay.channel.${name}`)}
          </label>
        ))}
    </fieldset>
  );
}

/** How the last attempt stands, read out as it changes; and the hint for Alipay inside WeChat. */
export function AttemptStatus(props: { locale: Locale; waiting: boolean; outcome: string | undefined; returned?: boolean; alipayElsewhere: boolean }) {
  const t = useTranslate(props.locale);
  return (
    <>
      <div role="status" aria-live="polite" className="text-sm">
        {props.waiting && <p className="text-slate-600">{t('pay.waiting')}</p>}
        {props.outcome === 'failed' && <p className="font-medium text-red-700">{t('pay.failed')}</p>}
        {props.outcome === 'cancelled' && <p className="font-medium text-amber-700">{t('pay.cancelled')}</p>}
        {props.waiting && props.returned && <p className="text-slate-600">{t('pay.returnedHint')}</p>}
      </div>
      {props.alipayElsewhere && <p className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('pay.openInBrowser')}</p>}
    </>
  );
}

/** WeChat Pay's code to scan on a computer, with the sandbox cashier's link where there is one. */
export function ScanPanel({ locale, id, scan }: { locale: Locale; id: string; scan: ScanToPay }) {
  const t = useTranslate(locale);
  return (
    <Panel id={id} title={t('pay.scanTitle')}>
      <PaymentQr text={scan.codeUrl} label={t('pay.scanLabel')} />
      <p className="text-sm text-slate-600">{t('pay.scanHint')}</p>
      {scan.sandboxCashierUrl && (
        <a href={scan.sandboxCashierUrl} target="_blank" rel="noopener" className="text-sm">
          {t('pay.openSandboxCashier')}
        </a>
      )}
    </Panel>
  );
}

/** The sandbox's stand-in for WeChat's payment sheet, on a sandbox shop opened inside WeChat. */
export function SandboxSheetIfWanted({ sandbox, place, amountFen }: { sandbox: boolean; place: string; amountFen: number }) {
  if (!sandbox || place !== 'wechat') return null;
  return (
    <Suspense fallback={null}>
      <SandboxWechatSheet amountFen={amountFen} />
    </Suspense>
  );
}
