import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { hydrated, prefix } from './support/accounts.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { test } from './support/test.ts';

const words = {
  zh: { section: '技术资料', tds: '技术数据表', sds: '安全技术说明书', first: '中文', second: '英文' },
  en: { section: 'Documents', tds: 'Technical Data Sheet', sds: 'Safety Data Sheet', first: 'English', second: 'Chinese' },
} as const;

/** Downloads a document from its link and answers the suggested file name and the file's first bytes. */
async function downloadFrom(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString('latin1') };
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  test(`${locale}: product 1 lists a TDS and an SDS in each language, the page's first, and they download as PDFs @phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix(locale)}/productDetails/1`);
    const section = page.getByRole('region', { name: w.section });
    await expect(section).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('TDS');
    await expect(items.nth(0)).toContainText(w.first);
    await expect(items.nth(1)).toContainText('SDS');
    await expect(items.nth(1)).toContainText(w.first);
    await expect(items.nth(2)).toContainText(w.second);
    await expect(items.nth(3)).toContainText(w.second);
    for (const item of await items.all()) await expect(item).toContainText(/\d{4}-\d{2}-\d{2}/);

    const sds = await downloadFrom(page, items.nth(1).getByRole('link'));
    expect(sds.head).toBe('%PDF-');
    expect(sds.name).toMatch(new RegExp(`${w.sds} \\(\\d{4}-\\d{2}-\\d{2}\\)\\.pdf$`));
    const otherTds = await downloadFrom(page, items.nth(2).getByRole('link'));
    expect(otherTds.head).toBe('%PDF-');
    expect(otherTds.name).toMatch(/\.pdf$/);

    // Nothing runs wider than the screen, the longest titles included.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the operator uploads a COA in the product editor; a file merely named .pdf is refused beside the field', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const product = (await (await request.post('/api/portal/product/getById', { data: { id: 3 } })).json()).data as { code: string; name: string };
  const page = await operatorPage(browser, baseURL);
  await adminSection(page, '商品目录').click();
  await page.getByLabel('搜索编号、名称或色号').fill(product.code);
  await page.getByRole('button', { name: '搜索商品' }).click();
  await page.getByRole('button', { name: `编辑 ${product.name}` }).click();
  await hydrated(page);

  const form = page.getByRole('form', { name: '资料上传表单' });
  await form.getByLabel('类型').selectOption({ label: 'COA 检验报告' });
  await form.getByLabel('标题').fill('检验报告 E2E');
  await form.getByLabel('版本日期').fill('2026-11-20');
  await form.getByLabel('批号（COA 必填）').fill('E2E-0001');
  const file = form.getByLabel('PDF 文件（不超过 10 MB）');
  await file.setInputFiles({ name: 'not-really.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>a web page</html>') });
  await form.getByRole('button', { name: '上传资料' }).click();
  await expect(file).toHaveAccessibleDescription('只能上传 PDF 文件');

  await file.setInputFiles({
    name: 'COA E2E-0001.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: '上传资料' }).click();
  const row = page.getByRole('row').filter({ hasText: '检验报告 E2E' });
  await expect(row).toContainText('COA');
  await expect(row).toContainText('E2E-0001');
  await expect(row).toContainText('COA E2E-0001.pdf');

  const answered = (await (await request.post('/api/portal/product/getById', { data: { id: 3 } })).json()).data as {
    documents: { type: string; url: string }[];
  };
  const coa = answered.documents.find((document) => document.type === 'coa')!;
  const downloaded = await request.get(coa.url);
  expect(downloaded.headers()['content-type']).toBe('application/pdf');
  expect((await downloaded.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  page.once('dialog', (dialog) => dialog.accept());
  await row.getByRole('button', { name: '删除“检验报告 E2E”' }).click();
  await expect(row).toHaveCount(0);
});
