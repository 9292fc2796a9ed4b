import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/schemas/errors.ts';
import type { MarkReadResult, MessagePage } from '../../src/schemas/messages.ts';
import { messages, orders, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { addOrderMessage, orderEvents } from '../../src/server/services/messages.ts';
import { orderMessageText } from '../../src/server/services/order-message-templates.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let customer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

type Account = { token: string; id: number; phone: string };

/** A customer of their own, so each test knows exactly which messages there are. */
async function newCustomer(): Promise<Account> {
  const token = await secondUserToken(ctx);
  const { id, phone } = (await ctx.post<{ id: number; phone: string }>('/api/portal/user/getCurrentUserInfo', {}, { token })).data;
  return { token, id, phone };
}

let orderCount = 0;
async function newOrder(userId: number): Promise<{ id: number; orderNo: string }> {
  const orderNo = `2026112210000000${String(++orderCount).padStart(4, '0')}`;
  const [order] = await ctx.db
    .insert(orders)
    .values({
      orderNo,
      userId,
      goodsFen: 10_000,
      freightFen: 3_000,
      totalFen: 13_000,
      addressee: { consignee: '张明', mobile: '13800138000', province: '上海市', city: '上海市', district: '浦东新区', detail: '科苑路 88 号' },
      payDeadline: new Date(ctx.clock.now.getTime() + 30 * 60_000),
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  return order!;
}

/** System messages 1…n, one second apart, so that "newest first" has one answer. */
async function insertSystemMessages(userId: number, n: number, read: (index: number) => boolean = () => false): Promise<number[]> {
  const start = ctx.clock.now.getTime();
  const rows = await ctx.db
    .insert(messages)
    .values(
      Array.from({ length: n }, (_, index) => ({
        userId,
        kind: 'system' as const,
        titleZh: `系统消息 ${index + 1}`,
        titleEn: `System message ${index + 1}`,
        bodyZh: `正文 ${index + 1}`,
        bodyEn: `Body ${index + 1}`,
        createdAt: new Date(start - (n - index) * 1000),
        readAt: read(index + 1) ? ctx.clock.now : null,
      })),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

const list = async (token: string, body: object = {}, locale: 'zh' | 'en' = 'zh') =>
  (await ctx.post<MessagePage>('/api/portal/message/list', body, { token, locale })).data;
const unread = async (token: string) => (await ctx.post<number>('/api/portal/message/unreadCount', {}, { token })).data;
const markRead = async (token: string, ids: number[]) => (await ctx.post<MarkReadResult>('/api/portal/message/read', { ids }, { token })).data;
const unreadIdsOf = async (userId: number) =>
  (
    await ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, userId), isNull(messages.readAt)))
  )
    .map((row) => row.id)
    .sort();

describe('listing messages', () => {
  it("lists unread first, then newest, ten a page, with every tab's unread count", async () => {
    const reader = await newCustomer();
    // Messages 1…12, of which 2, 5 and 11 are read; then one order message, the newest.
    await insertSystemMessages(reader.id, 12, (index) => [2, 5, 11].includes(index));
    const order = await newOrder(reader.id);
    await addOrderMessage(ctx.db, { userId: reader.id, orderId: order.id, orderNo: order.orderNo, event: 'shipped' });

    const first = await list(reader.token);
    expect(first).toMatchObject({ total: 13, curPage: 1, pageCount: 2, pageSize: 10, unread: { all: 10, system: 9, order: 1 } });
    expect(first.items.map((item) => item.title)).toEqual(['订单已发货', ...[12, 10, 9, 8, 7, 6, 4, 3, 1].map((n) => `系统消息 ${n}`)]);
    expect(first.items.every((item) => !item.read)).toBe(true);
    expect(first.items[0]).toMatchObject({ kind: 'order', orderNo: order.orderNo, read: false });
    expect(first.items[1]).toMatchObject({ kind: 'system', orderNo: null, body: '正文 12' });

    const second = await list(reader.token, { curPage: 2 });
    expect(second.items.map((item) => [item.title, item.read])).toEqual([
      ['系统消息 11', true],
      ['系统消息 5', true],
      ['系统消息 2', true],
    ]);
    expect((await list(reader.token, { curPage: 99 })).curPage).toBe(2);

    const orderTab = await list(reader.token, { kind: 'order' });
    expect(orderTab).toMatchObject({ total: 1, pageCount: 1 });
    expect(orderTab.items.map((item) => item.kind)).toEqual(['order']);
    const systemTab = await list(reader.token, { kind: 'system', curPage: 2 });
    expect(systemTab).toMatchObject({ total: 12, curPage: 2 });
    expect(systemTab.items.map((item) => item.title)).toEqual(['系统消息 5', '系统消息 2']);

    expect(await unread(reader.token)).toBe(10);
  });

  it("answers title and body in the request's language", async () => {
    const reader = await newCustomer();
    await insertSystemMessages(reader.id, 1);
    expect((await list(reader.token, {}, 'en')).items[0]).toMatchObject({ title: 'System message 1', body: 'Body 1' });
    expect((await list(reader.token, {}, 'zh')).items[0]).toMatchObject({ title: '系统消息 1', body: '正文 1' });
  });

  it('a new account has no messages', async () => {
    const reader = await newCustomer();
    expect(await list(reader.token)).toEqual({ items: [], total: 0, curPage: 1, pageCount: 1, pageSize: 10, unread: { all: 0, system: 0, order: 0 } });
    expect(await unread(reader.token)).toBe(0);
  });
});

describe('order messages', () => {
  it('every order event has a message naming the order in Chinese and in English', async () => {
    const reader = await newCustomer();
    const order = await newOrder(reader.id);
    for (const event of orderEvents) {
      const text = orderMessageText(event, order.orderNo);
      for (const body of [text.bodyZh, text.bodyEn]) expect(body, event).toContain(order.orderNo);
      expect(text.titleZh, event).toMatch(/\p{Script=Han}/u);
      expect(text.titleEn, event).toMatch(/^[A-Z][\w\s-]+$/);
    }
    // Called inside the caller's transaction, as payment, shipping and after-sales will.
    await ctx.db.transaction(async (tx) => {
      for (const event of orderEvents) await addOrderMessage(tx, { userId: reader.id, orderId: order.id, orderNo: order.orderNo, event });
    });

    const zh = await list(reader.token, { kind: 'order' }, 'zh');
    expect(zh.total).toBe(orderEvents.length);
    expect(zh.items.every((item) => item.orderNo === order.orderNo && item.body.includes(order.orderNo))).toBe(true);
    expect(zh.items.map((item) => item.title)).toContain('转账凭证未通过');
    const en = await list(reader.token, { kind: 'order' }, 'en');
    expect(en.items.map((item) => item.title)).toContain('Invoice issued');
    expect(en.items.find((item) => item.title === 'Order received')?.body).toBe(orderMessageText('delivered', order.orderNo).bodyEn);
  });

  it("the browser suite's test hook sends an order event's message to the order's owner", async () => {
    const reader = await newCustomer();
    const order = await newOrder(reader.id);
    expect((await ctx.post('/api/test/orderMessage', { orderNo: order.orderNo, event: 'refunded' })).code).toBe('000000');
    expect((await list(reader.token)).items[0]).toMatchObject({ kind: 'order', title: '退款已完成', orderNo: order.orderNo });
    expect((await ctx.post('/api/test/orderMessage', { orderNo: '20261122999999999999', event: 'refunded' })).code).toBe('000003');
    expect((await ctx.post('/api/test/orderMessage', { orderNo: order.orderNo, event: 'lost' })).code).toBe('000002');
  });

  it('a message is not written when the transaction that caused it fails', async () => {
    const reader = await newCustomer();
    const order = await newOrder(reader.id);
    await expect(
      ctx.db.transaction(async (tx) => {
        await addOrderMessage(tx, { userId: reader.id, orderId: order.id, orderNo: order.orderNo, event: 'paid' });
        throw new Error('payment failed later in the same transaction');
      }),
    ).rejects.toThrow();
    expect(await unread(reader.token)).toBe(0);
  });
});

describe('marking messages read', () => {
  it('marks one read, then all of one tab, then all; counts follow', async () => {
    const reader = await newCustomer();
    const [firstId, secondId, readId] = await insertSystemMessages(reader.id, 3, (index) => index === 3);
    const order = await newOrder(reader.id);
    await addOrderMessage(ctx.db, { userId: reader.id, orderId: order.id, orderNo: order.orderNo, event: 'paid' });
    expect(await unread(reader.token)).toBe(3);

    expect(await markRead(reader.token, [firstId!])).toEqual({ changed: 1, unread: 2 });
    // Again, with one already read before: nothing more changes.
    expect(await markRead(reader.token, [firstId!, readId!])).toEqual({ changed: 0, unread: 2 });
    expect((await list(reader.token)).items.find((item) => item.id === firstId)?.read).toBe(true);

    const orderTab = await ctx.post<MarkReadResult>('/api/portal/message/readAll', { kind: 'order' }, { token: reader.token });
    expect(orderTab.data).toEqual({ changed: 1, unread: 1 });
    expect(await unreadIdsOf(reader.id)).toEqual([secondId]);

    expect((await ctx.post<MarkReadResult>('/api/portal/message/readAll', {}, { token: reader.token })).data).toEqual({ changed: 1, unread: 0 });
    expect((await list(reader.token)).unread).toEqual({ all: 0, system: 0, order: 0 });
  });

  it("another customer neither sees nor marks someone else's messages", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const ownerIds = await insertSystemMessages(owner.id, 2);
    const [otherId] = await insertSystemMessages(other.id, 1);

    expect((await list(other.token)).items.map((item) => item.id)).toEqual([otherId]);
    // Ids that are not theirs are left alone and not counted; their own in the same call is marked.
    expect(await markRead(other.token, [...ownerIds, otherId!])).toEqual({ changed: 1, unread: 0 });
    expect((await ctx.post<MarkReadResult>('/api/portal/message/readAll', {}, { token: other.token })).data).toEqual({ changed: 0, unread: 0 });
    expect(await unreadIdsOf(owner.id)).toEqual([...ownerIds].sort());
    expect(await unread(owner.token)).toBe(2);
  });

  it('needs a login', async () => {
    for (const [path, body] of [
      ['list', {}],
      ['unreadCount', {}],
      ['read', { ids: [1] }],
      ['readAll', {}],
    ] as const) {
      expect((await ctx.post(`/api/portal/message/${path}`, body)).code, path).toBe('000004');
    }
  });

  it('bad input gets the translated validation error and changes nothing', async () => {
    const reader = await newCustomer();
    const ids = await insertSystemMessages(reader.id, 2);
    const badCalls: [string, unknown][] = [
      ['read', { ids: [] }],
      ['read', { ids: Array.from({ length: 101 }, (_, index) => index + 1) }],
      ['read', { ids: [ids[0], 'x'] }],
      ['read', { ids: [ids[0], -1] }],
      ['read', { ids: [ids[0], 1.5] }],
      ['read', { ids: [ids[0], 3_000_000_000] }],
      ['read', { id: ids[0] }],
      ['readAll', { kind: 'news' }],
      ['list', { kind: 'news' }],
      ['list', { curPage: 0 }],
      ['list', { curPage: '2' }],
      ['unreadCount', { kind: 'all' }],
    ];
    for (const [path, body] of badCalls) {
      for (const locale of ['zh', 'en'] as const) {
        const answer = await ctx.post(`/api/portal/message/${path}`, body, { token: reader.token, locale });
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.code).toBe('000002');
        expect(answer.message).toBe(errors.validation[locale]);
      }
    }
    expect(await unreadIdsOf(reader.id)).toEqual([...ids].sort());
  });
});

describe('the operator sends system messages', () => {
  const message = {
    titleZh: '系统维护通知',
    titleEn: 'Scheduled maintenance',
    bodyZh: '本周六 02:00-04:00 系统维护。<b>请提前下单</b>',
    bodyEn: 'The shop is down for maintenance on Saturday 02:00-04:00. <b>Order early</b>',
  };
  const send = (body: object, token = admin) => ctx.post<{ recipients: number }>('/api/admin/message/send', body, { token });

  it('to every customer, and to one by phone', async () => {
    const reader = await newCustomer();
    const customers = await ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'customer'));

    const toAll = await send({ to: 'all', ...message });
    expect(toAll.code).toBe('000000');
    expect(toAll.data.recipients).toBe(customers.length);
    for (const token of [reader.token, customer]) {
      const [newest] = (await list(token)).items;
      // Bodies are plain text: kept and answered exactly as written, markup included, for the page to show as text.
      expect(newest).toMatchObject({ kind: 'system', title: message.titleZh, body: message.bodyZh, orderNo: null, read: false });
      expect((await list(token, {}, 'en')).items[0]).toMatchObject({ title: message.titleEn, body: message.bodyEn });
    }
    expect((await list(admin)).total).toBe(0);

    const before = await unread(customer);
    const toOne = await send({ to: { phone: reader.phone }, ...message, titleZh: '您的专属通知', titleEn: 'Just for you' });
    expect(toOne.data).toEqual({ recipients: 1 });
    expect((await list(reader.token)).items[0]?.title).toBe('您的专属通知');
    expect(await unread(customer)).toBe(before);
  });

  it('refuses unknown phones, bad input, customers and visitors', async () => {
    const before = await ctx.db.select({ id: messages.id }).from(messages);
    expect((await send({ to: { phone: '13999999999' }, ...message })).code).toBe('000003');
    const badPhone = await send({ to: { phone: '12345' }, ...message });
    expect(badPhone.code).toBe('000002');
    expect(badPhone.data).toMatchObject({ issues: [{ path: 'to.phone', key: 'validation.phone' }] });
    const emptyTitle = await ctx.post('/api/admin/message/send', { to: 'all', ...message, titleEn: '  ' }, { token: admin, locale: 'en' });
    expect(emptyTitle).toMatchObject({ code: '000002', message: errors.validation.en, data: { issues: [{ path: 'titleEn', key: 'validation.required' }] } });
    expect((await send({ to: 'all', ...message, bodyZh: 'x'.repeat(2001) })).code).toBe('000002');
    expect((await send({ to: 'everyone', ...message })).code).toBe('000002');

    const asCustomer = await send({ to: 'all', ...message }, customer);
    expect(asCustomer).toMatchObject({ status: 403, code: '000005' });
    expect((await ctx.post('/api/admin/message/send', { to: 'all', ...message })).code).toBe('000004');
    expect(await ctx.db.select({ id: messages.id }).from(messages)).toHaveLength(before.length);
  });
});
