import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/schemas/errors.ts';
import { classify, multipartCalls } from '../../src/server/app.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let token: string;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.sessionFor(demoAccounts.customer.phone);
  adminToken = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

const postPaths = () => [...new Set(ctx.app.routes.filter((route) => route.method === 'POST' && !route.path.includes(':')).map((route) => route.path))];
/** The payment providers' notification routes answer in each provider's own format, not the envelope. */
const isProviderNotify = (path: string) => path.startsWith('/api/payment/notify/');

/**
 * Every JSON call the app serves, read from its route table (multipart calls have bad-input tests of their own), with a token that may call it: the
 * customer's for the shop, the admin's for editors.
 */
const jsonCalls = () =>
  postPaths()
    .filter((path) => !(path in multipartCalls) && !isProviderNotify(path))
    .map((path) => ({ path, token: path.startsWith('/api/admin/') ? adminToken : token }));

function expectEnvelopeError(answer: { status: number; contentType: string | null; code: string; message: string }, path = '') {
  expect(answer.status, path).toBeGreaterThanOrEqual(400);
  expect(answer.status, path).toBeLessThan(500);
  expect(answer.contentType).toMatch(/application\/json/);
  expect(answer.code).toMatch(/^\d{6}$/);
  expect(answer.code).not.toBe('000000');
  expect(answer.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(answer)).not.toMatch(/at .+\.(ts|js):\d+|Error:/);
}

describe('bad input never yields a 5xx, HTML or a stack trace', () => {
  it('the route table lists the content calls and the catalogue', () => {
    const paths = jsonCalls().map((call) => call.path);
    expect(paths).toContain('/api/portal/content/column/tree');
    expect(paths).toContain('/api/portal/user/changeUsername');
    expect(paths).toContain('/api/portal/product/getList');
    expect(paths.length).toBeGreaterThan(30);
  });

  it('the providers’ notification routes refuse anything unverified in their own format, never with a 5xx', async () => {
    const notifyPaths = postPaths().filter(isProviderNotify);
    expect(notifyPaths).toEqual(['/api/payment/notify/wechat', '/api/payment/notify/alipay']);
    for (const path of notifyPaths) {
      for (const body of ['{"code": ', '[1,2]', 'null', 'a=1&sign=%%%', '', 'x'.repeat(60_000), '{"resource":{"ciphertext":1}}']) {
        for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
          const response = await ctx.app.request(path, { method: 'POST', headers: { 'content-type': type }, body });
          const text = await response.text();
          expect(response.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
          expect(text).not.toMatch(/success|<html|at .+\.(ts|js):\d+/i);
          expect(response.status === 200 ? text : 'refused').toMatch(/fail|refused/);
        }
      }
    }
  });

  it('invalid JSON', async () => {
    for (const { path, token } of jsonCalls()) {
      const answer = await ctx.post(path, undefined, { token, rawBody: '{"code": ' });
      expectEnvelopeError(answer, path);
      expect(answer.code, path).toBe('000008');
    }
  });

  it('wrong types and unknown fields', async () => {
    for (const { path, token } of jsonCalls()) {
      for (const body of [[1, 2], 'text', 42, null, { code: 7, phone: [], nickname: { a: 1 }, unexpected: true }]) {
        const answer = await ctx.post(path, body, { token });
        expectEnvelopeError(answer, path);
        expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe('000002');
      }
    }
  });

  it('a huge body', async () => {
    for (const { path, token } of jsonCalls()) {
      const answer = await ctx.post(path, { padding: 'x'.repeat(200_000) }, { token });
      expectEnvelopeError(answer, path);
      expect(answer.code, path).toBe('000009');
      expect(answer.status, path).toBe(413);
    }
  });

  it('a body that is not JSON', async () => {
    for (const { path, token } of jsonCalls()) {
      const answer = await ctx.post(path, undefined, { token, rawBody: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expectEnvelopeError(answer, path);
      expect(answer.code, path).toBe('000010');
    }
  });

  it('user calls without a token answer 000004', async () => {
    const publicCalls = ['login', 'loginByCode', 'register', 'resetPassword'].map((name) => `/api/portal/user/${name}`);
    for (const { path } of jsonCalls().filter((call) => call.path.includes('/user/') && !publicCalls.includes(call.path))) {
      const answer = await ctx.post(path, {});
      expectEnvelopeError(answer, path);
      expect(answer.code, path).toBe('000004');
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

describe('dates at the edge of the calendar', () => {
  const issuePaths = (answer: { data: unknown }) => ((answer.data as { issues?: { path: string }[] } | null)?.issues ?? []).map((issue) => issue.path);

  it('are invalid input wherever a contract takes a date, never a 5xx', async () => {
    const columns = await ctx.post<{ id: number; parentId: number | null }[]>('/api/admin/content/column/list', {}, { token: adminToken });
    const article = {
      columnId: columns.data.find((column) => column.parentId !== null)!.id,
      titleZh: '日历边缘',
      titleEn: 'The edge of the calendar',
      summaryZh: '摘要',
      summaryEn: 'Summary',
      contentZh: '<p>正文</p>',
      contentEn: '<p>Body</p>',
    };
    const calls: { path: string; body: object; field: string; token: string }[] = [];
    for (const [from, to] of [
      ['0001-01-01', '0001-01-02'],
      ['1999-12-31', '2000-01-01'],
      ['9999-12-30', '9999-12-31'],
    ] as const) {
      calls.push({ path: '/api/portal/order/export', body: { format: 'csv', from, to }, field: 'from', token });
    }
    for (const moment of ['0001-01-01T00:00:00+08:00', '1999-12-31T23:59:59Z', '9999-12-31T23:59:59-14:00', '2101-01-01T00:00:00Z']) {
      calls.push({ path: '/api/admin/content/article/create', body: { ...article, publishedAt: moment }, field: 'publishedAt', token: adminToken });
      calls.push({
        path: '/api/admin/order/tracking',
        body: { orderNo: '20261122000000000001', happenedAt: moment, description: '已揽收' },
        field: 'happenedAt',
        token: adminToken,
      });
    }
    for (const day of ['0001-01-01', '9999-12-31']) {
      calls.push({ path: '/api/portal/requirement/submit', body: { deadline: day }, field: 'deadline', token });
      calls.push({ path: '/api/admin/negotiation/accept', body: { id: 1, validUntil: day }, field: 'validUntil', token: adminToken });
    }
    for (const call of calls) {
      const answer = await ctx.post(call.path, call.body, { token: call.token, locale: 'en' });
      expectEnvelopeError(answer, `${call.path} ${JSON.stringify(call.body)}`);
      expect(answer.code, call.path).toBe('000002');
      expect(issuePaths(answer), `${call.path} ${JSON.stringify(call.body)}`).toContain(call.field);
    }
  });

  it('the first and last days of the calendar are accepted', async () => {
    for (const [from, to] of [
      ['2000-01-01', '2000-01-02'],
      ['2100-12-30', '2100-12-31'],
    ] as const) {
      const answer = await ctx.post('/api/portal/order/export', { format: 'csv', from, to }, { token });
      // No orders on those days: the export says so, the dates themselves are fine.
      expect([answer.status, answer.code], from).toEqual([404, errors.orderExportEmpty.code]);
    }
  });

  it('a date or number the database cannot hold is the validation error, should one slip past a contract', async () => {
    // What a Beijing day of year 0001 or 9999 becomes once JavaScript writes it in UTC, and a number past a column.
    for (const query of [
      sql`select '0000-12-31'::date`,
      sql`select '-000001-12-31T16:00:00.000Z'::timestamptz`,
      sql`select '+010000-01-01T00:00:00.000Z'::timestamptz`,
      sql`select 99999999999::integer`,
    ]) {
      const failure = await ctx.db.execute(query).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).not.toBeNull();
      expect(classify(failure)).toBe('validation');
    }
  });
});
