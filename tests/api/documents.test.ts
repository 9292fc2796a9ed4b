import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductDetail, type ProductListOutput, productDetail } from '../../src/schemas/catalog.ts';
import type { AdminProduct } from '../../src/schemas/catalog-admin.ts';
import { type AdminDocument, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_PRODUCT } from '../../src/schemas/documents.ts';
import { errors } from '../../src/schemas/errors.ts';
import { auditLog, productDocuments, products, uploads } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { safetySheetSections } from '../../src/server/services/documents/safety-sheet.ts';
import { heading } from '../../src/server/services/pdf/layout.ts';
import { renderPdf } from '../../src/server/services/pdf/render.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
let productId: number;
let coa: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
  productId = (await productsInShop(0, 1))[0]!.id;
  coa = await renderPdf({ title: 'COA', author: 'test', language: 'zh', queue: 'paperwork' }, (doc) => heading(doc, '检验报告 批号 B2611-07'));
});
afterAll(() => ctx.close());

type Fields = Record<string, string>;
const coaFields = (extra: Fields = {}): Fields => ({
  productId: String(productId),
  type: 'coa',
  language: 'zh',
  title: '检验报告',
  versionDate: '2026-11-20',
  batchNo: 'B2611-07',
  ...extra,
});

async function send<T>(path: 'upload' | 'replace', fields: Fields, file: { bytes: Uint8Array; name: string } | null, token = admin) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const response = await ctx.app.request(`/api/admin/catalog/document/${path}`, { method: 'POST', body: form, headers: { accessToken: token } });
  return { status: response.status, ...((await response.json()) as { code: string; message: string; data: T }) };
}
const upload = (fields: Fields, bytes: Uint8Array = coa, name = '检验报告 B2611-07.pdf', token = admin) =>
  send<AdminDocument & { issues?: { path: string }[] }>('upload', fields, { bytes, name }, token);

async function detail(locale: 'zh' | 'en' = 'zh'): Promise<ProductDetail> {
  await ctx.changesHeard();
  return productDetail.parse((await ctx.post('/api/portal/product/getById', { id: productId }, { locale })).data);
}
/** Products in the shop (published, not retired) by id, from the `offset`th: each test takes its own. */
const productsInShop = (offset: number, limit: number) =>
  ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.published, true), isNull(products.retiredAt)))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
const download = (url: string) => ctx.app.request(url);
const storedFiles = () => (existsSync(join(ctx.uploadDir, 'documents')) ? readdirSync(join(ctx.uploadDir, 'documents')) : []);

describe('the seeded data sheets', () => {
  it('getById answers a TDS and an SDS in each language, the asked language first', async () => {
    const zh = await detail('zh');
    expect(zh.documents.map((document) => [document.type, document.language])).toEqual([
      ['tds', 'zh'],
      ['sds', 'zh'],
      ['tds', 'en'],
      ['sds', 'en'],
    ]);
    const en = await detail('en');
    expect(en.documents.map((document) => document.language)).toEqual(['en', 'en', 'zh', 'zh']);
    for (const document of zh.documents) {
      expect(document.url).toMatch(/^\/api\/documents\/\d+\/[0-9a-f]{16}\.pdf$/);
      expect(document.versionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(zh.documents[1]!.title).toContain('安全技术说明书');
    expect(en.documents[1]!.title).toContain('Safety Data Sheet');
  });

  it('an SDS downloads as a PDF with its 16 sections, the Chinese name and Colour Index data, cached for good', async () => {
    const before = await detail('zh');
    const sds = before.documents.find((document) => document.type === 'sds' && document.language === 'zh')!;
    expect(sds.sizeBytes).toBeNull();
    const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));

    const response = await download(sds.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const disposition = response.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=@-]+\.pdf$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${product!.nameZh} 安全技术说明书 (${sds.versionDate}).pdf`);
    expect(disposition).toContain(`filename="${product!.code}_SDS_zh_${sds.versionDate}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(bytes);
    expect(text).toContain(product!.nameZh);
    expect(text).toContain(product!.ciName!);
    for (const [index, section] of safetySheetSections.zh.entries()) expect(text).toContain(`${index + 1} ${section}`);

    // Made once: its size is then answered, and the second download is the same file.
    expect((await detail('zh')).documents.find((document) => document.url === sds.url)!.sizeBytes).toBe(bytes.length);
    expect(new Uint8Array(await (await download(sds.url)).arrayBuffer())).toEqual(bytes);
  });

  it('the English TDS carries the Colour Index name, number and properties', async () => {
    const tds = (await detail('en')).documents.find((document) => document.type === 'tds' && document.language === 'en')!;
    const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
    const text = await pdfText(new Uint8Array(await (await download(tds.url)).arrayBuffer()));
    for (const expected of [
      'Technical Data Sheet',
      product!.nameEn,
      product!.ciName!,
      `C.I. ${product!.ciNumber}`,
      'Heat resistance',
      'Recommended applications',
    ])
      expect(text).toContain(expected);
  });

  it('an address with another key, or of no document, is not found', async () => {
    const [document] = (await detail()).documents;
    expect((await download(document!.url.replace(/[0-9a-f]{16}\.pdf$/, '0000000000000000.pdf'))).status).toBe(404);
    expect((await download('/api/documents/999999/0000000000000000.pdf')).status).toBe(404);
    expect((await download('/api/documents/1/../../etc.pdf')).status).toBe(404);
  });

  it('a client has at most 20 sheets made a minute; sheets already made still download, and another client is not held up', async () => {
    const others = await productsInShop(20, 6);
    const urls: string[] = [];
    for (const { id } of others) {
      const answer = await ctx.post<ProductDetail>('/api/portal/product/getById', { id });
      urls.push(...answer.data.documents.map((document) => document.url));
    }
    expect(urls.length).toBeGreaterThan(20);
    const from = (url: string, clientAddress: string) => ctx.app.request(url, {}, { clientAddress });
    const statuses = [];
    for (const url of urls.slice(0, 21)) statuses.push((await from(url, '198.51.100.9')).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await from(urls[0]!, '198.51.100.9')).status).toBe(200);
    expect((await from(urls[20]!, '198.51.100.10')).status).toBe(200);
  });

  it('an unpublished product’s documents are not found', async () => {
    const [document] = (await detail()).documents;
    await ctx.db.update(products).set({ published: false }).where(eq(products.id, productId));
    try {
      expect((await download(document!.url)).status).toBe(404);
    } finally {
      await ctx.db.update(products).set({ published: true }).where(eq(products.id, productId));
    }
    expect((await download(document!.url)).status).toBe(200);
  });
});

describe('the operator’s documents', () => {
  it('uploads a PDF: it is listed, downloads as sent and is audited with its file name', async () => {
    const answer = await upload(coaFields());
    expect(answer.code).toBe('000000');
    expect(answer.data).toMatchObject({
      type: 'coa',
      language: 'zh',
      batchNo: 'B2611-07',
      sizeBytes: coa.length,
      fileName: '检验报告 B2611-07.pdf',
      generated: false,
    });

    const listed = (await detail()).documents.find((document) => document.type === 'coa')!;
    expect(listed).toEqual({
      type: 'coa',
      language: 'zh',
      title: '检验报告',
      versionDate: '2026-11-20',
      batchNo: 'B2611-07',
      url: answer.data.url,
      sizeBytes: coa.length,
    });
    const response = await download(listed.url);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(coa));
    expect(decodeURIComponent(response.headers.get('content-disposition')!.split("UTF-8''")[1]!)).toBe('检验报告 B2611-07 (2026-11-20).pdf');

    const editing = (await ctx.post<AdminProduct>('/api/admin/catalog/product/get', { id: productId }, { token: admin })).data;
    expect(editing.documents.map((document) => document.id)).toContain(answer.data.id);
    const [audited] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'catalog/document/upload'));
    expect(audited).toMatchObject({ targetId: String(productId) });
    expect(audited!.details).toMatchObject({ type: 'coa', batchNo: 'B2611-07', file: { name: '检验报告 B2611-07.pdf', bytes: coa.length } });
  });

  it('refuses a file that is no PDF whatever its name, one over 10 MiB, and a COA without its batch', async () => {
    const rows = await ctx.db.select().from(productDocuments);
    const files = storedFiles();
    const notPdf = await upload(coaFields(), new TextEncoder().encode('<html>not a pdf</html>'), 'report.pdf');
    expect([notPdf.status, notPdf.code]).toEqual([400, errors.documentNotPdf.code]);

    const justOver = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    justOver.set(coa.subarray(0, 5));
    const tooBig = await upload(coaFields(), justOver);
    expect([tooBig.status, tooBig.code]).toEqual([413, errors.documentTooLarge.code]);
    const farOver = await upload(coaFields(), new Uint8Array(MAX_DOCUMENT_BYTES + 200_000));
    expect([farOver.status, farOver.code]).toEqual([413, errors.documentTooLarge.code]);

    const noBatch = await upload(coaFields({ batchNo: '' }));
    expect(noBatch.code).toBe(errors.validation.code);
    expect(noBatch.data.issues).toMatchObject([{ path: 'batchNo' }]);
    const badDate = await upload(coaFields({ versionDate: '2026-02-30' }));
    expect(badDate.data.issues).toMatchObject([{ path: 'versionDate' }]);
    expect((await send('upload', coaFields(), null)).code).toBe(errors.validation.code);

    expect(await ctx.db.select().from(productDocuments)).toHaveLength(rows.length);
    expect(storedFiles()).toEqual(files);
  });

  it('refuses the document past the product’s limit without storing its file or counting it', async () => {
    const [full] = await productsInShop(40, 1);
    const [template] = await ctx.db.select().from(productDocuments).where(eq(productDocuments.productId, full!.id)).limit(1);
    const { id: _id, ...copy } = template!;
    const have = (await ctx.db.select({ id: productDocuments.id }).from(productDocuments).where(eq(productDocuments.productId, full!.id))).length;
    await ctx.db.insert(productDocuments).values(Array.from({ length: MAX_DOCUMENTS_PER_PRODUCT - have }, () => copy));
    const files = storedFiles();
    const reservations = (await ctx.db.select({ path: uploads.path }).from(uploads)).length;
    const another = await renderPdf({ title: 'COA', author: 'test', language: 'zh', queue: 'paperwork' }, (doc) => heading(doc, '检验报告 第四十一份'));

    const refused = await upload({ ...coaFields(), productId: String(full!.id) }, another);
    expect(refused.code).toBe(errors.documentLimit.code);
    expect(storedFiles()).toEqual(files);
    expect((await ctx.db.select({ path: uploads.path }).from(uploads)).length).toBe(reservations);
  });

  it('is for the operator only: a customer is forbidden and a visitor asked to log in', async () => {
    const customer = await secondUserToken(ctx);
    expect((await upload(coaFields(), coa, 'x.pdf', customer)).code).toBe(errors.forbidden.code);
    expect((await upload(coaFields(), coa, 'x.pdf', '')).code).toBe(errors.sessionInvalid.code);
    expect((await ctx.post('/api/admin/catalog/document/delete', { id: 1 }, { token: customer })).code).toBe(errors.forbidden.code);
  });

  it('replaces a file under a new address (the old one gone), or only its fields under the same', async () => {
    const first = (await upload(coaFields({ batchNo: 'B1' }), Buffer.concat([coa, Buffer.from('\n% first version')]), 'b1.pdf')).data;
    const newer = await renderPdf({ title: 'COA', author: 'test', language: 'zh', queue: 'paperwork' }, (doc) => heading(doc, '检验报告 第二版'));
    const fields = { type: 'coa', language: 'en', title: 'Certificate of analysis', versionDate: '2026-11-21', batchNo: 'B1', id: String(first.id) };
    const second = (await send<AdminDocument>('replace', fields, { bytes: newer, name: 'b1-v2.pdf' })).data;
    expect(second).toMatchObject({ id: first.id, language: 'en', fileName: 'b1-v2.pdf', sizeBytes: newer.length });
    expect(second.url).not.toBe(first.url);
    expect((await download(first.url)).status).toBe(404);
    expect(new Uint8Array(await (await download(second.url)).arrayBuffer())).toEqual(new Uint8Array(newer));
    const firstKey = first.url.split('/').pop()!.slice(0, 16);
    expect(storedFiles().some((file) => file.startsWith(firstKey))).toBe(false);

    const retitled = (await send<AdminDocument>('replace', { ...fields, title: 'COA B1' }, null)).data;
    expect([retitled.title, retitled.url]).toEqual(['COA B1', second.url]);
    expect((await detail('en')).documents.find((document) => document.url === second.url)?.title).toBe('COA B1');
  });

  it('a generated sheet is replaced by a file, never by new fields alone', async () => {
    const [sheet] = (await ctx.post<AdminProduct>('/api/admin/catalog/product/get', { id: productId }, { token: admin })).data.documents.filter(
      (d) => d.generated,
    );
    const fields = { type: sheet!.type, language: sheet!.language, title: 'x', versionDate: sheet!.versionDate, id: String(sheet!.id) };
    const refused = await send<{ issues: { path: string }[] }>('replace', fields, null);
    expect(refused.data.issues).toMatchObject([{ path: 'file' }]);
  });

  it('removes one: gone from the product and its address, its file deleted', async () => {
    const added = (await upload(coaFields({ batchNo: 'B-REMOVE' }), Buffer.concat([coa, Buffer.from('\n% removable')]), 'remove.pdf')).data;
    const key = (await ctx.db.select().from(productDocuments).where(eq(productDocuments.id, added.id)))[0]!.contentKey;
    expect(storedFiles()).toContain(`${key}.pdf`);
    expect((await ctx.post('/api/admin/catalog/document/delete', { id: added.id }, { token: admin })).code).toBe('000000');
    expect((await detail()).documents.map((document) => document.url)).not.toContain(added.url);
    expect((await download(added.url)).status).toBe(404);
    expect(storedFiles()).not.toContain(`${key}.pdf`);
    expect((await ctx.post('/api/admin/catalog/document/delete', { id: added.id }, { token: admin })).code).toBe(errors.notFound.code);
  });
});

describe('the listing’s “has SDS” filter', () => {
  const list = async (query: object) => {
    await ctx.changesHeard();
    return (await ctx.post<ProductListOutput>('/api/portal/product/getList', query)).data;
  };

  it('counts and keeps the products with a safety data sheet', async () => {
    const all = await list({});
    expect(all.facets.hasSds).toBe(all.total);
    const [, other] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)).limit(2);
    const sheets = await ctx.db
      .select({ id: productDocuments.id })
      .from(productDocuments)
      .where(and(eq(productDocuments.productId, other!.id), eq(productDocuments.type, 'sds')));
    for (const sheet of sheets) expect((await ctx.post('/api/admin/catalog/document/delete', { id: sheet.id }, { token: admin })).code).toBe('000000');

    const after = await list({});
    expect([after.total, after.facets.hasSds]).toEqual([all.total, all.total - 1]);
    const filtered = await list({ hasSds: true });
    expect(filtered.total).toBe(all.total - 1);
    expect(filtered.facets.hasSds).toBe(all.total - 1);
    const onlyOther = await list({ keyword: (await ctx.db.select().from(products).where(eq(products.id, other!.id)))[0]!.code });
    expect([onlyOther.total, onlyOther.facets.hasSds]).toEqual([1, 0]);
    expect((await list({ keyword: onlyOther.items[0]!.code, hasSds: true })).total).toBe(0);
  });
});
