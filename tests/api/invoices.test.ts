import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/address.ts';
import type { AdminInvoice, AdminInvoicePage, InvoiceOrder, InvoiceOrderPage, InvoiceTitle } from '../../src/schemas/invoices.ts';
import { afterSales, invoiceApplications, invoiceTitles, orders, skus } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { releaseExpiredOrders } from '../../src/server/services/checkout/release-expired.ts';
import { expectRefusedToOthers, secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let pack: { id: number; priceFen: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  [pack] = (await ctx.db.select({ id: skus.id, priceFen: skus.priceFen }).from(skus).where(eq(skus.active, true)).orderBy(skus.id).limit(1)) as [typeof pack];
  await ctx.db.update(skus).set({ stock: 100_000 }).where(eq(skus.id, pack.id));
});
afterAll(() => ctx.close());

const personal = { type: 'personal', title: '张明' };
const company = { type: 'company', title: '上海彩虹涂料有限公司', taxNo: '91310115MA1H7XYZ3K' };
const vatSpecial = {
  type: 'vat_special',
  title: 'Suzhou Pigment Works Co., Ltd.',
  taxNo: '91320506MA1N2ABC9P',
  unitAddress: '上海市浦东新区科苑路 88 号',
  unitPhone: '021-5888 6666',
  bankName: '中国工商银行上海张江支行',
  bankAccount: '3100 1234 5678 9012',
};
const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: '张明', mobile: '13800138000' };

type Issues = { issues: { path: string; key: string; message: string }[] };
const titles = (token: string, path: string, body: object = {}) => ctx.post<InvoiceTitle[]>(`/api/portal/invoice/title/${path}`, body, { token });
const apply = (token: string, body: object, locale?: 'zh' | 'en') =>
  ctx.post<InvoiceOrder>('/api/portal/invoice/apply', body, { token, ...(locale ? { locale } : {}) });
const invoiceList = (token: string, curPage = 1) => ctx.post<InvoiceOrderPage>('/api/portal/invoice/list', { curPage }, { token });
const adminCall = <T = AdminInvoice>(path: string, body: object, token = admin) => ctx.post<T>(`/api/admin/invoice/${path}`, body, { token });
const applicationsOf = async (orderNo: string) => {
  const [order] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return ctx.db.select().from(invoiceApplications).where(eq(invoiceApplications.orderId, order!.id)).orderBy(invoiceApplications.id);
};

/** A new customer with a delivery address and one saved title of each type. */
async function customer() {
  const token = await secondUserToken(ctx);
  const [address] = (await ctx.post<Address[]>('/api/portal/address/create', shanghai, { token })).data;
  await titles(token, 'create', company);
  const saved = (await titles(token, 'create', vatSpecial)).data;
  const titleId = (type: string) => saved.find((title) => title.type === type)!.id;
  return { token, addressId: address!.id, companyId: titleId('company'), vatSpecialId: titleId('vat_special') };
}

/** Places an order through the checkout API, as the customer would. */
async function placeOrder(token: string, addressId: number, extra: object = {}, quantity = 1) {
  const placed = await ctx.post<{ orderNo: string; totalFen: number }>(
    '/api/portal/checkout/place',
    { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity }, addressId, ...extra },
    { token },
  );
  expect(placed.code).toBe('000000');
  return placed.data;
}

/** Payment is built elsewhere: the order is marked paid in the database, as a payment notice will. */
async function paidOrder(
  token: string,
  addressId: number,
  { status = 'awaiting_shipment', paidFen }: { status?: 'awaiting_shipment' | 'awaiting_receipt' | 'completed'; paidFen?: number } = {},
) {
  const placed = await placeOrder(token, addressId);
  await ctx.db
    .update(orders)
    .set({ status, paidFen: paidFen ?? placed.totalFen, paidAt: ctx.clock.now, paymentType: 'alipay' })
    .where(eq(orders.orderNo, placed.orderNo));
  return placed;
}

describe('invoice titles', () => {
  it('each kind asks for its own fields only, all required beside them: a person a name, a company also its tax number, a VAT special title its registered details too', async () => {
    const token = await secondUserToken(ctx);
    const asked = { personal: ['title'], company: ['taxNo', 'title'], vat_special: ['bankAccount', 'bankName', 'taxNo', 'title', 'unitAddress', 'unitPhone'] };
    for (const [type, fields] of Object.entries(asked)) {
      const empty = await ctx.post<Issues>('/api/portal/invoice/title/create', { type }, { token });
      expect(empty.code).toBe('000002');
      expect(empty.data.issues.map((issue) => issue.path).sort()).toEqual(fields);
      expect(new Set(empty.data.issues.map((issue) => issue.key))).toEqual(new Set(['validation.required']));
    }
    // What another kind asks for is not taken: it would be printed on no invoice of this kind.
    expect((await ctx.post('/api/portal/invoice/title/create', { ...personal, taxNo: company.taxNo }, { token })).code).toBe('000002');
    expect((await ctx.post('/api/portal/invoice/title/create', { ...company, unitAddress: vatSpecial.unitAddress }, { token })).code).toBe('000002');
    expect((await titles(token, 'list')).data).toEqual([]);

    await titles(token, 'create', personal);
    await titles(token, 'create', company);
    const saved = (await titles(token, 'create', vatSpecial)).data;
    // The first is the default, listed first; then the newest.
    expect(saved.map(({ id: _id, isDefault: _default, ...fields }) => fields)).toEqual([personal, { ...vatSpecial, bankAccount: '3100123456789012' }, company]);
    const [row] = await ctx.db.select().from(invoiceTitles).where(eq(invoiceTitles.id, saved[0]!.id));
    expect(row).toMatchObject({ type: 'personal', title: '张明', taxNo: null, unitAddress: null, unitPhone: null, bankName: null, bankAccount: null });
  });

  it('refuses a wrong kind, and wrong values beside their fields in the caller’s language; nothing is saved', async () => {
    const token = await secondUserToken(ctx);
    const wrongKind = await ctx.post<Issues>('/api/portal/invoice/title/create', { ...vatSpecial, type: 'receipt' }, { token, locale: 'en' });
    expect(wrongKind.message).toBe('Some of the information is invalid');
    expect(wrongKind.data.issues).toMatchObject([{ path: 'type', key: 'validation.invoiceType', message: 'Choose the invoice type' }]);
    const wrong = await ctx.post<Issues>(
      '/api/portal/invoice/title/create',
      { ...vatSpecial, taxNo: '9131-0115', bankAccount: '12ab', unitPhone: '5888' },
      { token, locale: 'en' },
    );
    expect(Object.fromEntries(wrong.data.issues.map((issue) => [issue.path, issue.key]))).toEqual({
      taxNo: 'validation.taxNo',
      bankAccount: 'validation.bankAccount',
      unitPhone: 'validation.tel',
    });
    for (const unitPhone of ['021-5888 6666', '(0512) 6666 8888', '13800138000', '+86 21 5888 6666']) {
      expect((await ctx.post('/api/portal/invoice/title/create', { ...vatSpecial, unitPhone }, { token })).code, unitPhone).toBe('000000');
    }
    await ctx.db.delete(invoiceTitles).where(eq(invoiceTitles.title, vatSpecial.title));
    const { bankName: _bank, ...withoutBank } = vatSpecial;
    expect((await ctx.post<Issues>('/api/portal/invoice/title/create', withoutBank, { token })).data.issues).toMatchObject([
      { path: 'bankName', key: 'validation.required' },
    ]);
    expect((await titles(token, 'list')).data).toEqual([]);
  });

  it('a title changed to another kind keeps only what the new kind asks for', async () => {
    const token = await secondUserToken(ctx);
    const [saved] = (await titles(token, 'create', vatSpecial)).data;
    const [changed] = (await titles(token, 'update', { id: saved!.id, ...company })).data;
    expect(changed).toEqual({ id: saved!.id, isDefault: true, ...company });
    const [row] = await ctx.db.select().from(invoiceTitles).where(eq(invoiceTitles.id, saved!.id));
    expect(row).toMatchObject({ type: 'company', unitAddress: null, unitPhone: null, bankName: null, bankAccount: null });
  });

  it('reads the tax number in upper case and the bank account without the spaces people group it with', async () => {
    const token = await secondUserToken(ctx);
    const [saved] = (await titles(token, 'create', { ...vatSpecial, taxNo: ' 91310115ma1h7xyz3k ' })).data;
    expect(saved).toMatchObject({ taxNo: '91310115MA1H7XYZ3K', bankAccount: '3100123456789012', isDefault: true });
    for (const taxNo of ['91310115MA1H7X', '91310115MA1H7XYZ3K123']) expect((await titles(token, 'create', { ...company, taxNo })).code).toBe('000002');
    for (const taxNo of ['310115123456789', '91310115MA1H7XYZ3K12']) expect((await titles(token, 'create', { ...company, taxNo })).code).toBe('000000');
  });

  it('the first title is the default; exactly one default through create, update, setDefault and delete', async () => {
    const token = await secondUserToken(ctx);
    const defaults = (list: InvoiceTitle[]) => list.filter((title) => title.isDefault).map((title) => title.title);
    const first = (await titles(token, 'create', company)).data;
    expect(defaults(first)).toEqual([company.title]);
    const second = (await titles(token, 'create', { ...vatSpecial, isDefault: true })).data;
    expect(defaults(second)).toEqual([vatSpecial.title]);
    expect(second[0]!.title).toBe(vatSpecial.title);
    const companyId = second.find((title) => title.type === 'company')!.id;
    const vatId = second.find((title) => title.type === 'vat_special')!.id;

    expect(defaults((await titles(token, 'setDefault', { id: companyId })).data)).toEqual([company.title]);
    const edited = (await titles(token, 'update', { id: vatId, ...vatSpecial, bankName: '招商银行苏州分行', isDefault: true })).data;
    expect(defaults(edited)).toEqual([vatSpecial.title]);
    expect(edited.find((title) => title.id === vatId)).toMatchObject({ bankName: '招商银行苏州分行' });
    // Saving without asking to be the default leaves the default where it is.
    expect(defaults((await titles(token, 'update', { id: companyId, ...company, title: '彩虹涂料' })).data)).toEqual([vatSpecial.title]);

    expect((await titles(token, 'delete', { id: vatId })).data).toEqual([expect.objectContaining({ id: companyId, title: '彩虹涂料', isDefault: true })]);
    expect((await titles(token, 'delete', { id: companyId })).data).toEqual([]);
  });

  it('keeps at most twenty, even when created at once', async () => {
    const token = await secondUserToken(ctx);
    for (let index = 0; index < 18; index++) expect((await titles(token, 'create', { ...company, title: `公司 ${index}` })).code).toBe('000000');
    const atOnce = await Promise.all([1, 2, 3].map((index) => titles(token, 'create', { ...company, title: `同时 ${index}` })));
    expect(atOnce.filter((answer) => answer.code === '000000')).toHaveLength(2);
    const refused = await ctx.post<Issues>('/api/portal/invoice/title/create', company, { token });
    expect(refused.data.issues).toMatchObject([{ path: 'title', key: 'validation.tooManyInvoiceTitles' }]);
    const list = (await titles(token, 'list')).data;
    expect(list).toHaveLength(20);
    expect(list.filter((title) => title.isDefault)).toHaveLength(1);
  });

  it('bad input is answered in the envelope, translated, and changes nothing', async () => {
    const { token, companyId } = await customer();
    const before = (await titles(token, 'list')).data;
    const zh = await ctx.post('/api/portal/invoice/title/update', { id: companyId, ...company, taxNo: 'nope' }, { token, locale: 'zh' });
    expect(zh).toMatchObject({ status: 400, code: '000002', message: '提交的信息有误，请检查后重试' });
    expect((await ctx.post('/api/portal/invoice/title/update', { id: companyId, ...company, owner: 1 }, { token })).code).toBe('000002');
    expect((await ctx.post('/api/portal/invoice/title/delete', { id: 'x' }, { token })).code).toBe('000002');
    expect((await ctx.post('/api/portal/invoice/title/create', undefined, { token, rawBody: '{"type": ' })).code).toBe('000008');
    expect((await ctx.post('/api/portal/invoice/apply', { orderNo: '1' }, { token, locale: 'en' })).message).toBe('Some of the information is invalid');
    expect((await titles(token, 'list')).data).toEqual(before);
  });
});

describe('applying for an invoice', () => {
  it('needs a chosen title, answered with the catalogue message in both languages', async () => {
    const { token, addressId } = await customer();
    const { orderNo } = await paidOrder(token, addressId);
    const zh = await apply(token, { orderNo }, 'zh');
    expect(zh).toMatchObject({ status: 400, code: '400001', message: '请先选择发票抬头再申请开票' });
    expect((await apply(token, { orderNo }, 'en')).message).toBe('An invoice must be chosen before applying');
    expect(await applicationsOf(orderNo)).toEqual([]);
  });

  it('refuses an order not paid or cancelled; a paid one is applied for what was paid less refunds', async () => {
    const { token, addressId, vatSpecialId } = await customer();
    const unpaid = await placeOrder(token, addressId);
    expect((await apply(token, { orderNo: unpaid.orderNo, titleId: vatSpecialId })).code).toBe('400002');
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNo, unpaid.orderNo));
    expect((await apply(token, { orderNo: unpaid.orderNo, titleId: vatSpecialId })).code).toBe('400002');
    expect(await applicationsOf(unpaid.orderNo)).toEqual([]);

    for (const status of ['awaiting_shipment', 'awaiting_receipt', 'completed'] as const) {
      const paid = await paidOrder(token, addressId, { status, paidFen: 12_345 });
      const applied = await apply(token, { orderNo: paid.orderNo, titleId: vatSpecialId });
      expect(applied.code).toBe('000000');
      expect(applied.data).toMatchObject({
        orderNo: paid.orderNo,
        canApply: false,
        invoice: { status: 'in_progress', type: 'vat_special', title: vatSpecial.title, amountFen: 12_345 },
      });
    }

    const refunded = await paidOrder(token, addressId, { paidFen: 50_000 });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, refunded.orderNo));
    await ctx.db.insert(afterSales).values([
      {
        refundNo: `R${randomUUID().slice(0, 12)}`,
        orderId: order!.id,
        userId: order!.userId,
        mode: 'refund_only',
        status: 'refunded',
        refundFen: 8_000,
        reason: 'damaged',
        orderStatusBefore: 'awaiting_shipment',
      },
      {
        refundNo: `R${randomUUID().slice(0, 12)}`,
        orderId: order!.id,
        userId: order!.userId,
        mode: 'refund_only',
        status: 'under_audit',
        refundFen: 1_000,
        reason: 'late',
        orderStatusBefore: 'awaiting_shipment',
      },
    ]);
    expect((await apply(token, { orderNo: refunded.orderNo, titleId: vatSpecialId })).data.invoice?.amountFen).toBe(42_000);
  });

  it('copies the title as it is: a later change or deletion does not change what was asked for', async () => {
    const { token, addressId, companyId } = await customer();
    const { orderNo } = await paidOrder(token, addressId);
    await apply(token, { orderNo, titleId: companyId });
    await titles(token, 'update', { id: companyId, ...company, title: '改名后的公司' });
    await titles(token, 'delete', { id: companyId });
    const [application] = await applicationsOf(orderNo);
    expect(application).toMatchObject({ ...company, unitAddress: null, bankAccount: null, status: 'in_progress' });
  });

  it('with a personal title asks for an invoice in the name alone, as the buyer and the operator see it', async () => {
    const { token, addressId } = await customer();
    const [mine] = (await titles(token, 'create', { ...personal, isDefault: true })).data;
    const { orderNo } = await paidOrder(token, addressId);
    const applied = await apply(token, { orderNo, titleId: mine!.id });
    expect(applied.data.invoice).toMatchObject({ type: 'personal', title: '张明', taxNo: null });
    expect((await invoiceList(token)).data.items.find((item) => item.orderNo === orderNo)?.invoice).toMatchObject({ type: 'personal', taxNo: null });
    const waiting = (await adminCall<AdminInvoicePage>('list', { status: 'in_progress' })).data;
    expect(waiting.items.find((item) => item.orderNo === orderNo)).toMatchObject({
      type: 'personal',
      title: '张明',
      taxNo: null,
      unitAddress: null,
      bankAccount: null,
    });
  });

  it('a second application while one waits is a conflict, also when sent at once', async () => {
    const { token, addressId, companyId, vatSpecialId } = await customer();
    const { orderNo } = await paidOrder(token, addressId);
    expect((await apply(token, { orderNo, titleId: companyId })).code).toBe('000000');
    const again = await apply(token, { orderNo, titleId: vatSpecialId }, 'en');
    expect(again).toMatchObject({ status: 409, code: '400003', message: 'An invoice application for this order is already in progress' });

    const other = await paidOrder(token, addressId);
    const atOnce = await Promise.all([1, 2, 3, 4].map(() => apply(token, { orderNo: other.orderNo, titleId: companyId })));
    expect(atOnce.filter((answer) => answer.code === '000000')).toHaveLength(1);
    expect(atOnce.filter((answer) => answer.code !== '000000').map((answer) => answer.code)).toEqual(['400003', '400003', '400003']);
    expect(await applicationsOf(other.orderNo)).toHaveLength(1);
  });

  it('lists paid orders and applied ones with their invoice state, newest first, ten a page', async () => {
    const { token, addressId, companyId } = await customer();
    const hidden = await placeOrder(token, addressId);
    const placed = [];
    for (let index = 0; index < 11; index++) {
      placed.push(await paidOrder(token, addressId));
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    }
    await apply(token, { orderNo: placed[10]!.orderNo, titleId: companyId });
    const first = (await invoiceList(token)).data;
    expect(first).toMatchObject({ total: 11, curPage: 1, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ orderNo: placed[10]!.orderNo, canApply: false, invoice: { status: 'in_progress' } });
    expect(first.items[1]).toMatchObject({ orderNo: placed[9]!.orderNo, orderStatus: 'awaiting_shipment', canApply: true, invoice: null });
    const second = (await invoiceList(token, 2)).data;
    expect(second.items.map((item) => item.orderNo)).toEqual([placed[0]!.orderNo]);
    expect([...first.items, ...second.items].map((item) => item.orderNo)).not.toContain(hidden.orderNo);
    expect((await invoiceList(token, 9)).data.curPage).toBe(2);
  });
});

describe('the operator issues or rejects', () => {
  it('needs an admin: no token is 000004, a customer is forbidden', async () => {
    const { token } = await customer();
    for (const [path, body] of [
      ['list', {}],
      ['issue', { id: 1, invoiceNo: '12345678' }],
      ['reject', { id: 1, reason: 'x' }],
    ] as const) {
      expect((await ctx.post(`/api/admin/invoice/${path}`, body)).code).toBe('000004');
      expect((await adminCall(path, body, token)).code).toBe('000005');
    }
  });

  it('lists by status; issues with an invoice number or a stored PDF; the customer sees the download link; deciding twice is a conflict', async () => {
    const { token, addressId, companyId, vatSpecialId } = await customer();
    const byNumber = await paidOrder(token, addressId, { paidFen: 20_000 });
    const byFile = await paidOrder(token, addressId);
    const first = (await apply(token, { orderNo: byNumber.orderNo, titleId: companyId })).data.invoice!;
    const second = (await apply(token, { orderNo: byFile.orderNo, titleId: vatSpecialId })).data.invoice!;

    const waiting = (await adminCall<AdminInvoicePage>('list', { status: 'in_progress' })).data;
    expect(waiting.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(waiting.items.every((item) => item.status === 'in_progress')).toBe(true);
    expect(waiting.items.find((item) => item.id === second.id)).toMatchObject({
      orderNo: byFile.orderNo,
      orderStatus: 'awaiting_shipment',
      type: 'vat_special',
      taxNo: vatSpecial.taxNo,
      unitAddress: vatSpecial.unitAddress,
      unitPhone: vatSpecial.unitPhone,
      bankName: vatSpecial.bankName,
      bankAccount: '3100123456789012',
    });
    expect(waiting.items.find((item) => item.id === first.id)).toMatchObject({
      type: 'company',
      title: company.title,
      taxNo: company.taxNo,
      unitAddress: null,
      unitPhone: null,
      bankName: null,
      bankAccount: null,
    });

    // The amount is what was paid when it is issued.
    await ctx.db.update(orders).set({ paidFen: 19_000 }).where(eq(orders.orderNo, byNumber.orderNo));
    const issued = await adminCall('issue', { id: first.id, invoiceNo: '04400123456789012345' });
    expect(issued.data).toMatchObject({
      status: 'issued',
      invoiceNo: '04400123456789012345',
      fileUrl: null,
      amountFen: 19_000,
      issuedAt: ctx.clock.now.toISOString(),
    });
    expect((await adminCall('issue', { id: first.id, invoiceNo: '12345678' })).code).toBe('000007');
    expect((await adminCall('reject', { id: first.id, reason: 'late' })).code).toBe('000007');

    expect((await adminCall<Issues>('issue', { id: second.id })).data.issues).toMatchObject([{ path: 'invoiceNo', key: 'validation.invoiceFileOrNo' }]);
    expect((await adminCall('issue', { id: second.id, fileUrl: 'https://elsewhere.example/invoice.pdf' })).code).toBe('000002');
    expect((await adminCall('issue', { id: second.id, fileUrl: `/api/uploads/202611/${'a'.repeat(32)}.pdf` })).code).toBe('000002');
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'invoice.pdf', { type: 'application/pdf' }));
    const uploaded = (await (await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: admin } })).json()) as {
      data: { url: string };
    };
    const withFile = await adminCall('issue', { id: second.id, fileUrl: uploaded.data.url });
    const signed = expect.stringMatching(new RegExp(`^${uploaded.data.url}\\?t=`));
    expect(withFile.data).toMatchObject({ status: 'issued', fileUrl: signed, invoiceNo: null });

    const mine = (await invoiceList(token)).data.items;
    const issuedFile = mine.find((item) => item.orderNo === byFile.orderNo)!;
    expect(issuedFile).toMatchObject({ canApply: true, invoice: { status: 'issued', fileUrl: signed } });
    expect((await ctx.app.request(issuedFile.invoice!.fileUrl!)).status).toBe(200);
    expect((await adminCall<AdminInvoicePage>('list', { status: 'issued' })).data.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect((await adminCall('issue', { id: 999_999, invoiceNo: '12345678' })).code).toBe('000003');
  });

  it('a rejection shows its reason; the customer applies again, which replaces the state and keeps the history', async () => {
    const { token, addressId, companyId, vatSpecialId } = await customer();
    const { orderNo } = await paidOrder(token, addressId);
    const first = (await apply(token, { orderNo, titleId: companyId })).data.invoice!;
    expect((await adminCall<Issues>('reject', { id: first.id, reason: ' ' })).data.issues).toMatchObject([{ path: 'reason', key: 'validation.required' }]);
    const rejected = await adminCall('reject', { id: first.id, reason: '税号与单位名称不符' });
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectReason: '税号与单位名称不符' });
    const shown = (await invoiceList(token)).data.items.find((item) => item.orderNo === orderNo)!;
    expect(shown).toMatchObject({ canApply: true, invoice: { status: 'rejected', rejectReason: '税号与单位名称不符' } });

    const again = await apply(token, { orderNo, titleId: vatSpecialId });
    expect(again.data).toMatchObject({ canApply: false, invoice: { status: 'in_progress', type: 'vat_special', rejectReason: null } });
    const issued = await adminCall('issue', { id: again.data.invoice!.id, invoiceNo: '12345678' });
    expect(issued.code).toBe('000000');
    const third = await apply(token, { orderNo, titleId: companyId });
    expect(third.data.invoice).toMatchObject({ status: 'in_progress', type: 'company' });
    expect((await applicationsOf(orderNo)).map((row) => row.status)).toEqual(['rejected', 'issued', 'in_progress']);
  });
});

describe('ownership', () => {
  it('another customer can neither see, change, delete, default nor apply with the titles, nor apply for the orders', async () => {
    const first = await customer();
    const { orderNo } = await paidOrder(first.token, first.addressId);
    const other = await customer();
    const otherOrder = await paidOrder(other.token, other.addressId);
    const before = (await titles(first.token, 'list')).data;

    await expectRefusedToOthers(ctx, '/api/portal/invoice/title/update', { id: first.companyId, ...company, title: 'Mine now' });
    await expectRefusedToOthers(ctx, '/api/portal/invoice/title/delete', { id: first.companyId });
    await expectRefusedToOthers(ctx, '/api/portal/invoice/title/setDefault', { id: first.vatSpecialId });
    await expectRefusedToOthers(ctx, '/api/portal/invoice/apply', { orderNo, titleId: first.companyId });
    expect((await apply(other.token, { orderNo, titleId: other.companyId })).code).toBe('000003');
    expect((await apply(other.token, { orderNo: otherOrder.orderNo, titleId: first.companyId })).code).toBe('400001');

    expect((await titles(other.token, 'list')).data.map((title) => title.id)).not.toContain(first.companyId);
    expect((await invoiceList(other.token)).data.items.map((item) => item.orderNo)).toEqual([otherOrder.orderNo]);
    expect((await titles(first.token, 'list')).data).toEqual(before);
    expect(await applicationsOf(orderNo)).toEqual([]);
    expect(await applicationsOf(otherOrder.orderNo)).toEqual([]);
    expect((await ctx.post('/api/portal/invoice/title/list', {})).code).toBe('000004');
    expect((await ctx.post('/api/portal/invoice/list', {})).code).toBe('000004');
  });
});

describe('an invoice chosen at checkout', () => {
  it('is applied for in the same transaction as the order, with a copy of the title, and shows on the invoice page', async () => {
    const { token, addressId, vatSpecialId } = await customer();
    const placed = await placeOrder(token, addressId, { invoiceTitleId: vatSpecialId }, 2);
    const [application] = await applicationsOf(placed.orderNo);
    expect(application).toMatchObject({ ...vatSpecial, bankAccount: '3100123456789012', status: 'in_progress', amountFen: placed.totalFen });
    const shown = (await invoiceList(token)).data.items.find((item) => item.orderNo === placed.orderNo);
    expect(shown).toMatchObject({ orderStatus: 'awaiting_payment', canApply: false, invoice: { status: 'in_progress', title: vatSpecial.title } });

    // Not paid yet: the operator cannot issue it; once paid, it is issued for what was paid.
    expect((await adminCall('issue', { id: application!.id, invoiceNo: '12345678' })).code).toBe('400002');
    await ctx.db.update(orders).set({ status: 'awaiting_shipment', paidFen: placed.totalFen }).where(eq(orders.orderNo, placed.orderNo));
    expect((await adminCall('issue', { id: application!.id, invoiceNo: '12345678' })).data).toMatchObject({ status: 'issued', amountFen: placed.totalFen });

    const without = await placeOrder(token, addressId);
    expect(await applicationsOf(without.orderNo)).toEqual([]);
  });

  it('is withdrawn when the order is cancelled, by the customer or for want of payment, and the customer is told when one is issued', async () => {
    const { token, addressId, vatSpecialId } = await customer();
    const cancelled = await placeOrder(token, addressId, { invoiceTitleId: vatSpecialId });
    await ctx.post('/api/portal/order/cancel', { orderNo: cancelled.orderNo }, { token });
    expect(await applicationsOf(cancelled.orderNo)).toEqual([expect.objectContaining({ status: 'rejected' })]);
    const expired = await placeOrder(token, addressId, { invoiceTitleId: vatSpecialId });
    await releaseExpiredOrders(ctx.db, new Date(ctx.clock.now.getTime() + 31 * 60_000));
    expect(await applicationsOf(expired.orderNo)).toEqual([expect.objectContaining({ status: 'rejected' })]);

    const paid = await placeOrder(token, addressId, { invoiceTitleId: vatSpecialId });
    await ctx.db.update(orders).set({ status: 'awaiting_shipment', paidFen: paid.totalFen }).where(eq(orders.orderNo, paid.orderNo));
    const [application] = await applicationsOf(paid.orderNo);
    await adminCall('issue', { id: application!.id, invoiceNo: '12345678' });
    const told = (
      await ctx.post<{ items: { orderNo: string | null; title: string }[] }>('/api/portal/message/list', { kind: 'order' }, { token, locale: 'en' })
    ).data.items;
    expect(told.filter((message) => message.orderNo === paid.orderNo)).toEqual([expect.objectContaining({ title: expect.stringMatching(/invoice/i) })]);
  });

  it("refuses another customer's title and places no order, holds no stock", async () => {
    const owner = await customer();
    const { token, addressId } = await customer();
    const ordersBefore = (await ctx.db.select({ id: orders.id }).from(orders)).length;
    const applicationsBefore = (await ctx.db.select({ id: invoiceApplications.id }).from(invoiceApplications)).length;
    const [{ stock: stockBefore }] = (await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, pack.id))) as [{ stock: number }];
    const refused = await ctx.post(
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId, invoiceTitleId: owner.companyId },
      { token, locale: 'en' },
    );
    expect(refused).toMatchObject({ code: '400001', message: 'An invoice must be chosen before applying' });
    expect((await ctx.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect((await ctx.db.select({ id: invoiceApplications.id }).from(invoiceApplications)).length).toBe(applicationsBefore);
    expect((await ctx.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, pack.id)))[0]!.stock).toBe(stockBefore);
    expect(
      await ctx.db
        .select()
        .from(invoiceTitles)
        .where(and(eq(invoiceTitles.id, owner.companyId))),
    ).toHaveLength(1);
  });

  it('with a title the order cannot be placed twice: a repeated submit answers the first order and its one application', async () => {
    const { token, addressId, companyId } = await customer();
    const body = { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack.id, quantity: 1 }, addressId, invoiceTitleId: companyId };
    const answers = await Promise.all([1, 2, 3].map(() => ctx.post<{ orderNo: string }>('/api/portal/checkout/place', body, { token })));
    const orderNos = new Set(answers.map((answer) => answer.data.orderNo));
    expect(orderNos.size).toBe(1);
    expect(await applicationsOf([...orderNos][0]!)).toHaveLength(1);
  });
});
