import { createSign, createVerify, randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxTrades } from '../../../db/schema.ts';
import { buildAlipayNotify, verifyAlipay, type AlipayConfig } from '../alipay.ts';
import type { PaymentChannel } from '../../../../schemas/payments.ts';
import { yuanToFen } from '../notice.ts';
import { buildWechatNotify, type WechatPayConfig, type WechatSend } from '../wechatpay.ts';
import type { SandboxKeys } from './keys.ts';

export const SANDBOX_ALIPAY_GATEWAY = '/api/sandbox/alipay/gateway';
export const ALIPAY_NOTIFY_PATH = '/api/payment/notify/alipay';
export const WECHAT_NOTIFY_PATH = '/api/payment/notify/wechat';
const cashierPath = (tradeNo: string) => `/cashier?trade=${tradeNo}`;

/** The shop's channel settings when the sandbox plays the providers: same code, sandbox keys, local addresses. */
export function sandboxConfigs(keys: SandboxKeys): { alipay: AlipayConfig; wechat: WechatPayConfig } {
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
    },
  };
}

/** The sandbox's URLs are addressed to a host that does not exist; the browser follows their path on this shop. */
export const onThisShop = (url: string) => (url.startsWith('http://sandbox.invalid/') ? url.slice('http://sandbox.invalid'.length) : url);

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const beijingDate = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');

export type SandboxOutcome = 'pay' | 'fail' | 'cancel';
export type SandboxTrade = { tradeNo: string; channel: PaymentChannel; amountFen: number; subject: string; status: string };
/** Hands a notification to the shop the way the provider's servers would: an HTTP request to its notify URL. */
export type Deliver = (request: Request) => Promise<Response>;

/** Stands in for Alipay's and WeChat Pay's servers: records what the shop asks to collect and notifies it of outcomes. */
export function createSandbox(db: Db, keys: SandboxKeys, clock: () => Date) {
  const configs = sandboxConfigs(keys);

  async function openTrade(channel: PaymentChannel, trade: { outTradeNo: string; amountFen: number; subject: string; returnUrl: string | null }) {
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
    if (!verifyAlipay(params, keys.alipayApp.publicKey, 'request') || params.app_id !== configs.alipay.appId || params.method !== 'alipay.trade.page.pay') return null;
    const biz = safeJson(params.biz_content) as { out_trade_no?: unknown; total_amount?: unknown; subject?: unknown } | null;
    const amountFen = typeof biz?.total_amount === 'string' ? yuanToFen(biz.total_amount) : null;
    if (typeof biz?.out_trade_no !== 'string' || typeof biz.subject !== 'string' || !amountFen) return null;
    const tradeNo = await openTrade('alipay', { outTradeNo: biz.out_trade_no, amountFen, subject: biz.subject.slice(0, 128), returnUrl: params.return_url ?? null });
    return cashierPath(tradeNo);
  }

  /** WeChat Pay's Native API: checks the merchant's Authorization signature and answers a signed code_url. */
  const wechatApi: WechatSend = async (url, init) => {
    const path = new URL(url).pathname;
    const order = safeJson(init.body) as { out_trade_no?: unknown; amount?: { total?: unknown }; description?: unknown; mchid?: unknown } | null;
    const amountFen = order?.amount?.total;
    if (
      init.method !== 'POST' ||
      path !== '/v3/pay/transactions/native' ||
      !merchantSigned(init.method, path, init.headers.Authorization ?? init.headers.authorization ?? '', init.body, keys.wechatMerchant.publicKey) ||
      order?.mchid !== configs.wechat.mchId ||
      typeof order.out_trade_no !== 'string' ||
      typeof order.description !== 'string' ||
      !Number.isSafeInteger(amountFen) ||
      (amountFen as number) <= 0
    ) {
      return platformAnswer(400, { code: 'SIGN_ERROR', message: 'request refused by the sandbox' });
    }
    const tradeNo = await openTrade('wechat', { outTradeNo: order.out_trade_no, amountFen: amountFen as number, subject: order.description.slice(0, 128), returnUrl: null });
    return platformAnswer(200, { code_url: `weixin://wxpay/bizpayurl?pr=${tradeNo}` });
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
        { outTradeNo: trade.outTradeNo, tradeNo: trade.tradeNo, amountFen: trade.amountFen, subject: trade.subject, status: paid ? 'TRADE_SUCCESS' : 'TRADE_CLOSED' },
        now,
      );
      return new Request(`http://sandbox.invalid${ALIPAY_NOTIFY_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body });
    }
    const { headers, body } = buildWechatNotify(
      { appId: configs.wechat.appId, mchId: configs.wechat.mchId, apiV3Key: keys.apiV3Key, platformPrivateKey: keys.wechatPlatform.privateKey, platformSerialNo: configs.wechat.platformSerialNo },
      { outTradeNo: trade.outTradeNo, transactionId: trade.tradeNo, amountFen: trade.amountFen, tradeState: paid ? 'SUCCESS' : 'PAYERROR' },
      now,
    );
    return new Request(`http://sandbox.invalid${WECHAT_NOTIFY_PATH}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
  }

  return { configs, openAlipayTrade, wechatApi, trade, complete };
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
    setTimeout(async () => {
      if (!(await accepted()) && ++attempt < 4) retry();
    }, 2_000 * 4 ** attempt).unref();
  retry();
}

/** Checks WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…". */
function merchantSigned(method: string, path: string, authorization: string, body: string, merchantPublicKey: string): boolean {
  const [scheme, fields = ''] = authorization.split(' ', 2);
  if (scheme !== 'WECHATPAY2-SHA256-RSA2048') return false;
  const values = Object.fromEntries([...fields.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
  if (!values.signature || !values.timestamp || !values.nonce_str) return false;
  try {
    return createVerify('RSA-SHA256').update(`${method}\n${path}\n${values.timestamp}\n${values.nonce_str}\n${body}\n`).verify(merchantPublicKey, values.signature, 'base64');
  } catch {
    return false;
  }
}

function safeJson(text: string | undefined): unknown {
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
