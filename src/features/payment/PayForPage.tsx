import { useCallback, useEffect, useState } from 'react';
import { Loading } from '../../components/ui/Loading.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { SubmitButton } from '../../components/ui/SubmitButton.tsx';
import { ApiCallError, noData, post } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { useTranslate } from '../../lib/use-translate.ts';
import type { Locale } from '../../schemas/common.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { PayLinkView } from '../../schemas/pay-for.ts';
import { AttemptStatus, ChannelChoice, SandboxSheetIfWanted, ScanPanel, type ScanToPay } from './PaymentParts.tsx';
import { payInWechat } from './wechat-sheet.ts';

const payLinkView = () => import('../../schemas/pay-for.ts').then((contracts) => contracts.payLinkView);
const payLinkPayer = () => import('../../schemas/pay-for.ts').then((contracts) => contracts.payLinkPayer);
const startedPayment = () => import('../../schemas/payments.ts').then((contracts) => contracts.startedPayment);

/** The link being paid in this browser, and whether a payment was started from it: the providers come back to /payFor without the token. */
const LINK_KEY = 'payFor.link';
/** WeChat's authorisation: the state sent and, once back, the payer's openid signed for this link (this tab only). */
const AUTH_STATE_KEY = 'payFor.wechatAuthState';
const PAYER_KEY = 'payFor.payer';
/** The link's error codes (payLinkPaid): the one a payer who just paid turns into "paid, thank you". */
const LINK_PAID = '200050';
const POLL_MS = 2_000;

type Kept = { token: string; started: boolean };
const kept = (): Kept | null => {
  try {
    return JSON.parse(window.localStorage.getItem(LINK_KEY) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
};
const keep = (value: Kept) => window.localStorage.setItem(LINK_KEY, JSON.stringify(value));

type Shown = { kind: 'loading' } | { kind: 'open'; view: PayLinkView } | { kind: 'dead'; message: string } | { kind: 'paid' };

/**
 * A pay-for-me link opened by anyone, without logging in: the seller, the amount, the order number and its goods,
 * and the ways to pay where the payer is (a code or Alipay's page on a computer, the providers' apps from a phone,
 * WeChat's sheet inside WeChat). Once the order is paid, cancelled or the link revoked, it says it no longer works.
 */
export default function PayForPage({ locale }: { locale: Locale }) {
  const t = useTranslate(locale);
  const [token, setToken] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [channel, setChannel] = useState<'wechat' | 'alipay'>('wechat');
  const [scan, setScan] = useState<ScanToPay | null>(null);
  const [authCode, setAuthCode] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      const view = await post('payFor/view', { token }, payLinkView, { quiet: true });
      setShown({ kind: 'open', view });
      if (!view.channels.includes(channel) && view.channels[0]) setChannel(view.channels[0]);
    } catch (error) {
      if (!(error instanceof ApiCallError) || error.kind !== 'api') return setShown({ kind: 'dead', message: t('payFor.loadFailed') });
      if (error.code === LINK_PAID && kept()?.token === token && kept()?.started) {
        window.localStorage.removeItem(LINK_KEY);
        return setShown({ kind: 'paid' });
      }
      setShown({ kind: 'dead', message: error.message });
    }
  }, [token, channel]);

  const { busy, run } = useSubmit(locale, { onError: () => void refresh() });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = params.get('token');
    const back = params.get('returned') === '1' || params.get('wechatAuth') === '1';
    const found = fromUrl ?? (back ? (kept()?.token ?? null) : null);
    if (!found) return setShown({ kind: 'dead', message: t('payFor.missing') });
    if (fromUrl && kept()?.token !== fromUrl) keep({ token: fromUrl, started: false });
    if (params.get('wechatAuth') === '1') {
      const asked = window.sessionStorage.getItem(AUTH_STATE_KEY);
      window.sessionStorage.removeItem(AUTH_STATE_KEY);
      const code = params.get('code');
      if (code && asked && params.get('state') === asked) setAuthCode(code);
      window.history.replaceState(null, '', `${window.location.pathname}?returned=1`);
    }
    const gaveUp = params.get('cancelled') === '1' ? post('payFor/abandon', { token: found }, noData, { quiet: true }).catch(() => null) : null;
    void Promise.resolve(gaveUp).then(() => setToken(found));
  }, []);

  useEffect(() => void refresh(), [token]);

  const waiting = shown.kind === 'open' && shown.view.attempt?.status === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  const startPaying = async (chosen: 'wechat' | 'alipay') => {
    if (!token) return;
    setScan(null);
    const payer = window.sessionStorage.getItem(PAYER_KEY) ?? undefined;
    const started = await post('payFor/start', { token, channel: chosen, ...(payer && { payer }) }, startedPayment);
    if (started.kind === 'oauth') {
      window.sessionStorage.setItem(AUTH_STATE_KEY, started.state);
      return window.location.assign(started.url);
    }
    keep({ token, started: true });
    if (started.kind === 'redirect' || started.kind === 'h5') return window.location.assign(started.url);
    if (started.kind === 'qr') setScan(started);
    await refresh();
    if (started.kind === 'jsapi' && (await payInWechat(started.params)) !== 'ok') {
      await post('payFor/abandon', { token }, noData);
      await refresh();
    }
  };

  // Back from WeChat's authorisation: the payer's openid, signed for this link, is kept in this tab and WeChat Pay goes on.
  useEffect(() => {
    if (!authCode || !token || shown.kind !== 'open') return;
    setAuthCode(null);
    void run(async () => {
      const { payer } = await post('payFor/wechatOpenid', { token, code: authCode }, payLinkPayer);
      window.sessionStorage.setItem(PAYER_KEY, payer);
      setChannel('wechat');
      await startPaying('wechat');
    });
  }, [authCode, token, shown.kind]);

  if (shown.kind === 'loading') return <Loading label={t('account.loading')} />;
  if (shown.kind === 'paid') {
    return (
      <Panel id="pay-for-done" title={t('payFor.paid')}>
        <p className="text-sm">{t('payFor.paidHint')}</p>
      </Panel>
    );
  }
  if (shown.kind === 'dead') {
    return (
      <Panel id="pay-for-dead" title={t('payFor.dead')}>
        <p className="text-sm">{shown.message}</p>
      </Panel>
    );
  }

  const { view } = shown;
  const outcome = view.attempt?.status;
  return (
    <div className="space-y-4">
      <Panel id="pay-for-order" title={t('payFor.asked')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('payFor.shop')}</dt>
          <dd>{view.shop}</dd>
          <dt className="text-slate-500">{t('successful.orderNo')}</dt>
          <dd data-testid="order-no">{view.orderNo}</dd>
          <dt className="text-slate-500">{t('successful.amount')}</dt>
          <dd className="text-lg font-semibold text-red-700">{formatPrice(view.totalFen)}</dd>
          <dt className="text-slate-500">{t('successful.payWithin')}</dt>
          <dd>{formatDateTime(view.payDeadline, locale)}</dd>
          <dt className="text-slate-500">{t('payFor.lines')}</dt>
          <dd>
            <ul>
              {view.lines.map((line, index) => (
                // The payer is shown names only, no ids; the list never changes order.
                <li key={index}>{line.name}</li>
              ))}
            </ul>
          </dd>
        </dl>
      </Panel>

      <Panel id="pay-for-channel" title={t('pay.channel')}>
        <AttemptStatus locale={locale} waiting={waiting} outcome={outcome} alipayElsewhere={view.alipayElsewhere} />
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => startPaying(channel));
          }}
        >
          <ChannelChoice locale={locale} labelledBy="pay-for-channel" offered={view.channels} chosen={channel} onChoose={setChannel} />
          <SubmitButton busy={busy}>{t('pay.submit', { amount: formatPrice(view.totalFen) })}</SubmitButton>
        </form>
        {view.sandbox && <p className="text-xs text-slate-500">{t('pay.sandboxNote')}</p>}
      </Panel>
      <SandboxSheetIfWanted sandbox={view.sandbox} place={view.place} amountFen={view.totalFen} />

      {scan && waiting && <ScanPanel locale={locale} id="pay-for-scan" scan={scan} />}
    </div>
  );
}
