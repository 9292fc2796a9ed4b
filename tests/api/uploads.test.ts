import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { uploadPathOf } from '../../src/server/services/uploads.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(120).fill(7)]);
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(120).fill(3)]);

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, withToken = true) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: withToken ? { accessToken: token } : {} });
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
    for (const url of ['/images/banners/news.svg', 'https://cdn.example/api/uploads/202611/x.png', '/api/uploads/202611/../../x.png']) expect(uploadPathOf(url)).toBeNull();
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

  it('serves nothing outside the upload folder', async () => {
    for (const path of ['/api/uploads/202611/..%2F..%2Fetc%2Fpasswd', '/api/uploads/202611/nothere.png', `/api/uploads/202611/${'a'.repeat(32)}.png`]) {
      const response = await ctx.app.request(path);
      expect(response.status).toBe(404);
    }
  });
});
