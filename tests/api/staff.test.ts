import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../src/schemas/errors.ts';
import type { StaffMember } from '../../src/schemas/staff.ts';
import { callEntryOf, callPermissions, permissionForCall } from '../../src/schemas/staff-calls.ts';
import { type StaffRole, staffMay, staffRoles } from '../../src/schemas/staff-values.ts';
import { auditLog, users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let ownerToken: string;
/** A second owner, who invites the members of the roles' tests: an owner invites only a few a minute. */
let inviterToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ownerToken = await ctx.sessionFor(demoAccounts.admin.phone);
  await ctx.db.insert(users).values({ phone: '13700137299', passwordHash: 'none', role: 'admin', staffRole: 'owner' });
  inviterToken = await ctx.sessionFor('13700137299');
});
afterAll(() => ctx.close());

let nextPhone = 13700137300;
const freshPhone = () => String(nextPhone++);

/** An owner invites a member with the role; answers the member and a session of theirs. */
async function memberWith(role: StaffRole, inviter = ownerToken) {
  const invited = await ctx.post<StaffMember>('/api/admin/staff/invite', { phone: freshPhone(), role }, { token: inviter });
  expect(invited.code, invited.message).toBe('000000');
  return { member: invited.data, token: await ctx.sessionFor(invited.data.phone) };
}

const update = (token: string, id: number, role: StaffRole, disabled = false) =>
  ctx.post<StaffMember>('/api/admin/staff/update', { id, role, disabled }, { token });

/** Every back-office call in the route table, with a path its pattern matches. */
const adminCalls = () =>
  [
    ...new Map(
      ctx.app.routes.filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL').map((route) => [`${route.method} ${route.path}`, route]),
    ).values(),
  ].map((route) => ({ method: route.method, path: route.path.replace(/:[a-z]+/gi, 'x') }));

describe('the team’s roles', () => {
  it('name a permission for every back-office call, and no call that does not exist', () => {
    const calls = adminCalls();
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.filter((call) => callEntryOf(call.path) === undefined).map((call) => call.path)).toEqual([]);
    const named = new Set(calls.map((call) => callEntryOf(call.path)));
    expect(Object.keys(callPermissions).filter((entry) => !named.has(entry))).toEqual([]);
  });

  it('are checked on every back-office call: a role without the call’s permission is refused before anything is read', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(staffRoles.map(async (role) => [role, role === 'owner' ? ownerToken : (await memberWith(role, inviterToken)).token] as const)),
    );
    const customer = await ctx.sessionFor(demoAccounts.customer.phone);
    for (const { method, path } of adminCalls()) {
      const permission = permissionForCall(path);
      // A body every contract refuses: an allowed call stops at its contract, changing nothing.
      const call = (token: string) => ctx.post(path, { probe: true }, { token, method: method as 'POST' | 'GET' });
      expect((await call(customer)).code, path).toBe(errors.forbidden.code);
      for (const role of staffRoles) {
        const answer = await call(tokens[role]!);
        if (staffMay(role, permission)) expect(answer.code, `${role} ${path}`).not.toBe(errors.forbidden.code);
        else expect([answer.status, answer.code], `${role} ${path}`).toEqual([403, errors.forbidden.code]);
      }
    }
  });

  it('keep the shop’s bank account and letterhead to the owner, though an editor changes the other settings', async () => {
    const { token: editor } = await memberWith('content', inviterToken);
    expect((await ctx.post('/api/admin/content/config/get', { key: 'website' }, { token: editor })).code).toBe('000000');
    for (const key of ['bankTransfer', 'paperwork']) {
      expect((await ctx.post('/api/admin/content/config/get', { key }, { token: editor })).code).toBe(errors.forbidden.code);
      expect((await ctx.post('/api/admin/content/config/save', { key, value: {} }, { token: editor })).code).toBe(errors.forbidden.code);
      expect((await ctx.post('/api/admin/content/config/get', { key }, { token: ownerToken })).code).toBe('000000');
    }
  });
});

describe('the owner’s team', () => {
  it('invites by mobile number: the member sets a password with an SMS code and logs in with the role’s back office', async () => {
    const phone = freshPhone();
    const invited = await ctx.post<StaffMember>('/api/admin/staff/invite', { phone, role: 'warehouse' }, { token: ownerToken });
    expect(invited.data).toMatchObject({ phone, role: 'warehouse', disabled: false, invited: true });
    expect((await ctx.post('/api/portal/user/login', { phone, password: 'Guessed123' })).code).toBe(errors.loginFailed.code);

    const smsCode = await ctx.codes.issue('reset_password', phone);
    const password = 'Warehouse123';
    expect((await ctx.post('/api/portal/user/resetPassword', { phone, smsCode, password, confirmPassword: password })).code).toBe('000000');
    const login = await ctx.post<{ token: string; user: { role: string; staffRole: string } }>('/api/portal/user/login', { phone, password });
    expect(login.data.user).toMatchObject({ role: 'admin', staffRole: 'warehouse' });

    const token = login.data.token;
    expect((await ctx.post('/api/admin/order/list', {}, { token })).code).toBe('000000');
    expect((await ctx.post('/api/admin/bankTransfer/list', {}, { token })).code).toBe(errors.forbidden.code);
    const team = await ctx.post<StaffMember[]>('/api/admin/staff/list', {}, { token: ownerToken });
    expect(team.data.find((member) => member.phone === phone)).toMatchObject({ role: 'warehouse', invited: false });

    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff/invite'), eq(auditLog.targetId, phone)));
    expect(entry?.details).toMatchObject({ phone, role: 'warehouse' });
  });

  it('refuses a customer’s number, a member invited twice and an unknown role, inviting no one', async () => {
    const before = (await ctx.post<StaffMember[]>('/api/admin/staff/list', {}, { token: ownerToken })).data.length;
    expect((await ctx.post('/api/admin/staff/invite', { phone: demoAccounts.customer.phone, role: 'service' }, { token: ownerToken })).code).toBe(
      errors.staffPhoneIsCustomer.code,
    );
    const { member } = await memberWith('service');
    expect((await ctx.post('/api/admin/staff/invite', { phone: member.phone, role: 'finance' }, { token: ownerToken })).code).toBe(errors.alreadyStaff.code);
    expect((await ctx.post('/api/admin/staff/invite', { phone: freshPhone(), role: 'admin' }, { token: ownerToken })).code).toBe(errors.validation.code);
    expect((await ctx.post<StaffMember[]>('/api/admin/staff/list', {}, { token: ownerToken })).data.length).toBe(before + 1);
    expect((await update(ownerToken, 90_001, 'service')).code).toBe(errors.staffNotFound.code);
    const customerId = (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.customer.phone)))[0]!.id;
    expect((await update(ownerToken, customerId, 'owner')).code).toBe(errors.staffNotFound.code);
  });

  it('changes a role at once for the member’s open session, and a disabled member can neither call nor log in', async () => {
    const { member, token } = await memberWith('service');
    expect((await ctx.post('/api/admin/invoice/list', {}, { token })).code).toBe(errors.forbidden.code);
    expect((await update(ownerToken, member.id, 'finance')).data.role).toBe('finance');
    expect((await ctx.post('/api/admin/invoice/list', {}, { token })).code).toBe('000000');

    expect((await update(ownerToken, member.id, 'finance', true)).data.disabled).toBe(true);
    expect((await ctx.post('/api/admin/invoice/list', {}, { token })).code).toBe(errors.sessionInvalid.code);
    const smsCode = await ctx.codes.issue('login', member.phone);
    expect((await ctx.post('/api/portal/user/loginByCode', { phone: member.phone, smsCode })).code).toBe(errors.accountDisabled.code);

    expect((await update(ownerToken, member.id, 'finance', false)).data.disabled).toBe(false);
    const again = await ctx.post<{ token: string }>('/api/portal/user/loginByCode', {
      phone: member.phone,
      smsCode: await ctx.codes.issue('login', member.phone),
    });
    expect((await ctx.post('/api/admin/invoice/list', {}, { token: again.data.token })).code).toBe('000000');
  });

  it('always keeps one active owner, even when two owners step down at the same moment', async () => {
    const team = (await ctx.post<StaffMember[]>('/api/admin/staff/list', {}, { token: ownerToken })).data;
    const owner = team.find((member) => member.phone === demoAccounts.admin.phone)!;
    const inviter = team.find((member) => member.phone === '13700137299')!;
    expect((await update(ownerToken, inviter.id, 'owner', true)).data.disabled).toBe(true);
    expect((await update(ownerToken, owner.id, 'service')).code).toBe(errors.lastOwner.code);
    expect((await update(ownerToken, owner.id, 'owner', true)).code).toBe(errors.lastOwner.code);

    const second = await memberWith('owner');
    const answers = await Promise.all([update(ownerToken, owner.id, 'content'), update(second.token, second.member.id, 'content')]);
    expect(answers.map((answer) => answer.code).sort()).toEqual(['000000', errors.lastOwner.code]);
    const owners = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'owner'), isNull(users.disabledAt)));
    expect(owners).toHaveLength(1);
  });
});
