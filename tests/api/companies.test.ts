import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, AdminCompany, Company, CompanyPeople, MyInvitation } from '../../src/schemas/companies.ts';
import { MAX_COMPANY_MEMBERS } from '../../src/schemas/company-values.ts';
import { creditCodeCheck, isCreditCode } from '../../src/schemas/credit-code.ts';
import { errors } from '../../src/schemas/errors.ts';
import { companies, companyInvitations, companyMembers, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { DEMO_COMPANY_CREDIT_CODE } from '../../src/server/db/seed/users.ts';
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
  it('the demo shop has one verified company: the demo customer owns it, with a buyer and a finance member', async () => {
    expect(isCreditCode(DEMO_COMPANY_CREDIT_CODE)).toBe(true);
    const owner = await ctx.sessionFor(demoAccounts.customer.phone);
    expect((await portal<Company>('get', {}, owner)).data).toMatchObject({ creditCode: DEMO_COMPANY_CREDIT_CODE, state: 'verified', myRole: 'owner' });
    const people = (await portal<CompanyPeople>('member/list', {}, owner)).data;
    expect(people.members.map(({ phone, role, orderLimitFen }) => ({ phone, role, orderLimitFen }))).toEqual([
      { phone: demoAccounts.customer.phone, role: 'owner', orderLimitFen: null },
      { phone: demoAccounts.buyer.phone, role: 'buyer', orderLimitFen: 5_000_000 },
      { phone: demoAccounts.finance.phone, role: 'finance', orderLimitFen: null },
    ]);
    expect((await portal<Company>('get', {}, await ctx.sessionFor(demoAccounts.finance.phone))).data).toMatchObject({ myRole: 'finance' });
    const log = (await portal<{ items: ActivityEntry[] }>('activity/list', {}, owner)).data.items;
    expect(log.map(({ action, actorPhone }) => ({ action, actorPhone }))).toEqual([
      { action: 'joined', actorPhone: demoAccounts.finance.phone },
      { action: 'joined', actorPhone: demoAccounts.buyer.phone },
      { action: 'verified', actorPhone: null },
      { action: 'registered', actorPhone: demoAccounts.customer.phone },
    ]);
  });

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

  it('registering and inviting are limited a minute per person', async () => {
    const { owner } = await companyWithOwner();
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt++) answers.push((await portal('update', details(), owner.token)).code);
    expect(answers.filter((code) => code === errors.rateLimited.code)).toHaveLength(1);
    expect((await portal('create', details(), owner.token)).code).toBe(errors.rateLimited.code);
    for (let invite = 0; invite < 20; invite++) {
      expect((await portal('member/invite', { phone: `1340000${String(invite).padStart(4, '0')}`, role: 'buyer' }, owner.token)).code).toBe('000000');
    }
    const refused = await portal('member/invite', { phone: '13400009999', role: 'buyer' }, owner.token);
    expect(refused.code).toBe(errors.rateLimited.code);
    expect((await portal<CompanyPeople>('member/list', {}, owner.token)).data.invitations).toHaveLength(20);
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

let customers = 0;
/** A customer with a known mobile number, and their session. */
async function customer(): Promise<{ phone: string; token: string }> {
  const phone = `1360000${String(customers++).padStart(4, '0')}`;
  await ctx.db.insert(users).values({ phone, passwordHash: 'no-password-login' }).onConflictDoNothing();
  return { phone, token: await ctx.sessionFor(phone) };
}

async function companyWithOwner() {
  const owner = await customer();
  const { data } = await portal<Company>('create', details(), owner.token);
  return { owner, company: data };
}

describe('company members', () => {
  it('an owner invites a colleague, who accepts and joins in that role; the log names each step', async () => {
    const { owner, company: mine } = await companyWithOwner();
    const buyer = await customer();
    const invited = await portal<CompanyPeople>('member/invite', { phone: buyer.phone, role: 'buyer' }, owner.token);
    expect(invited.data.invitations).toEqual([expect.objectContaining({ phone: buyer.phone, role: 'buyer' })]);
    const days = (Date.parse(invited.data.invitations[0]!.expiresAt) - ctx.clock.now.getTime()) / 86_400_000;
    expect(days).toBe(7);

    const mineToAnswer = await portal<MyInvitation[]>('invitation/list', {}, buyer.token);
    expect(mineToAnswer.data).toEqual([expect.objectContaining({ companyName: mine.name, role: 'buyer', invitedByPhone: owner.phone, verified: false })]);
    // Someone else cannot answer it.
    const stranger = await customer();
    expect((await portal('invitation/answer', { id: mineToAnswer.data[0]!.id, accept: true }, stranger.token)).code).toBe(errors.invitationGone.code);
    expect((await portal('invitation/answer', { id: mineToAnswer.data[0]!.id, accept: true }, buyer.token)).code).toBe('000000');
    expect((await portal('invitation/answer', { id: mineToAnswer.data[0]!.id, accept: true }, buyer.token)).code).toBe(errors.invitationGone.code);
    expect((await portal<Company>('get', {}, buyer.token)).data).toMatchObject({ id: mine.id, myRole: 'buyer' });

    const people = await portal<CompanyPeople>('member/list', {}, owner.token);
    expect(people.data.members.map(({ phone, role }) => ({ phone, role }))).toEqual([
      { phone: owner.phone, role: 'owner' },
      { phone: buyer.phone, role: 'buyer' },
    ]);
    expect(people.data.invitations).toEqual([]);
    // A buyer manages nobody and reads no log.
    expect((await portal('member/list', {}, buyer.token)).code).toBe(errors.forbidden.code);
    expect((await portal('member/invite', { phone: stranger.phone, role: 'buyer' }, buyer.token)).code).toBe(errors.forbidden.code);
    expect((await portal('activity/list', {}, buyer.token)).code).toBe(errors.forbidden.code);
    // Inviting a member again is refused.
    expect((await portal('member/invite', { phone: buyer.phone, role: 'finance' }, owner.token)).code).toBe(errors.invitedAlreadyMember.code);

    const log = await portal<{ items: ActivityEntry[] }>('activity/list', {}, owner.token);
    expect(log.data.items.map(({ action, actorPhone }) => ({ action, actorPhone }))).toEqual([
      { action: 'joined', actorPhone: buyer.phone },
      { action: 'invited', actorPhone: owner.phone },
      { action: 'registered', actorPhone: owner.phone },
    ]);
  });

  it('sets a buyer’s role and limits, lets a member go or leave, and never moves the owner', async () => {
    const { owner, company: mine } = await companyWithOwner();
    const joined = async (role: 'buyer' | 'finance' | 'administrator') => {
      const person = await customer();
      await portal('member/invite', { phone: person.phone, role }, owner.token);
      const [invitation] = (await portal<MyInvitation[]>('invitation/list', {}, person.token)).data;
      await portal('invitation/answer', { id: invitation!.id, accept: true }, person.token);
      const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, person.phone));
      return { ...person, id: row!.id };
    };
    const buyer = await joined('buyer');
    const admin2 = await joined('administrator');
    const [ownerRow] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, owner.phone));

    const limited = await portal<CompanyPeople>(
      'member/update',
      { userId: buyer.id, role: 'buyer', orderLimitFen: 5_000_000, monthlyLimitFen: 20_000_000 },
      admin2.token,
    );
    expect(limited.data.members.find((member) => member.userId === buyer.id)).toMatchObject({ orderLimitFen: 5_000_000, monthlyLimitFen: 20_000_000 });
    for (const bad of [{ orderLimitFen: 0 }, { orderLimitFen: 1.5 }, { monthlyLimitFen: -1 }, { role: 'owner' }]) {
      const answer = await portal('member/update', { userId: buyer.id, role: 'buyer', orderLimitFen: null, monthlyLimitFen: null, ...bad }, owner.token);
      expect(answer.code, JSON.stringify(bad)).toBe(errors.validation.code);
    }
    expect((await portal('member/update', { userId: ownerRow!.id, role: 'buyer', orderLimitFen: null, monthlyLimitFen: null }, admin2.token)).code).toBe(
      errors.ownerStays.code,
    );
    expect((await portal('member/remove', { userId: ownerRow!.id }, admin2.token)).code).toBe(errors.ownerStays.code);
    expect((await portal('member/remove', { userId: ownerRow!.id }, owner.token)).code).toBe(errors.ownerStays.code);

    // Someone outside cannot touch the company's people.
    const outsider = await companyWithOwner();
    expect((await portal('member/remove', { userId: buyer.id }, outsider.owner.token)).code).toBe(errors.notFound.code);
    expect((await portal('member/update', { userId: buyer.id, role: 'finance', orderLimitFen: null, monthlyLimitFen: null }, outsider.owner.token)).code).toBe(
      errors.notFound.code,
    );

    const removed = await portal<CompanyPeople>('member/remove', { userId: buyer.id }, owner.token);
    expect(removed.data.members.map((member) => member.userId)).not.toContain(buyer.id);
    expect((await portal('get', {}, buyer.token)).data).toBeNull();
    expect((await portal('member/remove', { userId: admin2.id }, admin2.token)).data).toBeNull();
    expect((await portal('get', {}, admin2.token)).data).toBeNull();
    const log = await portal<{ items: ActivityEntry[] }>('activity/list', {}, owner.token);
    expect(log.data.items.slice(0, 3).map((entry) => entry.action)).toEqual(['left', 'removed', 'limitsChanged']);
    expect(mine.id).toBeGreaterThan(0);
  });

  it('declines, lapses after seven days, renews, cancels, and holds the member limit under simultaneous invitations', async () => {
    const { owner, company: mine } = await companyWithOwner();
    const person = await customer();
    await portal('member/invite', { phone: person.phone, role: 'buyer' }, owner.token);
    const [first] = (await portal<MyInvitation[]>('invitation/list', {}, person.token)).data;
    expect((await portal('invitation/answer', { id: first!.id, accept: false }, person.token)).code).toBe('000000');
    expect((await portal('get', {}, person.token)).data).toBeNull();

    // Invited again, it lapses unanswered after seven days.
    await portal('member/invite', { phone: person.phone, role: 'finance' }, owner.token);
    const [second] = (await portal<MyInvitation[]>('invitation/list', {}, person.token)).data;
    const saved = ctx.clock.now;
    await ctx.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(saved.getTime() - 1_000) })
      .where(eq(companyInvitations.id, second!.id));
    expect((await portal('invitation/list', {}, person.token)).data).toEqual([]);
    expect((await portal('invitation/answer', { id: second!.id, accept: true }, person.token)).code).toBe(errors.invitationGone.code);
    // Inviting once more renews the lapsed one rather than adding another.
    const renewed = await portal<CompanyPeople>('member/invite', { phone: person.phone, role: 'buyer' }, owner.token);
    expect(renewed.data.invitations).toEqual([expect.objectContaining({ id: second!.id, role: 'buyer' })]);
    const cancelled = await portal<CompanyPeople>('invitation/cancel', { id: second!.id }, owner.token);
    expect(cancelled.data.invitations).toEqual([]);
    expect((await portal('invitation/list', {}, person.token)).data).toEqual([]);

    // Filled to one place short, three invitations at once: exactly one takes the last place.
    const [ownerRow] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, owner.phone));
    await ctx.db.insert(companyInvitations).values(
      Array.from({ length: MAX_COMPANY_MEMBERS - 2 }, (_, index) => ({
        companyId: mine.id,
        phone: `1350000${String(index).padStart(4, '0')}`,
        role: 'buyer' as const,
        invitedBy: ownerRow!.id,
        expiresAt: new Date(saved.getTime() + 86_400_000),
      })),
    );
    const last = await Promise.all(
      ['13511110001', '13511110002', '13511110003'].map((phone) => portal('member/invite', { phone, role: 'buyer' }, owner.token)),
    );
    expect(last.map((answer) => answer.code).sort()).toEqual(['000000', errors.companyFull.code, errors.companyFull.code].sort());
    const people = (await portal<CompanyPeople>('member/list', {}, owner.token)).data;
    expect(people.members.length + people.invitations.length).toBe(MAX_COMPANY_MEMBERS);
    // Full, an open invitation is still renewed: it takes no new place.
    expect((await portal('member/invite', { phone: '13500000000', role: 'finance' }, owner.token)).code).toBe('000000');
  });
});
