/**
 * proof:notify — a payment notification storm against a real server (a cluster, so copies land on
 * different processes): per provider, the genuine notification 20 times at once, mixed with 20 forged
 * (signed with another key) and 20 with a wrong amount. Exactly one transition, nothing forged accepted.
 * Each provider's payment starts once as a computer's (page pay, Native) and once as a phone browser's
 * (Alipay WAP, WeChat H5, whose notification says MWEB).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { StartedPaymentView } from '../src/schemas/payments.ts';
import type { Db } from '../src/server/db/client.ts';
import { messages, orders, payments } from '../src/server/db/schema.ts';
import { buildAlipayNotify } from '../src/server/services/payment/alipay.ts';
import { loadSandboxKeys, type SandboxKeys } from '../src/server/services/payment/sandbox/keys.ts';
import { ALIPAY_NOTIFY_PATH, sandboxConfigs, WECHAT_NOTIFY_PATH } from '../src/server/services/payment/sandbox/provider.ts';
import { buildWechatNotify } from '../src/server/services/payment/wechatpay.ts';
import { type Buyer, buyNow, makeBuyers, packWithStock } from './support/buyers.ts';
import { call } from './support/http.ts';
import { type Check, report, runProof } from './support/report.ts';
import { proofDatabase, startInstance } from './support/shop.ts';

const COPIES = 20;
const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

type Notice = { headers: Record<string, string>; body: string };

async function post(origin: string, path: string, notice: Notice): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: notice.headers, body: notice.body, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

const agents = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

/** Each provider's way on a computer and in a phone's browser, with the kind of start each answers. */
const ways = [
  { name: 'alipay', channel: 'alipay', place: 'desktop', kind: 'redirect' },
  { name: 'wechat', channel: 'wechat', place: 'desktop', kind: 'qr' },
  { name: 'alipayWap', channel: 'alipay', place: 'phone', kind: 'h5' },
  { name: 'wechatH5', channel: 'wechat', place: 'phone', kind: 'h5' },
] as const;
type Way = (typeof ways)[number];

/** An order awaiting payment with one payment attempt started through the API the way given; its trade number. */
async function pendingAttempt(db: Db, origin: string, buyer: Buyer, skuId: number, way: Way) {
  const { channel } = way;
  const placed = await call<{ orderNo: string; totalFen: number }>(origin, '/api/portal/checkout/place', buyNow(skuId, buyer, randomUUID()), {
    token: buyer.token,
  });
  if (placed.code !== '000000') throw new Error(`checkout answered ${placed.code}`);
  const started = await call<StartedPaymentView>(
    origin,
    '/api/portal/payment/start',
    { orderNo: placed.data.orderNo, channel },
    { token: buyer.token, headers: { 'user-agent': agents[way.place] } },
  );
  if (started.code !== '000000') throw new Error(`starting the payment answered ${started.code}`);
  if (started.data.kind !== way.kind) throw new Error(`${way.name} started as ${started.data.kind}, not ${way.kind}`);
  const [attempt] = await db
    .select({ outTradeNo: payments.outTradeNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.orderNo, placed.data.orderNo));
  return { ...placed.data, outTradeNo: attempt!.outTradeNo };
}

async function outcome(db: Db, orderNo: string) {
  const [order] = await db.select({ id: orders.id, status: orders.status, paidFen: orders.paidFen }).from(orders).where(eq(orders.orderNo, orderNo));
  const [succeeded] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, order!.id), eq(payments.status, 'succeeded')));
  const [written] = await db.select({ count: sql<number>`count(*)::int` }).from(messages).where(eq(messages.orderId, order!.id));
  return { status: order!.status, paidFen: order!.paidFen, succeededPayments: succeeded!.count, messages: written!.count };
}

function storm(keys: SandboxKeys, way: Way, trade: { outTradeNo: string; totalFen: number }) {
  const { channel } = way;
  const now = new Date();
  if (channel === 'alipay') {
    const signer = { appId: sandboxConfigs(keys).alipay.appId, alipayPrivateKey: keys.alipay.privateKey };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const notice = {
      outTradeNo: trade.outTradeNo,
      tradeNo: `2026${Date.now()}`,
      amountFen: trade.totalFen,
      subject: 'order',
      status: 'TRADE_SUCCESS' as const,
    };
    return {
      genuine: { headers: form, body: buildAlipayNotify(signer, notice, now) },
      forged: Array.from({ length: COPIES }, () => ({ headers: form, body: buildAlipayNotify({ ...signer, alipayPrivateKey: otherKey() }, notice, now) })),
      wrongAmount: Array.from({ length: COPIES }, (_, i) => ({
        headers: form,
        body: buildAlipayNotify(signer, { ...notice, amountFen: trade.totalFen - 1 - i }, now),
      })),
    };
  }
  const { wechat } = sandboxConfigs(keys);
  const signer = {
    appId: wechat.appId,
    mchId: wechat.mchId,
    apiV3Key: keys.apiV3Key,
    platformPrivateKey: keys.wechatPlatform.privateKey,
    platformSerialNo: wechat.platformSerialNo,
  };
  const notice = {
    outTradeNo: trade.outTradeNo,
    transactionId: `42000000012026${Date.now()}`,
    amountFen: trade.totalFen,
    tradeState: 'SUCCESS' as const,
    tradeType: way.place === 'phone' ? ('MWEB' as const) : ('NATIVE' as const),
  };
  const json = (built: Notice) => ({ headers: { ...built.headers, 'content-type': 'application/json' }, body: built.body });
  return {
    genuine: json(buildWechatNotify(signer, notice, now)),
    forged: Array.from({ length: COPIES }, () => json(buildWechatNotify({ ...signer, platformPrivateKey: otherKey() }, notice, now))),
    wrongAmount: Array.from({ length: COPIES }, (_, i) => json(buildWechatNotify(signer, { ...notice, amountFen: trade.totalFen + 1 + i }, now))),
  };
}

await runProof('notify', async (later) => {
  const shopDb = await proofDatabase('notify');
  later(shopDb.drop);
  const { db } = shopDb.database;
  const shop = await startInstance({ port: 4422, databaseUrl: shopDb.url, workers: 2 });
  later(shop.stop);
  const keys = await loadSandboxKeys(db);
  const skuId = await packWithStock(db, 100);
  const buyers = await makeBuyers(db, shop.origin, ways.length);
  const checks: Check[] = [];
  const numbers: Record<string, number> = {};

  for (const [index, way] of ways.entries()) {
    const { channel, name } = way;
    const path = channel === 'alipay' ? ALIPAY_NOTIFY_PATH : WECHAT_NOTIFY_PATH;
    const trade = await pendingAttempt(db, shop.origin, buyers[index]!, skuId, way);
    const before = await outcome(db, trade.orderNo);
    const notices = storm(keys, way, trade);
    // All 60 at once, the bad ones interleaved with the genuine copies.
    const sent = [
      ...Array.from({ length: COPIES }, () => ({ kind: 'genuine', notice: notices.genuine })),
      ...notices.forged.map((notice) => ({ kind: 'forged', notice })),
      ...notices.wrongAmount.map((notice) => ({ kind: 'wrongAmount', notice })),
    ];
    const replies = await Promise.all(sent.map(async (item) => ({ kind: item.kind, ...(await post(shop.origin, path, item.notice)) })));
    const after = await outcome(db, trade.orderNo);
    const accepted = (reply: { status: number; text: string }) =>
      channel === 'alipay' ? reply.status === 200 && reply.text === 'success' : reply.status === 204;
    const acceptedGenuine = replies.filter((reply) => reply.kind === 'genuine' && accepted(reply)).length;
    const acceptedBad = replies.filter((reply) => reply.kind !== 'genuine' && accepted(reply)).length;
    const fiveXx = replies.filter((reply) => reply.status >= 500 || reply.status === 0).length;
    checks.push(
      {
        label: `${name}: every genuine copy acknowledged (the provider stops resending)`,
        ok: acceptedGenuine === COPIES,
        detail: `${acceptedGenuine}/${COPIES}`,
      },
      { label: `${name}: forged and wrong-amount notifications accepted`, ok: acceptedBad === 0, detail: acceptedBad },
      {
        label: `${name}: the order moved once, to awaiting shipment, paid in full`,
        ok: before.status === 'awaiting_payment' && after.status === 'awaiting_shipment' && after.paidFen === trade.totalFen,
        detail: `${before.status} → ${after.status}, paid ${after.paidFen}/${trade.totalFen}`,
      },
      { label: `${name}: one succeeded payment row`, ok: after.succeededPayments === 1, detail: after.succeededPayments },
      { label: `${name}: one "paid" message written`, ok: after.messages - before.messages === 1, detail: after.messages - before.messages },
      { label: `${name}: no 5xx or dropped connection`, ok: fiveXx === 0, detail: fiveXx },
    );
    numbers[`${name}Sent`] = sent.length;
    numbers[`${name}Accepted`] = acceptedGenuine + acceptedBad;
  }
  report('notify', checks, numbers);
});
