import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalog from '../../src/schemas/catalog.ts';
import { type SynonymGroup, synonymGroup, synonymList } from '../../src/schemas/synonyms.ts';
import { auditLog, products, searchSynonyms } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
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

const call = <T = unknown>(path: string, body: unknown = {}, token = admin) => ctx.post<T>(`/api/admin/catalog/synonym/${path}`, body, { token });
const total = async (keyword: string) => {
  const answer = await ctx.post('/api/portal/product/getList', { keyword });
  expect(answer.code).toBe('000000');
  return catalog.productListOutput.parse(answer.data).total;
};

describe('the synonym table in the back office', () => {
  it('lists the seeded pigment families', async () => {
    const answer = await call<SynonymGroup[]>('list');
    expect(answer.code).toBe('000000');
    const groups = synonymList.parse(answer.data);
    const terms = groups.map((group) => group.terms);
    for (const family of [
      ['TiO2', '钛白粉', 'titanium dioxide', 'PW6'],
      ['Fe2O3', '氧化铁红', 'iron oxide red', 'PR101'],
      ['carbon black', '炭黑', 'PBk7'],
      ['phthalocyanine blue', '酞菁蓝', 'PB15'],
    ]) {
      expect(
        terms.some((group) => family.every((term) => group.includes(term))),
        family.join(),
      ).toBe(true);
    }
  });

  it('a new group is found by the search at once, edited, then deleted; each change audited', async () => {
    const [product] = await ctx.db.select({ code: products.code }).from(products).where(like(products.nameZh, '群青%')).limit(1);
    expect(product).toBeDefined();
    expect(await total('outremer')).toBe(0);

    const created = await call<SynonymGroup>('save', { terms: ['outremer', ' 群青 ', 'OUTREMER'] });
    expect(created.code).toBe('000000');
    const group = synonymGroup.parse(created.data);
    // One of each folded spelling, as typed.
    expect(group.terms).toEqual(['outremer', '群青']);
    expect(await total('outremer')).toBe(await total('群青'));

    const edited = await call<SynonymGroup>('save', { id: group.id, terms: ['azurblau', '群青'] });
    expect(synonymGroup.parse(edited.data).terms).toEqual(['azurblau', '群青']);
    expect(await total('outremer')).toBe(0);
    expect(await total('azurblau')).toBeGreaterThan(0);

    expect((await call('delete', { id: group.id })).code).toBe('000000');
    expect(await total('azurblau')).toBe(0);
    expect(await ctx.db.select().from(searchSynonyms).where(eq(searchSynonyms.id, group.id))).toEqual([]);

    const audited = await ctx.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(like(auditLog.action, 'catalog/synonym/%'));
    expect(audited).toEqual(
      expect.arrayContaining([
        { action: 'catalog/synonym/save', targetId: '' },
        { action: 'catalog/synonym/save', targetId: String(group.id) },
        { action: 'catalog/synonym/delete', targetId: String(group.id) },
      ]),
    );
  });

  it('a change written by another process is heard, and the index rebuilt', async () => {
    expect(await total('qqoutremer')).toBe(0);
    const [row] = await ctx.db
      .insert(searchSynonyms)
      .values({ terms: ['qqoutremer', '群青'] })
      .returning();
    await ctx.changesHeard();
    // The first call after the change may still be answered from the index being replaced.
    const found = await total('群青');
    await expect.poll(() => total('qqoutremer'), { timeout: 5_000 }).toBe(found);
    await ctx.db.delete(searchSynonyms).where(eq(searchSynonyms.id, row!.id));
    await ctx.changesHeard();
    await expect.poll(() => total('qqoutremer'), { timeout: 5_000 }).toBe(0);
  });

  it('refuses fewer than two different terms, blank or overlong terms, and unknown groups', async () => {
    for (const terms of [['TiO2'], ['TiO2', 'tio 2'], ['TiO2', ' '], ['TiO2', 'x'.repeat(61)], [], ['a\u0000', 'b']]) {
      const answer = await call('save', { terms });
      expect(answer.code, JSON.stringify(terms)).toBe('000002');
    }
    expect((await call('save', { id: 999_999, terms: ['a', 'b'] })).code).toBe('000003');
    expect((await call('delete', { id: 999_999 })).code).toBe('000003');
  });

  it('is the operators’ alone', async () => {
    expect((await call('list', {}, customer)).code).toBe('000005');
    expect((await call('save', { terms: ['a', 'b'] }, customer)).code).toBe('000005');
    expect((await ctx.post('/api/admin/catalog/synonym/list', {})).code).toBe('000004');
  });
});
