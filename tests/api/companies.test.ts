import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompany, Company } from '../../src/schemas/companies.ts';
import { creditCodeCheck } from '../../src/schemas/credit-code.ts';
import { errors } from '../../src/schemas/errors.ts';
import { companies, companyMembers } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { secondUserToken } from '../helpers/second-user.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.sessionFor(demoAccounts.admin.phone);
});
afterAll(() => ctx.close());

let serial = 0;
/** A valid credit code of its own for each company a test registers. */
function newCreditCode(): string {
  const body = `9131011500000${String(serial++).padStart(4, '0')}`;
  return `${body}${creditCodeCheck(body)}`;
}
const details = (creditCode = newCreditCode()) => ({
  name: '上海彩丰涂料有限公司',
  creditCode,
  address: '上海市浦东新区科苑路 88 号',
  contactName: '张明',
  contactPhone: '13800138000',
});
type Issues = { issues: { path: string; key: string }[] };
const portal = <T>(path: string, body: unknown, token: string) => ctx.post<T>(`/api/portal/company/${path}`, body, { token });
const operator = <T>(path: string, body: unknown, token = admin) => ctx.post<T>(`/api/admin/company/${path}`, body, { token });

describe('companies', () => {
  it('a customer registers a company and owns it; a wrong credit code is refused beside the field and nothing is written', async () => {
    const owner = await secondUserToken(ctx);
    expect((await portal<Company | null>('get', {}, owner)).data).toBeNull();

    const code = newCreditCode();
    const wrongCheck = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    const refused = await portal<Issues>('create', details(wrongCheck), owner);
    expect(refused.code).toBe(errors.validation.code);
    expect(refused.data.issues).toEqual([expect.objectContaining({ path: 'creditCode', key: 'validation.creditCode' })]);
    expect(await ctx.db.select().from(companies).where(eq(companies.creditCode, wrongCheck))).toEqual([]);

    // Typed in lower case with spaces, read as the code.
    const spaced = `${code.slice(0, 6)} ${code.slice(6, 12)} ${code.slice(12)}`.toLowerCase();
    const created = await portal<Company>('create', details(spaced), owner);
    expect(created.code, created.message).toBe('000000');
    expect(created.data).toMatchObject({ creditCode: code, state: 'pending', myRole: 'owner', rejectReason: null, verifiedAt: null });
    expect((await portal<Company>('get', {}, owner)).data).toEqual(created.data);

    // One company per person, and one company per credit code.
    expect((await portal('create', details(), owner)).code).toBe(errors.alreadyInCompany.code);
    const other = await secondUserToken(ctx);
    const taken = await portal('create', details(code), other);
    expect(taken.code).toBe(errors.creditCodeTaken.code);
    expect((await portal('get', {}, other)).data).toBeNull();

    for (const bad of [{ name: '' }, { contactPhone: '12345' }, { address: 'x'.repeat(201) }, { creditCode: '' }, { extra: 1 }]) {
      expect((await portal('create', { ...details(), ...bad }, other)).code, JSON.stringify(bad)).toBe(errors.validation.code);
    }
    expect((await portal('get', {}, other)).data).toBeNull();
  });

  it('the same person registering twice at once gets one company, and the other leaves nothing behind', async () => {
    const owner = await secondUserToken(ctx);
    const attempts = [details(), details()];
    const answers = await Promise.all(attempts.map((attempt) => portal('create', attempt, owner)));
    expect(answers.map((answer) => answer.code).sort()).toEqual(['000000', errors.alreadyInCompany.code].sort());
    const loser = attempts[answers.findIndex((answer) => answer.code !== '000000')]!;
    expect(await ctx.db.select().from(companies).where(eq(companies.creditCode, loser.creditCode))).toEqual([]);
    const { data: mine } = await portal<Company>('get', {}, owner);
    expect(await ctx.db.select().from(companyMembers).where(eq(companyMembers.companyId, mine.id))).toHaveLength(1);
  });

  it('the operator verifies or turns down a waiting company once; the owner reads the reason, and a change sends it back', async () => {
    const owner = await secondUserToken(ctx);
    const { data: mine } = await portal<Company>('create', details(), owner);

    const waiting = await operator<{ items: AdminCompany[] }>('list', { state: 'pending' });
    expect(waiting.data.items.map((item) => item.id)).toContain(mine.id);
    const found = await operator<{ items: AdminCompany[] }>('list', { keyword: mine.creditCode.toLowerCase() });
    expect(found.data.items.map((item) => item.id)).toEqual([mine.id]);
    expect(found.data.items[0]).toMatchObject({ memberCount: 1, ownerPhone: expect.stringMatching(/^1370000\d{4}$/) });

    // Turning down needs a reason.
    expect((await operator('verify', { id: mine.id, approve: false })).code).toBe(errors.validation.code);
    const rejected = await operator<AdminCompany>('verify', { id: mine.id, approve: false, reason: '营业执照名称与填写不一致' });
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: '营业执照名称与填写不一致' });
    expect((await operator('verify', { id: mine.id, approve: true })).code).toBe(errors.companyDecided.code);
    expect((await portal<Company>('get', {}, owner)).data).toMatchObject({ state: 'rejected', rejectReason: '营业执照名称与填写不一致' });

    // Corrected, it waits again; verified, it stays verified until its name or code changes.
    const corrected = await portal<Company>('update', { ...details(mine.creditCode), name: '上海彩丰涂料股份有限公司' }, owner);
    expect(corrected.data).toMatchObject({ state: 'pending', rejectReason: null, name: '上海彩丰涂料股份有限公司' });
    const decisions = await Promise.all([
      operator('verify', { id: mine.id, approve: true }),
      operator('verify', { id: mine.id, approve: false, reason: '重复' }),
    ]);
    expect(decisions.map((answer) => answer.code).sort()).toEqual(['000000', errors.companyDecided.code].sort());
    const verified = (await portal<Company>('get', {}, owner)).data;
    expect(verified.state).toBe(decisions[0]!.code === '000000' ? 'verified' : 'rejected');
    if (verified.state === 'verified') {
      const moved = await portal<Company>('update', { ...details(mine.creditCode), name: verified.name, address: '上海市闵行区莘庄工业区 1 号' }, owner);
      expect(moved.data).toMatchObject({ state: 'verified', address: '上海市闵行区莘庄工业区 1 号' });
      const renamed = await portal<Company>('update', { ...details(mine.creditCode), name: '上海彩丰新材料有限公司' }, owner);
      expect(renamed.data).toMatchObject({ state: 'pending', verifiedAt: null });
    }
  });

  it('only its members see a company, and only the back office verifies', async () => {
    const owner = await secondUserToken(ctx);
    const { data: mine } = await portal<Company>('create', details(), owner);
    const outsider = await secondUserToken(ctx);
    expect((await portal('get', {}, outsider)).data).toBeNull();
    expect((await portal('update', details(mine.creditCode), outsider)).code).toBe(errors.notFound.code);
    expect((await operator('list', {}, owner)).status).toBe(403);
    expect((await operator('verify', { id: mine.id, approve: true }, owner)).status).toBe(403);
    expect((await operator('verify', { id: 999_999, approve: true })).code).toBe(errors.notFound.code);
    expect((await ctx.post('/api/portal/company/get', {})).code).toBe(errors.sessionInvalid.code);
  });
});
