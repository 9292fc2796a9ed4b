import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { goToLogin, noData, post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { localePath } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { PaymentChannel } from '../../schemas/payments.ts';
import { useCountdown } from '../account/use-countdown.ts';
import { BankTransferPanel } from './BankTransferPanel.tsx';
import { AttemptStatus, ChannelChoice, SandboxSheetIfWanted, ScanPanel, type ScanToPay } from './PaymentParts.tsx';
import { ShareLinkPanel } from './ShareLinkPanel.tsx';
import { usePaymentState } from './use-payment-state.ts';
import { payInWechat } from './wechat-sheet.ts';

// The contracts (and zod) load beside the first call, after the first paint.
const startedPayment = () => import('../../schemas/payments.ts').then((contracts) => contracts.startedPayment);

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const query = () => new URLSearchParams(window.location.search);
/** The state sent with WeChat's authorisation, kept in this tab to check that the code coming back was asked for here. */
const AUTH_STATE_KEY = 'pay.wechatAuthState';

/**
 * WeChat's authorisation came back with a code (and the state this tab sent): the server keeps the buyer's openid.
 * The address is cleaned either way; true when WeChat Pay can go on.
 */
async function finishWechatAuth(orderNo: string): Promise<boolean> {
  const params = query();
  if (params.get('wechatAuth') !== '1') return false;
  window.history.replaceState(null, '', `${window.location.pathname}?orderNo=${orderNo}`);
  const code = params.get('code');
  const asked = window.sessionStorage.getItem(AUTH_STATE_KEY);
  window.sessionStorage.removeItem(AUTH_STATE_KEY);
  if (!code || !asked || params.get('state') !== asked) return false;
  await post('payment/wechatOpenid', { code }, noData);
  return true;
}

/**
 * The cashier step after placing an order (and "pay now" from the order list): choose WeChat Pay or
 * Alipay, pay at the provider the way that works where the buyer is (a code on a computer, the
 * provider's app from a phone browser, WeChat's sheet inside WeChat), and see the outcome the provider
 * reports; or choose a bank transfer, see where to send the money, and upload its receipt. The buyer
 * coming back from the provider's page with `cancelled=1`, or closing WeChat's sheet, gave up there.
 */
export default function PayPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const session = useSession();
  const [orderNo, setOrderNo] = useState('');
  const [ready, setReady] = useState(false);
  const [shared, setShared] = useState(false);
  const { state, failed, refresh, waiting } = usePaymentState(orderNo, ready, shared);
  const [channel, setChannel] = useState<PaymentChannel>('wechat');
  const [scan, setScan] = useState<ScanToPay | null>(null);
  const [returned, setReturned] = useState(false);
  const [backFromWechatAuth, setBackFromWechatAuth] = useState(false);
  // A refused start is a toast from the client; the order's state is read again, as it may have moved on.
  const { busy, run } = useSubmit(locale, { onError: () => void refresh() });
  const [secondsLeft, startCountdown] = useCountdown();

  useEffect(() => {
    if (!session.ready) return;
    if (!session.loggedIn) return goToLogin();
    const fromUrl = query().get('orderNo') ?? '';
    setOrderNo(fromUrl);
    setReturned(query().get('returned') === '1');
    const gaveUp = query().get('cancelled') === '1' ? post('payment/abandon', { orderNo: fromUrl }, noData).catch(() => null) : null;
    void Promise.resolve(gaveUp).then(() => setReady(true));
    setBackFromWechatAuth(query().get('wechatAuth') === '1');
  }, [session.ready, session.loggedIn]);

  useEffect(() => {
    if (!state) return;
    if (state.orderStatus === 'awaiting_payment') startCountdown(Math.max(0, Math.round((Date.parse(state.payDeadline) - Date.now()) / 1000)));
    else if (state.orderStatus !== 'cancelled') window.location.replace(`${localePath(locale, '/successful')}?orderNo=${orderNo}`);
    if (state.bankTransfer && state.channels.includes('bankTransfer')) setChannel('bankTransfer');
    else if (!state.channels.includes(channel) && state.channels[0]) setChannel(state.channels[0]);
    // startCountdown changes identity every render; the deadline is what matters.
  }, [state?.orderStatus, state?.payDeadline]);

  const startPaying = async (chosen: PaymentChannel) => {
    setScan(null);
    setReturned(false);
    const started = await post('payment/start', { orderNo, channel: chosen }, startedPayment);
    if (started.kind === 'redirect' || started.kind === 'h5') return window.location.assign(started.url);
    if (started.kind === 'oauth') {
      window.sessionStorage.setItem(AUTH_STATE_KEY, started.state);
      return window.location.assign(started.url);
    }
    if (started.kind === 'qr') setScan(started);
    await refresh();
    if (started.kind === 'jsapi' && (await payInWechat(started.params)) !== 'ok') {
      // Closed or refused in WeChat's sheet: the buyer chooses again (a payment that still arrives counts).
      await post('payment/abandon', { orderNo }, noData);
      await refresh();
    }
  };
  const pay = () => run(() => startPaying(channel));

  // Back from WeChat's authorisation: once the openid is kept, WeChat Pay goes on where the buyer left it.
  useEffect(() => {
    if (!backFromWechatAuth || state?.orderStatus !== 'awaiting_payment') return;
    setBackFromWechatAuth(false);
    void run(async () => {
      if (!(await finishWechatAuth(orderNo))) return;
      setChannel('wechat');
      await startPaying('wechat');
    });
  }, [backFromWechatAuth, state?.orderStatus]);

  if (failed && !state) return <LoadFailed message={t('successful.notFound')} retryLabel={t('cart.retry')} onRetry={() => void refresh()} />;
  if (session.failed) return <LoadFailed message={t('account.loadFailed')} retryLabel={t('account.retry')} onRetry={session.retry} />;
  if (!state) return <Loading label={t('account.loading')} />;
  if (state.orderStatus === 'cancelled') {
    return (
      <Panel id="pay-order" title={t('pay.orderCancelled')}>
        <p className="text-sm">{t('pay.orderCancelledHint')}</p>
        <a href={localePath(locale, '/product')}>{t('successful.continue')}</a>
      </Panel>
    );
  }
  if (state.orderStatus !== 'awaiting_payment') return <Loading label={t('pay.paid')} />;

  const outcome = state.attempt?.channel === 'bankTransfer' ? undefined : state.attempt?.status;
  const expired = secondsLeft === 0;
  const transfer = state.bankTransfer;
  return (
    <div className="space-y-4">
      <Panel id="pay-order" title={t('pay.order')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('successful.orderNo')}</dt>
          <dd data-testid="order-no">{state.orderNo}</dd>
          <dt className="text-slate-500">{t('successful.amount')}</dt>
          <dd className="text-lg font-semibold text-red-700">{formatPrice(state.totalFen)}</dd>
          <dt className="text-slate-500">{t('successful.payWithin')}</dt>
          {/* No live region: the countdown would be read out every second. */}
          <dd>{expired ? t('successful.expired') : transfer ? formatDateTime(state.payDeadline, locale) : clock(secondsLeft)}</dd>
        </dl>
      </Panel>

      <Panel id="pay-channel" title={t('pay.channel')}>
        <AttemptStatus locale={locale} waiting={waiting} outcome={outcome} returned={returned} alipayElsewhere={state.alipayElsewhere} />
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          <ChannelChoice locale={locale} labelledBy="pay-channel" offered={state.channels} chosen={channel} onChoose={setChannel} />
          <SubmitButton busy={busy} disabled={expired}>
            {channel === 'bankTransfer' ? t('pay.chooseBankTransfer') : t('pay.submit', { amount: formatPrice(state.totalFen) })}
          </SubmitButton>
        </form>
        {state.sandbox && <p className="text-xs text-slate-500">{t('pay.sandboxNote')}</p>}
      </Panel>
      <SandboxSheetIfWanted sandbox={state.sandbox} place={state.place} amountFen={state.totalFen} />

      {transfer && <BankTransferPanel locale={locale} orderNo={state.orderNo} transfer={transfer} secondsLeft={secondsLeft} onChanged={() => void refresh()} />}

      {scan && waiting && <ScanPanel locale={locale} id="pay-scan" scan={scan} />}
      {!expired && <ShareLinkPanel locale={locale} orderNo={state.orderNo} totalFen={state.totalFen} onLive={setShared} />}
    </div>
  );
}
