import { createHash, createHmac, createSign, createVerify, randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beijingDay } from '../../../../lib/dates.ts';
import type { PaymentChannel } from '../../../../schemas/payments.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxRefunds, sandboxTrades } from '../../../db/schema.ts';
import { type AlipayConfig, alipayTime, buildAlipayNotify, verifyAlipay } from '../alipay.ts';
import type { AlipaySend } from '../alipay-gateway.ts';
import { fenToYuan, yuanToFen } from '../notice.ts';
import type { WechatOAuthConfig, WechatOAuthSend } from '../wechat-oauth.ts';
import {
  buildWechatNotify,
  type JsapiPayParams,
  jsapiSignMessage,
  type WechatPayConfig,
  type WechatSend,
  type WechatTradeType,
  wechatTime,
} from '../wechatpay.ts';
import type { SandboxKeys } from './keys.ts';
import { alipayRefundAnswer, merchantSigned, type RefundAsk, readAlipayRefund, readWechatRefund, WECHAT_REFUND_PATH } from './refund-requests.ts';

export const SANDBOX_ALIPAY_GATEWAY = '/api/sandbox/alipay/gateway';
export const ALIPAY_NOTIFY_PATH = '/api/payment/notify/alipay';
export const WECHAT_NOTIFY_PATH = '/api/payment/notify/wechat';
export const SANDBOX_WECHAT_H5_PATH = '/api/sandbox/wechat/h5';
const SANDBOX_WECHAT_AUTHORIZE = '/api/sandbox/wechat/authorize';
const SANDBOX_WECHAT_TOKEN = '/api/sandbox/wechat/token';
const cashierPath = (tradeNo: string) => `/cashier?trade=${tradeNo}`;
/** The sandbox's prepay_id carries its trade number, so the stand-in sheet finds the trade from the package alone. */
const prepayIdOf = (tradeNo: string) => `wx${tradeNo}`;

/** The shop's channel settings when the sandbox plays the providers: same code, sandbox keys, local addresses. */
export function sandboxConfigs(keys: SandboxKeys): { alipay: AlipayConfig; wechat: WechatPayConfig; wechatOAuth: WechatOAuthConfig } {
  return {
    alipay: {
      appId: 'sandbox-alipay-app',
      appPrivateKey: keys.alipayApp.privateKey,
      alipayPublicKey: keys.alipay.publicKey,
      gateway: `http://sandbox.invalid${SANDBOX_ALIPAY_GATEWAY}`,
      notifyUrl: `http://sandbox.invalid${ALIPAY_NOTIFY_PATH}`,
    },
    wechat: {
      appId: 'wx-sandbox-app',
      mchId: '1900000109',
      merchantSerialNo: 'SANDBOX-MERCHANT-SERIAL',
      merchantPrivateKey: keys.wechatMerchant.privateKey,
      apiV3Key: keys.apiV3Key,
      platformSerialNo: 'SANDBOX-PLATFORM-SERIAL',
      platformPublicKey: keys.wechatPlatform.publicKey,
      notifyUrl: `http://sandbox.invalid${WECHAT_NOTIFY_PATH}`,
      apiBase: 'http://sandbox.invalid',
      jsapiAppId: 'wx-sandbox-app',
      h5Domain: 'sandbox.invalid',
    },
    wechatOAuth: {
      appId: 'wx-sandbox-app',
      appSecret: 'sandbox-official-account-secret',
      authorizeUrl: `http://sandbox.invalid${SANDBOX_WECHAT_AUTHORIZE}`,
      tokenUrl: `http://sandbox.invalid${SANDBOX_WECHAT_TOKEN}`,
    },
  };
}

/** A path on this shop, never another site: where the sandbox may send the browser back to. */
const shopPath = (url: string | null | undefined) => (url && /^\/(?![/\\])/.test(url) ? url : null);

/** The sandbox's URLs are addressed to a host that does not exist; the browser follows their path on this shop. */
export const onThisShop = (url: string) => (url.startsWith('http://sandbox.invalid/') ? url.slice('http://sandbox.invalid'.length) : url);

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const beijingDate = (now: Date) => beijingDay(now).replaceAll('-', '');

export type SandboxOutcome = 'pay' | 'fail' | 'cancel';
/** What the sandbox's books say to a refund request: taken (or taken before, by the same number), or why not. */
export type BookedRefund =
  | { ok: true; trade: typeof sandboxTrades.$inferSelect; providerRefundNo: string; amountFen: number; refundedFen: number; repeated: boolean }
  | { ok: false; error: 'tradeNotFound' | 'totalMismatch' | 'amountExceeded' | 'discordantRepeat' };
export type SandboxTrade = { tradeNo: string; channel: PaymentChannel; amountFen: number; subject: string; status: string };
/** Hands a notification to the shop the way the provider's servers would: an HTTP request to its notify URL. */
export type Deliver = (request: Request) => Promise<Response>;

/** Stands in for Alipay's and WeChat Pay's servers: records what the shop asks to collect and notifies it of outcomes. */
export function createSandbox(db: Db, keys: SandboxKeys, clock: () => Date) {
  const configs = sandboxConfigs(keys);

  async function openTrade(
    channel: PaymentChannel,
    trade: { outTradeNo: string; amountFen: number; subject: string; returnUrl: string | null; tradeType?: WechatTradeType },
  ) {
    const [existing] = await db
      .select({ tradeNo: sandboxTrades.tradeNo })
      .from(sandboxTrades)
      .where(and(eq(sandboxTrades.outTradeNo, trade.outTradeNo), eq(sandboxTrades.channel, channel), eq(sandboxTrades.status, 'open')));
    if (existing) return existing.tradeNo;
    const tradeNo = channel === 'alipay' ? `${beijingDate(clock())}22${digits(18)}` : `42000${digits(23)}`;
    await db.insert(sandboxTrades).values({ tradeNo, channel, ...trade });
    return tradeNo;
  }

  /** Alipay's page-pay gateway: checks the shop's signature and opens the trade; null when the request is not genuine. */
  async function openAlipayTrade(query: URLSearchParams): Promise<string | null> {
    const params = Object.fromEntries(query);
    const methods = { 'alipay.trade.page.pay': 'FAST_INSTANT_TRADE_PAY', 'alipay.trade.wap.pay': 'QUICK_WAP_WAY' } as Record<string, string>;
    if (!verifyAlipay(params, keys.alipayApp.publicKey, 'request') || params.app_id !== configs.alipay.appId || !methods[params.method ?? '']) return null;
    const biz = safeJson(params.biz_content) as { out_trade_no?: unknown; total_amount?: unknown; subject?: unknown; product_code?: unknown } | null;
    if (biz?.product_code !== methods[params.method!]) return null;
    const amountFen = typeof biz?.total_amount === 'string' ? yuanToFen(biz.total_amount) : null;
    if (typeof biz?.out_trade_no !== 'string' || typeof biz.subject !== 'string' || !amountFen) return null;
    const tradeNo = await openTrade('alipay', {
      outTradeNo: biz.out_trade_no,
      amountFen,
      subject: biz.subject.slice(0, 128),
      returnUrl: params.return_url ?? null,
    });
    return cashierPath(tradeNo);
  }

  /**
   * A refund in the sandbox's books, in one transaction that locks the trade: only on a paid trade, never more
   * than it collected in all; the same request number again answers the first refund and moves no money.
   */
  async function bookRefund(channel: PaymentChannel, ask: RefundAsk): Promise<BookedRefund> {
    return db.transaction(async (tx) => {
      const [trade] = await tx
        .select()
        .from(sandboxTrades)
        .where(and(eq(sandboxTrades.outTradeNo, ask.outTradeNo), eq(sandboxTrades.channel, channel), eq(sandboxTrades.status, 'paid')))
        .limit(1)
        .for('update');
      if (!trade) return { ok: false, error: 'tradeNotFound' };
      if (ask.totalFen !== null && ask.totalFen !== trade.amountFen) return { ok: false, error: 'totalMismatch' };
      const earlier = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, trade.tradeNo));
      const refundedFen = earlier.reduce((sum, refund) => sum + refund.amountFen, 0);
      const same = earlier.find((refund) => refund.refundNo === ask.refundNo);
      if (same) {
        if (same.amountFen !== ask.amountFen) return { ok: false, error: 'discordantRepeat' };
        return { ok: true, trade, providerRefundNo: same.providerRefundNo, amountFen: same.amountFen, refundedFen, repeated: true };
      }
      if (refundedFen + ask.amountFen > trade.amountFen) return { ok: false, error: 'amountExceeded' };
      const providerRefundNo = channel === 'alipay' ? trade.tradeNo : `50000${digits(24)}`;
      await tx
        .insert(sandboxRefunds)
        .values({ tradeNo: trade.tradeNo, refundNo: ask.refundNo, providerRefundNo, amountFen: ask.amountFen, createdAt: clock() });
      return { ok: true, trade, providerRefundNo, amountFen: ask.amountFen, refundedFen: refundedFen + ask.amountFen, repeated: false };
    });
  }

  /** Alipay's OpenAPI gateway (POST): alipay.trade.refund, checked against the shop's app key and answered signed. */
  const alipayApi: AlipaySend = async (url, form) => {
    const ask =
      new URL(url).pathname === SANDBOX_ALIPAY_GATEWAY ? readAlipayRefund(form, { appId: configs.alipay.appId, appPublicKey: keys.alipayApp.publicKey }) : null;
    if (!ask) {
      const refused = { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错，请确认签名和参数' };
      return { status: 200, text: alipayRefundAnswer(refused, null) };
    }
    const booked = await bookRefund('alipay', ask);
    if (!booked.ok) {
      const [subCode, subMsg] = {
        tradeNotFound: ['ACQ.TRADE_NOT_EXIST', '交易不存在'],
        totalMismatch: ['ACQ.TRADE_NOT_EXIST', '交易不存在'],
        amountExceeded: ['ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'],
        discordantRepeat: ['ACQ.DISCORDANT_REPEAT_REQUEST', '再次请求的参数与首次不一致'],
      }[booked.error] as [string, string];
      const failed = { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg, refund_fee: '0.00', send_back_fee: '0.00' };
      return { status: 200, text: alipayRefundAnswer(failed, keys.alipay.privateKey) };
    }
    const answer = {
      code: '10000',
      msg: 'Success',
      trade_no: booked.trade.tradeNo,
      out_trade_no: booked.trade.outTradeNo,
      buyer_logon_id: 'san***@sandbox.invalid',
      fund_change: booked.repeated ? 'N' : 'Y',
      refund_fee: fenToYuan(booked.refundedFen),
      gmt_refund_pay: alipayTime(clock()),
      send_back_fee: fenToYuan(booked.amountFen),
    };
    return { status: 200, text: alipayRefundAnswer(answer, keys.alipay.privateKey) };
  };

  /** WeChat Pay's refund API: checks the merchant's signature, books the refund and answers signed. */
  async function wechatRefund(path: string, init: { method: string; headers: Record<string, string>; body: string }) {
    const authorization = init.headers.Authorization ?? init.headers.authorization ?? '';
    const ask = readWechatRefund(
      { method: init.method, path, authorization, body: init.body },
      { mchId: configs.wechat.mchId, merchantPublicKey: keys.wechatMerchant.publicKey },
    );
    if (!ask) return platformAnswer(401, { code: 'SIGN_ERROR', message: '签名错误或请求参数有误' });
    const booked = await bookRefund('wechat', ask);
    if (!booked.ok) {
      const [status, code, message] = {
        tradeNotFound: [404, 'RESOURCE_NOT_EXISTS', '订单不存在'],
        totalMismatch: [400, 'PARAM_ERROR', '订单金额与实际支付金额不符'],
        amountExceeded: [400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额'],
        discordantRepeat: [400, 'INVALID_REQUEST', '同一退款单号的退款金额与首次不一致'],
      }[booked.error] as [number, string, string];
      return platformAnswer(status, { code, message });
    }
    const at = wechatTime(clock());
    return platformAnswer(200, {
      refund_id: booked.providerRefundNo,
      out_refund_no: ask.refundNo,
      transaction_id: booked.trade.tradeNo,
      out_trade_no: booked.trade.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      success_time: at,
      create_time: at,
      status: 'SUCCESS',
      funds_account: 'AVAILABLE',
      amount: {
        total: booked.trade.amountFen,
        refund: booked.amountFen,
        payer_total: booked.trade.amountFen,
        payer_refund: booked.amountFen,
        settlement_refund: booked.amountFen,
        settlement_total: booked.trade.amountFen,
        discount_refund: 0,
        currency: 'CNY',
      },
    });
  }

  /** WeChat Pay's API: Native, H5 and JSAPI orders answer a signed code_url, h5_url or prepay_id; the refund API a signed refund. */
  const wechatApi: WechatSend = async (url, init) => {
    const path = new URL(url).pathname;
    if (path === WECHAT_REFUND_PATH) return wechatRefund(path, init);
    const order = safeJson(init.body) as {
      out_trade_no?: unknown;
      amount?: { total?: unknown };
      description?: unknown;
      mchid?: unknown;
      appid?: unknown;
      payer?: { openid?: unknown };
      scene_info?: { payer_client_ip?: unknown; h5_info?: { type?: unknown } };
    } | null;
    const amountFen = order?.amount?.total;
    const way = ({ '/v3/pay/transactions/native': 'native', '/v3/pay/transactions/h5': 'h5', '/v3/pay/transactions/jsapi': 'jsapi' } as const)[path];
    const wayFits =
      way === 'native' ||
      (way === 'h5' && typeof order?.scene_info?.payer_client_ip === 'string' && order.scene_info.h5_info?.type === 'Wap') ||
      (way === 'jsapi' && order?.appid === configs.wechat.jsapiAppId && typeof order?.payer?.openid === 'string');
    if (
      init.method !== 'POST' ||
      !wayFits ||
      !merchantSigned(init.method, path, init.headers.Authorization ?? init.headers.authorization ?? '', init.body, keys.wechatMerchant.publicKey) ||
      order?.mchid !== configs.wechat.mchId ||
      typeof order.out_trade_no !== 'string' ||
      typeof order.description !== 'string' ||
      !Number.isSafeInteger(amountFen) ||
      (amountFen as number) <= 0
    ) {
      return platformAnswer(400, { code: 'SIGN_ERROR', message: 'request refused by the sandbox' });
    }
    const tradeNo = await openTrade('wechat', {
      outTradeNo: order.out_trade_no,
      amountFen: amountFen as number,
      subject: order.description.slice(0, 128),
      returnUrl: null,
      tradeType: ({ native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' } as const)[way!],
    });
    if (way === 'h5') return platformAnswer(200, { h5_url: `http://sandbox.invalid${SANDBOX_WECHAT_H5_PATH}?trade=${tradeNo}` });
    if (way === 'jsapi') return platformAnswer(200, { prepay_id: prepayIdOf(tradeNo) });
    return platformAnswer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${tradeNo}` });
  };

  /** WeChat's H5 page: takes the shop's redirect_url (where WeChat sends the buyer afterwards) and shows the cashier. */
  async function openWechatH5(tradeNo: string, redirectUrl: string | undefined): Promise<string | null> {
    const back = shopPath(redirectUrl);
    if (!back) return null;
    const [opened] = await db
      .update(sandboxTrades)
      .set({ returnUrl: back })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.channel, 'wechat'), eq(sandboxTrades.status, 'open')))
      .returning({ tradeNo: sandboxTrades.tradeNo });
    return opened ? cashierPath(opened.tradeNo) : null;
  }

  /**
   * WeChat's payment sheet (getBrandWCPayRequest), as the stand-in bridge asks for it: the parameters must carry the
   * merchant's paySign, as WeChat checks it; the buyer's choice then settles the trade. Null when not genuine.
   */
  async function settleJsapi(params: JsapiPayParams, outcome: SandboxOutcome, deliver: Deliver, now: Date) {
    const tradeNo = /^prepay_id=wx(\d{20,40})$/.exec(params.package)?.[1];
    let signed = false;
    try {
      signed = createVerify('RSA-SHA256')
        .update(jsapiSignMessage(params.appId, params.timeStamp, params.nonceStr, params.package))
        .verify(keys.wechatMerchant.publicKey, params.paySign, 'base64');
    } catch {
      signed = false;
    }
    if (!tradeNo || !signed || params.appId !== configs.wechat.jsapiAppId || params.signType !== 'RSA') return null;
    return complete(tradeNo, outcome, deliver, now);
  }

  /** The sandbox's codes carry their own proof, so that any of the shop's processes knows the ones it gave out. */
  const codeSeal = (nonce: string) => createHmac('sha256', keys.apiV3Key).update(`oauth:${nonce}`).digest('hex').slice(0, 24);

  /** WeChat's web authorisation: the buyer agrees without being asked (snsapi_base) and is sent back with a code. */
  function authorize(query: URLSearchParams): string | null {
    const back = shopPath(query.get('redirect_uri'));
    if (!back || query.get('appid') !== configs.wechatOAuth.appId || query.get('scope') !== 'snsapi_base') return null;
    const nonce = randomBytes(8).toString('hex');
    const code = `SBX${nonce}${codeSeal(nonce)}`;
    return `${back}${back.includes('?') ? '&' : '?'}${new URLSearchParams({ code, state: query.get('state') ?? '' })}`;
  }

  /** sns/oauth2/access_token: the code's openid (the sandbox makes one up from the code), for the right app and secret. */
  const wechatOAuthApi: WechatOAuthSend = async (url) => {
    const query = new URL(url).searchParams;
    const code = query.get('code') ?? '';
    const [, nonce, seal] = /^SBX([0-9a-f]{16})([0-9a-f]{24})$/.exec(code) ?? [];
    if (query.get('appid') !== configs.wechatOAuth.appId || query.get('secret') !== configs.wechatOAuth.appSecret || !nonce || seal !== codeSeal(nonce))
      return JSON.stringify({ errcode: 40029, errmsg: 'invalid code' });
    return JSON.stringify({ openid: `oSbx${createHash('sha256').update(code).digest('hex').slice(0, 24)}`, scope: 'snsapi_base', expires_in: 7200 });
  };

  function platformAnswer(status: number, payload: unknown) {
    const text = JSON.stringify(payload);
    const timestamp = String(Math.floor(clock().getTime() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${text}\n`).sign(keys.wechatPlatform.privateKey, 'base64');
    const headers = new Headers({
      'content-type': 'application/json',
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': configs.wechat.platformSerialNo,
    });
    return Promise.resolve({ status, headers, text });
  }

  async function trade(tradeNo: string): Promise<SandboxTrade | null> {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo));
    return row ? { tradeNo: row.tradeNo, channel: row.channel, amountFen: row.amountFen, subject: row.subject, status: row.status } : null;
  }

  /**
   * The buyer's choice at the cashier. Paying or failing sends the shop a signed notification, as the
   * provider would; cancelling sends nothing. Null when the trade is unknown or already settled.
   */
  async function complete(tradeNo: string, outcome: SandboxOutcome, deliver: Deliver, now: Date): Promise<{ returnUrl: string | null } | null> {
    const status = { pay: 'paid', fail: 'failed', cancel: 'cancelled' }[outcome];
    const [settled] = await db
      .update(sandboxTrades)
      .set({ status })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'open')))
      .returning();
    if (!settled) return null;
    if (outcome !== 'cancel') await deliverWithRetries(deliver, () => notification(settled, outcome === 'pay', now));
    return { returnUrl: settled.returnUrl ? onThisShop(settled.returnUrl) : null };
  }

  function notification(trade: typeof sandboxTrades.$inferSelect, paid: boolean, now: Date): Request {
    if (trade.channel === 'alipay') {
      const body = buildAlipayNotify(
        { appId: configs.alipay.appId, alipayPrivateKey: keys.alipay.privateKey },
        {
          outTradeNo: trade.outTradeNo,
          tradeNo: trade.tradeNo,
          amountFen: trade.amountFen,
          subject: trade.subject,
          status: paid ? 'TRADE_SUCCESS' : 'TRADE_CLOSED',
        },
        now,
      );
      return new Request(`http://sandbox.invalid${ALIPAY_NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
      });
    }
    const tradeType = (trade.tradeType as WechatTradeType | null) ?? 'NATIVE';
    const { headers, body } = buildWechatNotify(
      {
        // A JSAPI trade was ordered under the official account's AppID, which its notification names.
        appId: tradeType === 'JSAPI' ? (configs.wechat.jsapiAppId ?? configs.wechat.appId) : configs.wechat.appId,
        mchId: configs.wechat.mchId,
        apiV3Key: keys.apiV3Key,
        platformPrivateKey: keys.wechatPlatform.privateKey,
        platformSerialNo: configs.wechat.platformSerialNo,
      },
      {
        outTradeNo: trade.outTradeNo,
        transactionId: trade.tradeNo,
        amountFen: trade.amountFen,
        tradeState: paid ? 'SUCCESS' : 'PAYERROR',
        tradeType,
      },
      now,
    );
    return new Request(`http://sandbox.invalid${WECHAT_NOTIFY_PATH}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  }

  /** The refunds the sandbox has made on a trade, oldest first. */
  async function refunds(tradeNo: string) {
    return db
      .select({ refundNo: sandboxRefunds.refundNo, amountFen: sandboxRefunds.amountFen })
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.tradeNo, tradeNo))
      .orderBy(sandboxRefunds.createdAt, sandboxRefunds.refundNo);
  }

  return { configs, openAlipayTrade, alipayApi, wechatApi, openWechatH5, settleJsapi, authorize, wechatOAuthApi, trade, refunds, complete };
}

export type Sandbox = ReturnType<typeof createSandbox>;

/** Providers repeat a notification until the shop accepts it; the sandbox tries now and then a few times more. */
async function deliverWithRetries(deliver: Deliver, request: () => Request) {
  const accepted = async () => {
    try {
      const response = await deliver(request());
      return response.ok;
    } catch {
      return false;
    }
  };
  if (await accepted()) return;
  let attempt = 0;
  const retry = () =>
    setTimeout(
      async () => {
        if (!(await accepted()) && ++attempt < 4) retry();
      },
      2_000 * 4 ** attempt,
    ).unref();
  retry();
}

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
