import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { demoAccounts } from '../../src/server/db/seed/users.ts';
import { hydrated, type Locale, loginWithPassword, prefix } from './support/accounts.ts';
import { type OwnShop, runShopScript, shopFolders, startOwnShop } from './support/own-shop.ts';
import { E2E_RESTORE_PORT } from './support/ports.ts';
import { openProductInStock, placeAndPay, tokenOf } from './support/shop.ts';
import { test } from './support/test.ts';

const status = { zh: '待发货', en: 'Awaiting shipment' } as const;
const { phone, password } = demoAccounts.customer;

/** What a visitor and the demo customer see: the product page and home page in both languages, the order, and a data sheet's bytes. */
async function whatIsServed(browser: Browser, origin: string, productId: number, orderNo: string, documentUrl: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const pages: Record<string, string> = {};
  for (const locale of ['zh', 'en'] as const) {
    for (const path of ['/', `/productDetails/${productId}`]) pages[`${locale} ${path}`] = await mainText(page, `${prefix(locale)}${path}`);
  }
  await loginWithPassword(page, 'zh', phone, password);
  await expect(page).toHaveURL(/\/profile/, { timeout: 15_000 });
  const orders: Record<Locale, string> = { zh: '', en: '' };
  for (const locale of ['zh', 'en'] as const) {
    await page.goto(`${prefix(locale)}/profile#orders`);
    const order = page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(order).toContainText(status[locale]);
    orders[locale] = (await order.allInnerTexts()).join('\n');
  }
  const detail = await (await page.request.post('/api/portal/order/detail', { data: { orderNo }, headers: { accessToken: await tokenOf(page) } })).json();
  const document = await page.request.get(documentUrl);
  expect(document.status()).toBe(200);
  const served = { pages, orders, totalFen: detail.data.totalFen as number, document: Buffer.from(await document.body()) };
  await context.close();
  return served;
}

/** Every file under `dir`, by its path there, with its bytes. */
function filesIn(dir: string): Record<string, string> {
  const paths = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    paths.map((entry) => [join(entry.parentPath, entry.name).slice(dir.length), readFileSync(join(entry.parentPath, entry.name)).toString('base64')]),
  );
}

/** The page's main text once its islands have read the live prices and stock. */
async function mainText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/正在读取价格和库存|Reading price and stock/)).toHaveCount(0);
  return (await page.locator('main').allInnerTexts()).join('\n');
}

test('a backup of the demo shop, restored into an empty database and uploads folder, serves the same pages, order and files', async ({ browser }) => {
  // Two shops each seed, build and start, on a machine still busy with the other suites.
  test.setTimeout(300_000);
  const work = mkdtempSync(join('data', 'e2e-restore-'));
  const shops: OwnShop[] = [];
  try {
    const sourceEnv = shopFolders(join(work, 'source'));
    await runShopScript('seed', ['--products', '20'], sourceEnv);
    const source = await startOwnShop(E2E_RESTORE_PORT, sourceEnv);
    shops.push(source);

    // The demo customer buys and pays; a data sheet is made on its first download and kept in the uploads.
    const buying = await browser.newContext({ baseURL: source.origin });
    const page = await buying.newPage();
    await loginWithPassword(page, 'zh', phone, password);
    await expect(page).toHaveURL(/\/profile/, { timeout: 15_000 });
    const pack = await openProductInStock(page, 'zh', 0);
    const orderNo = await placeAndPay(page, pack.id);
    // Another product's: a sheet's first download records its size, which pages built afterwards show.
    const product = await (await page.request.post('/api/portal/product/getById', { data: { id: pack.productId === 1 ? 2 : 1 } })).json();
    const documentUrl = (product.data.documents as { type: string; url: string }[]).find((document) => document.type === 'sds')!.url;
    await buying.close();
    const before = await whatIsServed(browser, source.origin, pack.productId, orderNo, documentUrl);
    await source.stop();

    // The operator's commands, as the README gives them.
    const archive = join(work, 'shop.tar.gz');
    await runShopScript('backup', ['--out', archive], sourceEnv);
    const restoredEnv = shopFolders(join(work, 'restored'));
    await runShopScript('restore', [archive], restoredEnv);
    const uploads = filesIn(sourceEnv.UPLOAD_DIR);
    expect(Object.keys(uploads).length).toBeGreaterThan(0);
    expect(filesIn(restoredEnv.UPLOAD_DIR)).toEqual(uploads);
    // Its builds folder is empty: the site is built from the restored database.
    const restored = await startOwnShop(E2E_RESTORE_PORT, restoredEnv);
    shops.push(restored);
    const after = await whatIsServed(browser, restored.origin, pack.productId, orderNo, documentUrl);

    expect(after.pages).toEqual(before.pages);
    expect(after.orders).toEqual(before.orders);
    expect(after.totalFen).toBe(before.totalFen);
    expect(after.document.equals(before.document)).toBe(true);
  } finally {
    for (const shop of shops) await shop.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
