import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseRequirements, supplierApplications } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { gradientPng } from '../helpers/png.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function captcha() {
  const answer = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get');
  return { captchaId: answer.data.captchaId, captcha: ctx.testHooks.captchas.get(answer.data.captchaId)! };
}

const application = { companyName: '苏州蓝晶颜料有限公司', contactName: '王经理', phone: '0512-6688 1234', supplies: '酞菁蓝 PB 15:3，年产 800 吨' };
const requirement = {
  need: 'A blue for PP injection moulding, close to the sample',
  quantity: 500,
  unit: 'kg',
  contactName: 'Li',
  contactPhone: '13700137000',
};

describe('supplier application', () => {
  it('is stored as new with its time, after a right captcha', async () => {
    const sent = await ctx.post<{ id: number }>('/api/portal/supplier/apply', { ...application, ...(await captcha()) });
    expect(sent.code).toBe('000000');
    const [row] = await ctx.db.select().from(supplierApplications).where(eq(supplierApplications.id, sent.data.id));
    expect(row).toMatchObject({ ...application, status: 'new', contactedAt: null });
    expect(row!.createdAt.getTime()).toBe(ctx.clock.now.getTime());
  });

  it('refuses a missing or wrong captcha and bad fields, storing nothing', async () => {
    const before = (await ctx.db.select().from(supplierApplications)).length;
    expect((await ctx.post('/api/portal/supplier/apply', application)).code).toBe('000002');
    expect((await ctx.post('/api/portal/supplier/apply', { ...application, ...(await captcha()), captcha: 'ZZZZ' })).code).toBe('100009');
    const bad = await ctx.post<{ issues: { path: string; key: string; message: string }[] }>('/api/portal/supplier/apply', {
      ...(await captcha()),
      companyName: ' ',
      contactName: 'x'.repeat(41),
      phone: 'call me',
      supplies: '',
    });
    expect(bad.code).toBe('000002');
    expect(bad.data.issues.map((issue) => issue.path).sort()).toEqual(['companyName', 'contactName', 'phone', 'supplies']);
    expect((await ctx.db.select().from(supplierApplications)).length).toBe(before);
  });

  it('one client sends at most ten forms an hour', async () => {
    const client = { clientAddress: '10.9.0.1' };
    for (let sent = 0; sent < 10; sent++) {
      expect((await ctx.post('/api/portal/supplier/apply', { ...application, ...(await captcha()) }, client)).code).toBe('000000');
    }
    const refused = await ctx.post<{ retryAfterSeconds: number }>('/api/portal/supplier/apply', { ...application, ...(await captcha()) }, client);
    expect(refused.code).toBe('000006');
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(3000);
  });
});

describe('1V1 purchase requirement', () => {
  it('a visitor sends one with a captcha; a logged-in customer without, and it is theirs', async () => {
    expect((await ctx.post('/api/portal/requirement/submit', requirement)).code).toBe('100004');
    const anonymous = await ctx.post<{ id: number }>('/api/portal/requirement/submit', { ...requirement, ...(await captcha()) });
    expect(anonymous.code).toBe('000000');

    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    const full = { ...requirement, productId: 1, targetHex: '#0f4c81', application: 'plastics', targetPriceFen: 8800, deadline: '2099-12-31' };
    const mine = await ctx.post<{ id: number }>('/api/portal/requirement/submit', full, { token });
    expect(mine.code).toBe('000000');
    const rows = await ctx.db.select().from(purchaseRequirements);
    expect(rows.find((row) => row.id === anonymous.data.id)).toMatchObject({ userId: null, status: 'new', productId: null });
    expect(rows.find((row) => row.id === mine.data.id)).toMatchObject({
      targetHex: '#0F4C81',
      application: 'plastics',
      targetPriceFen: 8800,
      deadline: '2099-12-31',
      status: 'new',
    });
    expect(rows.find((row) => row.id === mine.data.id)!.userId).not.toBeNull();
  });

  it('refuses a past deadline, an unknown product, a foreign photo address and a bad quantity beside their fields', async () => {
    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    const before = (await ctx.db.select().from(purchaseRequirements)).length;
    const issuesOf = async (body: object) =>
      (await ctx.post<{ issues: { path: string; key: string; message: string }[] }>('/api/portal/requirement/submit', { ...requirement, ...body }, { token }))
        .data.issues;
    expect(await issuesOf({ deadline: '2020-01-01' })).toMatchObject([{ path: 'deadline', key: 'validation.deadlinePast' }]);
    expect(await issuesOf({ productId: 999_999 })).toMatchObject([{ path: 'productId', key: 'validation.unknownProduct' }]);
    expect((await issuesOf({ photoUrl: 'https://evil.example/x.png' }))[0]!.path).toBe('photoUrl');
    expect((await issuesOf({ quantity: 1.5, unit: 'barrel' })).map((issue) => issue.path).sort()).toEqual(['quantity', 'unit']);
    expect((await ctx.db.select().from(purchaseRequirements)).length).toBe(before);
  });

  it('takes a photo the buyer uploaded, at the address the upload call answers', async () => {
    const token = await secondUserToken(ctx);
    const photoUrl = await uploadPhoto(token);
    const sent = await ctx.post<{ id: number }>('/api/portal/requirement/submit', { ...requirement, photoUrl }, { token });
    expect(sent.code, sent.message).toBe('000000');
    const [row] = await ctx.db.select().from(purchaseRequirements).where(eq(purchaseRequirements.id, sent.data.id));
    expect(row!.photoUrl).toBe(photoUrl);
  });

  it('refuses another customer’s photo, and any photo from a visitor, in both languages, storing nothing', async () => {
    const owner = await secondUserToken(ctx);
    const other = await secondUserToken(ctx);
    const photoUrl = await uploadPhoto(owner);
    const before = (await ctx.db.select().from(purchaseRequirements)).length;
    for (const locale of ['zh', 'en'] as const) {
      const refused = await ctx.post('/api/portal/requirement/submit', { ...requirement, photoUrl }, { token: other, locale });
      expect(refused).toMatchObject({ status: 400, code: '000002', data: { issues: [{ path: 'photoUrl', key: 'validation.upload' }] } });
      expect(refused.message).toBe(locale === 'zh' ? '提交的信息有误，请检查后重试' : 'Some of the information is invalid');
    }
    const visitor = await ctx.post('/api/portal/requirement/submit', { ...requirement, photoUrl, ...(await captcha()) }, { clientAddress: '10.9.0.2' });
    expect(visitor).toMatchObject({ code: '000002', data: { issues: [{ path: 'photoUrl', key: 'validation.upload' }] } });
    expect((await ctx.db.select().from(purchaseRequirements)).length).toBe(before);
  });
});

async function uploadPhoto(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(gradientPng(8, 8))], 'sample.png', { type: 'image/png' }));
  const response = await ctx.app.request('/api/portal/upload', { method: 'POST', body: form, headers: { accessToken: token } });
  const answer = (await response.json()) as { code: string; data: { url: string } };
  expect(answer.code).toBe('000000');
  return answer.data.url;
}
