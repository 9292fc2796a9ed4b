/**
 * proof:notify — a payment notification storm against a real server (a cluster, so copies land on
 * different processes): per provider, the genuine notification 20 times at once, mixed with 20 forged
 * (signed with another key) and 20 with a wrong amount. Exactly one transition, nothing forged accepted.
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

/** An order awaiting payment with one payment attempt started through the API; its trade number. */
async function pendingAttempt(db: Db, origin: string, buyer: Buyer, skuId: number, channel: 'alipay' | 'wechat') {
  const placed = await call<{ orderNo: string; totalFen: number }>(origin, '/api/portal/checkout/place', buyNow(skuId, buyer, randomUUID()), {
    token: buyer.token,
  });
  if (placed.code !== '000000') throw new Error(`checkout answered ${placed.code}`);
  const started = await call<StartedPaymentView>(origin, '/api/portal/payment/start', { orderNo: placed.data.orderNo, channel }, { token: buyer.token });
  if (started.code !== '000000') throw new Error(`starting the payment answered ${started.code}`);
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

function storm(keys: SandboxKeys, channel: 'alipay' | 'wechat', trade: { outTradeNo: string; totalFen: number }) {
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
  const notice = { outTradeNo: trade.outTradeNo, transactionId: `42000000012026${Date.now()}`, amountFen: trade.totalFen, tradeState: 'SUCCESS' as const };
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
  const buyers = await makeBuyers(db, shop.origin, 2);
  const checks: Check[] = [];
  const numbers: Record<string, number> = {};

  for (const [index, channel] of (['alipay', 'wechat'] as const).entries()) {
    const path = channel === 'alipay' ? ALIPAY_NOTIFY_PATH : WECHAT_NOTIFY_PATH;
    const trade = await pendingAttempt(db, shop.origin, buyers[index]!, skuId, channel);
    const before = await outcome(db, trade.orderNo);
    const notices = storm(keys, channel, trade);
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
        label: `${channel}: every genuine copy acknowledged (the provider stops resending)`,
        ok: acceptedGenuine === COPIES,
        detail: `${acceptedGenuine}/${COPIES}`,
      },
      { label: `${channel}: forged and wrong-amount notifications accepted`, ok: acceptedBad === 0, detail: acceptedBad },
      {
        label: `${channel}: the order moved once, to awaiting shipment, paid in full`,
        ok: before.status === 'awaiting_payment' && after.status === 'awaiting_shipment' && after.paidFen === trade.totalFen,
        detail: `${before.status} → ${after.status}, paid ${after.paidFen}/${trade.totalFen}`,
      },
      { label: `${channel}: one succeeded payment row`, ok: after.succeededPayments === 1, detail: after.succeededPayments },
      { label: `${channel}: one "paid" message written`, ok: after.messages - before.messages === 1, detail: after.messages - before.messages },
      { label: `${channel}: no 5xx or dropped connection`, ok: fiveXx === 0, detail: fiveXx },
    );
    numbers[`${channel}Sent`] = sent.length;
    numbers[`${channel}Accepted`] = acceptedGenuine + acceptedBad;
  }
  report('notify', checks, numbers);
});
