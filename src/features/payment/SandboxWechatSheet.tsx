import { useEffect, useState } from 'react';
import { noData, sandboxPost } from '../../lib/api.ts';
import '../../lib/i18n-both.ts';
import { type MessageKey, translate } from '../../lib/i18n.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { formatPrice } from '../../schemas/money.ts';
import type { JsapiParams, SheetOutcome } from './wechat-sheet.ts';

const both = (key: MessageKey) => `${translate('zh', key)} · ${translate('en', key)}`;

type Asked = { params: JsapiParams; done: (answer: { err_msg: string }) => void };

/**
 * The sandbox's stand-in for WeixinJSBridge inside WeChat: getBrandWCPayRequest opens this sheet over the page, and
 * the buyer's choice goes to the sandbox, which checks the shop's paySign, settles the trade and notifies the shop.
 */
export function SandboxWechatSheet({ amountFen }: { amountFen: number }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const { busy, run } = useSubmit('zh');

  useEffect(() => {
    const bridge: NonNullable<Window['WeixinJSBridge']> = {
      invoke: (name, params, done) => {
        if (name === 'getBrandWCPayRequest') setAsked({ params, done });
      },
    };
    window.WeixinJSBridge = bridge;
    // As WeChat announces its bridge once injected: a page that asked before it was there goes on.
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    return () => {
      if (window.WeixinJSBridge === bridge) delete window.WeixinJSBridge;
    };
  }, []);

  if (!asked) return null;
  const choose = (outcome: 'pay' | 'fail' | 'cancel') =>
    run(async () => {
      await sandboxPost('jsapi', { ...asked.params, outcome }, noData);
      const said: Record<typeof outcome, SheetOutcome> = { pay: 'ok', fail: 'fail', cancel: 'cancel' };
      setAsked(null);
      asked.done({ err_msg: `get_brand_wcpay_request:${said[outcome]}` });
    });
  const button = 'w-full rounded-md px-4 py-3 text-sm font-medium disabled:opacity-60';
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="wechat-sheet-title"
        className="w-full max-w-md space-y-3 rounded-t-2xl bg-white p-5 text-center"
      >
        <h2 id="wechat-sheet-title" className="text-base font-semibold">
          {both('pay.channel.wechat')}
        </h2>
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">{both('cashier.sandboxOnly')}</p>
        <p className="text-3xl font-bold text-slate-900" data-testid="sheet-amount">
          {formatPrice(amountFen)}
        </p>
        <button type="button" disabled={busy} onClick={() => void choose('pay')} className={`${button} bg-emerald-600 text-white`}>
          {both('cashier.pay')}
        </button>
        <button type="button" disabled={busy} onClick={() => void choose('fail')} className={`${button} bg-red-600 text-white`}>
          {both('cashier.fail')}
        </button>
        <button type="button" disabled={busy} onClick={() => void choose('cancel')} className={`${button} border border-slate-300`}>
          {both('cashier.cancel')}
        </button>
      </section>
    </div>
  );
}
