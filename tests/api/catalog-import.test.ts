import { parse as parseCsv } from 'csv-parse/sync';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import zh from '../../i18n/zh.json' with { type: 'json' };
import { type ApplicationCode, applicationCodes, applicationLabels } from '../../src/schemas/applications.ts';
import type { AdminProductPage } from '../../src/schemas/catalog-admin.ts';
import { productKinds } from '../../src/schemas/catalog-admin.ts';
import { type ImportChanges, type ImportPreview, type ImportSummary, importColumns, importPreview } from '../../src/schemas/catalog-import.ts';
import { errors } from '../../src/schemas/errors.ts';
import { auditLog, brands, catalogImportPreviews, categories, productColours, products, skus, stockMovements } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { firstPlacement, pigmentRow, type SheetRow, sheetKeys, xlsxOf } from '../helpers/catalogue-sheet.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let customer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

/** Each spreadsheet call a few seconds after the last, as an operator makes them, within the per-admin rate limit. */
const later = () => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 5_000);
};

type Envelope<T> = { status: number; code: string; message: string; data: T };
const keys = sheetKeys;
type Row = SheetRow;

async function exportFile(format: 'xlsx' | 'csv', template = false, token = admin): Promise<Response> {
  later();
  return ctx.app.request('/api/admin/catalog/export', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accessToken: token },
    body: JSON.stringify({ format, template }),
  });
}

async function preview(
  bytes: Uint8Array,
  name: string,
  options: { createMissing?: boolean; token?: string; locale?: string } = {},
): Promise<Envelope<ImportPreview>> {
  later();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (options.createMissing) form.append('createMissing', 'true');
  const response = await ctx.app.request(
    '/api/admin/catalog/import/preview',
    { method: 'POST', headers: { accessToken: options.token ?? admin, 'accept-language': options.locale ?? 'en' }, body: form },
    { clientAddress: '127.0.0.1' },
  );
  return { status: response.status, ...((await response.json()) as Omit<Envelope<ImportPreview>, 'status'>) };
}

const apply = (previewId: string, token = admin) => {
  later();
  return ctx.post<{ summary: ImportSummary }>('/api/admin/catalog/import/apply', { previewId }, { token });
};

/** A CSV in the layout: Chinese headers, English keys, then the rows. */
function csvOf(rows: Partial<Row>[]): Uint8Array {
  const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  const lines = [importColumns.map((column) => column.zh), keys, ...rows.map((row) => keys.map((key) => row[key] ?? ''))];
  return new TextEncoder().encode(lines.map((line) => line.map(quote).join(',')).join('\r\n'));
}

let made = 0;
async function newRow(packNumber = 1, overrides: Partial<Row> = {}): Promise<Row> {
  const code = overrides.productCode ?? `IMP-${Date.now().toString(36)}-${made++}`;
  return pigmentRow({ code, packNumber, size: '25kg', stock: 40 }, await firstPlacement(ctx.db), overrides);
}

/** A pack with at least `minimum` in stock (after `afterId`), and its row of a catalogue export made now. */
async function exportedPack(minimum: number, afterId = 0): Promise<{ pack: typeof skus.$inferSelect; row: Row }> {
  const [pack] = await ctx.db.select().from(skus).where(sql`${skus.stock} >= ${minimum} and ${skus.id} > ${afterId}`).orderBy(asc(skus.id)).limit(1);
  const exported: string[][] = parseCsv(new TextDecoder().decode(new Uint8Array(await (await exportFile('csv')).arrayBuffer())), { bom: true });
  const line = exported.find((cells) => cells[keys.indexOf('packCode')] === pack!.code)!;
  return { pack: pack!, row: Object.fromEntries(keys.map((key, index) => [key, line[index]!])) as Row };
}

/** A sale since the export: the stock goes down, and the ledger with it. */
async function sell(skuId: number, quantity: number): Promise<void> {
  await ctx.db
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${quantity}` })
    .where(eq(skus.id, skuId));
  await ctx.db.insert(stockMovements).values({ skuId, delta: -quantity, reason: 'reserve', createdAt: ctx.clock.now });
}

const stockOf = async (skuId: number) => (await ctx.db.select({ stock: skus.stock, priceFen: skus.priceFen }).from(skus).where(eq(skus.id, skuId)))[0]!;

const packCount = async () => (await ctx.db.select({ n: count() }).from(skus))[0]!.n;
const productCount = async () => (await ctx.db.select({ n: count() }).from(products))[0]!.n;
const zeroChanges = (summary: ImportSummary) => ({
  products: { create: summary.products.create, update: summary.products.update },
  packs: { create: summary.packs.create, update: summary.packs.update },
  stockMovements: summary.stockMovements,
});
const nothing = { products: { create: 0, update: 0 }, packs: { create: 0, update: 0 }, stockMovements: 0 };

const zhMessages: Record<string, string> = zh;
const kindWords = {
  zh: Object.fromEntries(productKinds.map((kind) => [kind, zhMessages[`adminCatalog.kind.${kind}`]!])),
  en: Object.fromEntries(productKinds.map((kind) => [kind, (en as Record<string, string>)[`adminCatalog.kind.${kind}`]!])),
};

describe('catalogue export', () => {
  it('answers the xlsx as an attachment: Chinese headers, English keys beneath, one row per pack, a sheet explaining the columns', async () => {
    const response = await exportFile('xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="catalogue.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rowValues = (number: number) => (sheet.getRow(number).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    expect(rowValues(1)).toEqual(importColumns.map((column) => column.zh));
    expect(rowValues(2)).toEqual(keys);
    expect(sheet.actualRowCount - 2).toBe(await packCount());
    expect(workbook.getWorksheet('columns')!.actualRowCount).toBe(importColumns.length + 1);

    // A row carries its pack's values: numbers as number cells (the price in yuan shown with two decimals),
    // the kind and the applications as Chinese words, every other cell as text.
    const first = Object.fromEntries(keys.map((key, index) => [key, rowValues(3)[index]!])) as Row;
    const [pack] = await ctx.db.select().from(skus).where(eq(skus.code, first.packCode));
    const [product] = await ctx.db.select().from(products).where(eq(products.id, pack!.productId));
    const cell = (key: (typeof keys)[number]) => sheet.getRow(3).getCell(keys.indexOf(key) + 1);
    expect(first.productCode).toBe(product!.code);
    expect(cell('price').value).toBe(pack!.priceFen / 100);
    expect(cell('price').numFmt).toBe('0.00');
    for (const [key, value] of [
      ['netWeightGrams', pack!.netWeightGrams],
      ['stock', pack!.stock],
      ['exportedStock', pack!.stock],
    ] as const) {
      expect(typeof cell(key).value, key).toBe('number');
      expect(cell(key).value, key).toBe(value);
      expect(cell(key).numFmt, key).toBe('0');
    }
    const textKeys = keys.filter((key) => !['price', 'netWeightGrams', 'stock', 'exportedStock'].includes(key));
    for (const key of textKeys) expect(typeof cell(key).value, key).not.toBe('number');
    expect(first.kind).toBe(zhMessages[`adminCatalog.kind.${product!.kind}`]);
    expect(first.applications).toBe(product!.applicability.map((code) => applicationLabels[code as ApplicationCode].zh).join('、'));
    expect(first.category.split(' › ')).toHaveLength(4);
    expect(first.naturalHex).toMatch(/^#[0-9a-f]{6}$/);
    // Every data row's numbers are number cells.
    for (let number = 3; number <= sheet.actualRowCount; number++) {
      const row = sheet.getRow(number);
      for (const key of ['price', 'netWeightGrams', 'stock', 'exportedStock'] as const) expect(typeof row.getCell(keys.indexOf(key) + 1).value).toBe('number');
    }
  });

  it('answers a UTF-8 CSV with a byte-order mark, and a template with two example rows', async () => {
    const csv = new Uint8Array(await (await exportFile('csv')).arrayBuffer());
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parseCsv(new TextDecoder().decode(csv), { bom: true });
    expect(records[0]).toEqual(importColumns.map((column) => column.zh));
    expect(records.length - 2).toBe(await packCount());
    // The CSV writes the same cells as text: the price with its two decimals, the kind in Chinese words.
    const [firstPack] = await ctx.db
      .select()
      .from(skus)
      .where(eq(skus.code, records[2]![keys.indexOf('packCode')]!));
    expect(records[2]![keys.indexOf('price')]).toBe((firstPack!.priceFen / 100).toFixed(2));
    expect(records[2]![keys.indexOf('stock')]).toBe(String(firstPack!.stock));
    expect(Object.values(kindWords.zh)).toContain(records[2]![keys.indexOf('kind')]);

    const template = await exportFile('xlsx', true);
    expect(template.headers.get('content-disposition')).toBe('attachment; filename="catalogue-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await template.arrayBuffer());
    expect(workbook.worksheets[0]!.actualRowCount).toBe(4);
    // The template imports cleanly: one product, two packs to create.
    const previewed = await preview(new Uint8Array(await (await exportFile('csv', true)).arrayBuffer()), 'template.csv');
    expect(previewed.data.errors).toEqual([]);
    expect(previewed.data.summary.products.create).toBe(1);
    expect(previewed.data.summary.packs.create).toBe(2);
  });

  it('is for admins only: no token is 000004, a customer is forbidden', async () => {
    expect((await ctx.post('/api/admin/catalog/export', { format: 'csv' })).code).toBe(errors.sessionInvalid.code);
    const refused = (await (await exportFile('csv', false, customer)).json()) as { code: string };
    expect(refused.code).toBe(errors.forbidden.code);
    const previewed = await preview(csvOf([await newRow()]), 'x.csv', { token: customer });
    expect(previewed.code).toBe(errors.forbidden.code);
    expect((await apply(crypto.randomUUID(), customer)).code).toBe(errors.forbidden.code);
  });
});

describe('catalogue import', () => {
  it('round trip: importing the export (xlsx, CSV, and the CSV saved as GB18030) previews no change and no error', async () => {
    const products = await productCount();
    const packs = await packCount();
    for (const [format, encode] of [
      ['xlsx', (bytes: Uint8Array) => bytes],
      ['csv', (bytes: Uint8Array) => bytes],
      ['csv', (bytes: Uint8Array) => new Uint8Array(iconv.encode(new TextDecoder().decode(bytes), 'gb18030'))],
    ] as const) {
      const exported = new Uint8Array(await (await exportFile(format)).arrayBuffer());
      const previewed = await preview(encode(exported), `catalogue.${format}`);
      expect(previewed.code, previewed.message).toBe('000000');
      expect(importPreview.safeParse(previewed.data).success).toBe(true);
      expect(previewed.data.errors).toEqual([]);
      expect(previewed.data.changes).toEqual([]);
      expect(zeroChanges(previewed.data.summary)).toEqual(nothing);
      expect(previewed.data.summary.products.unchanged).toBe(products);
      expect(previewed.data.summary.packs.unchanged).toBe(packs);
    }
  });

  it('round trip with the words rewritten: codes (as older sheets wrote them) and English words preview no change', async () => {
    const exported: string[][] = parseCsv(new TextDecoder().decode(new Uint8Array(await (await exportFile('csv')).arrayBuffer())), { bom: true });
    const codeOfKind = new Map(productKinds.map((kind) => [kindWords.zh[kind]!, kind]));
    const codeOfUse = new Map(applicationCodes.map((code) => [applicationLabels[code].zh, code]));
    const rewritten = (kind: (code: string) => string, uses: (codes: string[]) => string) =>
      exported.slice(2).map(
        (cells) =>
          Object.fromEntries(
            keys.map((key, index) => {
              const cell = cells[index]!;
              if (key === 'kind') return [key, kind(codeOfKind.get(cell)!)];
              if (key === 'applications') return [key, uses(cell === '' ? [] : cell.split('、').map((word) => codeOfUse.get(word)!))];
              return [key, cell];
            }),
          ) as Partial<Row>,
      );
    const asCodes = rewritten(
      (code) => code,
      (codes) => codes.join(', '),
    );
    const asEnglish = rewritten(
      (code) => kindWords.en[code]!.toUpperCase(),
      (codes) => codes.map((code) => applicationLabels[code as ApplicationCode].en).join(', '),
    );
    expect(asCodes[0]!.kind).toMatch(/^(inorganic|organic|dye|paste)$/);
    for (const [name, rows] of [
      ['codes', asCodes],
      ['English words', asEnglish],
    ] as const) {
      const previewed = await preview(csvOf(rows), 'rewritten.csv');
      expect(previewed.data.errors, name).toEqual([]);
      expect(previewed.data.changes, name).toEqual([]);
    }
  });

  it('reads Chinese text from a GB18030 CSV as Excel in China saves it', async () => {
    const row = await newRow(1, { nameZh: '群青蓝（测试）' });
    const text = new TextDecoder().decode(csvOf([row]));
    const gb = new Uint8Array(iconv.encode(text, 'gb18030'));
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(gb)).toThrow();
    const previewed = await preview(gb, 'gb.csv');
    expect(previewed.data.errors).toEqual([]);
    expect(previewed.data.summary.products.create).toBe(1);
    await apply(previewed.data.previewId);
    const [stored] = await ctx.db.select({ nameZh: products.nameZh }).from(products).where(eq(products.code, row.productCode));
    expect(stored!.nameZh).toBe('群青蓝（测试）');
  });

  it('lists every error with its row, column, value and message, and writes nothing', async () => {
    const [existingPack] = await ctx.db.select({ code: skus.code }).from(skus).orderBy(asc(skus.id)).limit(1);
    const good = await newRow(1);
    const rows = [
      await newRow(1, { brand: 'No such brand' }), // row 3
      await newRow(1, { category: 'A › B › C › D' }), // row 4
      await newRow(1, { price: 'abc' }), // row 5
      await newRow(1, { stock: '-3' }), // row 6
      await newRow(1, { naturalHex: '#12345' }), // row 7
      good, // row 8
      { ...good, packCode: good.packCode }, // row 9: the same pack code again
      { ...good, packCode: `${good.productCode}-2`, nameEn: 'Another name' }, // row 10: the product's columns differ
      await newRow(1, { packCode: existingPack!.code }), // row 11: a pack of another product
      await newRow(1, { kind: 'metal', published: 'maybe' }), // row 12
    ];
    const before = { products: await productCount(), packs: await packCount() };
    const previewed = await preview(csvOf(rows), 'errors.csv');
    expect(previewed.code).toBe('000000');
    const found = previewed.data.errors.map(({ row, column, value, issue }) => ({ row, column, value, issue }));
    expect(found).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'brand', value: 'No such brand', issue: 'unknownBrand' },
        { row: 4, column: 'category', value: 'A › B › C › D', issue: 'unknownCategory' },
        { row: 5, column: 'price', value: 'abc', issue: 'badPrice' },
        { row: 6, column: 'stock', value: '-3', issue: 'badStock' },
        { row: 7, column: 'naturalHex', value: '#12345', issue: 'badHex' },
        { row: 9, column: 'packCode', value: good.packCode, issue: 'duplicatePackCode' },
        { row: 10, column: 'nameEn', value: 'Another name', issue: 'productMismatch' },
        { row: 11, column: 'packCode', value: existingPack!.code, issue: 'packOfOtherProduct' },
        { row: 12, column: 'kind', value: 'metal', issue: 'badKind' },
        { row: 12, column: 'published', value: 'maybe', issue: 'badFlag' },
      ]),
    );
    expect(previewed.data.errors.find((error) => error.issue === 'badPrice')!.message).toBe('The price must be a number above zero with at most two decimals');
    const zh = await preview(csvOf(rows), 'errors.csv', { locale: 'zh' });
    expect(zh.data.errors.find((error) => error.issue === 'badStock')!.message).toBe('库存须为不小于零的整数');
    expect({ products: await productCount(), packs: await packCount() }).toEqual(before);

    // A preview with errors cannot be applied.
    const refused = await apply(previewed.data.previewId);
    expect(refused.code).toBe(errors.importHasErrors.code);
    expect({ products: await productCount(), packs: await packCount() }).toEqual(before);
  });

  it('applies in one go: creates and updates by code, writes stock movements and the audit log, raises the unpublished hint; twice changes nothing', async () => {
    const [target] = await ctx.db.select().from(skus).orderBy(asc(skus.id)).limit(1);
    const exported: string[][] = parseCsv(new TextDecoder().decode(new Uint8Array(await (await exportFile('csv')).arrayBuffer())), { bom: true });
    const targetRow = Object.fromEntries(
      keys.map((key, index) => [key, exported.find((line) => line[keys.indexOf('packCode')] === target!.code)![index]!]),
    ) as Row;
    const changedRow: Row = { ...targetRow, price: '999.50', stock: String(target!.stock + 7), packLabelEn: 'Changed label' };
    const first = await newRow(1, { stock: '12' });
    const second = {
      ...first,
      packCode: `${first.productCode}-2`,
      packLabelZh: '1公斤/袋',
      packLabelEn: '1 kg/bag',
      netWeightGrams: '1000',
      price: '120',
      stock: '0',
    };

    const previewed = await preview(await xlsxOf([changedRow, first, second]), 'changes.xlsx');
    expect(previewed.data.errors).toEqual([]);
    expect(previewed.data.summary).toMatchObject({
      products: { create: 1, update: 0, unchanged: 1 },
      packs: { create: 2, update: 1, unchanged: 0 },
      stockMovements: 2,
    });
    expect(previewed.data.changes).toEqual(
      expect.arrayContaining([
        {
          row: 3,
          kind: 'pack',
          code: target!.code,
          action: 'update',
          fields: expect.arrayContaining(['packLabelEn', 'price', 'stock']),
          values: expect.arrayContaining([{ field: 'price', old: target!.priceFen, new: 99_950 }]),
        },
      ]),
    );
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60_000);
    const applied = await apply(previewed.data.previewId);
    expect(applied.code, applied.message).toBe('000000');

    const [updated] = await ctx.db.select().from(skus).where(eq(skus.id, target!.id));
    expect(updated).toMatchObject({ priceFen: 99_950, stock: target!.stock + 7, labelEn: 'Changed label' });
    const [created] = await ctx.db.select().from(products).where(eq(products.code, first.productCode));
    expect(created).toMatchObject({ nameZh: first.nameZh, published: false, applicability: ['coatings', 'inks'] });
    expect(await ctx.db.select({ hex: productColours.hex }).from(productColours).where(eq(productColours.productId, created!.id))).toHaveLength(2);
    const newPacks = await ctx.db.select().from(skus).where(eq(skus.productId, created!.id)).orderBy(asc(skus.sort));
    expect(newPacks.map((pack) => [pack.code, pack.priceFen, pack.pricePerKgFen, pack.stock])).toEqual([
      [first.packCode, 225_000, 9_000, 12],
      [second.packCode, 12_000, 12_000, 0],
    ]);
    const movements = await ctx.db
      .select({ skuId: stockMovements.skuId, delta: stockMovements.delta })
      .from(stockMovements)
      .where(eq(stockMovements.reason, 'import'));
    expect(movements).toEqual(
      expect.arrayContaining([
        { skuId: target!.id, delta: 7 },
        { skuId: newPacks[0]!.id, delta: 12 },
      ]),
    );
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalog/import/apply'), eq(auditLog.targetId, previewed.data.previewId)));
    expect(audit!.details).toMatchObject({ packs: { create: 2, update: 1 } });
    // The product list's "unpublished changes" time moves to the import.
    const list = await ctx.post<AdminProductPage>('/api/admin/catalog/product/list', {}, { token: admin });
    expect(list.data.lastChangedAt).toBe(ctx.clock.now.toISOString());

    // Applying the same preview again, or previewing the same file again, changes nothing.
    const movementsBefore = (await ctx.db.select({ n: count() }).from(stockMovements))[0]!.n;
    const again = await apply(previewed.data.previewId);
    expect(zeroChanges(again.data.summary)).toEqual(nothing);
    expect((await ctx.db.select({ n: count() }).from(stockMovements))[0]!.n).toBe(movementsBefore);
    const repeat = await preview(await xlsxOf([changedRow, first, second]), 'changes.xlsx');
    expect(zeroChanges(repeat.data.summary)).toEqual(nothing);

    // Every pack's ledger still sums to its stock.
    const mismatches = await ctx.db.execute(sql`
      select s.id from ${skus} s left join ${stockMovements} m on m.sku_id = s.id
      group by s.id, s.stock having s.stock <> coalesce(sum(m.delta), 0)`);
    expect(Array.isArray(mismatches) ? mismatches : (mismatches as { rows: unknown[] }).rows).toEqual([]);
  });

  it('creates the missing brand and category only when the operator ticks it', async () => {
    const row = await newRow(1, { brand: 'Brand from the sheet', category: '导入分类 › Level two › Level three › Level four' });
    const unticked = await preview(csvOf([row]), 'new.csv');
    expect(unticked.data.errors.map((error) => error.issue).sort()).toEqual(['unknownBrand', 'unknownCategory']);
    const ticked = await preview(csvOf([row]), 'new.csv', { createMissing: true });
    expect(ticked.data.errors).toEqual([]);
    expect(ticked.data.summary.brandsToCreate).toEqual(['Brand from the sheet']);
    expect(ticked.data.summary.categoriesToCreate).toEqual(['导入分类 › Level two › Level three › Level four']);
    expect((await apply(ticked.data.previewId)).code).toBe('000000');
    const [product] = await ctx.db.select().from(products).where(eq(products.code, row.productCode));
    const [brand] = await ctx.db.select().from(brands).where(eq(brands.id, product!.brandId));
    const [leaf] = await ctx.db.select().from(categories).where(eq(categories.id, product!.categoryId));
    expect([brand!.nameZh, leaf!.nameZh, leaf!.level]).toEqual(['Brand from the sheet', 'Level four', 4]);
    // Applying again creates neither again.
    expect(zeroChanges((await apply(ticked.data.previewId)).data.summary)).toEqual(nothing);
    expect((await ctx.db.select({ n: count() }).from(brands).where(eq(brands.nameZh, 'Brand from the sheet')))[0]!.n).toBe(1);
  });

  it('refuses an unknown or expired preview, an unreadable file, and keeps previews in the database', async () => {
    expect((await apply(crypto.randomUUID())).code).toBe(errors.importPreviewGone.code);
    const previewed = await preview(csvOf([await newRow()]), 'one.csv');
    expect((await ctx.db.select({ n: count() }).from(catalogImportPreviews).where(eq(catalogImportPreviews.id, previewed.data.previewId)))[0]!.n).toBe(1);
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 31 * 60_000);
    expect((await apply(previewed.data.previewId)).code).toBe(errors.importPreviewGone.code);
    ctx.clock.now = saved;
    const broken = await preview(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx');
    expect(broken.code).toBe(errors.importFileUnreadable.code);
  });

  it('an older sheet leaves stock sold since its export alone: a stock the sheet does not change is no change', async () => {
    const { pack, row } = await exportedPack(5);
    await sell(pack.id, 3);
    const previewed = await preview(csvOf([{ ...row, price: '777.00' }]), 'older.csv');
    expect(previewed.data.errorCount).toBe(0);
    expect(previewed.data.stockChangedSinceExportCount).toBe(0);
    expect(previewed.data.changes).toEqual([expect.objectContaining({ code: pack.code, fields: ['price'] })]);
    expect(previewed.data.summary.stockMovements).toBe(0);
    expect((await apply(previewed.data.previewId)).code).toBe('000000');
    expect(await stockOf(pack.id)).toMatchObject({ stock: pack.stock - 3, priceFen: 77_700 });
  });

  it('lists a pack whose stock the sheet changes but which sold since the export; keeps its stock unless the operator chooses the sheet', async () => {
    const first = await exportedPack(5);
    const second = await exportedPack(5, first.pack.id);
    for (const { pack } of [first, second]) await sell(pack.id, 2);
    const sheet = [first, second].map(({ row, pack }) => ({ ...row, stock: String(pack.stock + 10) }));
    const both = await preview(csvOf(sheet), 'both.csv');
    expect(both.data.stockChangedSinceExportCount).toBe(2);
    expect(both.data.stockChangedSinceExport).toEqual(
      [first, second].map(({ pack }) => ({
        row: expect.any(Number),
        code: pack.code,
        exportedStock: pack.stock,
        currentStock: pack.stock - 2,
        sheetStock: pack.stock + 10,
      })),
    );

    // Kept: the default, and the choice that says so.
    const kept = await preview(csvOf([sheet[0]!]), 'kept.csv');
    const keptAnswer = await ctx.post('/api/admin/catalog/import/apply', { previewId: kept.data.previewId }, { token: admin });
    expect(keptAnswer.code).toBe('000000');
    expect((await stockOf(first.pack.id)).stock).toBe(first.pack.stock - 2);

    // The sheet's number, when the operator chooses it: the ledger records the difference from the stock now.
    later();
    const chosen = await preview(csvOf([sheet[1]!]), 'chosen.csv');
    later();
    const chosenAnswer = await ctx.post<{ summary: ImportSummary }>(
      '/api/admin/catalog/import/apply',
      { previewId: chosen.data.previewId, stockChangedSinceExport: 'useSheet' },
      { token: admin },
    );
    expect(chosenAnswer.code).toBe('000000');
    expect(chosenAnswer.data.summary.stockMovements).toBe(1);
    expect((await stockOf(second.pack.id)).stock).toBe(second.pack.stock + 10);
    const [movement] = await ctx.db
      .select({ delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.skuId, second.pack.id), eq(stockMovements.reason, 'import')))
      .orderBy(sql`${stockMovements.id} desc`)
      .limit(1);
    expect(movement!.delta).toBe(12);
  });

  it('a sheet without the exported-stock column sets the stock as written, as before', async () => {
    const { pack, row } = await exportedPack(5);
    await sell(pack.id, 1);
    const olderKeys = keys.filter((key) => key !== 'exportedStock');
    const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const lines = [olderKeys, [...olderKeys.map((key) => (key === 'stock' ? String(pack.stock + 5) : row[key]))]];
    const previewed = await preview(new TextEncoder().encode(lines.map((line) => line.map(quote).join(',')).join('\r\n')), 'older-layout.csv');
    expect(previewed.data.errorCount).toBe(0);
    expect((await apply(previewed.data.previewId)).code).toBe('000000');
    expect((await stockOf(pack.id)).stock).toBe(pack.stock + 5);
  });

  it('imports a 5,000-row xlsx made here', { timeout: 300_000 }, async () => {
    const base = await newRow();
    const rows: Row[] = [];
    for (let product = 0; product < 2_500; product++) {
      const code = `BULK-${product}`;
      for (const pack of [1, 2]) rows.push({ ...base, productCode: code, nameEn: `Bulk ${product}`, packCode: `${code}-${pack}`, stock: String(pack * 3) });
    }
    const before = await packCount();
    const previewed = await preview(await xlsxOf(rows), 'bulk.xlsx');
    expect(previewed.code, previewed.message).toBe('000000');
    expect(previewed.data.summary).toMatchObject({ rowCount: 5_000, products: { create: 2_500 }, packs: { create: 5_000 } });
    const applied = await apply(previewed.data.previewId);
    expect(applied.code, applied.message).toBe('000000');
    expect(await packCount()).toBe(before + 5_000);
  });
});

describe('a sheet an operator can read', () => {
  // Past the per-admin window of sheet jobs an earlier test opened while its clock was half an hour ahead.
  beforeAll(() => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60 * 60_000);
  });
  const storedProduct = async (code: string) => (await ctx.db.select().from(products).where(eq(products.code, code)))[0]!;

  it('reads the kind and the applications as Chinese words, English words (any case) or codes', async () => {
    const rows = [
      await newRow(1, { kind: '无机颜料', applications: '涂料、塑料' }),
      await newRow(1, { kind: 'organic pigment', applications: 'Automotive coatings, Inks；Textile dyeing' }),
      await newRow(1, { kind: 'Dye', applications: 'coatings inks' }),
      await newRow(1, { kind: ' 色浆 ', applications: '' }),
    ];
    const previewed = await preview(await xlsxOf(rows), 'words.xlsx');
    expect(previewed.data.errors).toEqual([]);
    expect((await apply(previewed.data.previewId)).code).toBe('000000');
    const stored = await Promise.all(rows.map((row) => storedProduct(row.productCode)));
    expect(stored.map(({ kind, applicability }) => [kind, applicability])).toEqual([
      ['inorganic', ['coatings', 'plastics']],
      ['organic', ['automotive', 'inks', 'textiles']],
      ['dye', ['coatings', 'inks']],
      ['paste', []],
    ]);
  });

  it('refuses a kind or a use it does not know, in either language', async () => {
    const previewed = await preview(
      csvOf([await newRow(1, { kind: '金属颜料' }), await newRow(1, { applications: '涂料、火箭' }), await newRow(1, { applications: 'coatings rockets' })]),
      'unknown-words.csv',
      { locale: 'zh' },
    );
    expect(previewed.data.errors.map(({ row, column, issue }) => ({ row, column, issue }))).toEqual([
      { row: 3, column: 'kind', issue: 'badKind' },
      { row: 4, column: 'applications', issue: 'badApplication' },
      { row: 5, column: 'applications', issue: 'badApplication' },
    ]);
    expect(previewed.data.errors[0]!.message).toContain('有机颜料');
  });

  it('previews each changed cell of an update with its value now and after applying, money in fen', async () => {
    const { pack, row } = await exportedPack(1);
    const product = (await ctx.db.select().from(products).where(eq(products.id, pack.productId)))[0]!;
    const otherKind = product.kind === 'dye' ? 'paste' : 'dye';
    const newPriceFen = pack.priceFen + 1_234;
    const newGrams = pack.netWeightGrams * 2;
    const changed: Row = {
      ...row,
      kind: kindWords.zh[otherKind]!,
      applications: '油墨、陶瓷',
      published: row.published === '是' ? '否' : '是',
      price: (newPriceFen / 100).toFixed(2),
      netWeightGrams: String(newGrams),
      stock: String(pack.stock + 3),
    };
    const previewed = await preview(await xlsxOf([changed]), 'old-new.xlsx');
    expect(previewed.data.errors).toEqual([]);
    expect(importPreview.safeParse(previewed.data).success).toBe(true);
    const productChange = previewed.data.changes.find((change) => change.kind === 'product')!;
    expect(productChange.fields.sort()).toEqual(['applications', 'kind', 'published']);
    expect(productChange.values).toEqual(
      expect.arrayContaining([
        { field: 'kind', old: product.kind, new: otherKind },
        { field: 'applications', old: product.applicability, new: ['inks', 'ceramics'] },
        { field: 'published', old: product.published, new: !product.published },
      ]),
    );
    const packChange = previewed.data.changes.find((change) => change.kind === 'pack')!;
    expect(packChange).toMatchObject({ code: pack.code, action: 'update' });
    expect(packChange.fields.sort()).toEqual(['netWeightGrams', 'price', 'stock']);
    expect(packChange.values).toEqual(
      expect.arrayContaining([
        { field: 'price', old: pack.priceFen, new: newPriceFen },
        { field: 'netWeightGrams', old: pack.netWeightGrams, new: newGrams },
        { field: 'stock', old: pack.stock, new: pack.stock + 3 },
        { field: 'pricePerKg', old: pack.pricePerKgFen, new: Math.max(1, Math.round((newPriceFen * 1000) / newGrams)) },
      ]),
    );
    expect(packChange.values).toHaveLength(4);
  });

  it('lists only the packs whose price or per-kg price moves by more than a percent, either way', async () => {
    const first = await exportedPack(1);
    const second = await exportedPack(1, first.pack.id);
    const third = await exportedPack(1, second.pack.id);
    const fourth = await exportedPack(1, third.pack.id);
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const sheet = [
      { ...first.row, price: yuan(Math.round(first.pack.priceFen * 1.05)) }, // up 5 %
      { ...second.row, price: yuan(Math.round(second.pack.priceFen * 0.8)) }, // down 20 %
      { ...third.row, stock: String(third.pack.stock + 1) }, // no price
      { ...fourth.row, netWeightGrams: String(fourth.pack.netWeightGrams * 2) }, // per kg halved, price the same
    ];
    const previewed = await preview(csvOf(sheet), 'prices.csv');
    expect(previewed.data.errors).toEqual([]);
    expect(previewed.data.changeCount).toBe(4);
    const filtered = async (percent: number, previewId = previewed.data.previewId) => {
      later();
      return ctx.post<ImportChanges>('/api/admin/catalog/import/changes', { previewId, priceChangeOverPercent: percent }, { token: admin });
    };
    const codes = async (percent: number) => {
      const answer = await filtered(percent);
      expect(answer.code, answer.message).toBe('000000');
      expect(answer.data.changeCount).toBe(answer.data.changes.length);
      return answer.data.changes.map((change) => change.code);
    };
    expect(await codes(10)).toEqual([second.pack.code, fourth.pack.code]);
    expect(await codes(30)).toEqual([fourth.pack.code]);
    expect(await codes(0)).toEqual([first.pack.code, second.pack.code, fourth.pack.code]);
    expect(await codes(60)).toEqual([]);
    const answer = await filtered(10);
    expect(answer.data.changes[0]!.values).toEqual(
      expect.arrayContaining([{ field: 'price', old: second.pack.priceFen, new: Math.round(second.pack.priceFen * 0.8) }]),
    );

    // Nothing is applied by filtering; an unknown preview or a negative percent is refused.
    expect(await stockOf(first.pack.id)).toMatchObject({ priceFen: first.pack.priceFen });
    expect((await filtered(10, crypto.randomUUID())).code).toBe(errors.importPreviewGone.code);
    expect((await filtered(-1)).code).toBe(errors.validation.code);
    const refused = await ctx.post(
      '/api/admin/catalog/import/changes',
      { previewId: previewed.data.previewId, priceChangeOverPercent: 10 },
      { token: customer },
    );
    expect(refused.code).toBe(errors.forbidden.code);
  });
});
