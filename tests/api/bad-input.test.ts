import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

/** The 14 calls of SPEC §7. */
const specCalls = [
  '/api/portal/content/configData/settlingAdvantage',
  '/api/portal/content/configData/website',
  '/api/portal/content/policy/getByCode',
  '/api/portal/content/policy/getAll',
  '/api/portal/content/banner/getList',
  '/api/portal/user/getCurrentUserInfo',
  '/api/portal/user/modifyUserInfo',
  '/api/portal/user/changeUsername',
  '/api/portal/content/configData/companyHonor',
  '/api/portal/content/configData/companyDescription',
  '/api/portal/content/configData/companyDataDescription',
  '/api/portal/content/configData/aboutUsBanner',
  '/api/portal/content/configData/followUs',
  '/api/portal/content/column/tree',
];

function expectEnvelopeError(answer: { status: number; contentType: string | null; code: string; message: string }) {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.contentType).toMatch(/application\/json/);
  expect(answer.code).toMatch(/^\d{6}$/);
  expect(answer.code).not.toBe('000000');
  expect(answer.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(answer)).not.toMatch(/at .+\.(ts|js):\d+|Error:/);
}

describe('bad input never yields a 5xx, HTML or a stack trace', () => {
  for (const path of specCalls) {
    describe(path, () => {
      it('invalid JSON', async () => {
        const answer = await ctx.post(path, undefined, { token, rawBody: '{"code": ' });
        expectEnvelopeError(answer);
        expect(answer.code).toBe('000008');
      });

      it('wrong types and unknown fields', async () => {
        for (const body of [[1, 2], 'text', 42, null, { code: 7, phone: [], nickname: { a: 1 }, unexpected: true }]) {
          const answer = await ctx.post(path, body, { token });
          expectEnvelopeError(answer);
          expect(answer.code).toBe('000002');
        }
      });

      it('a huge body', async () => {
        const answer = await ctx.post(path, { padding: 'x'.repeat(200_000) }, { token });
        expectEnvelopeError(answer);
        expect(answer.code).toBe('000009');
        expect(answer.status).toBe(413);
      });

      it('a body that is not JSON', async () => {
        const answer = await ctx.post(path, undefined, { token, rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
        expectEnvelopeError(answer);
        expect(answer.code).toBe('000010');
      });
    });
  }

  it('user calls without a token answer 000004', async () => {
    for (const path of specCalls.filter((call) => call.includes('/user/'))) {
      const answer = await ctx.post(path, {});
      expectEnvelopeError(answer);
      expect(answer.code).toBe('000004');
    }
  });

  it('unknown paths and methods answer a 404 envelope', async () => {
    const unknown = await ctx.post('/api/portal/nothing/here');
    expectEnvelopeError(unknown);
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('000003');
    const get = await ctx.app.request('/api/portal/content/configData/website');
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: '000003' });
  });
});
