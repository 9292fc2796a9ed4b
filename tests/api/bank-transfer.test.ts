import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankTransfer, AdminBankTransferPage, BankTransferView } from '../../src/schemas/bank-transfer.ts';
import type { Dashboard } from '../../src/schemas/dashboard.ts';
import type { PaymentState, StartedPaymentView } from '../../src/schemas/payments.ts';
import { auditLog, bankTransfers, messages, orderLines, orders, payments, stockMovements } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { releaseExpiredOrders } from '../../src/server/services/checkout/release-expired.ts';
import { uploadPathOf } from '../../src/server/services/uploads.ts';
import { orderAwaitingPayment as newOrder, packInStock } from '../helpers/orders.ts';
import { gradientPng } from '../helpers/png.ts';
import { expectRefusedToOthers, secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let skuId: number;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  skuId = await packInStock(ctx);
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

// The test clock stands on Sunday 22 November 2026, 10:00 in Beijing: three working days on is Wednesday 10:00.
const THREE_WORKING_DAYS_ON = '2026-11-25T02:00:00.000Z';
const TODAY = '2026-11-22';

const orderAwaitingPayment = () => newOrder(ctx, skuId);
const choose = (token: string, orderNo: string) => ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel: 'bankTransfer' }, { token });
const state = async (token: string, orderNo: string) => (await ctx.post<PaymentState>('/api/portal/payment/status', { orderNo }, { token })).data;
const submit = (token: string, orderNo: string, receiptUrl: string) =>
  ctx.post<BankTransferView>('/api/portal/payment/receipt', { orderNo, receiptUrl }, { token });
const adminList = (status?: string, token = admin) => ctx.post<AdminBankTransferPage>('/api/admin/bankTransfer/list', status ? { status } : {}, { token });
/** Confirms as the operator does when the account shows the order's exact amount, on the test clock's day. */
async function confirm(id: number, received: { receivedFen?: number; receivedOn?: string; note?: string } = {}) {
  const [transfer] = await ctx.db.select({ amountFen: bankTransfers.amountFen }).from(bankTransfers).where(eq(bankTransfers.id, id));
  const body = { id, receivedFen: transfer?.amountFen ?? 1, receivedOn: TODAY, ...received };
  return ctx.post<AdminBankTransfer>('/api/admin/bankTransfer/confirm', body, { token: admin });
}
const reject = (id: number, reason: string) => ctx.post<AdminBankTransfer>('/api/admin/bankTransfer/reject', { id, reason }, { token: admin });
const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

async function uploadReceipt(token: string, bytes: Uint8Array, name: string, purpose: string | null = 'receipt') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  if (purpose) form.append('purpose', purpose);
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: token } });
  return (await response.json()) as { code: string; data: { url: string; contentType: string } };
}
const receiptPng = async (token: string) => (await uploadReceipt(token, gradientPng(8, 8), 'receipt.png')).data.url;
const transferOf = async (orderNo: string) => (await adminList()).data.items.find((item) => item.orderNo === orderNo)!;

/** An order paid by bank transfer, its receipt submitted: what the operator confirms. */
async function submittedTransfer() {
  const order = await orderAwaitingPayment();
  expect((await choose(order.token, order.orderNo)).code).toBe('000000');
  expect((await submit(order.token, order.orderNo, await receiptPng(order.token))).code).toBe('000000');
  return { ...order, id: (await transferOf(order.orderNo)).id };
}

describe('paying by corporate bank transfer', () => {
  it('is offered beside WeChat Pay and Alipay; choosing it shows the account, the reference, the exact amount and a deadline of three working days', async () => {
    const { token, orderNo, totalFen } = await orderAwaitingPayment();
    expect(await state(token, orderNo)).toMatchObject({ channels: ['wechat', 'alipay', 'bankTransfer'], bankTransfer: null });

    const chosen = await choose(token, orderNo);
    expect(chosen.code).toBe('000000');
    const details = {
      accountName: '上海颜料商城有限公司',
      bankName: '招商银行上海张江支行',
      accountNumber: '1219 0926 8810 001',
      reference: orderNo,
      amountFen: totalFen,
      deadline: THREE_WORKING_DAYS_ON,
      status: 'awaiting_receipt',
      receiptUrl: null,
      rejectReason: null,
    };
    expect(chosen.data).toEqual({ kind: 'bankTransfer', bankTransfer: details });
    expect(await state(token, orderNo)).toMatchObject({
      orderStatus: 'awaiting_payment',
      payDeadline: THREE_WORKING_DAYS_ON,
      attempt: { channel: 'bankTransfer', status: 'pending' },
      bankTransfer: details,
    });
    // Choosing again answers the same transfer: one attempt, one deadline.
    expect((await choose(token, orderNo)).data).toEqual({ kind: 'bankTransfer', bankTransfer: details });
    const attempts = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(orderNo)).id));
    expect(attempts).toMatchObject([{ channel: 'bankTransfer', amountFen: totalFen, status: 'pending', outTradeNo: `${orderNo}01` }]);

    // Only the order's buyer sees the account.
    await expectRefusedToOthers(ctx, '/api/portal/payment/status', { orderNo });
    await expectRefusedToOthers(ctx, '/api/portal/payment/start', { orderNo, channel: 'bankTransfer' });
  });

  it('keeps the bank account out of the public config answers', async () => {
    expect((await ctx.post('/api/portal/content/configData/bankTransfer')).status).toBe(404);
    for (const key of ['website', 'followUs']) {
      expect(JSON.stringify((await ctx.post(`/api/portal/content/configData/${key}`)).data)).not.toContain('1219 0926');
    }
  });

  it('takes the buyer’s own receipt (image or PDF, by content), never another customer’s; it then awaits confirmation', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    const other = await secondUserToken(ctx);
    const othersReceipt = (await uploadReceipt(other, gradientPng(8, 8), 'photo.png', null)).data.url;
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

    // Before choosing the channel there is nothing to attach a receipt to, and no receipt (no PDF) is stored.
    const photo = (await uploadReceipt(token, gradientPng(8, 8), 'photo.png', null)).data.url;
    expect((await submit(token, orderNo, photo)).code).toBe('820001');
    expect((await uploadReceipt(token, pdf, 'receipt.pdf')).code).toBe('820001');
    expect((await uploadReceipt(other, pdf, 'receipt.pdf')).code).toBe('820001');
    await choose(token, orderNo);

    expect((await submit(token, orderNo, othersReceipt)).code).toBe('000002');
    expect((await submit(token, orderNo, '/api/uploads/202611/0123456789abcdef0123456789abcdef.png')).code).toBe('000002');
    // A PDF only when asked for as a receipt, and a file named .pdf is judged by its bytes.
    expect((await uploadReceipt(token, pdf, 'receipt.pdf', null)).code).toBe('200007');
    expect((await uploadReceipt(token, new TextEncoder().encode('not a pdf at all'), 'receipt.pdf')).code).toBe('820005');
    const stored = await uploadReceipt(token, pdf, 'whatever.png');
    expect(stored).toMatchObject({ code: '000000', data: { contentType: 'application/pdf' } });
    // A customer's PDF is accepted as a receipt only, never where images go.
    expect(uploadPathOf(stored.data.url)).toBeNull();

    const submitted = await submit(token, orderNo, stored.data.url);
    expect(submitted.data).toMatchObject({ status: 'submitted', rejectReason: null });
    expect(submitted.data.receiptUrl).toMatch(new RegExp(`^${stored.data.url}\\?t=`));
    expect((await state(token, orderNo)).bankTransfer).toMatchObject({ status: 'submitted' });
    // Awaiting the operator, the receipt is not replaced, and no other receipt is stored meanwhile.
    expect((await uploadReceipt(token, pdf, 'receipt.pdf')).code).toBe('820001');
    expect((await submit(token, orderNo, photo)).code).toBe('820002');
    await expectRefusedToOthers(ctx, '/api/portal/payment/receipt', { orderNo, receiptUrl: othersReceipt });
  });

  it('the operator lists it as awaiting confirmation and confirms: the order awaits shipment with its payment and message; twice confirms once', async () => {
    const { token, orderNo, totalFen, id } = await submittedTransfer();
    const awaiting = await adminList('submitted');
    expect(awaiting.data.items.map((item) => item.orderNo)).toContain(orderNo);
    expect(awaiting.data.items.find((item) => item.orderNo === orderNo)).toMatchObject({
      reference: orderNo,
      amountFen: totalFen,
      status: 'submitted',
      orderStatus: 'awaiting_payment',
      receiptUrl: expect.stringMatching(/^\/api\/uploads\/\d{6}\/r[0-9a-f]{32}\.png\?t=/),
    });
    const work = (await ctx.post<Dashboard>('/api/admin/dashboard', {}, { token: admin })).data.work;
    expect(work.find((item) => item.item === 'bankTransfersToConfirm')).toMatchObject({
      count: awaiting.data.total,
      link: '/admin?tab=bankTransfers&status=submitted',
    });

    const [first, second] = await Promise.all([confirm(id), confirm(id)]);
    expect([first.code, second.code]).toEqual(['000000', '000000']);
    expect(first.data).toMatchObject({ status: 'confirmed', orderStatus: 'awaiting_shipment' });
    const order = await orderRow(orderNo);
    expect(order).toMatchObject({ status: 'awaiting_shipment', paidFen: totalFen, paymentType: 'bankTransfer', paidAt: ctx.clock.now });
    expect(await ctx.db.select({ status: payments.status, amountFen: payments.amountFen }).from(payments).where(eq(payments.orderId, order.id))).toEqual([
      { status: 'succeeded', amountFen: totalFen },
    ]);
    const told = await ctx.db
      .select({ titleZh: messages.titleZh })
      .from(messages)
      .where(and(eq(messages.orderId, order.id)));
    expect(told).toEqual([{ titleZh: '订单支付成功' }]);
    expect(await state(token, orderNo)).toMatchObject({ orderStatus: 'awaiting_shipment', bankTransfer: { status: 'confirmed' } });
    expect((await adminList('submitted')).data.items.map((item) => item.orderNo)).not.toContain(orderNo);
    expect((await reject(id, 'too late')).code).toBe('820003');
    expect(first.data).toMatchObject({ receivedFen: totalFen, receivedOn: TODAY, confirmNote: null });
    // The admin's change is audited.
    const audited = await ctx.db.select({ targetId: auditLog.targetId }).from(auditLog).where(eq(auditLog.action, 'bankTransfer/confirm'));
    expect(audited.map((entry) => entry.targetId)).toContain(String(id));
  });

  it('asks what arrived and when: another amount confirms only with a note; no amount, a later day or no note changes nothing', async () => {
    const { orderNo, id } = await submittedTransfer();
    const { totalFen } = await orderRow(orderNo);
    expect((await ctx.post('/api/admin/bankTransfer/confirm', { id }, { token: admin })).code).toBe('000002');
    expect((await confirm(id, { receivedOn: '2026-11-23' })).code).toBe('820009');
    const short = totalFen - 3450;
    expect((await confirm(id, { receivedFen: short })).code).toBe('820008');
    expect((await confirm(id, { receivedFen: short, note: '  ' })).code).toBe('820008');
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_payment', paidFen: null });
    expect((await transferOf(orderNo)).status).toBe('submitted');

    const confirmed = await confirm(id, { receivedFen: short, receivedOn: '2026-11-20', note: '少付 34.50 元，客户已同意补付' });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', receivedFen: short, receivedOn: '2026-11-20', confirmNote: '少付 34.50 元，客户已同意补付' });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_shipment', paidFen: totalFen });
  });

  it('holds one order’s stock at a time per customer: another transfer waits for the first one’s receipt, even when chosen at once', async () => {
    const first = await orderAwaitingPayment();
    const [address] = (await ctx.post<{ id: number }[]>('/api/portal/address/list', {}, { token: first.token })).data;
    const another = async () =>
      (
        await ctx.post<{ orderNo: string }>(
          '/api/portal/checkout/place',
          { idempotencyKey: crypto.randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id },
          { token: first.token },
        )
      ).data.orderNo;
    const [second, third] = [await another(), await another()];

    const chosen = await Promise.all([choose(first.token, first.orderNo), choose(first.token, second)]);
    expect(chosen.map((answer) => answer.code).sort()).toEqual(['000000', '820006']);
    const waiting = chosen[0]!.code === '000000' ? first.orderNo : second;
    expect((await choose(first.token, third)).code).toBe('820006');
    // Its receipt sent, the first hold is the operator's to decide, and the customer may choose again.
    expect((await submit(first.token, waiting, await receiptPng(first.token))).code).toBe('000000');
    expect((await choose(first.token, third)).code).toBe('000000');
    // The order that lost the race keeps its 30 minutes; cancelled, it holds nothing for the later sweeps.
    const loser = waiting === first.orderNo ? second : first.orderNo;
    expect((await ctx.post('/api/portal/order/cancel', { orderNo: loser }, { token: first.token })).code).toBe('000000');
  });

  it('an after-sales refund of a bank-transfer order is recorded once the operator has sent the money back', async () => {
    const { token, orderNo, totalFen, id } = await submittedTransfer();
    expect((await confirm(id)).code).toBe('000000');
    const order = await orderRow(orderNo);
    const [line] = await ctx.db.select({ id: orderLines.id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const applied = await ctx.post<{ refundNo: string }>(
      '/api/portal/afterSales/apply',
      {
        orderNo,
        mode: 'refund_only',
        reason: 'quality',
        lines: [{ lineId: line!.id, quantity: line!.quantity }],
        refundFen: totalFen,
        description: '包装破损，颜料受潮结块',
      },
      { token },
    );
    expect(applied.code).toBe('000000');
    const { refundNo } = applied.data;
    expect((await ctx.post('/api/admin/afterSales/approve', { refundNo }, { token: admin })).code).toBe('000000');
    const refunded = await ctx.post<{ status: string }>('/api/admin/afterSales/refund', { refundNo }, { token: admin });
    expect(refunded.code).toBe('000000');
    expect(refunded.data.status).toBe('refunded');
    expect((await orderRow(orderNo)).status).toBe('cancelled');
  });

  it('a rejected receipt tells the buyer why; the buyer uploads another, which the operator then confirms', async () => {
    const { token, orderNo, id } = await submittedTransfer();
    expect((await reject(id, ' ')).code).toBe('000002');
    const rejected = await reject(id, '金额与订单不符');
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: '金额与订单不符' });
    expect((await confirm(id)).code).toBe('820003');
    expect((await state(token, orderNo)).bankTransfer).toMatchObject({ status: 'rejected', rejectReason: '金额与订单不符' });
    const told = await ctx.db
      .select({ titleEn: messages.titleEn })
      .from(messages)
      .where(eq(messages.orderId, (await orderRow(orderNo)).id));
    expect(told).toEqual([{ titleEn: 'Transfer receipt not accepted' }]);

    const again = await submit(token, orderNo, await receiptPng(token));
    expect(again.data).toMatchObject({ status: 'submitted', rejectReason: null });
    expect((await confirm(id)).data).toMatchObject({ status: 'confirmed', orderStatus: 'awaiting_shipment' });
  });

  it('takes a receipt for one transfer only, and no shared cache keeps it', async () => {
    const first = await submittedTransfer();
    const signedUrl = (await state(first.token, first.orderNo)).bankTransfer!.receiptUrl!;
    expect((await confirm(first.id)).data).toMatchObject({ status: 'confirmed' });
    const served = await ctx.app.request(signedUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const receiptUrl = signedUrl.split('?')[0]!;

    // The same buyer's next order: the receipt of the paid one does not prove this payment.
    const [address] = (await ctx.post<{ id: number }[]>('/api/portal/address/list', {}, { token: first.token })).data;
    const next = await ctx.post<{ orderNo: string }>(
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id },
      { token: first.token },
    );
    expect((await choose(first.token, next.data.orderNo)).code).toBe('000000');
    const reused = await submit(first.token, next.data.orderNo, receiptUrl);
    expect(reused.code).toBe('000002');
    expect(JSON.stringify(reused.data)).toContain('receiptUrl');
    expect((await state(first.token, next.data.orderNo)).bankTransfer).toMatchObject({ status: 'awaiting_receipt', receiptUrl: null });
    expect((await submit(first.token, next.data.orderNo, await receiptPng(first.token))).data).toMatchObject({ status: 'submitted' });
  });

  it('a receipt awaiting the operator pauses expiry: past the deadline the sweep leaves the order, which the operator still confirms', async () => {
    const { orderNo, id } = await submittedTransfer();
    const past = new Date(Date.parse(THREE_WORKING_DAYS_ON) + 86_400_000);
    expect(await releaseExpiredOrders(ctx.db, past, eq(orders.orderNo, orderNo))).toBe(0);
    expect((await orderRow(orderNo)).status).toBe('awaiting_payment');
    expect((await adminList('submitted')).data.items.map((item) => item.orderNo)).toContain(orderNo);
    ctx.clock.now = past;
    try {
      expect((await confirm(id)).data).toMatchObject({ status: 'confirmed', orderStatus: 'awaiting_shipment' });
    } finally {
      ctx.clock.now = new Date('2026-11-22T10:00:00+08:00');
    }
  });

  it('past the deadline with no receipt awaiting the operator, the sweeper cancels the order and returns its stock once; no receipt is taken after it', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    expect((await choose(token, orderNo)).code).toBe('000000');
    const order = await orderRow(orderNo);
    // Still within the three working days: the 30-minute window no longer applies.
    expect(await releaseExpiredOrders(ctx.db, new Date(Date.parse(THREE_WORKING_DAYS_ON) - 60_000), eq(orders.orderNo, orderNo))).toBe(0);
    const after = new Date(Date.parse(THREE_WORKING_DAYS_ON) + 1000);
    expect(await releaseExpiredOrders(ctx.db, after, eq(orders.orderNo, orderNo))).toBe(1);
    expect(await releaseExpiredOrders(ctx.db, after, eq(orders.orderNo, orderNo))).toBe(0);
    expect((await orderRow(orderNo)).status).toBe('cancelled');
    const released = await ctx.db
      .select({ delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'release')));
    expect(released).toEqual([{ delta: 1 }]);
    expect((await ctx.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id)))[0]!.status).toBe('pending');
    // No receipt was sent: nothing to check.
    expect((await adminList('toCheck')).data.items.map((item) => item.orderNo)).not.toContain(orderNo);
    expect((await uploadReceipt(token, gradientPng(8, 8), 'receipt.png')).code).toBe('820001');
    const photo = (await uploadReceipt(token, gradientPng(8, 8), 'photo.png', null)).data.url;
    expect((await submit(token, orderNo, photo)).code).toBe('200020');
  });

  it('confirmation and the sweep at once: the order awaiting the operator is always paid, never expired', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderNo, id } = await submittedTransfer();
      const order = await orderRow(orderNo);
      const past = new Date(order.payDeadline.getTime() + 1000);
      ctx.clock.now = past;
      try {
        const [confirmed] = await Promise.all([confirm(id), releaseExpiredOrders(ctx.db, past, eq(orders.orderNo, orderNo))]);
        expect(confirmed.code).toBe('000000');
        expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');
        const released = await ctx.db
          .select()
          .from(stockMovements)
          .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.reason, 'release')));
        expect(released).toHaveLength(0);
      } finally {
        ctx.clock.now = new Date('2026-11-22T10:00:00+08:00');
      }
    }
  });

  it('is the operator’s alone: a customer may not list, confirm or reject transfers', async () => {
    const { token, id } = await submittedTransfer();
    expect((await adminList(undefined, token)).code).toBe('000005');
    expect((await ctx.post('/api/admin/bankTransfer/confirm', { id }, { token })).code).toBe('000005');
    expect((await ctx.post('/api/admin/bankTransfer/reject', { id, reason: 'x' }, { token })).code).toBe('000005');
    expect((await confirm(999_999)).code).toBe('000003');
  });

  it('is not offered while the operator has switched it off', async () => {
    const { token, orderNo } = await orderAwaitingPayment();
    const saved = (await ctx.post<unknown>('/api/admin/content/config/get', { key: 'bankTransfer' }, { token: admin })).data as Record<string, unknown>;
    expect((await ctx.post('/api/admin/content/config/save', { key: 'bankTransfer', value: { ...saved, enabled: false } }, { token: admin })).code).toBe(
      '000000',
    );
    try {
      expect((await state(token, orderNo)).channels).toEqual(['wechat', 'alipay']);
      expect((await choose(token, orderNo)).code).toBe('200022');
    } finally {
      await ctx.post('/api/admin/content/config/save', { key: 'bankTransfer', value: saved }, { token: admin });
    }
  });
});

describe('a receipt sent for an order that ended anyway', () => {
  const resolve = (id: number, body: object, token = admin) => ctx.post<AdminBankTransfer>('/api/admin/bankTransfer/resolve', { id, ...body }, { token });
  const toCheck = async () => (await adminList('toCheck')).data;
  const dashboardCount = async () => {
    const work = (await ctx.post<Dashboard>('/api/admin/dashboard', {}, { token: admin })).data.work;
    return work.find((item) => item.item === 'bankTransfersToCheck')!;
  };

  it('cancelled by the buyer after the receipt: the transfer lands in the list to check, counted on the dashboard', async () => {
    const before = (await dashboardCount()).count;
    const { token, orderNo, id } = await submittedTransfer();
    expect((await ctx.post('/api/portal/order/cancel', { orderNo }, { token })).code).toBe('000000');
    const listed = await toCheck();
    expect(listed.items.find((item) => item.orderNo === orderNo)).toMatchObject({
      id,
      status: 'submitted',
      orderStatus: 'cancelled',
      toCheck: true,
      resolution: null,
      receiptUrl: expect.stringMatching(/\?t=/),
    });
    expect(listed.items.every((item) => item.toCheck)).toBe(true);
    expect((await adminList('submitted')).data.items.map((item) => item.orderNo)).not.toContain(orderNo);
    expect(await dashboardCount()).toEqual({ item: 'bankTransfersToCheck', count: before + 1, link: '/admin?tab=bankTransfers&status=toCheck' });
    expect((await dashboardCount()).count).toBe(listed.total);
    // It can no longer be confirmed: the order is gone; the money is the operator's to check.
    expect((await confirm(id)).code).toBe('820004');
  });

  it('rejected, then expired: the transfer lands in the list to check too', async () => {
    const { orderNo, id } = await submittedTransfer();
    expect((await reject(id, '金额与订单不符')).code).toBe('000000');
    expect(await releaseExpiredOrders(ctx.db, new Date(Date.parse(THREE_WORKING_DAYS_ON) + 1000), eq(orders.orderNo, orderNo))).toBe(1);
    expect((await toCheck()).items.find((item) => item.orderNo === orderNo)).toMatchObject({ status: 'rejected', orderStatus: 'cancelled', toCheck: true });
  });

  it('the operator resolves it (refunded or matched, with a note): it leaves the list and the count, and the change is audited', async () => {
    const { token, orderNo, id } = await submittedTransfer();
    // Nothing to check while the order is open, and nothing changes.
    expect((await resolve(id, { resolution: 'refunded', note: '已退回' })).code).toBe('820007');
    expect((await ctx.post('/api/portal/order/cancel', { orderNo }, { token })).code).toBe('000000');
    const before = (await dashboardCount()).count;

    for (const body of [{ resolution: 'refunded', note: ' ' }, { resolution: 'lost', note: '已退回' }, { resolution: 'refunded' }])
      expect((await resolve(id, body)).code).toBe('000002');
    expect((await resolve(id, { resolution: 'refunded', note: '已原路退回' }, token)).code).toBe('000005');
    expect((await toCheck()).items.map((item) => item.id)).toContain(id);

    const resolved = await resolve(id, { resolution: 'refunded', note: '已原路退回，银行流水 20261122001' });
    expect(resolved.code).toBe('000000');
    expect(resolved.data).toMatchObject({
      toCheck: false,
      resolution: 'refunded',
      resolutionNote: '已原路退回，银行流水 20261122001',
      resolvedAt: ctx.clock.now.toISOString(),
    });
    expect((await toCheck()).items.map((item) => item.id)).not.toContain(id);
    expect((await dashboardCount()).count).toBe(before - 1);
    // Resolving again answers the first settlement.
    expect((await resolve(id, { resolution: 'matched', note: 'again' })).data).toMatchObject({
      resolution: 'refunded',
      resolutionNote: '已原路退回，银行流水 20261122001',
    });
    const audited = await ctx.db
      .select({ targetId: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'bankTransfer/resolve'));
    expect(audited.map((entry) => entry.targetId)).toContain(String(id));
    expect(JSON.stringify(audited)).toContain('20261122001');
    // Listed with all transfers, with its outcome.
    expect((await adminList()).data.items.find((item) => item.id === id)).toMatchObject({ resolution: 'refunded', toCheck: false });
  });
});
