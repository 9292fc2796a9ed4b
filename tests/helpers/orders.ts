import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import { skus } from '../../src/server/db/schema.ts';
import { secondUserToken } from './second-user.ts';
import type { TestContext } from './test-context.ts';

const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };

/** An active pack with plenty of stock, the same one for every call. */
export async function packInStock(ctx: TestContext): Promise<number> {
  const [pack] = await ctx.db.select({ id: skus.id }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1);
  await ctx.db.update(skus).set({ stock: 10_000 }).where(eq(skus.id, pack!.id));
  return pack!.id;
}

/** A new customer with one order of one pack, awaiting payment. */
export async function orderAwaitingPayment(ctx: TestContext, skuId: number) {
  const token = await secondUserToken(ctx);
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
  const placed = await ctx.post<{ orderNo: string; totalFen: number }>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id },
    { token },
  );
  expect(placed.code).toBe('000000');
  return { token, ...placed.data };
}

/** Pays an order with WeChat Pay in the sandbox, as the buyer would at the cashier. */
export async function payInSandbox(ctx: TestContext, token: string, orderNo: string): Promise<void> {
  const started = await ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel: 'wechat' }, { token });
  if (started.data.kind !== 'qr') throw new Error('WeChat Pay answers a code to scan');
  const tradeNo = new URL(started.data.codeUrl).searchParams.get('pr');
  expect((await ctx.post('/api/sandbox/complete', { tradeNo, outcome: 'pay' })).code).toBe('000000');
}

/** A new customer with one paid order, awaiting shipment. */
export async function paidOrder(ctx: TestContext, skuId: number) {
  const order = await orderAwaitingPayment(ctx, skuId);
  await payInSandbox(ctx, order.token, order.orderNo);
  return order;
}
