import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../src/schemas/user.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.sessionFor(demoAccounts.customer.phone);
});
afterAll(() => ctx.close());

describe('user calls', () => {
  it('answer 000004 without a token or with a dead one', async () => {
    for (const path of ['getCurrentUserInfo', 'modifyUserInfo', 'changeUsername']) {
      const missing = await ctx.post(`/api/portal/user/${path}`);
      expect(missing.code).toBe('000004');
      expect(missing.status).toBe(401);
      const forged = await ctx.post(`/api/portal/user/${path}`, {}, { token: 'x'.repeat(43) });
      expect(forged.code).toBe('000004');
    }
  });

  it('getCurrentUserInfo answers the logged-in user and no password hash', async () => {
    const answer = await ctx.post<UserInfo>('/api/portal/user/getCurrentUserInfo', {}, { token });
    expect(answer.code).toBe('000000');
    expect(answer.data.phone).toBe(demoAccounts.customer.phone);
    expect(JSON.stringify(answer.data)).not.toMatch(/scrypt|passwordHash|password_hash/i);
    expect(Object.keys(answer.data).filter((key) => /password/i.test(key))).toEqual(['mustChangePassword']);
  });

  it('modifyUserInfo changes only the fields sent, and blank clears a field', async () => {
    const changed = await ctx.post<UserInfo>('/api/portal/user/modifyUserInfo', { nickname: '  小颜  ', gender: 'girl', landline: '021-5888 1234' }, { token });
    expect(changed.code).toBe('000000');
    expect(changed.data).toMatchObject({ nickname: '小颜', gender: 'girl', landline: '021-5888 1234' });
    const companyBefore = changed.data.companyName;

    const cleared = await ctx.post<UserInfo>('/api/portal/user/modifyUserInfo', { landline: '' }, { token });
    expect(cleared.data).toMatchObject({ nickname: '小颜', landline: null, companyName: companyBefore });

    const reread = await ctx.post<UserInfo>('/api/portal/user/getCurrentUserInfo', {}, { token });
    expect(reread.data.landline).toBeNull();
  });

  it('modifyUserInfo refuses bad values and unknown fields and changes nothing', async () => {
    const before = await ctx.post<UserInfo>('/api/portal/user/getCurrentUserInfo', {}, { token });
    for (const body of [{ gender: 'other' }, { nickname: 'n'.repeat(41) }, { landline: 'call me' }, { role: 'admin' }]) {
      const answer = await ctx.post('/api/portal/user/modifyUserInfo', body, { token });
      expect(answer.status).toBe(400);
      expect(answer.code).toBe('000002');
    }
    const after = await ctx.post<UserInfo>('/api/portal/user/getCurrentUserInfo', {}, { token });
    expect(after.data).toEqual(before.data);
  });

  const password = demoAccounts.customer.password;
  const change = (body: object, session = token) => ctx.post<UserInfo>('/api/portal/user/changeUsername', body, { token: session });

  it('changeUsername moves the account to a new phone only with the current password and the code sent to it', async () => {
    const newPhone = '13700137000';
    const other = await ctx.sessionFor(demoAccounts.customer.phone);
    expect((await change({ phone: newPhone, code: '000000', password })).code).toBe('100005');
    const code = await ctx.codes.issue('change_username', newPhone);
    expect((await change({ phone: newPhone, code })).code).toBe('000002');
    const wrongPassword = await change({ phone: newPhone, code, password: 'Wrong1234' });
    expect(wrongPassword.code).toBe('100011');

    // The code was not spent by the refused attempts.
    const changed = await change({ phone: newPhone, code, password });
    expect(changed.code).toBe('000000');
    expect(changed.data.phone).toBe(newPhone);
    // Every other session of the account has ended; the one that made the change goes on.
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token: other })).code).toBe('000004');
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000000');

    expect((await change({ phone: newPhone, code, password })).code).toBe('100010');
  });

  it('changeUsername names a phone or e-mail of another account only to whoever holds its code', async () => {
    const takenPhone = demoAccounts.admin.phone;
    const wrongForTaken = await change({ phone: takenPhone, code: '123456', password });
    const wrongForFree = await change({ phone: '13700137011', code: '123456', password });
    expect(wrongForTaken.code).toBe('100005');
    expect({ ...wrongForTaken, data: null }).toEqual({ ...wrongForFree, data: null });

    const code = await ctx.codes.issue('change_username', takenPhone);
    const taken = await change({ phone: takenPhone, code, password });
    expect(taken.code).toBe('100007');
    expect(taken.status).toBe(409);
  });

  it('changeUsername adds an e-mail (stored lower-case) with the code sent to it', async () => {
    const code = await ctx.codes.issue('change_username', 'buyer@example.com');
    const answer = await change({ email: 'Buyer@Example.com', code, password });
    expect(answer.code).toBe('000000');
    expect(answer.data.email).toBe('buyer@example.com');
  });

  it('answers in English when asked', async () => {
    const answer = await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { locale: 'en' });
    expect(answer.message).toBe('Please log in first');
    const zh = await ctx.post('/api/portal/user/getCurrentUserInfo');
    expect(zh.message).toBe('请先登录');
  });
});
