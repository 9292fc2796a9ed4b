import { useEffect, useState } from 'react';
import { LoadFailed } from '../../components/ui/ListStates.tsx';
import { Loading } from '../../components/ui/Loading.tsx';
import { sandboxPost } from '../../lib/api.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import '../../lib/i18n-both.ts';
import { type MessageKey, translate } from '../../lib/i18n.ts';
import { formatPrice } from '../../schemas/money.ts';
import { type SandboxTradeView, sandboxCompleted, sandboxTrade } from '../../schemas/payments.ts';
import { PaymentQr } from './PaymentQr.tsx';

/** The sandbox stands in for a provider, whose cashier is not in the buyer's language setting: it speaks both. */
const both = (key: MessageKey) => `${translate('zh', key)} · ${translate('en', key)}`;

const settledMessage = { pay: 'cashier.paidReturn', fail: 'cashier.failedReturn', cancel: 'cashier.cancelledReturn', settled: 'cashier.settled' } as const;

/**
 * The sandbox cashier: what Alipay's page or the buyer's phone would show. Paying or failing makes the
 * sandbox send the shop a signed notification; the buyer then goes back to the shop (Alipay) or back
 * to the shop's window that shows the code (WeChat Pay).
 */
export default function CashierPage() {
  const [tradeNo, setTradeNo] = useState<string | null>(null);
  const [trade, setTrade] = useState<SandboxTradeView | null>(null);
  const [failed, setFailed] = useState(false);
  // A refused outcome is a toast from the client; the trade is read again.
  const { busy, run } = useSubmit('zh', { onError: () => void load() });
  const [done, setDone] = useState<'pay' | 'fail' | 'cancel' | null>(null);

  const load = () => {
    if (tradeNo === null) return;
    setFailed(false);
    sandboxPost('trade', { tradeNo }, sandboxTrade).then(setTrade, () => setFailed(true));
  };
  useEffect(() => setTradeNo(new URLSearchParams(window.location.search).get('trade') ?? ''), []);
  useEffect(load, [tradeNo]);

  const complete = (outcome: 'pay' | 'fail' | 'cancel') =>
    run(async () => {
      const { returnUrl } = await sandboxPost('complete', { tradeNo: tradeNo!, outcome }, sandboxCompleted);
      if (returnUrl) return window.location.assign(outcome === 'cancel' ? `${returnUrl}&cancelled=1` : returnUrl);
      setDone(outcome);
    });

  if (failed) return <LoadFailed message={both('cashier.notFound')} retryLabel={both('cart.retry')} onRetry={load} />;
  if (!trade) return <Loading label={both('account.loading')} />;
  const settled = done ?? (trade.status === 'open' ? null : 'settled');
  return (
    <section aria-labelledby="cashier-title" className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 text-center shadow-sm">
      <h2 id="cashier-title" className="text-lg font-semibold">
        {both(trade.channel === 'alipay' ? 'pay.channel.alipay' : 'pay.channel.wechat')}
      </h2>
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">{both('cashier.sandboxOnly')}</p>
      <p className="text-sm text-slate-600">{trade.subject}</p>
      <p className="text-3xl font-bold text-slate-900" data-testid="cashier-amount">
        {formatPrice(trade.amountFen)}
      </p>
      <div className="flex justify-center">
        <PaymentQr text={`sandbox:${trade.tradeNo}`} label={both('cashier.code')} />
      </div>
      {settled ? (
        <p role="status" className="font-medium">
          {both(settledMessage[settled])}
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => void complete('pay')}
            className="rounded-md bg-emerald-600 px-4 py-2.5 text-sm font-medium text-white disabled:opacity-60"
          >
            {both('cashier.pay')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void complete('fail')}
            className="rounded-md bg-red-600 px-4 py-2.5 text-sm font-medium text-white disabled:opacity-60"
          >
            {both('cashier.fail')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void complete('cancel')}
            className="rounded-md border border-slate-300 px-4 py-2.5 text-sm disabled:opacity-60"
          >
            {both('cashier.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
