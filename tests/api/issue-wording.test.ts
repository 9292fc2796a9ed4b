import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import zh from '../../i18n/zh.json';
import { errors } from '../../src/schemas/errors.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

type Issue = { path: string; key: string; message: string };
type Issues = { issues?: Issue[] };

const catalogues = { zh: zh as Record<string, string>, en: en as Record<string, string> };
/** zod's own (English) wording, as its default messages start. */
const zodWording = /^(Invalid|Too (small|big)|Unrecognized key|Expected|Required)\b|expected .+, received/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The catalogue text of `key` in `locale`, any placeholder filled with anything. */
const catalogueText = (locale: 'zh' | 'en', key: string) =>
  new RegExp(`^${escapeRegex(catalogues[locale][key] ?? '\u0000missing').replace(/\\\{\w+\\\}/g, '.+')}$`);

/** Every issue is worded from the catalogue, in the language asked for. */
function expectWorded(issues: Issue[], locale: 'zh' | 'en', label: string) {
  for (const issue of issues) {
    expect(issue.key, label).toMatch(/^validation\.\w+$/);
    expect(issue.message, label).not.toMatch(zodWording);
    expect(issue.message, `${label} ${issue.key}`).toMatch(catalogueText(locale, issue.key));
  }
}

let ctx: TestContext;
let customer: string;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

describe('refusals are worded in the caller’s language', () => {
  it('a quantity of 0 added to the cart is refused in Chinese and in English, with the bound', async () => {
    const zhAnswer = await ctx.post<Issues>('/api/portal/cart/add', { skuId: 1, quantity: 0 }, { token: customer, locale: 'zh' });
    expect(zhAnswer).toMatchObject({ status: 400, code: errors.validation.code, message: errors.validation.zh });
    expect(zhAnswer.data.issues).toEqual([{ path: 'quantity', key: 'validation.minNumber', message: '不能小于 1' }]);

    const enAnswer = await ctx.post<Issues>('/api/portal/cart/add', { skuId: 1, quantity: 0 }, { token: customer, locale: 'en' });
    expect(enAnswer).toMatchObject({ status: 400, code: errors.validation.code, message: errors.validation.en });
    expect(enAnswer.data.issues).toEqual([{ path: 'quantity', key: 'validation.minNumber', message: 'Must be at least 1' }]);
  });

  it('words each kind of issue: above the bound, not whole, a wrong choice, missing, unknown fields', async () => {
    const answer = await ctx.post<Issues>(
      '/api/portal/product/getList',
      { curPage: 1.5, sort: 'cheapest', keyword: 'x'.repeat(61), stray: 1 },
      { locale: 'en' },
    );
    expect(answer.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'curPage', key: 'validation.wholeNumber', message: 'Please enter a whole number' },
        { path: 'sort', key: 'validation.invalidChoice', message: 'Please choose one of the offered options' },
        { path: 'keyword', key: 'validation.maxLength', message: 'Enter at most 60 characters' },
        { path: '', key: 'validation.unknownFields', message: 'Unknown fields: stray' },
      ]),
    );
    const missing = await ctx.post<Issues>('/api/portal/cart/add', { quantity: 1 }, { token: customer, locale: 'zh' });
    expect(missing.data.issues).toEqual([{ path: 'skuId', key: 'validation.required', message: zh['validation.required'] }]);
  });

  it('a contract’s own key is kept, and answered as text', async () => {
    const answer = await ctx.post<Issues>(
      '/api/portal/address/create',
      { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: 'a', consignee: 'b', mobile: '123' },
      { token: customer, locale: 'en' },
    );
    expect(answer.data.issues).toEqual([{ path: 'mobile', key: 'validation.phone', message: en['validation.phone'] }]);
  });

  it('no route answers zod’s own wording, for a missing body, a wrong shape or an unknown field', async () => {
    // The shop's own calls (the payment providers' notifications answer in the providers' formats).
    const routes = ctx.app.routes.filter((route) => route.method === 'POST' && /^\/api\/(portal|admin)\//.test(route.path) && !/[:*]/.test(route.path));
    const paths = [...new Set(routes.map((route) => route.path))];
    expect(paths.length).toBeGreaterThan(50);
    let worded = 0;
    for (const path of paths) {
      for (const body of [[], { zzUnknownField: 1 }, {}]) {
        for (const locale of ['zh', 'en'] as const) {
          // A fresh session each time: a body that passes may be an action (log out ends its session).
          const token = await ctx.sessionFor(path.startsWith('/api/admin') ? demoAccounts.admin.phone : demoAccounts.customer.phone);
          const answer = await ctx.post<Issues | null>(path, body, { token, locale });
          const issues = answer.data?.issues ?? [];
          expectWorded(issues, locale, `${path} ${JSON.stringify(body)} ${locale}`);
          worded += issues.length;
        }
      }
    }
    expect(worded).toBeGreaterThan(200);
  });
});
