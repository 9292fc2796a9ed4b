/**
 * A valid body for every JSON call of the API, over things one customer really owns (an address, orders
 * unpaid and paid, an after-sales application, an uploaded photo…) and the operator's catalogue: the
 * base that proof:inputs turns hostile one field at a time, so that each hostile value meets the
 * handler behind the contract whenever the contract lets it through.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Address } from '../../src/schemas/address.ts';
import type { AfterSalesOptions } from '../../src/schemas/after-sales.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  banners,
  brands,
  categories,
  invoiceApplications,
  invoiceTitles,
  messages,
  newsArticles,
  orders,
  payments,
  priceNegotiations,
  productImages,
  purchaseRequirements,
  skus,
  supplierApplications,
} from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { DEFAULT_FREIGHT_SETTINGS } from '../../src/server/services/checkout/freight.ts';
import { gradientPng } from '../../tests/helpers/png.ts';
import { makeBuyers, packWithStock, shanghai } from './buyers.ts';
import { payInSandbox } from './checkout-load.ts';
import { call } from './http.ts';

/** Calls that take no fields at all (an empty body): nothing to make hostile beyond what the first sweep sends. */
export const callsWithoutFields = [
  '/api/portal/captcha/get',
  '/api/portal/category/tree',
  '/api/portal/content/policy/getAll',
  '/api/portal/content/banner/getList',
  '/api/portal/content/column/tree',
  '/api/portal/content/brand/getList',
  ...['website', 'settlingAdvantage', 'companyHonor', 'companyDescription', 'companyDataDescription', 'aboutUsBanner', 'followUs'].map(
    (key) => `/api/portal/content/configData/${key}`,
  ),
  '/api/portal/user/logout',
  '/api/portal/user/getCurrentUserInfo',
  '/api/portal/address/list',
  '/api/portal/cart/list',
  '/api/portal/message/unreadCount',
  '/api/portal/invoice/title/list',
  '/api/admin/content/banner/list',
  '/api/admin/content/policy/list',
  '/api/admin/content/article/list',
  '/api/admin/content/column/list',
  '/api/admin/catalog/brand/list',
  '/api/admin/catalog/category/list',
  '/api/admin/catalog/synonym/list',
  '/api/admin/dashboard',
  // Publishing rebuilds the whole site: not a call to repeat hundreds of times.
  '/api/admin/publish',
];

export type ValidCall = { path: string; body: Record<string, unknown>; token: string };

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

/** Makes what the bodies point at (as a new customer and as the admin) and answers a valid body for each call. */
export async function validCalls(db: Db, origin: string, adminToken: string): Promise<ValidCall[]> {
  const [buyer] = await makeBuyers(db, origin, 1);
  const { token, addressId, userId } = buyer!;
  const skuId = await packWithStock(db, 10_000);
  const [{ productId } = { productId: 1 }] = await db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));

  const spareAddress = expectOk(await call<Address[]>(origin, '/api/portal/address/create', { ...shanghai, consignee: '备用' }, { token }), 'a second address');
  const spareAddressId = spareAddress.find((address) => address.id !== addressId)!.id;
  const title = {
    type: 'vat_special',
    title: '上海彩虹涂料有限公司',
    taxNo: '91310115MA1H7XYZ3K',
    unitAddress: '上海市浦东新区科苑路 88 号',
    bankAccount: '3100123456789012',
    bankName: '中国工商银行',
    unitPhone: '021-5888 6666',
  };
  expectOk(await call(origin, '/api/portal/invoice/title/create', title, { token }), 'an invoice title');
  expectOk(await call(origin, '/api/portal/invoice/title/create', { ...title, title: '备用抬头' }, { token }), 'a second invoice title');
  const [titleRow, spareTitle] = await db
    .select({ id: invoiceTitles.id })
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(asc(invoiceTitles.id));

  const place = async () =>
    expectOk(
      await call<{ orderNo: string }>(
        origin,
        '/api/portal/checkout/place',
        { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId },
        { token },
      ),
      'an order',
    ).orderNo;
  const unpaidOrderNo = await place();
  const paidOrderNo = await place();
  const shared = expectOk(await call<{ url: string }>(origin, '/api/portal/payment/shareLink', { orderNo: unpaidOrderNo }, { token }), 'a pay-for-me link');
  const payLinkToken = new URL(shared.url, origin).searchParams.get('token')!;
  await payInSandbox(origin, token, paidOrderNo);
  const [paid] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, paidOrderNo));
  const [payment] = await db.select({ outTradeNo: payments.outTradeNo }).from(payments).where(eq(payments.orderId, paid!.id));
  const options = expectOk(await call<AfterSalesOptions>(origin, '/api/portal/afterSales/options', { orderNo: paidOrderNo }, { token }), 'after-sales options');
  const lineId = options.lines[0]!.lineId;
  expectOk(await call(origin, '/api/portal/invoice/apply', { orderNo: paidOrderNo, titleId: titleRow!.id }, { token }), 'an invoice application');
  const [invoiceApplication] = await db.select({ id: invoiceApplications.id }).from(invoiceApplications).where(eq(invoiceApplications.orderId, paid!.id));
  const photoUrl = await upload(origin, token);
  const adminPhotoUrl = await upload(origin, adminToken);
  const afterSalesApplication = {
    orderNo: paidOrderNo,
    mode: 'refund_only',
    reason: 'quality',
    lines: [{ lineId, quantity: 1 }],
    refundFen: 1,
    description: '受潮结块',
    photoUrls: [photoUrl],
  };
  const applied = expectOk(
    await call<{ refundNo: string }>(origin, '/api/portal/afterSales/apply', afterSalesApplication, { token }),
    'an after-sales application',
  );
  expectOk(await call(origin, '/api/portal/negotiation/propose', { skuId, pricePerKgFen: 1_000, quantity: 2, note: '长期采购' }, { token }), 'a negotiation');
  const [negotiation] = await db.select({ id: priceNegotiations.id }).from(priceNegotiations).where(eq(priceNegotiations.userId, userId));
  expectOk(await call(origin, '/api/portal/cart/add', { skuId, quantity: 1 }, { token }), 'a cart line');
  const cart = expectOk(await call<{ lines?: { id: number }[]; items?: { id: number }[] }>(origin, '/api/portal/cart/list', {}, { token }), 'the cart');
  const cartLineId = (cart.lines ?? cart.items ?? [])[0]?.id ?? 1;
  const requirement = { need: 'A blue for PP injection moulding', quantity: 500, unit: 'kg', contactName: 'Li', contactPhone: '13700137000' };
  expectOk(await call(origin, '/api/portal/requirement/submit', { ...requirement, photoUrl }, { token }), 'a requirement');
  const [requirementRow] = await db.select({ id: purchaseRequirements.id }).from(purchaseRequirements).where(eq(purchaseRequirements.userId, userId));
  const [supplier] = await db
    .insert(supplierApplications)
    .values({ companyName: '苏州蓝晶颜料有限公司', contactName: '王经理', phone: '0512-66881234', supplies: '酞菁蓝' })
    .returning({ id: supplierApplications.id });
  const [message] = await db.select({ id: messages.id }).from(messages).where(eq(messages.userId, userId));
  const [brand] = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1);
  const [topCategory] = await db.select({ id: categories.id }).from(categories).where(eq(categories.level, 1)).orderBy(asc(categories.id)).limit(1);
  const [leafCategory] = await db.select({ id: categories.id }).from(categories).where(eq(categories.level, 4)).orderBy(asc(categories.id)).limit(1);
  const [image] = await db.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId)).limit(1);
  const [article] = await db.select({ id: newsArticles.id, columnId: newsArticles.columnId }).from(newsArticles).orderBy(asc(newsArticles.id)).limit(1);
  const bannerIds = (await db.select({ id: banners.id }).from(banners).orderBy(asc(banners.sort), asc(banners.id))).map((row) => row.id);
  const website = expectOk(await call<unknown>(origin, '/api/admin/content/config/get', { key: 'website' }, { token: adminToken }), 'the website settings');

  const captcha = { captchaId: '0123456789abcdef', captcha: 'abcd' };
  const offer = { pricePerKgFen: 1_000, quantity: 2, note: '长期采购' };
  const refundNo = applied.refundNo;
  const someday = '2099-12-31';
  /** An offer's validity: within the year the shop allows. */
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  const customer: [string, Record<string, unknown>][] = [
    ['/api/portal/content/policy/getByCode', { code: 'privacy' }],
    ['/api/portal/content/article/getList', { columnId: article?.columnId ?? 1, page: 1, pageSize: 10 }],
    ['/api/portal/content/article/getById', { id: article?.id ?? 1 }],
    ['/api/portal/user/login', { phone: '13912345678', password: 'Wrong1234', ...captcha }],
    ['/api/portal/user/loginByCode', { phone: '13912345678', smsCode: '123456' }],
    ['/api/portal/user/register', { phone: '13912345679', smsCode: '123456', password: 'Abc12345', confirmPassword: 'Abc12345', agree: true }],
    ['/api/portal/user/resetPassword', { phone: '13912345678', smsCode: '123456', password: 'Abc12345', confirmPassword: 'Abc12345' }],
    ['/api/portal/user/changePassword', { oldPassword: 'Old12345', password: 'New12345', confirmPassword: 'New12345' }],
    ['/api/portal/user/modifyUserInfo', { nickname: '彩虹', gender: 'girl', companyName: '彩虹涂料', landline: '021-12345678' }],
    ['/api/portal/user/changeUsername', { phone: '13912345670', code: '123456', password: 'Old12345' }],
    ['/api/portal/sms/send', { phone: '13912345671', purpose: 'register', ...captcha }],
    [
      '/api/portal/product/getList',
      {
        keyword: 'blue',
        brandId: brand?.id ?? 1,
        inStock: true,
        hasSds: true,
        minPricePerKgFen: 100,
        maxPricePerKgFen: 100_000,
        sort: 'comprehensive',
        curPage: 1,
      },
    ],
    ['/api/portal/product/suggest', { keyword: 'taibai' }],
    ['/api/portal/product/getById', { id: productId }],
    ['/api/portal/product/getLive', { ids: [productId] }],
    ['/api/portal/product/getPopular', { limit: 8 }],
    ['/api/portal/product/colourSearch', { hex: '#0F4C81', brandId: brand?.id ?? 1, limit: 12 }],
    ['/api/portal/product/colourCard', { brandId: brand?.id ?? 1 }],
    ['/api/portal/favourite/add', { productId }],
    ['/api/portal/favourite/remove', { productId }],
    ['/api/portal/favourite/check', { productIds: [productId] }],
    ['/api/portal/favourite/list', { curPage: 1 }],
    ['/api/portal/cart/preview', { lines: [{ skuId, quantity: 1, selected: true }] }],
    ['/api/portal/cart/merge', { lines: [{ skuId, quantity: 1, selected: true }] }],
    ['/api/portal/cart/add', { skuId, quantity: 1 }],
    ['/api/portal/cart/addMany', { lines: [{ skuId, quantity: 1 }] }],
    ['/api/portal/cart/update', { id: cartLineId, quantity: 2, selected: true }],
    ['/api/portal/cart/selectAll', { selected: true }],
    ['/api/portal/cart/remove', { ids: [cartLineId] }],
    ['/api/portal/address/create', shanghai],
    ['/api/portal/address/update', { id: addressId, ...shanghai }],
    ['/api/portal/address/setDefault', { id: addressId }],
    ['/api/portal/address/delete', { id: spareAddressId }],
    ['/api/portal/region/children', { parentCode: '310000' }],
    ['/api/portal/checkout/quote', { goods: { from: 'buyNow', skuId, quantity: 1 }, addressId }],
    [
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId, invoiceTitleId: titleRow!.id, remark: '请周一送货' },
    ],
    ['/api/portal/order/summary', { orderNo: unpaidOrderNo }],
    ['/api/portal/order/list', { tab: 'all', curPage: 1 }],
    ['/api/portal/order/detail', { orderNo: paidOrderNo }],
    ['/api/portal/order/confirmReceipt', { orderNo: paidOrderNo }],
    ['/api/portal/order/cancel', { orderNo: unpaidOrderNo }],
    ['/api/portal/payment/status', { orderNo: unpaidOrderNo }],
    ['/api/portal/payment/start', { orderNo: unpaidOrderNo, channel: 'wechat' }],
    ['/api/portal/payment/abandon', { orderNo: unpaidOrderNo }],
    // A code WeChat never gave out: the exchange is refused (wechatAuthFailed) and the account keeps no openid.
    ['/api/portal/payment/wechatOpenid', { code: 'SBX00000000000000000000000000000000000000' }],
    ['/api/portal/payment/shareLink', { orderNo: unpaidOrderNo }],
    ['/api/portal/payment/revokeShare', { orderNo: paidOrderNo }],
    ['/api/portal/payFor/view', { token: payLinkToken }],
    ['/api/portal/payFor/start', { token: payLinkToken, channel: 'alipay' }],
    ['/api/portal/payFor/abandon', { token: payLinkToken }],
    ['/api/portal/payFor/wechatOpenid', { token: payLinkToken, code: 'SBX00000000000000000000000000000000000000' }],
    ['/api/portal/message/list', { kind: 'all', curPage: 1 }],
    ['/api/portal/message/read', { ids: [message?.id ?? 1] }],
    ['/api/portal/message/readAll', { kind: 'all' }],
    ['/api/portal/invoice/title/create', title],
    ['/api/portal/invoice/title/update', { id: titleRow!.id, ...title }],
    ['/api/portal/invoice/title/setDefault', { id: titleRow!.id }],
    ['/api/portal/invoice/title/delete', { id: spareTitle!.id }],
    ['/api/portal/invoice/list', { curPage: 1 }],
    ['/api/portal/invoice/apply', { orderNo: paidOrderNo, titleId: titleRow!.id }],
    ['/api/portal/negotiation/propose', { skuId, ...offer }],
    ['/api/portal/negotiation/list', { status: 'open', curPage: 1 }],
    ['/api/portal/negotiation/detail', { id: negotiation!.id }],
    ['/api/portal/negotiation/counter', { id: negotiation!.id, ...offer }],
    ['/api/portal/negotiation/accept', { id: negotiation!.id }],
    ['/api/portal/negotiation/withdraw', { id: negotiation!.id }],
    ['/api/portal/afterSales/options', { orderNo: paidOrderNo }],
    ['/api/portal/afterSales/apply', afterSalesApplication],
    ['/api/portal/afterSales/list', { curPage: 1 }],
    ['/api/portal/afterSales/detail', { refundNo }],
    ['/api/portal/afterSales/submitReturn', { refundNo, expressCompany: '顺丰速运', trackingNo: 'SF1234567890' }],
    ['/api/portal/afterSales/cancel', { refundNo }],
    [
      '/api/portal/supplier/apply',
      { companyName: '苏州蓝晶颜料有限公司', contactName: '王经理', phone: '0512-66881234', supplies: '酞菁蓝 PB 15:3', ...captcha },
    ],
    [
      '/api/portal/requirement/submit',
      { ...requirement, productId, targetHex: '#0F4C81', application: 'plastics', targetPriceFen: 8_800, deadline: someday, photoUrl },
    ],
    ['/api/portal/requirement/mine', { curPage: 1 }],
    ['/api/portal/requirement/detail', { id: requirementRow!.id }],
    ['/api/portal/freight/estimate', { skuId, quantity: 1, provinceCode: '310000' }],
    ['/api/portal/order/buyAgain', { orderNo: paidOrderNo }],
    ['/api/portal/order/export', { format: 'csv', from: '2026-01-01', to: '2026-12-31' }],
    ['/api/portal/payment/receipt', { orderNo: unpaidOrderNo, receiptUrl: '/api/uploads/202611/0123456789abcdef0123456789abcdef.png' }],
    ['/api/portal/sample/options', { productId }],
    ['/api/portal/sample/apply', { productId, sizeGrams: 100, purpose: '塑料着色试样', company: '上海彩虹涂料有限公司', addressId }],
    ['/api/portal/sample/mine', { curPage: 1 }],
    ['/api/portal/sample/detail', { id: 1 }],
    ['/api/portal/quotation/create', { goods: { from: 'cart' }, language: 'zh', addressId }],
    ['/api/portal/quotation/list', { curPage: 1 }],
    ['/api/portal/quotation/link', { quotationNo: 'Q202611220200000001', language: 'en' }],
    ['/api/portal/order/proforma', { orderNo: paidOrderNo, language: 'zh' }],
  ];

  const product = {
    code: 'PROOF-1',
    nameZh: '酞菁蓝',
    nameEn: 'Phthalocyanine blue',
    brandId: brand?.id ?? 1,
    categoryId: leafCategory?.id ?? 1,
    kind: 'organic',
    ciName: 'PB 15:3',
    ciNumber: '74160',
    chemistryZh: '铜酞菁',
    chemistryEn: 'Copper phthalocyanine',
    originZh: '中国',
    originEn: 'China',
    applicability: ['plastics'],
    specificationZh: '25 kg/袋',
    specificationEn: '25 kg bags',
    introZh: '<p>耐热</p>',
    introEn: '<p>Heat stable</p>',
    naturalHex: '#0f4c81',
    dilutedHex: null,
  };
  const operator: [string, Record<string, unknown>][] = [
    // Every banner, before another is made.
    ['/api/admin/content/banner/reorder', { ids: bannerIds }],
    [
      '/api/admin/content/banner/create',
      {
        titleZh: '新品',
        titleEn: 'New',
        subtitleZh: '耐热蓝',
        subtitleEn: 'Heat-stable blue',
        imageUrl: '/images/banners/news.svg',
        linkUrl: '/news',
        active: true,
      },
    ],
    ['/api/admin/content/banner/update', { id: bannerIds[0] ?? 1, titleZh: '新品' }],
    ['/api/admin/content/banner/delete', { id: 999_999 }],
    ['/api/admin/content/policy/save', { code: 'privacy', titleZh: '隐私政策', titleEn: 'Privacy', contentZh: '<p>内容</p>', contentEn: '<p>Content</p>' }],
    ['/api/admin/content/article/get', { id: article?.id ?? 1 }],
    [
      '/api/admin/content/article/create',
      {
        columnId: article?.columnId ?? 1,
        titleZh: '标题',
        titleEn: 'Title',
        summaryZh: '摘要',
        summaryEn: 'Summary',
        contentZh: '<p>正文</p>',
        contentEn: '<p>Body</p>',
        coverUrl: null,
        publishedAt: '2026-11-01T08:00:00+08:00',
      },
    ],
    ['/api/admin/content/article/update', { id: article?.id ?? 1, titleZh: '标题' }],
    ['/api/admin/content/article/delete', { id: 999_999 }],
    ['/api/admin/content/column/create', { parentId: null, nameZh: '栏目', nameEn: 'Column', sort: 0 }],
    ['/api/admin/content/column/delete', { id: 999_999 }],
    ['/api/admin/content/config/get', { key: 'website' }],
    ['/api/admin/content/config/save', { key: 'website', value: website }],
    ['/api/admin/catalog/product/list', { keyword: 'blue', brandId: brand?.id ?? 1, published: true, curPage: 1 }],
    ['/api/admin/catalog/product/get', { id: productId }],
    ['/api/admin/catalog/product/create', product],
    ['/api/admin/catalog/product/update', { id: productId, nameZh: '酞菁蓝' }],
    ['/api/admin/catalog/product/publish', { id: productId, published: true }],
    [
      '/api/admin/catalog/spec/create',
      { productId, labelZh: '1 kg', labelEn: '1 kg', netWeightGrams: 1_000, priceFen: 5_000, pricePerKgFen: 5_000, active: true, sort: 0 },
    ],
    ['/api/admin/catalog/spec/update', { id: skuId, labelZh: '25 kg' }],
    ['/api/admin/catalog/stock/adjust', { skuId, delta: 5, reason: 'received', note: '到货' }],
    ['/api/admin/catalog/stock/list', { skuId, curPage: 1 }],
    [
      '/api/admin/catalog/brand/create',
      {
        nameZh: '品牌',
        nameEn: 'Brand',
        countryZh: '中国',
        countryEn: 'China',
        descriptionZh: '介绍',
        descriptionEn: 'About',
        logoUrl: '/images/banners/news.svg',
        popular: false,
        sort: 0,
      },
    ],
    ['/api/admin/catalog/brand/update', { id: brand?.id ?? 1, nameZh: '品牌' }],
    ['/api/admin/catalog/brand/delete', { id: 999_999 }],
    ['/api/admin/catalog/category/create', { parentId: topCategory?.id ?? 1, nameZh: '分类', nameEn: 'Category', sort: 0 }],
    ['/api/admin/catalog/category/update', { id: topCategory?.id ?? 1, nameZh: '分类' }],
    ['/api/admin/catalog/category/delete', { id: 999_999 }],
    ['/api/admin/catalog/synonym/save', { terms: ['锌白', 'zinc white'] }],
    ['/api/admin/catalog/synonym/delete', { id: 999_999 }],
    ['/api/admin/catalog/image/add', { productId, url: adminPhotoUrl }],
    ['/api/admin/catalog/image/reorder', { productId, ids: [image?.id ?? 1] }],
    ['/api/admin/catalog/image/delete', { id: 999_999 }],
    ['/api/admin/catalog/document/delete', { id: 999_999 }],
    ['/api/admin/order/list', { status: 'awaiting_shipment', keyword: '1', curPage: 1 }],
    ['/api/admin/order/detail', { orderNo: paidOrderNo }],
    ['/api/admin/order/ship', { orderNo: paidOrderNo, method: 'carrier', logisticsCompany: '顺丰速运', trackingNo: 'SF1234567890' }],
    ['/api/admin/order/tracking', { orderNo: paidOrderNo, happenedAt: '2026-11-01T08:00:00+08:00', location: '上海', description: '已揽收' }],
    ['/api/admin/order/refundPayment', { outTradeNo: payment?.outTradeNo ?? '0'.repeat(22) }],
    ['/api/admin/audit/list', { curPage: 1, targetId: '1' }],
    ['/api/admin/message/send', { to: { phone: demoAccounts.admin.phone }, titleZh: '通知', titleEn: 'Notice', bodyZh: '内容', bodyEn: 'Body' }],
    ['/api/admin/invoice/list', { status: 'in_progress', curPage: 1 }],
    ['/api/admin/invoice/issue', { id: invoiceApplication?.id ?? 1, invoiceNo: '12345678' }],
    ['/api/admin/invoice/reject', { id: invoiceApplication?.id ?? 1, reason: '抬头有误' }],
    ['/api/admin/requirement/list', { status: 'new', overdueOnly: false, curPage: 1 }],
    ['/api/admin/catalog/export', { format: 'csv', template: true }],
    // A preview that was never made: the call reaches its handler, which finds nothing to apply.
    ['/api/admin/catalog/import/apply', { previewId: randomUUID() }],
    ['/api/admin/requirement/detail', { id: requirementRow!.id }],
    ['/api/admin/requirement/assign', { id: requirementRow!.id, assignee: '王' }],
    ['/api/admin/requirement/answer', { id: requirementRow!.id, answer: 'Fe2O3 130, ¥9.8/kg' }],
    ['/api/admin/requirement/close', { id: 999_999 }],
    ['/api/admin/supplier/list', { status: 'new', overdueOnly: false, curPage: 1 }],
    ['/api/admin/supplier/contacted', { id: supplier!.id }],
    ['/api/admin/supplier/accept', { id: 999_999 }],
    ['/api/admin/supplier/reject', { id: supplier!.id, note: '不合适' }],
    ['/api/admin/negotiation/list', { status: 'open', awaitingShop: true, curPage: 1 }],
    ['/api/admin/negotiation/detail', { id: negotiation!.id }],
    ['/api/admin/negotiation/counter', { id: negotiation!.id, ...offer, validUntil }],
    ['/api/admin/negotiation/accept', { id: negotiation!.id, validUntil }],
    ['/api/admin/negotiation/reject', { id: negotiation!.id, reason: '价格过低' }],
    ['/api/admin/afterSales/list', { status: 'under_audit', curPage: 1 }],
    ['/api/admin/afterSales/detail', { refundNo }],
    ['/api/admin/afterSales/approve', { refundNo, note: '同意' }],
    // Harmless targets: an id no product or pack has, and a confirmation that is not the phrase.
    ['/api/admin/catalog/product/retire', { id: 999_999, retired: true }],
    ['/api/admin/catalog/product/delete', { id: 999_999 }],
    ['/api/admin/catalog/product/bulk', { action: 'publish', ids: [999_999] }],
    ['/api/admin/catalog/product/bulk/pricePreview', { action: 'price', ids: [productId], percent: 5 }],
    ['/api/admin/catalog/spec/retire', { id: 999_999, retired: true }],
    ['/api/admin/catalog/spec/delete', { id: 999_999 }],
    ['/api/admin/catalog/demo-data/status', {}],
    ['/api/admin/catalog/demo-data/remove', { confirmation: '不删除' }],
    ['/api/admin/freight/get', {}],
    ['/api/admin/freight/save', DEFAULT_FREIGHT_SETTINGS],
    ['/api/admin/sample/list', { curPage: 1 }],
    ['/api/admin/sample/detail', { id: 1 }],
    ['/api/admin/sample/send', { id: 999_999, carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
    ['/api/admin/sample/decline', { id: 999_999, reason: '暂无样品' }],
    ['/api/admin/sample/close', { id: 999_999 }],
    ['/api/admin/quotation/link', { quotationNo: 'Q202611220200000001' }],
    ['/api/admin/order/proforma', { orderNo: paidOrderNo, language: 'en' }],
    ['/api/admin/bankTransfer/list', { curPage: 1 }],
    ['/api/admin/bankTransfer/confirm', { id: 999_999 }],
    ['/api/admin/bankTransfer/reject', { id: 999_999, reason: '未收到款项' }],
    ['/api/admin/bankTransfer/resolve', { id: 999_999, resolution: 'refunded', note: '已原路退回' }],
    ['/api/admin/afterSales/reject', { refundNo, reason: '照片不清楚' }],
    ['/api/admin/afterSales/received', { refundNo, note: '已收到' }],
    ['/api/admin/afterSales/refund', { refundNo }],
  ];
  return [...customer.map(([path, body]) => ({ path, body, token })), ...operator.map(([path, body]) => ({ path, body, token: adminToken }))];
}

type Leaf = (string | number)[];

/** The paths of a body's leaves (strings, numbers, booleans, null), through nested objects and arrays. */
export function leavesOf(value: unknown, path: Leaf = []): Leaf[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => leavesOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leavesOf(item, [...path, key]));
  return [path];
}

/** A copy of `body` with the leaf at `path` replaced. */
export function withLeaf<T>(body: T, path: Leaf, value: unknown): T {
  if (path.length === 0) return value as T;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy as T;
}
