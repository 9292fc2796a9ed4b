import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/schemas/errors.ts';
import { UPLOAD_QUOTA } from '../../src/schemas/upload.ts';
import { uploads, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { signedFileUrl } from '../../src/server/services/private-files.ts';
import { uploadPathOf } from '../../src/server/services/uploads.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, TEST_DOCUMENT_SECRET, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let token: string;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.sessionFor(demoAccounts.customer.phone);
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)]);
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(120).fill(3)]);

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, withToken: boolean | string = true) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const as = typeof withToken === 'string' ? withToken : withToken ? token : null;
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: as ? { accessToken: as } : {} });
  return { status: response.status, ...((await response.json()) as { code: string; data: { url: string; contentType: string } }) };
}

describe('image upload', () => {
  it('stores a PNG and a JPEG and serves them back', async () => {
    for (const [bytes, name, type] of [
      [pngBytes(), 'swatch.png', 'image/png'],
      [jpegBytes(), 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const answer = await upload(bytes, name, type);
      expect(answer.code).toBe('000000');
      expect(answer.data.url).toMatch(/^\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.(png|jpg)$/);
      const served = await ctx.app.request(answer.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  it('knows its own addresses, and only those, as stored uploads', async () => {
    const answer = await upload(pngBytes(), 'swatch.png', 'image/png');
    expect(uploadPathOf(answer.data.url)).toBe(answer.data.url.replace('/api/uploads/', ''));
    for (const url of ['/images/banners/news.svg', 'https://cdn.example/api/uploads/202611/x.png', '/api/uploads/202611/../../x.png'])
      expect(uploadPathOf(url)).toBeNull();
  });

  it('refuses anything that is not really a JPG or PNG, whatever its name says', async () => {
    const gif = new TextEncoder().encode('GIF89a....');
    expect((await upload(gif, 'a.gif', 'image/gif')).code).toBe('200007');
    expect((await upload(new TextEncoder().encode('<svg onload=alert(1)>'), 'fake.png', 'image/png')).code).toBe('200007');
  });

  it('refuses an image over 2 MiB, a missing file and a missing login', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(pngBytes());
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.code).toBe('000009');
    expect(tooBig.status).toBe(413);

    const empty = await ctx.app.request('/api/portal/upload', { method: 'POST', body: new FormData(), headers: { accessToken: token } });
    expect(await empty.json()).toMatchObject({ code: '000002' });
    expect((await upload(pngBytes(), 'a.png', 'image/png', false)).code).toBe('000004');
  });

  it('takes an invoice PDF from an admin only, and serves it as a private download', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect((await upload(pdf, 'invoice.pdf', 'application/pdf')).code).toBe('200007');
    const stored = await upload(pdf, 'invoice.pdf', 'application/pdf', admin);
    expect(stored.code).toBe('000000');
    expect(stored.data.url).toMatch(/^\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.pdf$/);
    expect(uploadPathOf(stored.data.url)).toBeNull();
    // A PDF is private: its bare address is refused, its signed one (tests/api/private-files.test.ts) is a download kept by no cache.
    expect((await ctx.app.request(stored.data.url)).status).toBe(403);
    const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.admin.phone));
    const served = await ctx.app.request(signedFileUrl(TEST_DOCUMENT_SECRET, { userId: operator!.id, asOperator: true }, stored.data.url, ctx.clock.now));
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
    expect((await upload(new TextEncoder().encode('%PD not quite'), 'fake.pdf', 'application/pdf', admin)).code).toBe('200007');
  });

  it('serves nothing outside the upload folder', async () => {
    for (const path of ['/api/uploads/202611/..%2F..%2Fetc%2Fpasswd', '/api/uploads/202611/nothere.png', `/api/uploads/202611/${'a'.repeat(32)}.png`]) {
      const response = await ctx.app.request(path);
      expect(response.status).toBe(404);
    }
  });
});

describe('upload quota per account', () => {
  const { files: maxFiles, bytes: maxBytes } = UPLOAD_QUOTA.customer;

  /** A new customer who has already uploaded this much in the last 24 hours (and more before that). */
  async function customerWhoUploaded(files: number, bytesEach: number) {
    const tokenOf = await secondUserToken(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token: tokenOf })).data;
    const recent = ctx.clock.now.getTime() - UPLOAD_QUOTA.windowMs + 60_000;
    const rows = Array.from({ length: files }, (_, index) => ({
      path: `000000/${me.id}-${index}`,
      userId: me.id,
      bytes: bytesEach,
      createdAt: new Date(recent),
    }));
    const older = { path: `000000/${me.id}-old`, userId: me.id, bytes: maxBytes, createdAt: new Date(recent - 120_000) };
    await ctx.db.insert(uploads).values([...rows, older]);
    return { token: tokenOf, userId: me.id };
  }
  const uploadsOf = (userId: number) => ctx.db.select().from(uploads).where(eq(uploads.userId, userId));
  const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).length;

  it('counts files: the last one within the quota is stored, the next is refused in both languages and nothing is written', async () => {
    const { token: mine, userId } = await customerWhoUploaded(maxFiles - 1, 100);
    expect((await upload(pngBytes(), 'last.png', 'image/png', mine)).code).toBe('000000');
    const filesBefore = filesUnder(ctx.uploadDir);
    for (const locale of ['zh', 'en'] as const) {
      const form = new FormData();
      form.append('file', new File([pngBytes()], 'one-too-many.png', { type: 'image/png' }));
      const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: mine, 'accept-language': locale } });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: '200008', message: errors.uploadQuotaExceeded[locale] });
    }
    expect(await uploadsOf(userId)).toHaveLength(maxFiles + 1);
    expect(filesUnder(ctx.uploadDir)).toBe(filesBefore);
    // Another account's quota is its own.
    expect((await upload(pngBytes(), 'other.png', 'image/png', await secondUserToken(ctx))).code).toBe('000000');
  });

  it('counts bytes', async () => {
    const bytes = pngBytes();
    const { token: mine, userId } = await customerWhoUploaded(1, maxBytes - bytes.length);
    expect((await upload(bytes, 'fits.png', 'image/png', mine)).code).toBe('000000');
    expect((await upload(pngBytes(), 'over.png', 'image/png', mine)).code).toBe('200008');
    expect(await uploadsOf(userId)).toHaveLength(3);
  });

  it('holds under concurrent uploads: of ten at once with room for three, three are stored', async () => {
    const { token: mine, userId } = await customerWhoUploaded(maxFiles - 3, 100);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => upload(pngBytes(), `burst-${index}.png`, 'image/png', mine)));
    expect(answers.map((answer) => answer.code).sort()).toEqual([...Array(3).fill('000000'), ...Array(7).fill('200008')]);
    const recent = (await uploadsOf(userId)).filter((row) => row.createdAt.getTime() > ctx.clock.now.getTime() - UPLOAD_QUOTA.windowMs);
    expect(recent).toHaveLength(maxFiles);
    for (const stored of answers.filter((answer) => answer.code === '000000')) expect((await ctx.app.request(stored.data.url)).status).toBe(200);
  });

  it('records who uploaded each file and its size', async () => {
    const tokenOf = await secondUserToken(ctx);
    const me = (await ctx.post<{ id: number }>('/api/portal/user/getCurrentUserInfo', {}, { token: tokenOf })).data;
    const stored = await upload(jpegBytes(), 'photo.jpg', 'image/jpeg', tokenOf);
    expect(await uploadsOf(me.id)).toEqual([
      { path: stored.data.url.replace('/api/uploads/', ''), userId: me.id, bytes: jpegBytes().length, createdAt: ctx.clock.now },
    ]);
  });
});
