import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { importColumns } from '../../src/schemas/catalog-import.ts';
import { pigmentRow, xlsxOf } from '../helpers/catalogue-sheet.ts';
import { adminSection, operatorPage } from './support/operator.ts';
import { test } from './support/test.ts';

const product = { nameZh: '浏览器导入测试蓝', nameEn: 'Browser import blue', applications: 'coatings' };

/** A real xlsx in the layout: one new product in two packs with the prices given. */
function catalogueXlsx(code: string, brand: string, category: string, secondPrice: string, firstPrice = '120.00'): Promise<Buffer> {
  return xlsxOf([
    pigmentRow({ code, packNumber: 1, size: '1kg', stock: 5 }, { brand, category }, { ...product, price: firstPrice }),
    pigmentRow({ code, packNumber: 2, size: '25kg', stock: 2 }, { brand, category }, { ...product, price: secondPrice }),
  ]);
}

/** A real catalogue of 5,000 rows (2,500 products in two packs) with two mistakes: a price that is not a number on sheet row 2,402, a negative stock on row 4,803. */
function largeCatalogueXlsx(code: string, brand: string, category: string): Promise<Buffer> {
  const rows = Array.from({ length: 2_500 }, (_, index) => [
    pigmentRow({ code: `${code}-${index}`, packNumber: 1, size: '1kg', stock: 5 }, { brand, category }, product),
    pigmentRow({ code: `${code}-${index}`, packNumber: 2, size: '25kg', stock: 2 }, { brand, category }, product),
  ]).flat();
  // Two header rows come first: the data's index i is sheet row i + 3.
  rows[2_399] = { ...rows[2_399]!, price: 'abc' };
  rows[4_800] = { ...rows[4_800]!, stock: '-3' };
  return xlsxOf(rows);
}

test('the operator previews a 5,000-row xlsx with its errors beside their rows, then applies a corrected file', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const page = await operatorPage(browser, baseURL);
  await adminSection(page, '商品目录').click();
  await page.getByRole('button', { name: '导入/导出' }).click();

  // The template names a real brand and category: take them from it for the test's own file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(await (await download).path());
  const exampleRow = template.worksheets[0]!.getRow(3).values as string[];
  const at = (key: string) => exampleRow[importColumns.findIndex((column) => column.key === key) + 1]!;

  const code = `E2E-${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  const chooser = page.getByLabel(/选择文件/);
  await chooser.setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await largeCatalogueXlsx(code, at('brand'), at('category')),
  });
  await page.getByRole('button', { name: '预览', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('发现 2 个错误', { timeout: 60_000 });
  await page.getByLabel('只看有错误的行').check();
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /^2402 / })).toContainText('价格（元）「abc」：价格须为大于零的数字，最多两位小数');
  await expect(page.getByRole('row', { name: /^4803 / })).toContainText('「-3」');
  await expect(page.getByRole('button', { name: '确认导入' })).toBeDisabled();

  await chooser.setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await catalogueXlsx(code, at('brand'), at('category'), '2250'),
  });
  await page.getByRole('button', { name: '预览', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('产品：新建 1');
  await expect(page.getByTestId('import-summary')).toContainText('规格：新建 2');
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText(/导入完成。产品：新建 1，更新 0。规格：新建 2/)).toBeVisible();

  // New prices: the 1 kg pack up 5 %, the 25 kg pack up 20 %. The preview shows each old → new, in yuan.
  await chooser.setInputFiles({
    name: 'catalogue.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await catalogueXlsx(code, at('brand'), at('category'), '2700', '126'),
  });
  await page.getByRole('button', { name: '预览', exact: true }).click();
  await expect(page.getByTestId('import-summary')).toContainText('规格：新建 0，更新 2');
  await page.getByLabel('只看有错误的行').uncheck();
  const previewRows = page.getByRole('table', { name: '导入预览' }).getByRole('row');
  await expect(previewRows).toHaveCount(3);
  await expect(page.getByRole('row', { name: /^4 / })).toContainText('价格（元）：¥2,250.00 → ¥2,700.00');
  await expect(page.getByRole('row', { name: /^4 / })).toContainText('每公斤价格：¥90.00 → ¥108.00');
  await expect(page.getByRole('row', { name: /^3 / })).toContainText('价格（元）：¥120.00 → ¥126.00');

  // Only the prices that moved by more than 10 %: the 25 kg pack.
  await page.getByLabel('只看价格变动超过（%）').fill('10');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page.getByTestId('price-filtered')).toContainText('1 个');
  await expect(previewRows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /^4 / })).toBeVisible();
  await page.getByLabel('只看价格变动超过（%）').fill('');
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(previewRows).toHaveCount(3);
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByText(/导入完成。产品：新建 0，更新 0。规格：新建 0，更新 2/)).toBeVisible();

  // The product is in the catalogue's list, unpublished.
  await page.getByRole('button', { name: '商品', exact: true }).click();
  await page.getByRole('searchbox', { name: '搜索编号、名称或色号' }).fill(code);
  await page.getByRole('button', { name: '搜索商品' }).click();
  await expect(page.getByText('浏览器导入测试蓝')).toBeVisible();
});
