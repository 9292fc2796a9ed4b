/**
 * The real objects the contracts' examples name (src/schemas/examples.ts), made once: a new customer's
 * addresses, invoice title, orders unpaid and paid, an after-sales application, an upload…, and the
 * operator's catalogue. Every example body of every route is then made over them.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Address } from '../../src/schemas/address.ts';
import type { AfterSalesOptions } from '../../src/schemas/after-sales.ts';
import type { ExampleObjects } from '../../src/schemas/examples.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  banners,
  categories,
  invoiceApplications,
  orders,
  priceNegotiations,
  productImages,
  purchaseRequirements,
  skus,
  supplierApplications,
  users,
} from '../../src/server/db/schema.ts';
import { gradientPng } from '../../tests/helpers/png.ts';
import { makeBuyers, packWithStock, shanghai } from './buyers.ts';
import { payInSandbox } from './checkout-load.ts';
import { call } from './http.ts';

async function upload(origin: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(gradientPng(16, 16))], 'proof.png', { type: 'image/png' }));
  const response = await fetch(`${origin}/api/portal/upload`, { method: 'POST', body: form, headers: { accessToken: token } });
  const answer = (await response.json()) as { code: string; data: { url: string } };
  if (answer.code !== '000000') throw new Error(`the set-up upload answered ${answer.code}`);
  return answer.data.url;
}

function expectOk<T>(answer: { code: string; status: number; data: T }, what: string): T {
  if (answer.code !== '000000') throw new Error(`set-up: ${what} answered ${answer.status} ${answer.code}`);
  return answer.data;
}

const found = <T>(row: T | undefined, what: string): T => {
  if (row === undefined) throw new Error(`set-up: no ${what}`);
  return row;
};

/** Makes, as a new customer and as the admin, what the examples name; answers them and the customer's token. */
export async function makeExampleObjects(db: Db, origin: string, adminToken: string): Promise<{ token: string; objects: ExampleObjects }> {
  const [buyer] = await makeBuyers(db, origin, 1);
  const { token, addressId: address, userId } = buyer!;
  const pack = await packWithStock(db, 10_000);
  const { productId: product } = found((await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, pack)))[0], 'pack');

  const addresses = expectOk(await call<Address[]>(origin, '/api/portal/address/create', { ...shanghai, consignee: '备用' }, { token }), 'a second address');
  const title = { type: 'vat_special', title: '上海彩虹涂料有限公司', taxNo: '91310115MA1H7XYZ3K', unitAddress: '上海市浦东新区科苑路 88 号' };
  const titles = expectOk(
    await call<{ id: number }[]>(
      origin,
      '/api/portal/invoice/title/create',
      { ...title, unitPhone: '021-5888 6666', bankName: '中国工商银行', bankAccount: '3100123456789012' },
      { token },
    ),
    'an invoice title',
  );

  const place = async () =>
    expectOk(
      await call<{ orderNo: string }>(
        origin,
        '/api/portal/checkout/place',
        { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId: pack, quantity: 1 }, addressId: address },
        { token },
      ),
      'an order',
    ).orderNo;
  const unpaidOrder = await place();
  const paidOrder = await place();
  const shared = expectOk(await call<{ url: string }>(origin, '/api/portal/payment/shareLink', { orderNo: unpaidOrder }, { token }), 'a pay-for-me link');
  await payInSandbox(origin, token, paidOrder);
  const options = expectOk(await call<AfterSalesOptions>(origin, '/api/portal/afterSales/options', { orderNo: paidOrder }, { token }), 'after-sales options');
  const paidOrderLine = options.lines[0]!.lineId;
  const invoiceTitle = titles[0]!.id;
  expectOk(await call(origin, '/api/portal/invoice/apply', { orderNo: paidOrder, titleId: invoiceTitle }, { token }), 'an invoice application');
  const [paid] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, paidOrder));
  const invoiceApplication = found(
    (await db.select({ id: invoiceApplications.id }).from(invoiceApplications).where(eq(invoiceApplications.orderId, paid!.id)))[0],
    'invoice application',
  ).id;
  const uploadedImage = await upload(origin, token);
  const editorsImage = await upload(origin, adminToken);
  // The product's one image: image/reorder is registered before image/add, so it is still the only one then.
  const gallery = { productId: product, url: await upload(origin, adminToken) };
  expectOk(await call(origin, '/api/admin/catalog/image/add', gallery, { token: adminToken }), "the product's image");
  const applied = expectOk(
    await call<{ refundNo: string }>(
      origin,
      '/api/portal/afterSales/apply',
      { orderNo: paidOrder, mode: 'refund_only', reason: 'quality', lines: [{ lineId: paidOrderLine, quantity: 1 }], refundFen: 1, description: '受潮结块' },
      { token },
    ),
    'an after-sales application',
  );
  expectOk(await call(origin, '/api/portal/negotiation/propose', { skuId: pack, pricePerKgFen: 1_000, quantity: 2 }, { token }), 'a negotiation');
  expectOk(await call(origin, '/api/portal/cart/add', { skuId: pack, quantity: 1 }, { token }), 'a cart line');
  const cart = expectOk(await call<{ lines: { id: number }[] }>(origin, '/api/portal/cart/list', {}, { token }), 'the cart');
  const requirement = { need: 'A blue for PP injection moulding', quantity: 500, unit: 'kg', contactName: 'Li', contactPhone: '13700137000' };
  expectOk(await call(origin, '/api/portal/requirement/submit', requirement, { token }), 'a requirement');
  const [supplier] = await db
    .insert(supplierApplications)
    .values({ companyName: '苏州蓝晶颜料有限公司', contactName: '王经理', phone: '0512-66881234', supplies: '酞菁蓝' })
    .returning({ id: supplierApplications.id });
  const firstOf = async <T>(rows: Promise<T[]>, what: string) => found((await rows)[0], what);
  const categoryOfLevel = (level: number) =>
    firstOf(
      db.select({ id: categories.id }).from(categories).where(eq(categories.level, level)).orderBy(asc(categories.id)).limit(1),
      `category of level ${level}`,
    );

  return {
    token,
    objects: {
      pack,
      product,
      productImage: (await firstOf(db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, product)), 'image')).id,
      topCategory: (await categoryOfLevel(1)).id,
      leafCategory: (await categoryOfLevel(4)).id,
      // Every banner: banner/reorder is registered before banner/create, so none is added before it is sent.
      banners: (await db.select({ id: banners.id }).from(banners).orderBy(asc(banners.sort), asc(banners.id))).map((row) => row.id),
      address,
      spareAddress: addresses.find((one) => one.id !== address)!.id,
      invoiceTitle,
      unpaidOrder,
      payLink: new URL(shared.url, origin).searchParams.get('token')!,
      paidOrder,
      paidOrderLine,
      refund: applied.refundNo,
      invoiceApplication,
      cartLine: found(cart.lines[0], 'cart line').id,
      negotiation: (await firstOf(db.select({ id: priceNegotiations.id }).from(priceNegotiations).where(eq(priceNegotiations.userId, userId)), 'negotiation'))
        .id,
      uploadedImage,
      editorsImage,
      requirement: (
        await firstOf(db.select({ id: purchaseRequirements.id }).from(purchaseRequirements).where(eq(purchaseRequirements.userId, userId)), 'requirement')
      ).id,
      supplierApplication: supplier!.id,
      customerPhone: (await firstOf(db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)), 'customer')).phone,
      // Within the year the shop lets an offer hold.
      offerDay: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    },
  };
}
