import { expect } from '@playwright/test';
import { formatPrice } from '../../src/schemas/money.ts';
import { hookData, hydrated, prefix, signUp } from './support/accounts.ts';
import { adminSection } from './support/operator.ts';
import { openProductInStock, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    negotiate: '议价',
    quantity: '数量（件）',
    price: '单价（元/公斤）',
    note: '备注（选填）',
    send: '提交议价',
    sent: '议价已提交',
    viewMine: '查看我的议价',
    yourAnswer: '待您回复',
    details: /^查看 .* 的议价详情$/,
    accept: '接受报价',
    agreed: '已成交',
    negotiated: '议价',
    listPrice: '原价',
    message: '议价有新报价',
  },
  en: {
    negotiate: 'Negotiate a price',
    quantity: 'Quantity (packs)',
    price: 'Price (yuan per kg)',
    note: 'Note (optional)',
    send: 'Send the offer',
    sent: 'Your offer is sent',
    viewMine: 'View my negotiations',
    yourAnswer: 'Your answer',
    details: /^Details of the negotiation for /,
    accept: 'Accept the offer',
    agreed: 'Agreed',
    negotiated: 'Negotiated',
    listPrice: 'List price',
    message: 'New offer on your price negotiation',
  },
} as const;

/** Fen as the yuan a person types: 8000 → "80.00". */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(`price negotiation (${locale}): the buyer proposes per kg, the operator counters per pack in /admin, the buyer accepts, and the cart and checkout show the negotiated price`, async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const phone = await signUp(page, locale);
    const pack = await openProductInStock(page, locale, 16 + (locale === 'en' ? 1 : 0) + (testInfo.project.name === 'phone' ? 2 : 0));
    const live = await (await page.request.post('/api/portal/product/getLive', { data: { ids: [pack.productId] } })).json();
    const sku = (live.data[0].skus as { id: number; priceFen: number; pricePerKgFen: number; netWeightGrams: number }[]).find((entry) => entry.id === pack.id)!;
    const offered = Math.round(sku.pricePerKgFen * 0.8);
    // The shop's counter-offer is a pack price, which the cart and checkout charge exactly.
    const counteredPack = Math.round(sku.priceFen * 0.9) + 1;

    // The buyer's offer from the product page: the form checks itself first, beside the field.
    await page.getByRole('button', { name: w.negotiate, exact: true }).click();
    await page.getByLabel(w.quantity, { exact: true }).fill('3');
    await page.getByLabel(w.price, { exact: true }).fill(yuan(sku.pricePerKgFen));
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByLabel(w.price, { exact: true })).toHaveAccessibleDescription(
      locale === 'zh' ? '议价须低于当前每公斤标价' : 'The price must be below the current list price per kg',
    );
    await page.getByLabel(w.price, { exact: true }).fill(yuan(offered));
    await page.getByLabel(w.note, { exact: true }).fill('Monthly order');
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('status').filter({ hasText: w.sent })).toBeVisible();

    // The operator, in a browser of their own, finds it awaiting the shop's answer and counters.
    const operator = await (await browser.newContext()).newPage();
    await operator.goto('/admin');
    await hydrated(operator);
    await operator.getByLabel('手机号').fill('13900139000');
    await operator.getByLabel('密码').fill('Admin1234');
    await operator.getByRole('button', { name: '管理员登录' }).click();
    await adminSection(operator, '议价').click();
    await operator
      .getByRole('listitem')
      .filter({ hasText: phone })
      .getByRole('button', { name: /^处理议价/ })
      .click();
    await expect(operator.getByText('Monthly order')).toBeVisible();
    // A price not below the list price is warned of before it goes, with both prices.
    const counterForm = operator.getByRole('form', { name: '商家还价' });
    await counterForm.getByLabel('单价（元/公斤）').fill(yuan(sku.pricePerKgFen + 1));
    await expect(counterForm.getByRole('alert')).toHaveText(
      `还价 ${formatPrice(sku.pricePerKgFen + 1)}/公斤 不低于当前标价 ${formatPrice(sku.pricePerKgFen)}/公斤：还价须低于标价，否则无法发送`,
    );
    await operator.getByRole('radio', { name: '按每件' }).check();
    const packPrice = counterForm.getByLabel('单价（元/件）');
    await packPrice.fill(yuan(sku.priceFen + 100));
    await expect(counterForm.getByRole('alert')).toHaveText(
      `还价每件 ${formatPrice(sku.priceFen + 100)} 不低于当前每件标价 ${formatPrice(sku.priceFen)}：还价须低于标价，否则无法发送`,
    );
    await counterForm.getByRole('button', { name: '提交还价' }).click();
    // Sent anyway, and refused: an offer is a discount, so the shop's too must stay below the list price.
    await expect(packPrice).toHaveAccessibleDescription('议价须低于当前每件标价');
    await packPrice.fill(yuan(counteredPack));
    await expect(counterForm.getByRole('alert')).toHaveCount(0);
    await counterForm.getByRole('button', { name: '提交还价' }).click();
    await expect(operator.getByText('待买家回复')).toBeVisible();
    await operator.context().close();

    // The buyer is told, sees the counter-offer awaiting their answer, and accepts it.
    await page.goto(`${prefix(locale)}/profile#negotiations`);
    // The buyer's only negotiation: the first item of the list (its thread's offers are items further in).
    const item = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(item).toContainText(w.yourAnswer);
    await expect(item).toContainText(formatPrice(counteredPack));
    await item.getByRole('button', { name: w.details }).click();
    page.once('dialog', (dialog) => dialog.accept());
    await item.getByRole('button', { name: w.accept }).click();
    await expect(item).toContainText(w.agreed);

    // The cart prices 2 packs at the negotiated price, with the list price crossed out.
    const headers = { accessToken: await tokenOf(page) };
    expect((await (await page.request.post('/api/portal/cart/add', { data: { skuId: pack.id, quantity: 2 }, headers })).json()).code).toBe('000000');
    await page.goto(`${prefix(locale)}/cart`);
    const cartPrice = page.getByTestId('cart-negotiated-price');
    await expect(cartPrice).toContainText(w.negotiated);
    await expect(cartPrice).toContainText(formatPrice(counteredPack));
    await expect(cartPrice.getByRole('deletion')).toHaveText(formatPrice(sku.priceFen));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(formatPrice(counteredPack * 2));

    // Checkout of 2 packs uses the negotiated price, with the list price crossed out.
    const created = await page.request.post('/api/portal/address/create', {
      data: { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 88 号', consignee: 'Zhang', mobile: '13800138000' },
      headers,
    });
    expect((await created.json()).code).toBe('000000');
    await page.goto(`${prefix(locale)}/closing?skuId=${pack.id}&quantity=2`);
    const line = page.getByTestId('negotiated-line');
    await expect(line).toContainText(w.negotiated);
    await expect(line).toContainText(formatPrice(counteredPack * 2));
    await expect(line.getByRole('deletion')).toHaveText(formatPrice(sku.priceFen));
    await expect(line).toContainText(w.listPrice);

    await page.goto(`${prefix(locale)}/information`);
    await expect(page.getByRole('heading', { name: new RegExp(w.message) })).toBeVisible();
  });
}
