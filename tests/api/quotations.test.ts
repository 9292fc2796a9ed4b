import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay, formatDateTime } from '../../src/lib/dates.ts';
import type { CheckoutQuote } from '../../src/schemas/checkout.ts';
import { formatPrice } from '../../src/schemas/money.ts';
import type { OrderDetail } from '../../src/schemas/orders.ts';
import { DEFAULT_PAPERWORK } from '../../src/schemas/paperwork.ts';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import { DOCUMENT_LINK_MINUTES, QUOTATION_LIMITS } from '../../src/schemas/quotation-values.ts';
import type { CreatedQuotation, DocumentLink, MyQuotationPage } from '../../src/schemas/quotations.ts';
import { configData, orderLines, orders, priceNegotiations, products, quotations, rateLimitWindows, skus, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { fenInChineseWords } from '../../src/server/services/pdf/chinese-amount.ts';
import { newBuyer, type Buyer as PlainBuyer } from '../helpers/buyers.ts';
import { payInSandbox } from '../helpers/orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

type Buyer = PlainBuyer & { userId: number };
let ctx: TestContext;
let admin: string;
/** Two packs of two products, with plenty of stock and their names in both languages. */
let packs: { skuId: number; productId: number; priceFen: number; netWeightGrams: number; nameZh: string; nameEn: string; ciName: string | null }[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  const rows = await ctx.db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      priceFen: skus.priceFen,
      netWeightGrams: skus.netWeightGrams,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      ciName: products.ciName,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.active, true))
    .orderBy(skus.id);
  const byProduct = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byProduct.has(row.productId) && row.netWeightGrams <= 25_000 && row.ciName !== null) byProduct.set(row.productId, row);
  packs = [...byProduct.values()].slice(0, 2);
  await ctx.db
    .update(skus)
    .set({ stock: 10_000 })
    .where(
      inArray(
        skus.id,
        packs.map((pack) => pack.skuId),
      ),
    );
});
afterAll(() => ctx.close());

const buyer = async () => {
  const who = await newBuyer(ctx);
  const me = await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token: who.token });
  await ctx.db.update(users).set({ companyName: '杭州彩虹涂料有限公司', nickname: '王采购' }).where(eq(users.id, me.data.id));
  return { ...who, userId: me.data.id };
};
const call = <T>(who: Buyer | string, path: string, body: object) => ctx.post<T>(path, body, { token: typeof who === 'string' ? who : who.token });
const toCart = async (who: Buyer, quantities: number[]) => {
  for (const [i, quantity] of quantities.entries()) {
    expect((await call(who, '/api/portal/cart/add', { skuId: packs[i]!.skuId, quantity })).code).toBe('000000');
  }
};
const create = (who: Buyer, body: object) => call<CreatedQuotation>(who, '/api/portal/quotation/create', body);
const download = (url: string) => ctx.app.request(url);
const downloadText = async (url: string) => {
  const response = await download(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return pdfText(new Uint8Array(await response.arrayBuffer()));
};
const place = (who: Buyer, quotationNo: string) =>
  call<{ orderNo: string; totalFen: number }>(who, '/api/portal/checkout/place', {
    idempotencyKey: randomUUID(),
    goods: { from: 'quotation', quotationNo },
    addressId: who.addressId,
  });
const orderLinesOf = async (orderNo: string) => {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return { order: order!, lines: await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id)).orderBy(orderLines.id) };
};
const minutes = (n: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + n * 60_000);
};
/** Every letter of an amount as the PDF's text layer may break it: compared without spaces. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('a quotation from the cart', () => {
  it('fixes the selected lines at their prices with the freight to the default address, valid for 7 days, and answers a PDF address', async () => {
    const who = await buyer();
    await toCart(who, [2, 3]);
    const made = await create(who, { goods: { from: 'cart' }, language: 'zh' });
    expect(made.code).toBe('000000');
    expect(made.data.quotationNo).toMatch(/^Q\d{18}$/);
    expect(made.data.validUntil).toBe(new Date(ctx.clock.now.getTime() + 7 * 86_400_000).toISOString());
    expect(made.data.pdf.url).toMatch(/^\/api\/paperwork\?t=[\w-]+\.[\w-]+$/);
    expect(made.data.pdf.expiresAt).toBe(new Date(ctx.clock.now.getTime() + DOCUMENT_LINK_MINUTES * 60_000).toISOString());
    const [stored] = await ctx.db.select().from(quotations).where(eq(quotations.quotationNo, made.data.quotationNo));
    const goodsFen = packs[0]!.priceFen * 2 + packs[1]!.priceFen * 3;
    expect(stored).toMatchObject({ goodsFen, language: 'zh', buyerCompany: '杭州彩虹涂料有限公司', buyerContact: '张明' });
    expect(stored!.deliveryWay).not.toBeNull();
    expect(stored!.freightFen).not.toBeNull();
    expect(made.data.totalFen).toBe(goodsFen + stored!.freightFen!);

    const text = await downloadText(made.data.pdf.url);
    for (const pack of packs) {
      expect(squeezed(text)).toContain(squeezed(pack.nameZh));
      expect(text).toContain(pack.ciName!);
    }
    const flat = squeezed(text);
    expect(flat).toContain(squeezed(formatPrice(made.data.totalFen)));
    expect(flat).toContain(fenInChineseWords(made.data.totalFen));
    expect(text).toContain('报价单');
    expect(text).toContain(DEFAULT_PAPERWORK.companyName.zh);
    expect(text).toContain('91310115MA1K4B2X7Q');
    expect(text).toContain('杭州彩虹涂料有限公司');
    expect(flat).toContain('以上价格均含13%增值税');
    expect(text).toContain('供方（盖章）');
  });

  it('in English prints the English names, with the total still in Chinese capitals; without an address the freight is by the rules', async () => {
    const who = await buyer();
    await call(who, '/api/portal/address/delete', { id: who.addressId });
    await toCart(who, [1]);
    const made = await create(who, { goods: { from: 'cart' }, language: 'en' });
    expect(made.code).toBe('000000');
    expect(made.data.totalFen).toBe(packs[0]!.priceFen);
    const text = await downloadText(made.data.pdf.url);
    expect(squeezed(text)).toContain(squeezed(packs[0]!.nameEn));
    expect(text).toContain('Quotation');
    expect(text).toContain("By the shop's freight rules");
    expect(squeezed(text)).toContain(fenInChineseWords(made.data.totalFen));
    expect(text).toContain('All prices include 13% VAT.');
  });

  it('refuses an empty selection, and an address that is not the buyer’s', async () => {
    const who = await buyer();
    expect((await create(who, { goods: { from: 'cart' }, language: 'zh' })).code).toBe('200001');
    await toCart(who, [1]);
    const other = await buyer();
    expect((await create(who, { goods: { from: 'cart' }, language: 'zh', addressId: other.addressId })).code).toBe('200004');
  });

  it('lists the buyer’s quotations, newest first, with their status', async () => {
    const who = await buyer();
    await toCart(who, [1, 1]);
    const first = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    minutes(1);
    await toCart(who, [1]);
    const second = (await create(who, { goods: { from: 'cart' }, language: 'en' })).data;
    expect(second.existing).toBe(false);
    const page = (await call<MyQuotationPage>(who, '/api/portal/quotation/list', {})).data;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.quotationNo)).toEqual([second.quotationNo, first.quotationNo]);
    expect(page.items[0]).toMatchObject({ status: 'valid', language: 'en', lineCount: 2, orderNo: null, totalFen: second.totalFen });
    expect(page.items[1]!.summary).toContain(packs[0]!.nameZh);
  });
});

describe('the same quotation asked for again', () => {
  const quotationsOf = async (who: Buyer) => ctx.db.select({ quotationNo: quotations.quotationNo }).from(quotations).where(eq(quotations.userId, who.userId));

  it('answers the buyer’s valid quotation of the same lines and delivery terms instead of a copy, in the language asked for', async () => {
    const who = await buyer();
    await toCart(who, [2, 1]);
    const first = await create(who, { goods: { from: 'cart' }, language: 'zh' });
    expect(first.data.existing).toBe(false);
    minutes(5);
    const again = await create(who, { goods: { from: 'cart' }, language: 'en' });
    expect(again.code).toBe('000000');
    expect(again.data).toMatchObject({ quotationNo: first.data.quotationNo, validUntil: first.data.validUntil, totalFen: first.data.totalFen, existing: true });
    expect(await quotationsOf(who)).toHaveLength(1);
    // Its PDF in the language asked for this time.
    expect(await downloadText(again.data.pdf.url)).toContain('Quotation');
  });

  it('makes a new one when a quantity, a price or the delivery terms differ, or the one it has is expired or ordered', async () => {
    const who = await buyer();
    await toCart(who, [1, 1]);
    const first = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;

    await toCart(who, [1]);
    const moreOfOne = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    expect(moreOfOne.existing).toBe(false);
    expect(moreOfOne.quotationNo).not.toBe(first.quotationNo);

    const elsewhere = await call<{ id: number }[]>(who, '/api/portal/address/create', {
      provinceCode: '440000',
      cityCode: '440100',
      districtCode: '440106',
      detail: '天河路 1 号',
      consignee: '李四',
      mobile: '13700137000',
    });
    expect(elsewhere.code).toBe('000000');
    const otherAddress = elsewhere.data.find((address) => address.id !== who.addressId)!.id;
    const shippedElsewhere = (await create(who, { goods: { from: 'cart' }, language: 'zh', addressId: otherAddress })).data;
    expect(shippedElsewhere.existing).toBe(false);
    expect((await create(who, { goods: { from: 'cart' }, language: 'zh', addressId: otherAddress })).data).toMatchObject({
      quotationNo: shippedElsewhere.quotationNo,
      existing: true,
    });

    await ctx.db
      .update(skus)
      .set({ priceFen: sql`${skus.priceFen} + 100` })
      .where(eq(skus.id, packs[1]!.skuId));
    await ctx.changesHeard();
    try {
      const repriced = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
      expect(repriced.existing).toBe(false);
    } finally {
      await ctx.db.update(skus).set({ priceFen: packs[1]!.priceFen }).where(eq(skus.id, packs[1]!.skuId));
      await ctx.changesHeard();
    }
    // The price is back: the quotation made at it is offered again.
    expect((await create(who, { goods: { from: 'cart' }, language: 'zh' })).data).toMatchObject({ quotationNo: moreOfOne.quotationNo, existing: true });

    // Ordered, it cannot be ordered again: a new one is made of the same cart.
    const placed = await place(who, moreOfOne.quotationNo);
    expect(placed.code).toBe('000000');
    await toCart(who, [2, 1]);
    const afterOrder = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    expect(afterOrder.existing).toBe(false);

    await ctx.db
      .update(quotations)
      .set({ validUntil: new Date(ctx.clock.now.getTime() - 1000) })
      .where(eq(quotations.quotationNo, afterOrder.quotationNo));
    const afterExpiry = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    expect(afterExpiry.existing).toBe(false);
    expect(afterExpiry.quotationNo).not.toBe(afterOrder.quotationNo);
  });

  /**
   * On PostgreSQL the calls run side by side (a pool of connections): the buyer's row is held locked until
   * all of them wait on it, so that they meet at the same moment. PGlite has one connection.
   */
  async function atTheSameMoment<T>(userId: number, calls: () => Promise<T>): Promise<T> {
    if (process.env.TEST_DB_KIND !== 'postgres') return calls();
    const started = await ctx.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const answers = calls();
      // Counted on another connection: within a transaction the view keeps the snapshot it first read.
      const waiting = async () =>
        (
          await ctx.db
            .select({ count: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`wait_event_type = 'Lock' and datname = current_database()`)
        )[0]!.count;
      await expect.poll(waiting, { timeout: 20_000 }).toBe(3);
      return { answers };
    });
    return started.answers;
  }

  it('two clicks at once make one quotation', async () => {
    const who = await buyer();
    await toCart(who, [3, 2]);
    const answers = await atTheSameMoment(who.userId, () => Promise.all([1, 2, 3].map(() => create(who, { goods: { from: 'cart' }, language: 'zh' }))));
    expect(answers.map((answer) => answer.code)).toEqual(['000000', '000000', '000000']);
    expect(new Set(answers.map((answer) => answer.data.quotationNo)).size).toBe(1);
    expect(answers.filter((answer) => !answer.data.existing)).toHaveLength(1);
    expect(await quotationsOf(who)).toHaveLength(1);
  });

  it('another customer’s identical quotation is never offered', async () => {
    const who = await buyer();
    const other = await buyer();
    await toCart(who, [1]);
    await toCart(other, [1]);
    const mine = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    const theirs = (await create(other, { goods: { from: 'cart' }, language: 'zh' })).data;
    expect(theirs.existing).toBe(false);
    expect(theirs.quotationNo).not.toBe(mine.quotationNo);
  });
});

describe('who may read a quotation or a proforma', () => {
  it('another customer can neither list, link, download nor order someone else’s quotation', async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    const other = await buyer();
    expect((await call<MyQuotationPage>(other, '/api/portal/quotation/list', {})).data.total).toBe(0);
    expect((await call(other, '/api/portal/quotation/link', { quotationNo: made.quotationNo })).code).toBe('000003');
    expect((await place(other, made.quotationNo)).code).toBe('000003');
    expect((await call(other, '/api/portal/checkout/quote', { goods: { from: 'quotation', quotationNo: made.quotationNo } })).code).toBe('000003');
  });

  it('a link changed in any way, or past its minutes, is refused; a fresh one works', async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    const token = made.pdf.url.split('t=')[1]!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, u: claims.u + 1 })).toString('base64url');
    const lastTwoChanged = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    // Other spellings a lenient decoding could take for the signature: another last character, a stray one.
    const respelled = [`${signature.slice(0, -1)}${signature.at(-1) === 'B' ? 'C' : 'B'}`, `${signature}!`];
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${lastTwoChanged}`,
      ...respelled.map((spelling) => `${payload}.${spelling}`),
      payload,
      '',
      `${payload}.${signature}.x`,
    ]) {
      const refused = await download(`/api/paperwork?t=${bad}`);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: '870003' });
    }
    minutes(DOCUMENT_LINK_MINUTES + 1);
    const expired = await download(made.pdf.url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: '870003', message: expect.stringContaining('下载链接已失效') });
    const fresh = await call<DocumentLink>(who, '/api/portal/quotation/link', { quotationNo: made.quotationNo, language: 'en' });
    expect(fresh.code).toBe('000000');
    expect(squeezed(await downloadText(fresh.data.url))).toContain(squeezed(packs[0]!.nameEn));
  });

  it('the operator reads any quotation and any proforma through the back office', async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    const link = await call<DocumentLink>(admin, '/api/admin/quotation/link', { quotationNo: made.quotationNo });
    expect(link.code).toBe('000000');
    expect(squeezed(await downloadText(link.data.url))).toContain(squeezed(packs[0]!.nameZh));
    const placed = (await place(who, made.quotationNo)).data;
    const proforma = await call<DocumentLink>(admin, '/api/admin/order/proforma', { orderNo: placed.orderNo, language: 'en' });
    expect(proforma.code).toBe('000000');
    expect(await downloadText(proforma.data.url)).toContain('Proforma invoice');
    // A customer's token does not open the operator's calls.
    expect((await call(who, '/api/admin/quotation/link', { quotationNo: made.quotationNo })).code).toBe('000005');
  });

  it('the operator’s copy is in the language the quotation was made in, unless another is asked for', async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'en' })).data;
    const asMade = await call<DocumentLink>(admin, '/api/admin/quotation/link', { quotationNo: made.quotationNo });
    expect(squeezed(await downloadText(asMade.data.url))).toContain(squeezed(packs[0]!.nameEn));
    const inChinese = await call<DocumentLink>(admin, '/api/admin/quotation/link', { quotationNo: made.quotationNo, language: 'zh' });
    expect(squeezed(await downloadText(inChinese.data.url))).toContain(squeezed(packs[0]!.nameZh));
  });
});

describe('a quotation from an agreed negotiation', () => {
  const day = (days: number) => beijingDay(new Date(ctx.clock.now.getTime() + days * 86_400_000));
  const agreed = async (who: Buyer, validDays: number) => {
    const pack = packs[1]!;
    const proposed = await call<{ id: number }>(who, '/api/portal/negotiation/propose', { skuId: pack.skuId, packPriceFen: pack.priceFen - 100, quantity: 4 });
    expect(proposed.code).toBe('000000');
    expect((await call(admin, '/api/admin/negotiation/accept', { id: proposed.data.id, validUntil: day(validDays) })).code).toBe('000000');
    return proposed.data.id;
  };

  it('quotes the packs agreed at the agreed price, valid no longer than the agreement; ordering from it uses them up', async () => {
    const who = await buyer();
    const id = await agreed(who, 3);
    const made = await create(who, { goods: { from: 'negotiation', id }, language: 'zh' });
    expect(made.code).toBe('000000');
    const [agreement] = await ctx.db.select().from(priceNegotiations).where(eq(priceNegotiations.id, id));
    expect(made.data.validUntil).toBe(agreement!.validUntil!.toISOString());
    const text = await downloadText(made.data.pdf.url);
    expect(squeezed(text)).toContain(squeezed(packs[1]!.nameZh));
    expect(squeezed(text)).toContain(squeezed(formatPrice(packs[1]!.priceFen - 100)));

    const placed = await place(who, made.data.quotationNo);
    expect(placed.code).toBe('000000');
    const { lines } = await orderLinesOf(placed.data.orderNo);
    expect(lines).toMatchObject([{ skuId: packs[1]!.skuId, quantity: 4, unitPriceFen: packs[1]!.priceFen - 100, negotiationId: id }]);
    const [used] = await ctx.db.select().from(priceNegotiations).where(eq(priceNegotiations.id, id));
    expect(used).toMatchObject({ usedQuantity: 4, status: 'used' });
  });

  it('refuses a negotiation that is not agreed, or not the buyer’s', async () => {
    const who = await buyer();
    const open = await call<{ id: number }>(who, '/api/portal/negotiation/propose', {
      skuId: packs[0]!.skuId,
      packPriceFen: packs[0]!.priceFen - 1,
      quantity: 2,
    });
    expect((await create(who, { goods: { from: 'negotiation', id: open.data.id }, language: 'zh' })).code).toBe('870004');
    const other = await buyer();
    const theirs = await agreed(other, 3);
    expect((await create(who, { goods: { from: 'negotiation', id: theirs }, language: 'zh' })).code).toBe('870004');
  });
});

describe('ordering from a quotation', () => {
  it('places the order at the quoted prices after the list price went up, keeps the number, and only once', async () => {
    const who = await buyer();
    await toCart(who, [2, 1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    await ctx.db
      .update(skus)
      .set({ priceFen: sql`${skus.priceFen} + 5000` })
      .where(eq(skus.id, packs[0]!.skuId));
    await ctx.changesHeard();
    try {
      const quote = await call<CheckoutQuote>(who, '/api/portal/checkout/quote', {
        goods: { from: 'quotation', quotationNo: made.quotationNo },
        addressId: who.addressId,
      });
      expect(quote.code).toBe('000000');
      expect(quote.data.quotation).toEqual({ quotationNo: made.quotationNo, validUntil: made.validUntil });
      expect(quote.data.lines[0]).toMatchObject({ priceFen: packs[0]!.priceFen, listPriceFen: packs[0]!.priceFen + 5000, quoted: true, quantity: 2 });
      // The cart still holds the same packs: the checkout says that ordering takes them out of it.
      expect(quote.data.alsoInCart.map((line) => line.skuId)).toEqual([packs[0]!.skuId, packs[1]!.skuId]);

      const placed = await place(who, made.quotationNo);
      expect(placed.code).toBe('000000');
      expect(placed.data.totalFen).toBe(made.totalFen);
      const { order, lines } = await orderLinesOf(placed.data.orderNo);
      expect(order.quotationNo).toBe(made.quotationNo);
      expect(lines.map((line) => [line.skuId, line.unitPriceFen, line.quantity])).toEqual([
        [packs[0]!.skuId, packs[0]!.priceFen, 2],
        [packs[1]!.skuId, packs[1]!.priceFen, 1],
      ]);
      const detail = await call<OrderDetail>(who, '/api/portal/order/detail', { orderNo: placed.data.orderNo });
      expect(detail.data.quotationNo).toBe(made.quotationNo);
      // The cart's lines of the same packs left the cart: 去结算 would buy them a second time.
      expect((await call<{ lines: unknown[] }>(who, '/api/portal/cart/list', {})).data.lines).toHaveLength(0);
      expect(placed.data).toMatchObject({ cartLineCount: 0, removedFromCart: 2 });

      const again = await place(who, made.quotationNo);
      expect(again).toMatchObject({ status: 409, code: '870002' });
      const listed = (await call<MyQuotationPage>(who, '/api/portal/quotation/list', {})).data.items[0];
      expect(listed).toMatchObject({ status: 'ordered', orderNo: placed.data.orderNo });

      // Cancelled before payment, the quotation may be ordered again while it is valid.
      expect((await call(who, '/api/portal/order/cancel', { orderNo: placed.data.orderNo })).code).toBe('000000');
      expect((await place(who, made.quotationNo)).code).toBe('000000');
    } finally {
      await ctx.db.update(skus).set({ priceFen: packs[0]!.priceFen }).where(eq(skus.id, packs[0]!.skuId));
      await ctx.changesHeard();
    }
  });

  it('refuses an expired quotation with a translated error, in the quote and at checkout', async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    await ctx.db
      .update(quotations)
      .set({ validUntil: new Date(ctx.clock.now.getTime() - 1000) })
      .where(eq(quotations.quotationNo, made.quotationNo));
    const refused = await place(who, made.quotationNo);
    expect(refused).toMatchObject({ status: 409, code: '870001', message: '该报价单已过有效期，请重新生成报价单' });
    const inEnglish = await ctx.post(
      '/api/portal/checkout/quote',
      { goods: { from: 'quotation', quotationNo: made.quotationNo } },
      { token: who.token, locale: 'en' },
    );
    expect(inEnglish).toMatchObject({ code: '870001', message: 'This quotation has expired; please make a new one' });
    expect((await call<MyQuotationPage>(who, '/api/portal/quotation/list', {})).data.items[0]!.status).toBe('expired');
  });

  it('holds for the days the operator sets, and expires by the clock', async () => {
    const saved = await call(admin, '/api/admin/content/config/save', { key: 'paperwork', value: { ...DEFAULT_PAPERWORK, quotationValidDays: 1 } });
    expect(saved.code).toBe('000000');
    try {
      const who = await buyer();
      await toCart(who, [1]);
      const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
      expect(made.validUntil).toBe(new Date(ctx.clock.now.getTime() + 86_400_000).toISOString());
      minutes(24 * 60 - 1);
      expect((await call(who, '/api/portal/checkout/quote', { goods: { from: 'quotation', quotationNo: made.quotationNo } })).code).toBe('000000');
      minutes(2);
      expect((await place(who, made.quotationNo)).code).toBe('870001');
    } finally {
      await call(admin, '/api/admin/content/config/save', { key: 'paperwork', value: DEFAULT_PAPERWORK });
    }
  });

  it('the operator’s paperwork settings are checked: a taxpayer number of the wrong shape is refused', async () => {
    const refused = await call<{ issues: { path: string }[] }>(admin, '/api/admin/content/config/save', {
      key: 'paperwork',
      value: { ...DEFAULT_PAPERWORK, taxNo: 'abc' },
    });
    expect(refused.code).toBe('000002');
    expect(refused.data.issues.map((issue) => issue.path)).toEqual(['value.taxNo']);
  });

  it('still holds stock and the checkout rules: more than is in stock is refused', async () => {
    const who = await buyer();
    await toCart(who, [3]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    await ctx.db.update(skus).set({ stock: 2 }).where(eq(skus.id, packs[0]!.skuId));
    await ctx.changesHeard();
    try {
      expect((await place(who, made.quotationNo)).code).toBe('200002');
    } finally {
      await ctx.db.update(skus).set({ stock: 10_000 }).where(eq(skus.id, packs[0]!.skuId));
      await ctx.changesHeard();
    }
  });
});

describe('proforma invoices', () => {
  const ordered = async () => {
    const who = await buyer();
    await toCart(who, [1, 2]);
    const placed = await call<{ orderNo: string; totalFen: number }>(who, '/api/portal/checkout/place', {
      idempotencyKey: randomUUID(),
      goods: { from: 'cart' },
      addressId: who.addressId,
    });
    expect(placed.code).toBe('000000');
    return { who, ...placed.data };
  };
  const proforma = (who: Buyer, orderNo: string, language = 'zh') => call<DocumentLink>(who, '/api/portal/order/proforma', { orderNo, language });

  it('for an order awaiting payment, then paid, in both languages', async () => {
    const { who, orderNo, totalFen } = await ordered();
    const awaiting = await proforma(who, orderNo);
    expect(awaiting.code).toBe('000000');
    const text = await downloadText(awaiting.data.url);
    expect(text).toContain('形式发票');
    expect(text).toContain(orderNo);
    expect(text).toContain('待付款');
    for (const pack of packs) expect(squeezed(text)).toContain(squeezed(pack.nameZh));
    expect(squeezed(text)).toContain(fenInChineseWords(totalFen));

    await payInSandbox(ctx, who.token, orderNo);
    const paid = await proforma(who, orderNo, 'en');
    const english = await downloadText(paid.data.url);
    expect(english).toContain('Proforma invoice');
    expect(english).toContain('Paid');
    expect(squeezed(english)).toContain(squeezed(packs[1]!.nameEn));
  });

  it('of an order to be paid by bank transfer states the transfer’s deadline in Beijing time and the reference, not the online terms', async () => {
    const { who, orderNo } = await ordered();
    const started = await call<StartedPaymentView>(who, '/api/portal/payment/start', { orderNo, channel: 'bankTransfer' });
    expect(started.code).toBe('000000');
    if (started.data.kind !== 'bankTransfer') throw new Error('not a bank transfer');
    const deadline = started.data.bankTransfer.deadline;
    // Three working days on, not the half hour an order has to be paid online.
    expect(Date.parse(deadline) - ctx.clock.now.getTime()).toBeGreaterThan(2 * 86_400_000);

    const chinese = squeezed(await downloadText((await proforma(who, orderNo)).data.url));
    expect(chinese).toContain(squeezed(`请于 ${formatDateTime(deadline, 'zh')}（北京时间）前付款`));
    expect(chinese).toContain(squeezed(`对公转账：请于 ${formatDateTime(deadline, 'zh')}（北京时间）前`));
    expect(chinese).toContain(squeezed(`转账备注中填写订单号 ${orderNo}`));
    expect(chinese).toContain('待付款（对公转账）');
    expect(chinese).not.toContain('30分钟内在线支付');

    const english = squeezed(await downloadText((await proforma(who, orderNo, 'en')).data.url));
    expect(english).toContain(squeezed(`Please pay by ${formatDateTime(deadline, 'en')} (Beijing time).`));
    expect(english).toContain(squeezed(`quoting order number ${orderNo} in the transfer remark`));
    expect(english).not.toContain(squeezed('within 30 minutes'));
  });

  it('is refused for a cancelled order, and for someone else’s', async () => {
    const { who, orderNo } = await ordered();
    const other = await buyer();
    expect((await proforma(other, orderNo)).code).toBe('000003');
    expect((await call(who, '/api/portal/order/cancel', { orderNo })).code).toBe('000000');
    expect(await proforma(who, orderNo)).toMatchObject({ status: 409, code: '870005' });
  });

  it('a link made before the order was cancelled no longer opens', async () => {
    const { who, orderNo } = await ordered();
    const link = (await proforma(who, orderNo)).data;
    expect((await call(who, '/api/portal/order/cancel', { orderNo })).code).toBe('000000');
    const refused = await download(link.url);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: '870005' });
  });
});

describe('the shop’s receiving account', () => {
  const setAccount = (value: object) => ctx.db.update(configData).set({ value }).where(eq(configData.key, 'bankTransfer'));
  const seeded = { enabled: true, accountName: '上海颜料商城有限公司', bankName: '招商银行上海张江支行', accountNumber: '1219 0926 8810 001', workingDays: 3 };
  afterAll(() => setAccount(seeded));

  it('is printed on quotations and proformas as bank-transfer payment shows it, and left out while the shop takes no transfers', async () => {
    const account = { ...seeded, accountName: '上海颜料商城有限公司财务部', bankName: '中国工商银行上海浦东分行', accountNumber: '1001 2345 6789 012' };
    await setAccount(account);
    const who = await buyer();
    await toCart(who, [1]);
    const quotation = squeezed(await downloadText((await create(who, { goods: { from: 'cart' }, language: 'zh' })).data.pdf.url));
    for (const [label, value] of [
      ['收款户名', account.accountName],
      ['开户银行', account.bankName],
      ['收款账号', account.accountNumber],
    ]) {
      expect(quotation).toContain(squeezed(`${label}${value}`));
    }

    const placed = await call<{ orderNo: string }>(who, '/api/portal/checkout/place', {
      idempotencyKey: randomUUID(),
      goods: { from: 'cart' },
      addressId: who.addressId,
    });
    const started = await call<StartedPaymentView>(who, '/api/portal/payment/start', { orderNo: placed.data.orderNo, channel: 'bankTransfer' });
    expect(started.data).toMatchObject({ bankTransfer: { accountNumber: account.accountNumber, bankName: account.bankName } });
    const link = await call<DocumentLink>(who, '/api/portal/order/proforma', { orderNo: placed.data.orderNo, language: 'en' });
    const proforma = squeezed(await downloadText(link.data.url));
    for (const [label, value] of [
      ['Account name', account.accountName],
      ['Bank', account.bankName],
      ['Account number', account.accountNumber],
    ]) {
      expect(proforma).toContain(squeezed(`${label}${value}`));
    }

    await setAccount({ ...account, enabled: false });
    await toCart(who, [1]);
    const without = squeezed(await downloadText((await create(who, { goods: { from: 'cart' }, language: 'zh' })).data.pdf.url));
    expect(without).not.toContain('收款账号');
    expect(without).not.toContain(squeezed(account.accountNumber));
  });
});

describe('limits', () => {
  it(`a customer makes at most ${QUOTATION_LIMITS.createdPerHour} quotations an hour`, async () => {
    const who = await buyer();
    for (let i = 0; i < QUOTATION_LIMITS.createdPerHour; i++) expect((await create(who, { goods: { from: 'cart' }, language: 'zh' })).code).toBe('200001');
    expect(await create(who, { goods: { from: 'cart' }, language: 'zh' })).toMatchObject({ status: 429, code: '000006' });
  });

  it(`and fetches at most ${QUOTATION_LIMITS.pdfsPerMinute} PDFs a minute`, async () => {
    const who = await buyer();
    await toCart(who, [1]);
    const made = (await create(who, { goods: { from: 'cart' }, language: 'zh' })).data;
    // Counted before the rendering: the limit is reached without making twenty PDFs.
    await ctx.db.insert(rateLimitWindows).values({
      key: `paperwork-pdf:${who.userId}`,
      count: QUOTATION_LIMITS.pdfsPerMinute,
      resetAt: new Date(ctx.clock.now.getTime() + 60_000),
    });
    const refused = await download(made.pdf.url);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: '000006' });
  });
});
