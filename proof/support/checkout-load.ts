/** A checkout load: buyers place one-pack orders again and again, and pay every other one in the sandbox. */
import { randomUUID } from 'node:crypto';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import { type Buyer, buyNow } from './buyers.ts';
import { call } from './http.ts';

export type CheckoutTally = {
  /** Orders the client was told were placed, and whether it was told they were paid, with when it was told (ms since the epoch). */
  confirmed: { orderNo: string; paid: boolean; placedAt: number; paidAt: number | null }[];
  refused: number;
  /** Calls that got no answer, or a 5xx (a killed process, a database gone). */
  failed: number;
  attempts: number;
  latencies: number[];
};

/** Runs until `until()` says stop; `origins()` picks the server for each call (instances may come and go). */
export async function checkoutLoad(options: {
  buyers: Buyer[];
  skuId: number;
  concurrency: number;
  origin: () => string;
  until: () => boolean;
}): Promise<CheckoutTally> {
  const tally: CheckoutTally = { confirmed: [], refused: 0, failed: 0, attempts: 0, latencies: [] };
  let next = 0;
  const worker = async () => {
    while (!options.until()) {
      const buyer = options.buyers[next++ % options.buyers.length]!;
      tally.attempts += 1;
      const placed = await call<{ orderNo: string }>(options.origin(), '/api/portal/checkout/place', buyNow(options.skuId, buyer, randomUUID()), {
        token: buyer.token,
        timeoutMs: 20_000,
      });
      tally.latencies.push(placed.ms);
      if (placed.status === 0 || placed.status >= 500) {
        tally.failed += 1;
        continue;
      }
      if (placed.code !== '000000') {
        tally.refused += 1;
        continue;
      }
      const order = { orderNo: placed.data.orderNo, paid: false, placedAt: Date.now(), paidAt: null as number | null };
      tally.confirmed.push(order);
      if (tally.attempts % 2 === 0) {
        order.paid = await payInSandbox(options.origin(), buyer.token, order.orderNo);
        if (order.paid) order.paidAt = Date.now();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return tally;
}

/** Pays with WeChat Pay at the sandbox cashier; true when the shop confirmed the payment. */
export async function payInSandbox(origin: string, token: string, orderNo: string): Promise<boolean> {
  const started = await call<StartedPaymentView>(origin, '/api/portal/payment/start', { orderNo, channel: 'wechat' }, { token });
  if (started.code !== '000000' || started.data.kind !== 'qr') return false;
  const tradeNo = new URL(started.data.codeUrl).searchParams.get('pr');
  const completed = await call(origin, '/api/sandbox/complete', { tradeNo, outcome: 'pay' });
  if (completed.code !== '000000') return false;
  const state = await call<{ orderStatus: string }>(origin, '/api/portal/payment/status', { orderNo }, { token });
  return state.data?.orderStatus === 'awaiting_shipment';
}
