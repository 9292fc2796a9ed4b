import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankTransferPage, BankTransferView } from '../../src/schemas/bank-transfer.ts';
import type { AdminInvoice, AdminInvoicePage, InvoiceOrder, InvoiceOrderPage, InvoiceTitle } from '../../src/schemas/invoices.ts';
import type { PaymentState } from '../../src/schemas/payments.ts';
import { users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { signClaims, signDocument } from '../../src/server/services/paperwork/links.ts';
import { orderAwaitingPayment, packInStock, paidOrder } from '../helpers/orders.ts';
import { gradientPng } from '../helpers/png.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, TEST_DOCUMENT_SECRET, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let skuId: number;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  skuId = await packInStock(ctx);
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

const pdf = () => new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

async function upload(token: string, bytes: Uint8Array, purpose?: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'file'));
  if (purpose) form.append('purpose', purpose);
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: token } });
  return (await response.json()) as { code: string; data: { url: string } };
}
const fetchFile = (url: string) => ctx.app.request(url);
const pathOf = (signed: string) => signed.split('?')[0]!;
const tokenOf = (signed: string) => new URL(signed, 'http://shop.test').searchParams.get('t')!;

async function expectRefused(url: string) {
  const response = await fetchFile(url);
  expect(response.status, url).toBe(403);
  expect(await response.json()).toMatchObject({ code: '870003' });
}

async function expectServed(url: string, contentType: string) {
  const response = await fetchFile(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe(contentType);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  return response;
}

/** A buyer's order paid by bank transfer with a receipt sent: the buyer's and the operator's signed addresses of it. */
async function sentReceipt(bytes: Uint8Array) {
  const order = await orderAwaitingPayment(ctx, skuId);
  expect((await ctx.post('/api/portal/payment/start', { orderNo: order.orderNo, channel: 'bankTransfer' }, { token: order.token })).code).toBe('000000');
  const stored = await upload(order.token, bytes, 'receipt');
  expect(stored.code).toBe('000000');
  const submitted = await ctx.post<BankTransferView>(
    '/api/portal/payment/receipt',
    { orderNo: order.orderNo, receiptUrl: stored.data.url },
    { token: order.token },
  );
  expect(submitted.code).toBe('000000');
  const buyers = (await ctx.post<PaymentState>('/api/portal/payment/status', { orderNo: order.orderNo }, { token: order.token })).data.bankTransfer!
    .receiptUrl!;
  const list = (await ctx.post<AdminBankTransferPage>('/api/admin/bankTransfer/list', {}, { token: admin })).data;
  const operators = list.items.find((item) => item.orderNo === order.orderNo)!.receiptUrl!;
  return { ...order, stored: stored.data.url, submittedLink: submitted.data.receiptUrl!, buyers, operators };
}

describe('bank-transfer receipts', () => {
  it('are served to their buyer and to an operator at short-lived signed addresses, kept by no cache', async () => {
    const image = new Uint8Array(gradientPng(8, 8));
    const receipt = await sentReceipt(image);
    for (const link of [receipt.submittedLink, receipt.buyers, receipt.operators]) {
      expect(pathOf(link)).toBe(receipt.stored);
      const served = await expectServed(link, 'image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(image);
    }
    const asPdf = await sentReceipt(pdf());
    const served = await expectServed(asPdf.buyers, 'application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    await expectServed(asPdf.operators, 'application/pdf');
  });

  it('are refused to a visitor without a link, to another customer, and at an expired or altered link', async () => {
    const receipt = await sentReceipt(gradientPng(8, 8));
    // The bare address, as a logged-out visitor (or anyone who saw it once) would ask for it.
    await expectRefused(receipt.stored);
    // Another customer gets no link to it, and a link signed for their own receipt opens only that one.
    const other = await secondUserToken(ctx);
    expect((await ctx.post('/api/portal/payment/status', { orderNo: receipt.orderNo }, { token: other })).code).toBe('000003');
    const theirs = await sentReceipt(gradientPng(9, 9));
    await expectRefused(`${receipt.stored}?t=${tokenOf(theirs.buyers)}`);
    // Altered: the path or the reader changed under the old signature, the signature changed, or another kind of token.
    const [payload, signature] = tokenOf(receipt.buyers).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { f: string; u: number; o: number; e: number };
    const reEncoded = (changed: object) => `${Buffer.from(JSON.stringify({ ...claims, ...changed })).toString('base64url')}.${signature}`;
    await expectRefused(`${theirs.stored}?t=${reEncoded({ f: theirs.stored.replace('/api/uploads/', '') })}`);
    await expectRefused(`${receipt.stored}?t=${reEncoded({ o: 1 })}`);
    await expectRefused(`${receipt.stored}?t=${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`);
    await expectRefused(`${receipt.stored}?t=${signClaims('another-secret-of-32-characters-or-more', claims)}`);
    const paperwork = signDocument(
      TEST_DOCUMENT_SECRET,
      { kind: 'proforma', number: receipt.orderNo, language: 'zh', userId: claims.u, asOperator: false },
      ctx.clock.now,
    );
    await expectRefused(`${receipt.stored}?t=${new URL(paperwork.url, 'http://shop.test').searchParams.get('t')}`);
    // Expired: a link works for minutes.
    const signedAt = ctx.clock.now;
    ctx.clock.now = new Date(signedAt.getTime() + 11 * 60_000);
    try {
      await expectRefused(receipt.buyers);
      await expectRefused(receipt.operators);
    } finally {
      ctx.clock.now = signedAt;
    }
    await expectServed(receipt.buyers, 'image/png');
  });

  it('an operator’s link stops working once the account is no longer an operator', async () => {
    const deputy = `1390000${String(Date.now()).slice(-4)}`;
    await ctx.db.insert(users).values({ phone: deputy, passwordHash: 'no-password-login', role: 'admin', staffRole: 'owner' });
    const receipt = await sentReceipt(gradientPng(8, 8));
    const list = (await ctx.post<AdminBankTransferPage>('/api/admin/bankTransfer/list', {}, { token: await ctx.sessionFor(deputy) })).data;
    const link = list.items.find((item) => item.orderNo === receipt.orderNo)!.receiptUrl!;
    await expectServed(link, 'image/png');
    await ctx.db.update(users).set({ role: 'customer', staffRole: null }).where(eq(users.phone, deputy));
    await expectRefused(link);
  });
});

describe('issued invoices', () => {
  const title = {
    type: 'vat_special',
    title: '上海彩虹涂料有限公司',
    taxNo: '91310115MA1H7XYZ3K',
    unitAddress: '上海市浦东新区科苑路 88 号',
    bankAccount: '3100 1234 5678 9012',
    bankName: '中国工商银行上海张江支行',
    unitPhone: '021-5888 6666',
  };

  it('are served to their customer and to an operator only, at signed addresses kept by no cache', async () => {
    const { token, orderNo } = await paidOrder(ctx, skuId);
    const [saved] = (await ctx.post<InvoiceTitle[]>('/api/portal/invoice/title/create', title, { token })).data;
    expect((await ctx.post<InvoiceOrder>('/api/portal/invoice/apply', { orderNo, titleId: saved!.id }, { token })).code).toBe('000000');
    const waiting = (await ctx.post<AdminInvoicePage>('/api/admin/invoice/list', { status: 'in_progress' }, { token: admin })).data;
    const application = waiting.items.find((item) => item.orderNo === orderNo)!;

    // Only the operator stores an invoice, under a private name.
    expect((await upload(token, pdf(), 'invoice')).code).toBe('000005');
    const stored = await upload(admin, pdf(), 'invoice');
    expect(stored.data.url).toMatch(/^\/api\/uploads\/\d{6}\/i[0-9a-f]{32}\.pdf$/);
    const issued = await ctx.post<AdminInvoice>('/api/admin/invoice/issue', { id: application.id, fileUrl: stored.data.url }, { token: admin });
    expect(issued.code).toBe('000000');
    expect(pathOf(issued.data.fileUrl!)).toBe(stored.data.url);

    const mine = (await ctx.post<InvoiceOrderPage>('/api/portal/invoice/list', { curPage: 1 }, { token })).data.items;
    const customersLink = mine.find((item) => item.orderNo === orderNo)!.invoice!.fileUrl!;
    const operatorsLink = (await ctx.post<AdminInvoicePage>('/api/admin/invoice/list', { status: 'issued' }, { token: admin })).data.items.find(
      (item) => item.id === application.id,
    )!.fileUrl!;
    for (const link of [customersLink, operatorsLink, issued.data.fileUrl!]) {
      const served = await expectServed(link, 'application/pdf');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf());
    }
    await expectRefused(stored.data.url);
    const other = await secondUserToken(ctx);
    const theirs = (await ctx.post<InvoiceOrderPage>('/api/portal/invoice/list', { curPage: 1 }, { token: other })).data.items;
    expect(theirs.map((item) => item.orderNo)).not.toContain(orderNo);

    // An invoice image is private too.
    const image = await upload(admin, gradientPng(8, 8), 'invoice');
    expect(image.data.url).toMatch(/\/i[0-9a-f]{32}\.png$/);
    await expectRefused(image.data.url);
  });
});

describe('public files', () => {
  it('product and other public images stay cacheable for good, with no link', async () => {
    const stored = await upload(admin, gradientPng(8, 8));
    const response = await fetchFile(stored.data.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
