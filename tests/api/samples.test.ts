import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/schemas/dashboard.ts';
import type { MessagePage } from '../../src/schemas/messages.ts';
import { type AdminSample, type AdminSamplePage, type MySample, type MySamplePage, SAMPLE_LIMITS, type SampleOptions } from '../../src/schemas/samples.ts';
import { auditLog, products, sampleRequests } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { type Buyer, newBuyer } from '../helpers/buyers.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let productIds: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  const onSale = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.published, true), isNull(products.retiredAt)))
    .orderBy(asc(products.id))
    .limit(6);
  productIds = onSale.map((product) => product.id);
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const request = (buyer: Buyer, productId = productIds[0]!, extra: object = {}) => ({
  productId,
  sizeGrams: 100,
  purpose: 'Trial in a waterborne wall paint',
  company: 'Shanghai Huacai Coatings Co.',
  addressId: buyer.addressId,
  note: 'Please include the TDS',
  ...extra,
});
const apply = (buyer: Buyer, body: object) => ctx.post<{ id: number }>('/api/portal/sample/apply', body, { token: buyer.token });
const adminCall = <T>(path: string, body: object, token = admin) => ctx.post<T>(`/api/admin/sample/${path}`, body, { token });

describe('applying for a sample', () => {
  it('tells the form the product’s sample sizes and the limits, to anyone', async () => {
    const options = await ctx.post<SampleOptions>('/api/portal/sample/options', { productId: productIds[0] }, { locale: 'en' });
    expect(options.code).toBe('000000');
    expect(options.data.sizes).toEqual([100, 500]);
    expect(options.data.limits).toEqual(SAMPLE_LIMITS);
    expect((await ctx.post('/api/portal/sample/options', { productId: 999_999 })).code).toBe('000003');
  });

  it('answers the request number to a logged-in buyer; a visitor is asked to log in (000004)', async () => {
    const buyer = await newBuyer(ctx);
    expect((await ctx.post('/api/portal/sample/apply', request(buyer))).code).toBe('000004');
    const applied = await apply(buyer, request(buyer));
    expect(applied.code).toBe('000000');
    const [row] = await ctx.db.select().from(sampleRequests).where(eq(sampleRequests.id, applied.data.id));
    expect(row).toMatchObject({ status: 'requested', sizeGrams: 100, note: 'Please include the TDS' });
    expect(row!.addressee).toMatchObject({ consignee: '张明', mobile: '13800138000', detail: '科苑路 88 号' });

    const mine = await ctx.post<MySamplePage>('/api/portal/sample/mine', {}, { token: buyer.token, locale: 'en' });
    expect(mine.data.items.map((item) => [item.id, item.status])).toEqual([[applied.data.id, 'requested']]);
    expect(mine.data.items[0]!.address).toBe('上海市上海市浦东新区科苑路 88 号');
  });

  it('sends only to the buyer’s own address, only in a size the product offers', async () => {
    const buyer = await newBuyer(ctx);
    const other = await newBuyer(ctx);
    const foreign = await apply(buyer, request(buyer, productIds[1], { addressId: other.addressId }));
    expect(foreign.code).toBe('000002');
    expect(foreign.data).toMatchObject({ issues: [{ path: 'addressId', key: 'validation.sampleAddress' }] });
    const odd = await apply(buyer, request(buyer, productIds[1], { sizeGrams: 250 }));
    expect(odd.data).toMatchObject({ issues: [{ path: 'sizeGrams', key: 'validation.sampleSize' }] });
    expect((await apply(buyer, request(buyer, 999_999))).code).toBe('000003');
    expect(await ctx.db.select().from(sampleRequests).where(eq(sampleRequests.productId, productIds[1]!))).toHaveLength(0);
  });

  it('offers the sizes the product editor sets, and none when it sets none', async () => {
    const productId = productIds[5]!;
    const saved = await ctx.post(`/api/admin/catalog/product/update`, { id: productId, sampleSizesGrams: [250, 50, 250] }, { token: admin });
    expect(saved.code).toBe('000000');
    expect((await ctx.post<SampleOptions>('/api/portal/sample/options', { productId })).data.sizes).toEqual([50, 250]);
    // A partial update without the field leaves the sizes alone.
    const [{ originEn } = { originEn: '' }] = await ctx.db.select({ originEn: products.originEn }).from(products).where(eq(products.id, productId));
    expect((await ctx.post(`/api/admin/catalog/product/update`, { id: productId, originEn }, { token: admin })).code).toBe('000000');
    expect((await ctx.post<SampleOptions>('/api/portal/sample/options', { productId })).data.sizes).toEqual([50, 250]);
    const buyer = await newBuyer(ctx);
    expect((await apply(buyer, request(buyer, productId, { sizeGrams: 100 }))).data).toMatchObject({ issues: [{ path: 'sizeGrams' }] });
    expect((await apply(buyer, request(buyer, productId, { sizeGrams: 250 }))).code).toBe('000000');
    expect((await ctx.post(`/api/admin/catalog/product/update`, { id: productId, sampleSizesGrams: [] }, { token: admin })).code).toBe('000000');
    expect((await ctx.post<SampleOptions>('/api/portal/sample/options', { productId })).data.sizes).toEqual([]);
    expect((await ctx.post(`/api/admin/catalog/product/update`, { id: productId, sampleSizesGrams: [50, 250] }, { token: admin })).code).toBe('000000');
  });
});

describe('limits', () => {
  it(`refuses a ${SAMPLE_LIMITS.openPerCustomer + 1}th open request, and a second one of a product in a month`, async () => {
    const buyer = await newBuyer(ctx);
    for (const productId of productIds.slice(0, SAMPLE_LIMITS.openPerCustomer)) expect((await apply(buyer, request(buyer, productId))).code).toBe('000000');
    const beyond = await apply(buyer, request(buyer, productIds[4]));
    expect(beyond.code).toBe('830001');
    expect(beyond.message).toContain(String(SAMPLE_LIMITS.openPerCustomer));

    const other = await newBuyer(ctx);
    expect((await apply(other, request(other))).code).toBe('000000');
    const [first] = (await ctx.post<MySamplePage>('/api/portal/sample/mine', {}, { token: other.token })).data.items;
    expect((await adminCall('send', { id: first!.id, carrier: 'SF Express', trackingNo: 'SF100' })).code).toBe('000000');
    // Sent, so no longer open; but the product's month is used.
    expect((await apply(other, request(other))).code).toBe('830002');
    const declined = await apply(other, request(other, productIds[1]));
    expect((await adminCall('decline', { id: declined.data.id, reason: 'Out of samples' })).code).toBe('000000');
    // A declined one does not count for the month.
    expect((await apply(other, request(other, productIds[1]))).code).toBe('000000');
  });

  it('two requests at once at the limit make exactly one', async () => {
    const buyer = await newBuyer(ctx);
    for (const productId of productIds.slice(0, SAMPLE_LIMITS.openPerCustomer - 1)) expect((await apply(buyer, request(buyer, productId))).code).toBe('000000');
    const answers = await Promise.all([productIds[3], productIds[4]].map((productId) => apply(buyer, request(buyer, productId))));
    expect(answers.map((answer) => answer.code).sort()).toEqual(['000000', '830001']);
    expect((await ctx.post<MySamplePage>('/api/portal/sample/mine', {}, { token: buyer.token })).data.total).toBe(SAMPLE_LIMITS.openPerCustomer);
  });

  it('two requests of one product at once make exactly one', async () => {
    const buyer = await newBuyer(ctx);
    const answers = await Promise.all([1, 2].map(() => apply(buyer, request(buyer, productIds[2]))));
    expect(answers.map((answer) => answer.code).sort()).toEqual(['000000', '830002']);
  });
});

describe('the operator', () => {
  it('sends with a tracking number: the buyer sees it and is told; the change is audited', async () => {
    const buyer = await newBuyer(ctx);
    const { id } = (await apply(buyer, request(buyer))).data;
    const list = await adminCall<AdminSamplePage>('list', { status: 'requested' });
    expect(list.data.items.find((item) => item.id === id)).toMatchObject({ status: 'requested', overdue: false, company: 'Shanghai Huacai Coatings Co.' });
    const sent = await adminCall<AdminSample>('send', { id, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(sent.data).toMatchObject({ status: 'sent', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect((await adminCall('send', { id, carrier: 'EMS', trackingNo: 'E1' })).code).toBe('830003');
    expect((await adminCall('decline', { id, reason: 'No' })).code).toBe('830003');

    const detail = await ctx.post<MySample>('/api/portal/sample/detail', { id }, { token: buyer.token });
    expect(detail.data).toMatchObject({ status: 'sent', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    const inbox = await ctx.post<MessagePage>('/api/portal/message/list', { kind: 'system' }, { token: buyer.token, locale: 'zh' });
    expect(inbox.data.items[0]!.body).toContain('SF1234567890');
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sample/send'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ targetType: 'sample', details: { id, trackingNo: 'SF1234567890' } });

    expect((await adminCall<AdminSample>('close', { id })).data.status).toBe('closed');
    expect((await ctx.post<MySample>('/api/portal/sample/detail', { id }, { token: buyer.token })).data.status).toBe('closed');
  });

  it('declines with a reason, which the buyer is told', async () => {
    const buyer = await newBuyer(ctx);
    const { id } = (await apply(buyer, request(buyer, productIds[3]))).data;
    expect((await adminCall('decline', { id, reason: ' ' })).code).toBe('000002');
    const declined = await adminCall<AdminSample>('decline', { id, reason: 'Samples of this grade are out' });
    expect(declined.data).toMatchObject({ status: 'declined', declineReason: 'Samples of this grade are out' });
    const inbox = await ctx.post<MessagePage>('/api/portal/message/list', { kind: 'system' }, { token: buyer.token, locale: 'en' });
    expect(inbox.data.items[0]).toMatchObject({ title: 'Your sample request was declined' });
    expect(inbox.data.items[0]!.body).toContain('Samples of this grade are out');
  });

  it('is the only one: visitors and buyers are refused; another buyer cannot read a request', async () => {
    const buyer = await newBuyer(ctx);
    const { id } = (await apply(buyer, request(buyer, productIds[4]))).data;
    for (const [path, body] of [
      ['list', {}],
      ['send', { id, carrier: 'SF', trackingNo: 'X' }],
      ['decline', { id, reason: 'x' }],
    ] as const) {
      expect((await ctx.post(`/api/admin/sample/${path}`, body)).code, path).toBe('000004');
      expect((await adminCall(path, body, buyer.token)).code, path).toBe('000005');
    }
    const other = await newBuyer(ctx);
    expect((await ctx.post('/api/portal/sample/detail', { id }, { token: other.token })).code).toBe('000003');
    expect((await ctx.post<MySamplePage>('/api/portal/sample/mine', {}, { token: other.token })).data.total).toBe(0);
  });

  it('flags a request still waiting after 24 hours as overdue, and counts it on the dashboard', async () => {
    const buyer = await newBuyer(ctx);
    const { id } = (await apply(buyer, request(buyer, productIds[5], { sizeGrams: 50 }))).data;
    const start = ctx.clock.now;
    try {
      ctx.clock.now = new Date(start.getTime() + 25 * HOUR);
      const overdue = await adminCall<AdminSamplePage>('list', { overdueOnly: true });
      expect(overdue.data.items.map((item) => item.id)).toContain(id);
      expect(overdue.data.overdue).toBeGreaterThan(0);
      const dashboard = await ctx.post<Dashboard>('/api/admin/dashboard', {}, { token: admin });
      expect(dashboard.data.work.find((item) => item.item === 'samplesOverdue')?.count).toBeGreaterThan(0);
      await adminCall('send', { id, carrier: 'SF', trackingNo: 'SF9' });
      expect((await adminCall<AdminSamplePage>('list', { overdueOnly: true })).data.items.map((item) => item.id)).not.toContain(id);
    } finally {
      ctx.clock.now = start;
    }
  });
});
