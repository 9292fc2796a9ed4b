import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { AdminAfterSalesDetail, AdminAfterSalesPage, AfterSalesDetail, AfterSalesOptions, AfterSalesPage } from '../../src/schemas/after-sales.ts';
import type { OrderPage } from '../../src/schemas/orders.ts';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import {
  afterSales,
  afterSalesHistory,
  invoiceApplications,
  orders,
  payments,
  sandboxRefunds,
  sandboxTrades,
  skus,
  stockMovements,
} from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { closeUnsentReturns } from '../../src/server/services/after-sales/return-timeout.ts';
import { orderMessageText } from '../../src/server/services/order-message-templates.ts';
import { gradientPng } from '../helpers/png.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { type ApiAnswer, createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
/** Two packs below ¥500 each, so an order of them pays the flat freight. */
let packs: [{ id: number; priceFen: number }, { id: number; priceFen: number }];
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  packs = (await ctx.db
    .select({ id: skus.id, priceFen: skus.priceFen })
    .from(skus)
    .where(and(eq(skus.active, true), lt(skus.priceFen, 50_000)))
    .orderBy(skus.id)
    .limit(2)) as typeof packs;
  for (const pack of packs) await ctx.db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, pack.id));
});
afterAll(() => ctx.close());

const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };
const portal = <T = AfterSalesDetail>(path: string, body: object, token: string, locale: 'zh' | 'en' = 'zh') =>
  ctx.post<T>(`/api/portal/afterSales/${path}`, body, { token, locale });
const operator = <T = AdminAfterSalesDetail>(path: string, body: object, token = admin) => ctx.post<T>(`/api/admin/afterSales/${path}`, body, { token });
const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const applicationRow = async (refundNo: string) => (await ctx.db.select().from(afterSales).where(eq(afterSales.refundNo, refundNo)))[0]!;
const applicationsOf = async (orderNo: string) =>
  ctx.db
    .select({ refundNo: afterSales.refundNo, status: afterSales.status })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(eq(orders.orderNo, orderNo));
const expectOk = <T>(answer: ApiAnswer<T>) => {
  expect(answer, answer.message).toMatchObject({ code: '000000' });
  return answer.data;
};

/** A new customer's order of 2 × the first pack and 1 × the second, placed and (unless told) paid in the sandbox. */
async function order(options: { pay?: 'alipay' | 'wechat' | false; token?: string } = {}) {
  const token = options.token ?? (await secondUserToken(ctx));
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
  await ctx.post('/api/portal/cart/add', { skuId: packs[0].id, quantity: 2 }, { token });
  await ctx.post('/api/portal/cart/add', { skuId: packs[1].id, quantity: 1 }, { token });
  const placed = expectOk(
    await ctx.post<{ orderNo: string; totalFen: number }>(
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'cart' }, addressId: address!.id },
      { token },
    ),
  );
  const channel = options.pay ?? 'alipay';
  if (channel) {
    const started = expectOk(await ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo: placed.orderNo, channel }, { token }));
    let tradeNo: string;
    if (started.kind === 'redirect') {
      const cashier = await ctx.app.request(started.url);
      tradeNo = new URL(cashier.headers.get('location')!, 'http://shop.test').searchParams.get('trade')!;
    } else if (started.kind === 'qr') {
      tradeNo = new URL(started.codeUrl).searchParams.get('pr')!;
    } else {
      throw new Error('paid here through a provider only');
    }
    expectOk(await ctx.post('/api/sandbox/complete', { tradeNo, outcome: 'pay' }));
  }
  const options_ = expectOk(await portal<AfterSalesOptions>('options', { orderNo: placed.orderNo }, token));
  const [first, second] = options_.lines as [AfterSalesOptions['lines'][number], AfterSalesOptions['lines'][number]];
  return { token, orderNo: placed.orderNo, totalFen: placed.totalFen, first, second, options: options_ };
}

const applyBody = (orderNo: string, lineId: number, quantity: number, refundFen: number, extra: object = {}) => ({
  orderNo,
  mode: 'refund_only',
  reason: 'quality',
  lines: [{ lineId, quantity }],
  refundFen,
  description: '包装破损，颜料受潮结块',
  ...extra,
});

async function uploadPhoto(token: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(gradientPng(8, 8))], 'credential.png', { type: 'image/png' }));
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: token } });
  return ((await response.json()) as { data: { url: string } }).data.url;
}

describe('applying', () => {
  it('the form learns each line with what is left, what was paid and when', async () => {
    const { options, totalFen, first } = await order();
    expect(options).toMatchObject({
      orderStatus: 'awaiting_shipment',
      paidFen: totalFen,
      refundableFen: totalFen,
      paidAt: expect.any(String),
      openRefundNo: null,
    });
    expect(first).toMatchObject({ unitPriceFen: packs[0].priceFen, quantity: 2, availableQuantity: 2 });
    // Below the free-postage threshold: what was paid includes freight, which only an application for everything left may ask back.
    expect(totalFen).toBeGreaterThan(2 * packs[0].priceFen + packs[1].priceFen);
  });

  it('refund only: under audit, the order moves to after-sales (its tab lists it), one history entry by the customer', async () => {
    const { token, orderNo, first } = await order();
    const photo = await uploadPhoto(token);
    const applied = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, first.unitPriceFen, { photoUrls: [photo] }), token));
    expect(applied).toMatchObject({
      refundNo: expect.stringMatching(/^RF\d{20}$/),
      orderNo,
      mode: 'refund_only',
      status: 'under_audit',
      refundFen: first.unitPriceFen,
      photoUrls: [photo],
      paidAt: expect.any(String),
      lines: [{ lineId: first.lineId, quantity: 1 }],
      history: [{ event: 'applied', status: 'under_audit', actor: 'customer', note: null }],
    });
    expect(await orderRow(orderNo)).toMatchObject({ status: 'after_sales' });
    expect(await applicationRow(applied.refundNo)).toMatchObject({ orderStatusBefore: 'awaiting_shipment' });
    const tab = expectOk(await ctx.post<OrderPage>('/api/portal/order/list', { tab: 'afterSales' }, { token }));
    expect(tab.items.map((item) => item.orderNo)).toEqual([orderNo]);
    expect(tab.counts.afterSales).toBe(1);
    const listed = expectOk(await portal<AfterSalesPage>('list', {}, token));
    expect(listed).toMatchObject({ total: 1, items: [{ refundNo: applied.refundNo, status: 'under_audit', paidAt: applied.paidAt }] });
    expect(expectOk(await portal('detail', { refundNo: applied.refundNo }, token))).toEqual(applied);
  });

  it('refuses an order that was not paid, or was cancelled', async () => {
    const unpaid = await order({ pay: false });
    expect((await portal('apply', applyBody(unpaid.orderNo, unpaid.first.lineId, 1, 100), unpaid.token)).code).toBe('200040');
    await ctx.post('/api/portal/order/cancel', { orderNo: unpaid.orderNo }, { token: unpaid.token });
    const refused = await portal('apply', applyBody(unpaid.orderNo, unpaid.first.lineId, 1, 100), unpaid.token, 'en');
    expect(refused).toMatchObject({ code: '200040', status: 409, message: 'Only a paid order can have an after-sales application' });
    expect(await applicationsOf(unpaid.orderNo)).toEqual([]);
  });

  it('one open application per order, even when sent at once', async () => {
    const { token, orderNo, first, second } = await order();
    const answers = await Promise.all([
      portal('apply', applyBody(orderNo, first.lineId, 1, 100), token),
      portal('apply', applyBody(orderNo, second.lineId, 1, 100), token),
      portal('apply', applyBody(orderNo, first.lineId, 1, 100), token),
    ]);
    expect(answers.filter((answer) => answer.code === '000000')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== '000000').map((answer) => answer.code)).toEqual(['200041', '200041']);
    expect(await applicationsOf(orderNo)).toHaveLength(1);
    expect(expectOk(await portal<AfterSalesOptions>('options', { orderNo }, token)).openRefundNo).toBe(
      answers.find((answer) => answer.code === '000000')!.data.refundNo,
    );
  });

  it('quantities: no more than bought less what earlier applications took; rejected and cancelled ones give theirs back', async () => {
    const { token, orderNo, first, second } = await order();
    const tooMany = await portal('apply', applyBody(orderNo, first.lineId, 3, 100), token);
    expect(tooMany).toMatchObject({ code: '200042', data: { issues: [{ path: 'lines.0.quantity', key: 'validation.afterSalesQuantity' }] } });
    expect((await portal('apply', applyBody(orderNo, 999_999, 1, 100), token)).code).toBe('000002');
    const twice = applyBody(orderNo, first.lineId, 1, 100, {
      lines: [
        { lineId: first.lineId, quantity: 1 },
        { lineId: first.lineId, quantity: 1 },
      ],
    });
    expect((await portal('apply', twice, token)).code).toBe('000002');

    const one = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 2, 100), token));
    expectOk(await operator('reject', { refundNo: one.refundNo, reason: '照片不清晰' }));
    expect((await portal<AfterSalesOptions>('options', { orderNo }, token)).data.lines[0]!.availableQuantity).toBe(2);

    const two = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 2, first.unitPriceFen), token));
    expectOk(await operator('approve', { refundNo: two.refundNo }));
    expectOk(await operator('refund', { refundNo: two.refundNo }));
    expect((await portal<AfterSalesOptions>('options', { orderNo }, token)).data.lines.map((line) => line.availableQuantity)).toEqual([0, 1]);
    expect((await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token)).code).toBe('200042');
    expectOk(await portal('apply', applyBody(orderNo, second.lineId, 1, 100), token));
  });

  it('amount: within the chosen goods’ value, the freight only with everything left, never above paid less earlier refunds', async () => {
    const { token, orderNo, totalFen, first, second } = await order();
    const over = await portal('apply', applyBody(orderNo, first.lineId, 1, first.unitPriceFen + 1), token);
    expect(over).toMatchObject({ code: '200043', data: { issues: [{ path: 'refundFen' }], maxFen: first.unitPriceFen } });
    const everything = {
      lines: [
        { lineId: first.lineId, quantity: 2 },
        { lineId: second.lineId, quantity: 1 },
      ],
    };
    expect((await portal('apply', applyBody(orderNo, first.lineId, 2, totalFen + 1, everything), token)).code).toBe('200043');
    expect(await applicationsOf(orderNo)).toEqual([]);

    // ¥1 comes back on the first pack; then everything left can ask at most the rest of what was paid.
    const partial = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
    expectOk(await operator('approve', { refundNo: partial.refundNo }));
    expectOk(await operator('refund', { refundNo: partial.refundNo }));
    expect(expectOk(await portal<AfterSalesOptions>('options', { orderNo }, token)).refundableFen).toBe(totalFen - 100);
    const rest = {
      lines: [
        { lineId: first.lineId, quantity: 1 },
        { lineId: second.lineId, quantity: 1 },
      ],
    };
    expect((await portal('apply', applyBody(orderNo, first.lineId, 1, totalFen - 99, rest), token)).code).toBe('200043');
    const last = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, totalFen - 100, rest), token));
    expect(last.refundFen).toBe(totalFen - 100);
    expect(expectOk(await portal<AfterSalesOptions>('options', { orderNo }, token)).refundableFen).toBe(0);
  });

  it('photo credentials must be images this shop stored, at most 5', async () => {
    const { token, orderNo, first } = await order();
    const made = async (photoUrls: string[]) => portal('apply', applyBody(orderNo, first.lineId, 1, 100, { photoUrls }), token);
    expect(await made(['https://evil.example/a.png'])).toMatchObject({ code: '000002', data: { issues: [{ path: 'photoUrls.0', key: 'validation.upload' }] } });
    expect(await made(['/api/uploads/202611/0123456789abcdef0123456789abcdef.png'])).toMatchObject({
      code: '000002',
      data: { issues: [{ path: 'photoUrls.0' }] },
    });
    expect(await made(['/api/uploads/../../etc/passwd'])).toMatchObject({ code: '000002' });
    const photo = await uploadPhoto(token);
    expect((await made(Array(6).fill(photo))).code).toBe('000002');
    expect(await applicationsOf(orderNo)).toEqual([]);
    expect(expectOk(await made([photo, photo])).photoUrls).toEqual([photo, photo]);
  });

  it('photo credentials must be the customer’s own uploads: another customer’s photo is refused in both languages, nothing written', async () => {
    const a = await order();
    const b = await order();
    const photoOfA = await uploadPhoto(a.token);
    for (const locale of ['zh', 'en'] as const) {
      const refused = await portal('apply', applyBody(b.orderNo, b.first.lineId, 1, 100, { photoUrls: [photoOfA] }), b.token, locale);
      expect(refused).toMatchObject({ status: 400, code: '000002', data: { issues: [{ path: 'photoUrls.0', key: 'validation.upload' }] } });
      expect(refused.message).toBe(locale === 'zh' ? '提交的信息有误，请检查后重试' : 'Some of the information is invalid');
    }
    expect(await applicationsOf(b.orderNo)).toEqual([]);
    expect((await orderRow(b.orderNo)).status).toBe('awaiting_shipment');
    // The operator's photos are the operator's too: an admin's upload is not a customer's evidence.
    expect((await portal('apply', applyBody(b.orderNo, b.first.lineId, 1, 100, { photoUrls: [await uploadPhoto(admin)] }), b.token)).code).toBe('000002');
    expect(expectOk(await portal('apply', applyBody(a.orderNo, a.first.lineId, 1, 100, { photoUrls: [photoOfA] }), a.token)).photoUrls).toEqual([photoOfA]);
  });

  it('bad input: a translated error envelope with every field’s issue, and nothing changed', async () => {
    const { token, orderNo, first } = await order();
    const bad = await portal('apply', { orderNo, mode: 'exchange', reason: 'why', lines: [], refundFen: -5, description: ' ', photoUrls: 'x' }, token, 'en');
    expect(bad).toMatchObject({ status: 400, code: '000002', message: 'Some of the information is invalid' });
    expect((bad.data as unknown as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort()).toEqual([
      'description',
      'lines',
      'mode',
      'photoUrls',
      'reason',
      'refundFen',
    ]);
    expect((await portal('apply', { ...applyBody(orderNo, first.lineId, 1, 100), extra: 1 }, token)).code).toBe('000002');
    const notJson = await ctx.post('/api/portal/afterSales/apply', null, { token, rawBody: '{"orderNo":' });
    expect(notJson).toMatchObject({ status: 400, code: '000008' });
    expect((await portal('submitReturn', { refundNo: 'RF1', expressCompany: '', trackingNo: '' }, token)).code).toBe('000002');
    expect(await applicationsOf(orderNo)).toEqual([]);
    expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');
  });
});

describe('the state machine', () => {
  it('refund only: refund before approval, goods received and a tracking number are refused; the customer cannot cancel after approval', async () => {
    const { token, orderNo, first } = await order();
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
    expect((await operator('refund', { refundNo })).code).toBe('200044');
    expect((await operator('received', { refundNo })).code).toBe('200044');
    expect((await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, token)).code).toBe('200044');
    expectOk(await operator('approve', { refundNo, note: '同意仅退款' }));
    expect((await operator('approve', { refundNo })).code).toBe('200044');
    expect((await operator('reject', { refundNo, reason: '晚了' })).code).toBe('200044');
    expect((await portal('cancel', { refundNo }, token)).code).toBe('200044');
    expect((await operator('received', { refundNo })).code).toBe('200044');
    expect((await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, token)).code).toBe('200044');
    const refunded = expectOk(await operator('refund', { refundNo }));
    expect(refunded.history.map((entry) => entry.event)).toEqual(['applied', 'approved', 'refunded']);
    expect(refunded.history[1]).toMatchObject({ note: '同意仅退款', actor: 'operator', operatorPhone: demoAccounts.admin.phone });
    const told = (
      await ctx.post<{ items: { orderNo: string | null; title: string }[] }>('/api/portal/message/list', { kind: 'order' }, { token, locale: 'en' })
    ).data.items;
    expect(told.filter((message) => message.orderNo === orderNo).map((message) => message.title)).toEqual([
      orderMessageText('refunded', orderNo).titleEn,
      orderMessageText('afterSalesApproved', orderNo).titleEn,
      orderMessageText('paid', orderNo).titleEn,
    ]);
    for (const [call, body] of [
      ['refund', {}],
      ['approve', {}],
      ['reject', { reason: 'x' }],
      ['received', {}],
    ] as const) {
      expect((await operator(call, { refundNo, ...body })).code).toBe('200044');
    }
    expect((await portal('cancel', { refundNo }, token)).code).toBe('200044');
  });

  it('return: tracking number required after approval, received only with it, refund only after receipt; the order goes back to what it was', async () => {
    const { token, orderNo, first } = await order();
    await ctx.db.update(orders).set({ status: 'awaiting_receipt' }).where(eq(orders.orderNo, orderNo));
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 1000, { mode: 'return_refund' }), token));
    expect((await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, token)).code).toBe('200044');
    expectOk(await operator('approve', { refundNo }));
    expect((await operator('received', { refundNo })).code).toBe('200045');
    expect((await operator('refund', { refundNo })).code).toBe('200044');
    expect((await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: '' }, token, 'en')).data).toMatchObject({
      issues: [{ path: 'trackingNo', key: 'validation.trackingNo' }],
    });
    expect((await portal('submitReturn', { refundNo, expressCompany: ' ', trackingNo: 'SF1234567890' }, token)).data).toMatchObject({
      issues: [{ path: 'expressCompany' }],
    });
    expectOk(await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF000' + '1234567' }, token));
    const corrected = expectOk(await portal('submitReturn', { refundNo, expressCompany: '中通快递', trackingNo: 'ZT7788990011' }, token));
    expect(corrected).toMatchObject({ status: 'approved', expressCompany: '中通快递', trackingNo: 'ZT7788990011' });
    expect((await orderRow(orderNo)).status).toBe('after_sales');
    expect((await operator('refund', { refundNo })).code).toBe('200044');
    expectOk(await operator('received', { refundNo, note: '外包装完好' }));
    expect((await portal('submitReturn', { refundNo, expressCompany: '中通快递', trackingNo: 'ZT7788990012' }, token)).code).toBe('200044');
    const refunded = expectOk(await operator('refund', { refundNo }));
    expect(refunded.history.map((entry) => `${entry.event}:${entry.actor}`)).toEqual([
      'applied:customer',
      'approved:operator',
      'returnSent:customer',
      'returnSent:customer',
      'received:operator',
      'refunded:operator',
    ]);
    expect(refunded.history[2]!.note).toBe('顺丰速运 SF0001234567');
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_receipt' });
  });

  it('the customer cancels under audit, the operator rejects with a reason: the order goes back and can apply again', async () => {
    const { token, orderNo, first } = await order();
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
    const cancelled = expectOk(await portal('cancel', { refundNo }, token));
    expect(cancelled.history.map((entry) => entry.event)).toEqual(['applied', 'cancelled']);
    expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');
    expect((await portal('cancel', { refundNo }, token)).code).toBe('200044');

    const again = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
    expect((await operator('reject', { refundNo: again.refundNo })).data).toMatchObject({ issues: [{ path: 'reason', key: 'validation.rejectReason' }] });
    expect((await operator('reject', { refundNo: again.refundNo, reason: '  ' })).data).toMatchObject({
      issues: [{ path: 'reason', key: 'validation.rejectReason' }],
    });
    const rejected = expectOk(await operator('reject', { refundNo: again.refundNo, reason: '商品已使用，不支持退款' }));
    expect(rejected).toMatchObject({ status: 'rejected', history: [{ event: 'applied' }, { event: 'rejected', note: '商品已使用，不支持退款' }] });
    expect(expectOk(await portal('detail', { refundNo: again.refundNo }, token)).history[1]).toMatchObject({
      event: 'rejected',
      note: '商品已使用，不支持退款',
      actor: 'operator',
    });
    expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');
    expect((await portal('cancel', { refundNo: again.refundNo }, token)).code).toBe('200044');
  });

  it('pages the customer’s applications ten at a time, newest first', async () => {
    const { token, orderNo, first } = await order();
    const made: string[] = [];
    for (let i = 0; i < 11; i++) {
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
      const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100 + i), token));
      made.push(refundNo);
      if (i < 10) expectOk(await portal('cancel', { refundNo }, token));
    }
    const one = expectOk(await portal<AfterSalesPage>('list', { curPage: 1 }, token));
    expect(one).toMatchObject({ total: 11, pageCount: 2, curPage: 1 });
    expect(one.items.map((item) => item.refundNo)).toEqual(made.slice(1).reverse());
    expect(expectOk(await portal<AfterSalesPage>('list', { curPage: 2 }, token)).items.map((item) => item.refundNo)).toEqual([made[0]]);
    expect(expectOk(await portal<AfterSalesPage>('list', { curPage: 9 }, token)).curPage).toBe(2);
  });
});

describe('returns: shipped goods only, back in stock once, closed when never sent', () => {
  const stockOf = async (skuId: number) => (await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock;
  const returnMovementsOf = async (orderNo: string) =>
    ctx.db
      .select({ skuId: stockMovements.skuId, delta: stockMovements.delta })
      .from(stockMovements)
      .innerJoin(orders, eq(orders.id, stockMovements.orderId))
      .where(and(eq(orders.orderNo, orderNo), eq(stockMovements.reason, 'return')));

  it('an order not yet shipped may ask for its money back, not return goods', async () => {
    const { token, orderNo, first, options } = await order();
    expect(options.orderStatus).toBe('awaiting_shipment');
    const refused = await portal('apply', applyBody(orderNo, first.lineId, 1, 100, { mode: 'return_refund' }), token, 'en');
    expect(refused).toMatchObject({ code: '200048', status: 409, data: { issues: [{ path: 'mode', key: 'validation.afterSalesReturnNotShipped' }] } });
    expect(refused.message).toMatch(/not shipped/);
    expect(await applicationsOf(orderNo)).toEqual([]);
    expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');
    expect(expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token)).mode).toBe('refund_only');
  });

  it('goods the operator marks received go back on sale once, with a stock movement each; a twin click is refused', async () => {
    const { token, orderNo, first, second } = await order();
    await ctx.db.update(orders).set({ status: 'completed' }).where(eq(orders.orderNo, orderNo));
    const both = {
      mode: 'return_refund',
      lines: [
        { lineId: first.lineId, quantity: 2 },
        { lineId: second.lineId, quantity: 1 },
      ],
    };
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 2, 500, both), token));
    expectOk(await operator('approve', { refundNo }));
    expectOk(await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, token));
    const before = [await stockOf(packs[0].id), await stockOf(packs[1].id)];
    expect(await returnMovementsOf(orderNo)).toEqual([]);

    const clicks = await Promise.all([operator('received', { refundNo }), operator('received', { refundNo })]);
    expect(clicks.map((click) => click.code).sort()).toEqual(['000000', '200044']);
    expect([await stockOf(packs[0].id), await stockOf(packs[1].id)]).toEqual([before[0]! + 2, before[1]! + 1]);
    expect((await returnMovementsOf(orderNo)).sort((a, b) => a.skuId - b.skuId)).toEqual(
      [
        { skuId: packs[0].id, delta: 2 },
        { skuId: packs[1].id, delta: 1 },
      ].sort((a, b) => a.skuId - b.skuId),
    );
    expectOk(await operator('refund', { refundNo }));
    expect([await stockOf(packs[0].id), await stockOf(packs[1].id)]).toEqual([before[0]! + 2, before[1]! + 1]);
    expect(await returnMovementsOf(orderNo)).toHaveLength(2);
    expect((await orderRow(orderNo)).status).toBe('completed');
  });

  it(`an approved return not sent back within the days allowed is closed by the sweeper, once, and the customer is told`, async () => {
    const { token, orderNo, first } = await order();
    await ctx.db.update(orders).set({ status: 'awaiting_receipt' }).where(eq(orders.orderNo, orderNo));
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100, { mode: 'return_refund' }), token));
    const sent = await order();
    await ctx.db.update(orders).set({ status: 'awaiting_receipt' }).where(eq(orders.orderNo, sent.orderNo));
    const other = expectOk(await portal('apply', applyBody(sent.orderNo, sent.first.lineId, 1, 100, { mode: 'return_refund' }), sent.token));
    const approvedAt = ctx.clock.now;
    expectOk(await operator('approve', { refundNo }));
    expectOk(await operator('approve', { refundNo: other.refundNo }));
    expectOk(await portal('submitReturn', { refundNo: other.refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, sent.token));

    const daysLater = (days: number) => new Date(approvedAt.getTime() + days * 86_400_000 + 1000);
    expect(await closeUnsentReturns(ctx.db, daysLater(6), 7)).toBe(0);
    expect((await applicationRow(refundNo)).status).toBe('approved');
    const closed = await Promise.all([closeUnsentReturns(ctx.db, daysLater(7), 7), closeUnsentReturns(ctx.db, daysLater(7), 7)]);
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);

    const seen = expectOk(await portal('detail', { refundNo }, token, 'en'));
    expect(seen.status).toBe('cancelled');
    expect(seen.history.map((entry) => `${entry.event}:${entry.actor}`)).toEqual(['applied:customer', 'approved:operator', 'returnExpired:system']);
    expect(await orderRow(orderNo)).toMatchObject({ status: 'awaiting_receipt' });
    const told = (
      await ctx.post<{ items: { orderNo: string | null; title: string }[] }>('/api/portal/message/list', { kind: 'order' }, { token, locale: 'en' })
    ).data.items;
    expect(told.filter((message) => message.orderNo === orderNo).map((message) => message.title)).toContain(orderMessageText('returnExpired', orderNo).titleEn);
    // The return whose goods are on their way stays open; the closed order may apply again.
    expect((await applicationRow(other.refundNo)).status).toBe('approved');
    expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
  });

  it('a full refund that closes the trade withdraws the pending invoice application, as cancelling does', async () => {
    const { token, orderNo, totalFen, first, second } = await order();
    const [row] = await ctx.db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.orderNo, orderNo));
    const title = {
      type: 'vat_special',
      title: '上海颜料有限公司',
      taxNo: '91310000MA1FL0000X',
      unitAddress: '上海市浦东新区',
      bankAccount: '6222000000000000',
      bankName: '工商银行',
      unitPhone: '021-5888 6666',
    } as const;
    await ctx.db.insert(invoiceApplications).values({ orderId: row!.id, userId: row!.userId, ...title, amountFen: totalFen });
    const everything = {
      lines: [
        { lineId: first.lineId, quantity: 2 },
        { lineId: second.lineId, quantity: 1 },
      ],
    };
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 2, totalFen, everything), token));
    expectOk(await operator('approve', { refundNo }));
    const stockBefore = await stockOf(packs[0].id);
    expectOk(await operator('refund', { refundNo }));
    expect((await orderRow(orderNo)).status).toBe('cancelled');
    expect(await ctx.db.select({ status: invoiceApplications.status }).from(invoiceApplications).where(eq(invoiceApplications.orderId, row!.id))).toEqual([
      { status: 'rejected' },
    ]);
    // Never shipped: its packs are back on sale.
    expect(await stockOf(packs[0].id)).toBe(stockBefore + 2);
  });
});

describe('who may see and do what', () => {
  it('another customer can neither see, apply on, cancel nor send back another’s; the owner’s application is unchanged', async () => {
    const { token, orderNo, first } = await order();
    await ctx.db.update(orders).set({ status: 'awaiting_receipt' }).where(eq(orders.orderNo, orderNo));
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100, { mode: 'return_refund' }), token));
    const other = await secondUserToken(ctx);
    expect((await portal('options', { orderNo }, other)).code).toBe('000003');
    expect((await portal('detail', { refundNo }, other)).code).toBe('000003');
    expect((await portal('cancel', { refundNo }, other)).code).toBe('000003');
    expect(expectOk(await portal<AfterSalesPage>('list', {}, other)).items).toEqual([]);
    expectOk(await operator('approve', { refundNo }));
    expect((await portal('submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }, other)).code).toBe('000003');
    // Another's paid order: as not found, even if this customer had one of their own.
    await order({ token: other });
    expect((await portal('apply', applyBody(orderNo, first.lineId, 1, 100), other)).code).toBe('000003');
    expect(await applicationRow(refundNo)).toMatchObject({ status: 'approved', trackingNo: null });
    expect(await applicationsOf(orderNo)).toHaveLength(1);
  });

  it('the operator’s calls need an admin: no token is 000004, a customer is forbidden', async () => {
    const { token, orderNo, first } = await order();
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 100), token));
    for (const [call, body] of [
      ['list', {}],
      ['detail', { refundNo }],
      ['approve', { refundNo }],
      ['reject', { refundNo, reason: 'x' }],
      ['received', { refundNo }],
      ['refund', { refundNo }],
    ] as const) {
      expect((await ctx.post(`/api/admin/afterSales/${call}`, body)).code).toBe('000004');
      expect(await operator(call, body, token)).toMatchObject({ code: '000005', status: 403 });
    }
    expect((await applicationRow(refundNo)).status).toBe('under_audit');
    expect((await ctx.post('/api/portal/afterSales/list', {})).code).toBe('000004');
  });

  it('the operator lists every customer’s applications, filtered by status, with the customer’s phone', async () => {
    const a = await order();
    const b = await order();
    const first = expectOk(await portal('apply', applyBody(a.orderNo, a.first.lineId, 1, 100), a.token));
    const second = expectOk(await portal('apply', applyBody(b.orderNo, b.first.lineId, 1, 100), b.token));
    expectOk(await operator('approve', { refundNo: second.refundNo }));
    const auditing = expectOk(await operator<AdminAfterSalesPage>('list', { status: 'under_audit' }));
    expect(auditing.items.every((item) => item.status === 'under_audit')).toBe(true);
    expect(auditing.items.map((item) => item.refundNo)).toContain(first.refundNo);
    expect(auditing.items.map((item) => item.refundNo)).not.toContain(second.refundNo);
    const all = expectOk(await operator<AdminAfterSalesPage>('list', {}));
    expect(all.items.find((item) => item.refundNo === second.refundNo)).toMatchObject({
      status: 'approved',
      customerPhone: expect.stringMatching(/^1\d{10}$/),
    });
    expect((await operator('list', { status: 'lost' })).code).toBe('000002');
    expect((await operator('detail', { refundNo: 'RF00000000000000000000' })).code).toBe('000003');
  });
});

describe('refunds through the payment provider (the sandbox)', () => {
  const sandboxRefundsOf = async (orderNo: string) =>
    ctx.db
      .select({ refundNo: sandboxRefunds.refundNo, amountFen: sandboxRefunds.amountFen })
      .from(sandboxRefunds)
      .innerJoin(sandboxTrades, eq(sandboxTrades.tradeNo, sandboxRefunds.tradeNo))
      .innerJoin(payments, eq(payments.outTradeNo, sandboxTrades.outTradeNo))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.orderNo, orderNo));

  for (const channel of ['alipay', 'wechat'] as const) {
    it(`${channel}: the whole amount refunded on the payment’s trade under the refund number; the trade is closed (order cancelled)`, async () => {
      const { token, orderNo, totalFen, first, second } = await order({ pay: channel });
      const everything = {
        lines: [
          { lineId: first.lineId, quantity: 2 },
          { lineId: second.lineId, quantity: 1 },
        ],
      };
      const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 2, totalFen, everything), token));
      expectOk(await operator('approve', { refundNo }));
      const refunded = expectOk(await operator('refund', { refundNo }));
      expect(refunded).toMatchObject({ status: 'refunded', refundedAt: ctx.clock.now.toISOString(), paymentType: channel, orderStatus: 'cancelled' });
      expect(await sandboxRefundsOf(orderNo)).toEqual([{ refundNo, amountFen: totalFen }]);
      expect(await orderRow(orderNo)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
      const seen = expectOk(await portal('detail', { refundNo }, token));
      expect(seen).toMatchObject({ status: 'refunded', refundedAt: expect.any(String), paidAt: expect.any(String) });
      expect(seen.history.at(-1)).toMatchObject({ event: 'refunded', actor: 'operator' });
      expect(seen.history.at(-1)).not.toHaveProperty('operatorPhone');
      expect((await portal('apply', applyBody(orderNo, first.lineId, 1, 1), token)).code).toBe('200040');
    });
  }

  it('a retried refund does not refund twice: after a lost answer, and two clicks at once', async () => {
    const { token, orderNo, first, second } = await order();
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 500), token));
    expectOk(await operator('approve', { refundNo }));
    // The provider made the refund but the shop never heard back: the operator's retry asks the same refund number.
    const [payment] = await ctx.db
      .select()
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.orderNo, orderNo), eq(payments.status, 'succeeded')));
    const gateway = (await ctx.payments()).gateways.alipay!;
    expect(
      await gateway.refund(
        { outTradeNo: payment!.payments.outTradeNo, refundNo, amountFen: 500, totalFen: payment!.payments.amountFen, reason: '' },
        ctx.clock.now,
      ),
    ).toEqual({ ok: true });
    expect(expectOk(await operator('refund', { refundNo })).status).toBe('refunded');
    expect(await sandboxRefundsOf(orderNo)).toEqual([{ refundNo, amountFen: 500 }]);
    expect((await operator('refund', { refundNo })).code).toBe('200044');
    expect((await orderRow(orderNo)).status).toBe('awaiting_shipment');

    const twice = expectOk(await portal('apply', applyBody(orderNo, second.lineId, 1, 700), token));
    expectOk(await operator('approve', { refundNo: twice.refundNo }));
    const clicks = await Promise.all([operator('refund', { refundNo: twice.refundNo }), operator('refund', { refundNo: twice.refundNo })]);
    // Both clicks passed the first check (both answer the refund) or the second came after the first was done (refused as refunded).
    expect(clicks.map((click) => click.code)).toContain('000000');
    for (const click of clicks) expect(['000000', '200044']).toContain(click.code);
    expect((await sandboxRefundsOf(orderNo)).sort((a, b) => a.amountFen - b.amountFen)).toEqual([
      { refundNo, amountFen: 500 },
      { refundNo: twice.refundNo, amountFen: 700 },
    ]);
    const history = await ctx.db
      .select()
      .from(afterSalesHistory)
      .innerJoin(afterSales, eq(afterSales.id, afterSalesHistory.afterSalesId))
      .where(and(eq(afterSales.refundNo, twice.refundNo), eq(afterSalesHistory.status, 'refunded')));
    expect(history).toHaveLength(1);
  });

  it('a refusal by the provider changes nothing and says why; so does an order without a successful payment', async () => {
    const { token, orderNo, first } = await order();
    const { refundNo } = expectOk(await portal('apply', applyBody(orderNo, first.lineId, 1, 500), token));
    expectOk(await operator('approve', { refundNo }));
    // Money given back outside the shop: the provider has less left on the trade than the application asks.
    const [trade] = await ctx.db
      .select({ tradeNo: sandboxTrades.tradeNo, amountFen: sandboxTrades.amountFen })
      .from(sandboxTrades)
      .innerJoin(payments, eq(payments.outTradeNo, sandboxTrades.outTradeNo))
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.orderNo, orderNo));
    await ctx.db
      .insert(sandboxRefunds)
      .values({ tradeNo: trade!.tradeNo, refundNo: 'OUTSIDE1', providerRefundNo: trade!.tradeNo, amountFen: trade!.amountFen - 100 });
    const refused = await operator('refund', { refundNo });
    expect(refused).toMatchObject({ code: '200047', status: 502, data: { reason: expect.stringContaining('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL') } });
    expect(await applicationRow(refundNo)).toMatchObject({ status: 'approved', refundedAt: null });
    expect(expectOk(await operator('detail', { refundNo })).history.map((entry) => entry.event)).toEqual(['applied', 'approved']);
    expect((await orderRow(orderNo)).status).toBe('after_sales');

    const unpaid = await order({ pay: false });
    await ctx.db.update(orders).set({ status: 'awaiting_shipment', paidFen: unpaid.totalFen, paidAt: ctx.clock.now }).where(eq(orders.orderNo, unpaid.orderNo));
    const application = expectOk(await portal('apply', applyBody(unpaid.orderNo, unpaid.first.lineId, 1, 100), unpaid.token));
    expectOk(await operator('approve', { refundNo: application.refundNo }));
    expect((await operator('refund', { refundNo: application.refundNo })).code).toBe('200046');
    expect((await applicationRow(application.refundNo)).status).toBe('approved');
  });
});
