import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/schemas/errors.ts';
import type { MessagePage } from '../../src/schemas/messages.ts';
import type { MyRequirement, MyRequirementPage } from '../../src/schemas/trade.ts';
import type { AdminRequirement, AdminRequirementPage, AdminSupplier, AdminSupplierPage } from '../../src/schemas/trade-admin.ts';
import { auditLog, messages, purchaseRequirements, supplierApplications, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let buyer: string;
let buyerId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  buyer = await ctx.sessionFor(demoAccounts.customer.phone);
  buyerId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.customer.phone)))[0]!.id;
});
afterAll(() => ctx.close());

type Issues = { issues: { path: string; key: string; message: string }[] };
const HOUR = 3_600_000;
const later = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
};

// Each form from an address of its own: the ten-an-hour limit is trade.test.ts's business.
let clients = 0;
const client = () => ({ clientAddress: `10.77.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}` });

async function captcha() {
  const answer = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get');
  return { captchaId: answer.data.captchaId, captcha: ctx.testHooks.captchas.get(answer.data.captchaId)! };
}

const requirement = { need: 'Iron oxide red for paving stones', quantity: 5, unit: 't', contactName: 'Li', contactPhone: '13700137000' };

/** A requirement from the demo buyer (logged in), or from a visitor (with a captcha). */
async function submitRequirement(token: string | null = buyer, extra: object = {}): Promise<number> {
  const body = { ...requirement, ...extra, ...(token ? {} : await captcha()) };
  const sent = await ctx.post<{ id: number }>('/api/portal/requirement/submit', body, { ...client(), ...(token ? { token } : {}) });
  expect(sent.code).toBe('000000');
  return sent.data.id;
}

async function applyAsSupplier(companyName = 'Ningbo Chrome Yellow Co.'): Promise<number> {
  const body = { companyName, contactName: 'Wu', phone: '0574-8765 4321', supplies: 'Lead-free yellows', ...(await captcha()) };
  const sent = await ctx.post<{ id: number }>('/api/portal/supplier/apply', body, client());
  expect(sent.code).toBe('000000');
  return sent.data.id;
}

const requirementCall = <T = AdminRequirement>(path: string, body: object, options: { token?: string; locale?: 'zh' | 'en' } = {}) =>
  ctx.post<T>(`/api/admin/requirement/${path}`, body, { token: admin, ...options });
const supplierCall = <T = AdminSupplier>(path: string, body: object, options: { token?: string; locale?: 'zh' | 'en' } = {}) =>
  ctx.post<T>(`/api/admin/supplier/${path}`, body, { token: admin, ...options });

const storedRequirement = async (id: number) => (await ctx.db.select().from(purchaseRequirements).where(eq(purchaseRequirements.id, id)))[0]!;
const storedSupplier = async (id: number) => (await ctx.db.select().from(supplierApplications).where(eq(supplierApplications.id, id)))[0]!;
/** The buyer's messages about requirements (the seed gives the demo buyer system messages of its own). */
const requirementMessages = async (userId: number) =>
  (
    await ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.kind, 'system')))
      .orderBy(messages.id)
  ).filter((message) => message.titleEn.includes('purchase requirement'));

describe('the operator only', () => {
  const calls: [string, object][] = [
    ['requirement/list', {}],
    ['requirement/detail', { id: 1 }],
    ['requirement/assign', { id: 1, assignee: '小王' }],
    ['requirement/answer', { id: 1, answer: 'OK' }],
    ['requirement/close', { id: 1 }],
    ['supplier/list', {}],
    ['supplier/contacted', { id: 1 }],
    ['supplier/accept', { id: 1 }],
    ['supplier/reject', { id: 1 }],
  ];

  it('no token is 000004, a customer is forbidden (000005), and nothing changes', async () => {
    const id = await submitRequirement();
    const supplierId = await applyAsSupplier();
    for (const [path, body] of calls) {
      const withIds = { ...body, id: path.startsWith('requirement') ? id : supplierId };
      expect((await ctx.post(`/api/admin/${path}`, withIds)).code, path).toBe('000004');
      expect((await ctx.post(`/api/admin/${path}`, withIds, { token: buyer })).code, path).toBe('000005');
    }
    expect(await storedRequirement(id)).toMatchObject({ status: 'new', assignee: null, answer: null });
    expect(await storedSupplier(supplierId)).toMatchObject({ status: 'new', contactedAt: null });
  });
});

describe('requirements: the moves', () => {
  it('new → assigned (and re-assigned) → answered (and answered again) → closed; each answer is told to the buyer', async () => {
    const id = await submitRequirement(buyer, { productId: 1 });
    const listed = (await requirementCall<AdminRequirementPage>('list', { status: 'new' })).data;
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      status: 'new',
      customerPhone: demoAccounts.customer.phone,
      ageMinutes: 0,
      overdue: false,
      productId: 1,
    });

    expect((await requirementCall('assign', { id, assignee: '小王' })).data).toMatchObject({ status: 'assigned', assignee: '小王' });
    expect((await requirementCall('assign', { id, assignee: ' 小李 ' })).data).toMatchObject({ status: 'assigned', assignee: '小李' });
    expect(await requirementMessages(buyerId)).toHaveLength(0);

    later(2 * HOUR);
    const answered = await requirementCall('answer', { id, answer: 'Fe2O3 130, 25 kg bags, ¥9.8/kg' });
    expect(answered.data).toMatchObject({
      status: 'answered',
      answer: 'Fe2O3 130, 25 kg bags, ¥9.8/kg',
      answeredAt: ctx.clock.now.toISOString(),
      ageMinutes: 120,
    });
    expect(await requirementMessages(buyerId)).toEqual([
      expect.objectContaining({ titleZh: '采购需求已有回复', bodyZh: expect.stringContaining(`编号 ${id}`), orderId: null, readAt: null }),
    ]);

    // The operator may not hand an answered requirement back, but may answer again (a correction).
    const refused = await requirementCall('assign', { id, assignee: '小张' }, { locale: 'en' });
    expect(refused).toMatchObject({ status: 409, code: '600002', message: errors.requirementAnswered.en });
    const again = await requirementCall('answer', { id, answer: 'Fe2O3 130, ¥9.5/kg from 5 t' });
    expect(again.data).toMatchObject({ status: 'answered', answer: 'Fe2O3 130, ¥9.5/kg from 5 t', assignee: '小李' });
    expect((await requirementMessages(buyerId)).map((message) => message.titleEn)).toEqual([
      'Your purchase requirement has been answered',
      'The answer to your purchase requirement has been updated',
    ]);

    const closed = await requirementCall('close', { id });
    expect(closed.data).toMatchObject({ status: 'closed', closedAt: ctx.clock.now.toISOString(), answer: 'Fe2O3 130, ¥9.5/kg from 5 t' });
    for (const [path, body] of [
      ['assign', { id, assignee: '小王' }],
      ['answer', { id, answer: 'late' }],
      ['close', { id }],
    ] as const) {
      const answer = await requirementCall(path, body, { locale: 'zh' });
      expect(answer, path).toMatchObject({ code: '600001', message: errors.requirementClosed.zh, data: null });
    }
    expect(await storedRequirement(id)).toMatchObject({ status: 'closed', answer: 'Fe2O3 130, ¥9.5/kg from 5 t', assignee: '小李' });
    expect(await requirementMessages(buyerId)).toHaveLength(2);
  });

  it('answers or closes straight from new; a visitor is answered by phone only, with no message', async () => {
    const visitors = await submitRequirement(null);
    const before = (await ctx.db.select().from(messages)).length;
    const answered = await requirementCall('answer', { id: visitors, answer: '已电话联系，报价已发邮件' });
    expect(answered.data).toMatchObject({ status: 'answered', customerPhone: null, contactPhone: requirement.contactPhone, assignee: null });
    expect((await ctx.db.select().from(messages)).length).toBe(before);

    const closedUnanswered = await submitRequirement();
    expect((await requirementCall('close', { id: closedUnanswered })).data).toMatchObject({ status: 'closed', answer: null });
  });

  it('the detail of one, and an unknown id is not found', async () => {
    const id = await submitRequirement(buyer, { targetHex: '#b7410e', application: 'construction' });
    expect((await requirementCall('detail', { id })).data).toMatchObject({
      id,
      targetHex: '#B7410E',
      application: 'construction',
      contactName: 'Li',
      status: 'new',
    });
    expect((await requirementCall('detail', { id: 999_999 })).code).toBe('000003');
    expect((await requirementCall('answer', { id: 999_999, answer: 'x' })).code).toBe('000003');
  });

  it('every change is in the audit log, with who made it and the requirement id', async () => {
    const id = await submitRequirement();
    await requirementCall('assign', { id, assignee: '小王' });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'requirement/assign'), eq(auditLog.targetId, String(id))));
    expect(entry).toMatchObject({ targetType: 'requirement', details: { id, assignee: '小王' } });
  });
});

describe('bad input', () => {
  it('is refused with a translated envelope and the field of each issue, changing nothing', async () => {
    const id = await submitRequirement();
    const empty = await requirementCall<Issues>('assign', { id, assignee: '  ' }, { locale: 'en' });
    expect(empty).toMatchObject({ status: 400, code: '000002', message: errors.validation.en });
    expect(empty.data.issues).toMatchObject([{ path: 'assignee', key: 'validation.required' }]);
    const long = await requirementCall<Issues>('answer', { id, answer: 'x'.repeat(2001) }, { locale: 'zh' });
    expect(long).toMatchObject({ code: '000002', message: errors.validation.zh });
    expect(long.data.issues).toMatchObject([{ path: 'answer', key: 'validation.tooLong' }]);
    expect((await requirementCall('answer', { id })).code).toBe('000002');
    expect((await requirementCall('close', { id: -1 })).code).toBe('000002');
    expect((await requirementCall('close', { id, status: 'closed' })).code).toBe('000002');
    expect((await requirementCall('list', { status: 'open' })).code).toBe('000002');
    expect((await requirementCall('list', { curPage: 0 })).code).toBe('000002');
    expect(await storedRequirement(id)).toMatchObject({ status: 'new', assignee: null, answer: null, answeredAt: null, closedAt: null });

    const supplierId = await applyAsSupplier();
    const note = await supplierCall<Issues>('reject', { id: supplierId, note: 'x'.repeat(201) }, { locale: 'en' });
    expect(note).toMatchObject({ code: '000002', message: errors.validation.en, data: { issues: [{ path: 'note', key: 'validation.tooLong' }] } });
    expect((await supplierCall('list', { overdueOnly: 'yes' })).code).toBe('000002');
    expect(await storedSupplier(supplierId)).toMatchObject({ status: 'new', note: null, decidedAt: null });
  });
});

describe('supplier applications: the moves', () => {
  it('new → contacted → accepted; contacted once, decided once', async () => {
    const id = await applyAsSupplier();
    const contacted = await supplierCall('contacted', { id });
    expect(contacted.data).toMatchObject({ status: 'contacted', contactedAt: ctx.clock.now.toISOString(), overdue: false });
    expect(await supplierCall('contacted', { id }, { locale: 'en' })).toMatchObject({ code: '600003', message: errors.supplierContacted.en });
    expect((await supplierCall('accept', { id })).data).toMatchObject({ status: 'accepted', decidedAt: ctx.clock.now.toISOString() });
    for (const path of ['contacted', 'accept', 'reject']) {
      expect(await supplierCall(path, { id }), path).toMatchObject({ code: '600004', message: errors.supplierDecided.zh });
    }
    expect(await storedSupplier(id)).toMatchObject({ status: 'accepted', note: null });
    expect((await supplierCall('accept', { id: 999_999 })).code).toBe('000003');
  });

  it('rejected straight from new with a note, or without one', async () => {
    const withNote = await applyAsSupplier();
    expect((await supplierCall('reject', { id: withNote, note: ' 贸易商，非生产厂家 ' })).data).toMatchObject({
      status: 'rejected',
      note: '贸易商，非生产厂家',
      contactedAt: null,
    });
    const withoutNote = await applyAsSupplier();
    await supplierCall('contacted', { id: withoutNote });
    expect((await supplierCall('reject', { id: withoutNote, note: '' })).data).toMatchObject({ status: 'rejected', note: null });
    expect((await supplierCall<AdminSupplierPage>('list', { status: 'rejected' })).data.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([withNote, withoutNote]),
    );
  });
});

describe('ages and the 24-hour promises, by the app clock', () => {
  it('a requirement unanswered for more than 24 hours is overdue until it is answered', async () => {
    const id = await submitRequirement();
    const assigned = await submitRequirement();
    await requirementCall('assign', { id: assigned, assignee: '小王' });
    const find = async (filter: object) => (await requirementCall<AdminRequirementPage>('list', filter)).data;
    const ids = async (filter: object) => (await find(filter)).items.map((item) => item.id);

    later(24 * HOUR);
    expect((await requirementCall('detail', { id })).data).toMatchObject({ ageMinutes: 24 * 60, overdue: false });
    expect(await ids({ overdueOnly: true })).not.toContain(id);

    later(60_000);
    expect((await requirementCall('detail', { id })).data).toMatchObject({ ageMinutes: 24 * 60 + 1, overdue: true });
    expect((await requirementCall('detail', { id: assigned })).data).toMatchObject({ overdue: true });
    const overdue = await find({ overdueOnly: true });
    expect(overdue.items.map((item) => item.id)).toEqual(expect.arrayContaining([id, assigned]));
    expect(overdue.items.every((item) => item.overdue)).toBe(true);
    expect(overdue.overdue).toBe(overdue.total);
    expect(await ids({ overdueOnly: true, status: 'assigned' })).toEqual(expect.arrayContaining([assigned]));
    expect(await ids({ overdueOnly: true, status: 'assigned' })).not.toContain(id);

    const countBefore = overdue.overdue;
    await requirementCall('answer', { id, answer: '已回复' });
    await requirementCall('close', { id: assigned });
    expect((await requirementCall('detail', { id })).data).toMatchObject({ overdue: false, status: 'answered' });
    expect((await find({ overdueOnly: true })).overdue).toBe(countBefore - 2);
    expect(await ids({ overdueOnly: true })).not.toContain(id);
  });

  it('a supplier not called back within 24 hours is flagged until marked contacted', async () => {
    const id = await applyAsSupplier('Overdue Pigments Ltd');
    const fresh = (await supplierCall<AdminSupplierPage>('list', { status: 'new' })).data.items.find((item) => item.id === id);
    expect(fresh).toMatchObject({ ageMinutes: 0, overdue: false });

    later(3 * HOUR);
    expect((await supplierCall<AdminSupplierPage>('list', {})).data.items.find((item) => item.id === id)).toMatchObject({ ageMinutes: 180, overdue: false });
    later(21 * HOUR + 60_000);
    const flagged = (await supplierCall<AdminSupplierPage>('list', { overdueOnly: true })).data;
    expect(flagged.items.find((item) => item.id === id)).toMatchObject({ overdue: true, ageMinutes: 24 * 60 + 1 });
    expect(flagged.items.every((item) => item.overdue && item.status === 'new')).toBe(true);

    await supplierCall('contacted', { id });
    const after = (await supplierCall<AdminSupplierPage>('list', { overdueOnly: true })).data;
    expect(after.items.map((item) => item.id)).not.toContain(id);
    expect(after.overdue).toBe(flagged.overdue - 1);
  });
});

describe('My requirements (the buyer)', () => {
  it('lists only the buyer’s own, newest first, with the answer once there is one, in the buyer’s language', async () => {
    const first = await submitRequirement(buyer, { productId: 1 });
    later(60_000);
    const second = await submitRequirement(buyer, { need: 'Second need' });
    await requirementCall('assign', { id: first, assignee: '小王' });
    await requirementCall('answer', { id: first, answer: '可以供货' });

    const zh = (await ctx.post<MyRequirementPage>('/api/portal/requirement/mine', {}, { token: buyer, locale: 'zh' })).data;
    expect(zh.items.slice(0, 2).map((item) => item.id)).toEqual([second, first]);
    const answered = zh.items.find((item) => item.id === first)!;
    expect(answered).toMatchObject({ status: 'answered', answer: '可以供货', answeredAt: ctx.clock.now.toISOString(), productId: 1 });
    expect(answered).not.toHaveProperty('assignee');
    expect(answered).not.toHaveProperty('contactPhone');
    expect(zh.items.find((item) => item.id === second)).toMatchObject({ status: 'new', answer: null, productName: null });
    const en = await ctx.post<MyRequirement>('/api/portal/requirement/detail', { id: first }, { token: buyer, locale: 'en' });
    expect(en.data.productName).toBeTruthy();
    expect(en.data.productName).not.toBe(answered.productName);

    const [message] = (await ctx.post<MessagePage>('/api/portal/message/list', { kind: 'system' }, { token: buyer, locale: 'en' })).data.items;
    expect(message).toMatchObject({ title: 'Your purchase requirement has been answered', orderNo: null, read: false });
  });

  it('another customer sees none of them, a visitor’s shows in nobody’s list, and logging in is needed', async () => {
    const mine = await submitRequirement();
    const visitors = await submitRequirement(null);
    const other = await secondUserToken(ctx);
    const theirs = await ctx.post<MyRequirementPage>('/api/portal/requirement/mine', {}, { token: other });
    expect(theirs.data).toEqual({ items: [], total: 0, curPage: 1, pageCount: 1 });
    expect((await ctx.post('/api/portal/requirement/detail', { id: mine }, { token: other })).code).toBe('000003');
    expect((await ctx.post('/api/portal/requirement/detail', { id: visitors }, { token: buyer })).code).toBe('000003');
    const buyers = (await ctx.post<MyRequirementPage>('/api/portal/requirement/mine', {}, { token: buyer })).data;
    expect(buyers.items.map((item) => item.id)).toContain(mine);
    expect(buyers.items.map((item) => item.id)).not.toContain(visitors);
    expect((await ctx.post('/api/portal/requirement/mine', {})).code).toBe('000004');
    expect((await ctx.post('/api/portal/requirement/detail', { id: mine })).code).toBe('000004');
    expect((await ctx.post('/api/portal/requirement/mine', { curPage: 'two' }, { token: buyer })).code).toBe('000002');
  });

  it('pages of ten; a page past the end answers the last one', async () => {
    const token = await secondUserToken(ctx);
    for (let sent = 0; sent < 12; sent++) await submitRequirement(token);
    const second = (await ctx.post<MyRequirementPage>('/api/portal/requirement/mine', { curPage: 2 }, { token })).data;
    expect(second).toMatchObject({ total: 12, curPage: 2, pageCount: 2 });
    expect(second.items).toHaveLength(2);
    expect((await ctx.post<MyRequirementPage>('/api/portal/requirement/mine', { curPage: 9 }, { token })).data.curPage).toBe(2);
  });
});
