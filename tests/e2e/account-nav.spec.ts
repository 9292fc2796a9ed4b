import { expect, type Page } from '@playwright/test';
import { type Locale, prefix, signUp } from './support/accounts.ts';
import { PHONE } from './support/projects.ts';
import { test } from './support/test.ts';

const words = {
  zh: {
    menu: '个人中心菜单',
    address: '收货地址',
    invoices: '发票管理',
    company: '企业认证',
    favourites: '我的收藏',
    messages: '消息中心',
    orders: '我的订单',
    afterSales: '售后服务',
    info: '个人信息',
    requirements: '我的需求',
  },
  en: {
    menu: 'Personal centre menu',
    address: 'Delivery addresses',
    invoices: 'Invoices',
    company: 'Company',
    favourites: 'Favourites',
    messages: 'Messages',
    orders: 'My orders',
    afterSales: 'After-sales',
    info: 'Personal information',
    requirements: 'My requirements',
  },
} as const;

/** The personal centre's navigation: at the top of the page on a phone, a row of tabs that scrolls sideways; beside the page on a desktop. */
async function expectNavigation(page: Page, locale: Locale, current: string) {
  const nav = page.getByRole('navigation', { name: words[locale].menu });
  const link = nav.getByRole('link', { name: current, exact: true });
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expect(link).toBeInViewport({ ratio: 1 });
  const navBox = (await nav.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  if (page.viewportSize()!.width < 768) {
    // One compact row above the page's heading, scrolling sideways without widening the page.
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(headingBox.y);
    expect(navBox.height).toBeLessThan(70);
    const row = await nav.getByRole('list').evaluate((list) => ({ scrolls: list.scrollWidth > list.clientWidth, overflowX: getComputedStyle(list).overflowX }));
    expect(row).toEqual({ scrolls: true, overflowX: 'auto' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  } else {
    // A column to the left of the page.
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(headingBox.x);
    expect(navBox.height).toBeGreaterThan(300);
  }
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];

  test(`every page of the personal centre keeps its navigation, the current one marked (${locale})`, PHONE, async ({ page }) => {
    // Six pages one after the other: more than the usual minute on a busy machine.
    test.setTimeout(120_000);
    await signUp(page, locale);
    for (const [path, current] of [
      ['/address', w.address],
      ['/invoice', w.invoices],
      ['/company', w.company],
      ['/collect', w.favourites],
      ['/information', w.messages],
    ] as const) {
      await page.goto(`${prefix(locale)}${path}`);
      await expectNavigation(page, locale, current);
    }
  });

  test(`on the personal centre the mark follows the section shown, and leads to the other pages (${locale})`, PHONE, async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, locale);
    await expectNavigation(page, locale, w.info);
    const nav = page.getByRole('navigation', { name: w.menu });
    await nav.getByRole('link', { name: w.orders, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: w.orders })).toBeFocused();
    await expectNavigation(page, locale, w.orders);
    // The last of the row, scrolled into sight on a phone.
    await nav.getByRole('link', { name: w.requirements, exact: true }).click();
    await expectNavigation(page, locale, w.requirements);
    await nav.getByRole('link', { name: w.address, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/address$`));
    await expectNavigation(page, locale, w.address);
    await nav.getByRole('link', { name: w.afterSales, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile#afterSales$`));
    await expectNavigation(page, locale, w.afterSales);
  });
}
