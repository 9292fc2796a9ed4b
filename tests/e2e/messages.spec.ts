import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { shanghaiAddress } from '../../src/schemas/address.ts';
import { hookData, hydrated, type Locale, prefix, signUp } from './support/accounts.ts';
import { phoneInEnglish } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    messagesLink: /^消息/,
    all: /^全部消息/,
    orderTab: /^订单消息/,
    unreadInTab: (count: number) => `${count} 条未读`,
    unread: '未读',
    markAllRead: '全部标为已读',
    allRead: '已全部标为已读',
    viewOrder: (orderNo: string) => `查看订单 ${orderNo}`,
    shippedTitle: '订单已发货',
    empty: '暂无消息。',
    loadFailed: '消息加载失败。',
    retry: '重试',
    goShopping: '去选购颜料',
  },
  en: {
    messagesLink: /^Messages/,
    all: /^All messages/,
    orderTab: /^Order messages/,
    unreadInTab: (count: number) => `${count} unread`,
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    allRead: 'All marked as read',
    viewOrder: (orderNo: string) => `View order ${orderNo}`,
    shippedTitle: 'Order shipped',
    empty: 'No messages yet.',
    loadFailed: 'The messages could not be loaded.',
    retry: 'Try again',
    goShopping: 'Browse pigments',
  },
} as const;

test.beforeEach(async ({ request }) => {
  await hookData(request, 'resetLimits', {});
});

async function answerOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const answer = (await response.json()) as { code: string; data: unknown };
  expect(answer.code, JSON.stringify(answer)).toBe('000000');
  return answer.data as T;
}

/** The operator sends system messages through the admin API, as the back office will. */
async function sendSystemMessages(request: APIRequestContext, phone: string, titles: { zh: string; en: string }[]) {
  const { token } = await answerOf<{ token: string }>(await request.post('/api/portal/user/login', { data: { phone: '13900139000', password: 'Admin1234' } }));
  for (const title of titles) {
    const body = {
      to: { phone },
      titleZh: title.zh,
      titleEn: title.en,
      bodyZh: `${title.zh}：正文。\n第二行`,
      bodyEn: `${title.en}: the text.\nA second line`,
    };
    await answerOf(await request.post('/api/admin/message/send', { headers: { accessToken: token }, data: body }));
  }
}

/**
 * An order of the logged-in customer and its "shipped" message (through the test hook until shipping
 * exists). The pack comes from a later listing page than the cart and checkout journeys use, so that
 * their stock checks are not disturbed.
 */
async function orderWithShippedMessage(page: Page): Promise<string> {
  const headers = { accessToken: (await page.evaluate(() => localStorage.getItem('accessToken')))! };
  const listing = await answerOf<{ items: { id: number }[] }>(await page.request.post('/api/portal/product/getList', { data: { inStock: true, curPage: 5 } }));
  let skuId: number | undefined;
  for (const card of listing.items) {
    const [live] = await answerOf<{ skus: { id: number; stock: number }[] }[]>(
      await page.request.post('/api/portal/product/getLive', { data: { ids: [card.id] } }),
    );
    skuId = live?.skus.find((sku) => sku.stock >= 1)?.id;
    if (skuId) break;
  }
  expect(skuId, 'a pack in stock').toBeDefined();
  const shanghai = { ...shanghaiAddress, isDefault: true };
  const [address] = await answerOf<{ id: number }[]>(await page.request.post('/api/portal/address/create', { headers, data: shanghai }));
  const { orderNo } = await answerOf<{ orderNo: string }>(
    await page.request.post('/api/portal/checkout/place', {
      headers,
      data: { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id },
    }),
  );
  await hookData(page.request, 'orderMessage', { orderNo, event: 'shipped' });
  return orderNo;
}

const badge = (page: Page) => page.getByTestId('badge-information');

for (const locale of ['zh', 'en'] as const satisfies Locale[]) {
  const w = words[locale];

  test.describe(`messages (${locale})`, () => {
    test(
      'the badge counts unread messages; one opens and is read, a tab shows one kind, all are marked read; other browser tabs follow',
      phoneInEnglish(locale),
      async ({ page, context }) => {
        // A registration, an order and three messages come before the page itself: more than the default 30 s on a busy machine.
        test.slow();
        const phone = await signUp(page, locale);
        const marker = randomUUID().slice(0, 8);
        const titles = [1, 2, 3].map((n) => ({ zh: `测试通知 ${n} ${marker}`, en: `Test notice ${n} ${marker}` }));
        await sendSystemMessages(page.request, phone, titles);
        const orderNo = await orderWithShippedMessage(page);

        await page.goto(`${prefix(locale)}/`);
        await expect(badge(page)).toHaveText('4');
        const otherTab = await context.newPage();
        await otherTab.goto(`${prefix(locale)}/about`);
        await expect(badge(otherTab)).toHaveText('4');

        await page.getByRole('banner').getByRole('link', { name: w.messagesLink }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/information$`));
        await hydrated(page);
        await expect(page.getByRole('tab', { name: w.all })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: w.all })).toHaveAccessibleName(new RegExp(w.unreadInTab(4)));
        const panel = page.getByRole('tabpanel');
        const titleButtons = panel.getByRole('listitem').getByRole('button');
        // Newest first: the order message, then notices 3, 2, 1; all unread, said in words.
        await expect(titleButtons).toHaveText(
          [w.shippedTitle, titles[2]![locale], titles[1]![locale], titles[0]![locale]].map((title) => new RegExp(`^${w.unread} ${title}`)),
        );

        const second = panel.getByRole('button', { name: titles[1]![locale] });
        await expect(second).toHaveAttribute('aria-expanded', 'false');
        await second.click();
        await expect(second).toHaveAttribute('aria-expanded', 'true');
        await expect(second).toHaveAccessibleName(titles[1]![locale]);
        await expect(panel.getByText(locale === 'zh' ? `${titles[1]!.zh}：正文。` : `${titles[1]!.en}: the text.`)).toBeVisible();
        await expect(badge(page)).toHaveText('3');
        await expect(badge(otherTab)).toHaveText('3');

        await panel.getByRole('button', { name: w.shippedTitle }).click();
        const orderLink = panel.getByRole('link', { name: w.viewOrder(orderNo) });
        await expect(orderLink).toHaveAttribute('href', `${prefix(locale)}/orderDetails?orderNo=${orderNo}`);
        await expect(badge(page)).toHaveText('2');

        await page.getByRole('tab', { name: w.orderTab }).click();
        await expect(page).toHaveURL(/\?kind=order$/);
        await expect(titleButtons).toHaveText([new RegExp(`^${w.shippedTitle}`)]);
        await page.goBack();
        await expect(page.getByRole('tab', { name: w.all })).toHaveAttribute('aria-selected', 'true');
        await expect(titleButtons).toHaveCount(4);

        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        await page.getByRole('button', { name: w.markAllRead }).click();
        await expect(page.getByRole('status').filter({ hasText: w.allRead })).toBeVisible();
        await expect(badge(page)).toHaveCount(0);
        await expect(badge(otherTab)).toHaveCount(0);
        await expect(panel.getByText(w.unread, { exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: w.markAllRead })).toBeDisabled();

        // The server agrees: a new page load asks again and still shows no badge.
        await page.reload();
        await hydrated(page);
        await expect(titleButtons).toHaveCount(4);
        await expect(badge(page)).toHaveCount(0);
      },
    );

    test('a visitor is asked to log in; a list that fails can be retried; a new account has no messages', async ({ page }) => {
      await page.goto(`${prefix(locale)}/information`);
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirect=`));
      await signUp(page, locale);
      await page.route('**/api/portal/message/list', (route) => route.abort(), { times: 1 });
      await page.goto(`${prefix(locale)}/information`);
      await hydrated(page);
      await expect(page.getByRole('alert').filter({ hasText: w.loadFailed })).toBeVisible();
      await page.getByRole('button', { name: w.retry }).click();
      await expect(page.getByText(w.empty)).toBeVisible();
      await expect(page.getByRole('link', { name: w.goShopping })).toHaveAttribute('href', `${prefix(locale)}/product`);
      await expect(badge(page)).toHaveCount(0);
    });
  });
}
