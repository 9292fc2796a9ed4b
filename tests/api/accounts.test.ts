import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import { users } from '../../src/server/db/schema.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { needsRehash } from '../../src/server/services/auth/password.ts';
import { PASSWORD_CHECKS_PER_CLIENT, PASSWORD_CHECKS_PER_USER } from '../../src/server/services/auth/password-check.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let phoneCounter = 0;
const newPhone = () => `1360000${String(1000 + phoneCounter++).padStart(4, '0')}`;
const me = (token: string) => ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token });

async function registered(phone = newPhone(), password = 'Pigment123') {
  const smsCode = await ctx.codes.issue('register', phone);
  const answer = await ctx.post<LoginAnswer>('/api/portal/user/register', { phone, smsCode, password, confirmPassword: password, agree: true });
  expect(answer.code).toBe('000000');
  return { phone, password, token: answer.data.token };
}

describe('register', () => {
  it('creates the account with the SMS code, logs it in, and the code works once', async () => {
    const phone = newPhone();
    const smsCode = await ctx.codes.issue('register', phone);
    const body = { phone, smsCode, password: 'Pigment123', confirmPassword: 'Pigment123', agree: true };
    const answer = await ctx.post<LoginAnswer>('/api/portal/user/register', body);
    expect(answer.code).toBe('000000');
    expect(answer.data.user.phone).toBe(phone);
    expect((await me(answer.data.token)).code).toBe('000000');
    const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    // Made with the parameters in force (a test shop's cheap ones; password.test.ts checks production's).
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(needsRehash(row!.passwordHash)).toBe(false);
    // The code is used up; only a new one, proving the phone again, learns that it is registered.
    expect((await ctx.post('/api/portal/user/register', body)).code).toBe('100005');
    const again = { ...body, smsCode: await ctx.codes.issue('register', phone) };
    expect((await ctx.post('/api/portal/user/register', again)).code).toBe('100007');
  });

  it('without a right code, a registered phone gets the same answer as a free one', async () => {
    const base = { smsCode: '123456', password: 'Pigment123', confirmPassword: 'Pigment123', agree: true };
    const registered = await ctx.post('/api/portal/user/register', { ...base, phone: demoAccounts.customer.phone });
    const free = await ctx.post('/api/portal/user/register', { ...base, phone: newPhone() });
    expect(registered.code).toBe('100005');
    expect({ ...registered, data: null }).toEqual({ ...free, data: null });
  });

  it('refuses a wrong code, and every form rule, changing nothing', async () => {
    const phone = newPhone();
    const base = { phone, smsCode: '123456', password: 'Pigment123', confirmPassword: 'Pigment123', agree: true };
    expect((await ctx.post('/api/portal/user/register', base)).code).toBe('100005');
    const cases: [object, string][] = [
      [{ ...base, confirmPassword: 'Pigment124' }, 'validation.passwordsDiffer'],
      [{ ...base, password: 'abcdefg', confirmPassword: 'abcdefg' }, 'validation.passwordLength'],
      [{ ...base, password: '1234567', confirmPassword: '1234567' }, 'validation.passwordLength'],
      [{ ...base, password: 'Ab1', confirmPassword: 'Ab1' }, 'validation.passwordLength'],
      [{ ...base, password: 'Abcdefgh12345678X', confirmPassword: 'Abcdefgh12345678X' }, 'validation.passwordLength'],
      [{ ...base, agree: false }, 'validation.agreement'],
      [{ ...base, phone: '12345' }, 'validation.phone'],
      [{ ...base, smsCode: '12' }, 'validation.smsCode'],
    ];
    for (const [body, message] of cases) {
      const answer = await ctx.post<{ issues: { path: string; key: string; message: string }[] }>('/api/portal/user/register', body);
      expect(answer.code, message).toBe('000002');
      expect(
        answer.data.issues.map((issue) => issue.key),
        message,
      ).toContain(message);
    }
    expect(await ctx.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });
});

describe('log in by SMS code', () => {
  it('logs in with a fresh code once; an unknown phone gets the same answer as a wrong code', async () => {
    const { phone } = await registered();
    const smsCode = await ctx.codes.issue('login', phone);
    const first = await ctx.post<LoginAnswer>('/api/portal/user/loginByCode', { phone, smsCode });
    expect(first.code).toBe('000000');
    expect((await ctx.post('/api/portal/user/loginByCode', { phone, smsCode })).code).toBe('100005');
    const stranger = newPhone();
    const strangerCode = await ctx.codes.issue('login', stranger);
    const unknown = await ctx.post('/api/portal/user/loginByCode', { phone: stranger, smsCode: strangerCode });
    const wrong = await ctx.post('/api/portal/user/loginByCode', { phone, smsCode: '000000' });
    expect(unknown.code).toBe('100005');
    expect(unknown.message).toBe(wrong.message);
  });

  it('a code is void after five wrong tries', async () => {
    const { phone } = await registered();
    const smsCode = await ctx.codes.issue('login', phone);
    const wrong = smsCode === '999999' ? '111111' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) await ctx.post('/api/portal/user/loginByCode', { phone, smsCode: wrong });
    expect((await ctx.post('/api/portal/user/loginByCode', { phone, smsCode })).code).toBe('100005');
  });
});

describe('passwords', () => {
  it('a reset by SMS code ends every session, and the new password logs in', async () => {
    const { phone, token } = await registered();
    const smsCode = await ctx.codes.issue('reset_password', phone);
    const reset = await ctx.post('/api/portal/user/resetPassword', { phone, smsCode, password: 'Renewed456', confirmPassword: 'Renewed456' });
    expect(reset.code).toBe('000000');
    expect((await me(token)).code).toBe('000004');
    expect((await ctx.post('/api/portal/user/login', { phone, password: 'Pigment123' }, { clientAddress: '10.9.0.1' })).code).toBe('100006');
    expect((await ctx.post('/api/portal/user/login', { phone, password: 'Renewed456' }, { clientAddress: '10.9.0.1' })).code).toBe('000000');
  });

  it('a change needs the current password and ends the other sessions only', async () => {
    const { phone, password, token } = await registered();
    const other = (await ctx.post<LoginAnswer>('/api/portal/user/login', { phone, password }, { clientAddress: '10.9.0.2' })).data.token;
    const wrong = await ctx.post(
      '/api/portal/user/changePassword',
      { oldPassword: 'Nope12345', password: 'Changed789', confirmPassword: 'Changed789' },
      { token },
    );
    expect(wrong.code).toBe('100011');
    expect((await me(other)).code).toBe('000000');
    const changed = await ctx.post(
      '/api/portal/user/changePassword',
      { oldPassword: password, password: 'Changed789', confirmPassword: 'Changed789' },
      { token },
    );
    expect(changed.code).toBe('000000');
    expect((await me(token)).code).toBe('000000');
    expect((await me(other)).code).toBe('000004');
    expect((await ctx.post('/api/portal/user/changePassword', { oldPassword: password, password: 'x', confirmPassword: 'x' })).code).toBe('000004');
  });

  it('wrong current passwords are limited per account, counted before the check, even all at once', async () => {
    const { password, token } = await registered();
    const body = { oldPassword: 'Nope12345', password: 'Changed789', confirmPassword: 'Changed789' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => ctx.post('/api/portal/user/changePassword', body, { token, clientAddress: `10.9.1.${index}` })),
    );
    const codes = answers.map((answer) => answer.code);
    // At most five were checked; the rest were refused before any hash ran.
    expect(codes.filter((code) => code === '100011').length).toBeLessThanOrEqual(PASSWORD_CHECKS_PER_USER);
    expect(codes.filter((code) => code !== '100011').every((code) => code === '000006' || code === '000011')).toBe(true);
    const limited = await ctx.post<{ retryAfterSeconds: number }>('/api/portal/user/changePassword', { ...body, oldPassword: password }, { token });
    expect(limited.code).toBe('000006');
    expect(limited.data.retryAfterSeconds).toBe(15 * 60);
    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 15 * 60_000 + 1);
    try {
      expect((await ctx.post('/api/portal/user/changePassword', { ...body, oldPassword: password }, { token })).code).toBe('000000');
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('one client guessing the current passwords of many accounts is limited too', async () => {
    const clientAddress = '10.9.2.1';
    const body = { oldPassword: 'Nope12345', password: 'Changed789', confirmPassword: 'Changed789' };
    const accounts = await Promise.all(Array.from({ length: 5 }, () => registered()));
    const codes: string[] = [];
    for (const { token } of accounts) {
      for (let attempt = 0; attempt < 5; attempt++) codes.push((await ctx.post('/api/portal/user/changePassword', body, { token, clientAddress })).code);
    }
    expect(codes.filter((code) => code === '100011')).toHaveLength(PASSWORD_CHECKS_PER_CLIENT);
    expect(codes.slice(PASSWORD_CHECKS_PER_CLIENT).every((code) => code === '000006')).toBe(true);
  }, 120_000);

  it('an old-parameter hash is replaced at the next login, with the production parameters', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'production');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const { phone, password } = await registered();
    const salt = randomBytes(16);
    const weak = ['scrypt', 16384, 8, 1, salt.toString('base64url'), scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')].join('$');
    await ctx.db.update(users).set({ passwordHash: weak }).where(eq(users.phone, phone));
    expect((await ctx.post('/api/portal/user/login', { phone, password }, { clientAddress: '10.9.0.3' })).code).toBe('000000');
    const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$/);
  });
});

describe('sessions', () => {
  it('end after 7 idle days, and use keeps them alive until their lifetime ends', async () => {
    const saved = ctx.clock.now;
    const at = (days: number) => (ctx.clock.now = new Date(saved.getTime() + days * 86_400_000));
    try {
      const { token } = await registered();
      at(6);
      expect((await me(token)).code).toBe('000000');
      at(12);
      expect((await me(token)).code).toBe('000000');
      at(19.5);
      expect((await me(token)).code).toBe('000004');

      ctx.clock.now = saved;
      const busy = await registered();
      for (const day of [6, 12, 18, 24, 29.9]) {
        at(day);
        expect((await me(busy.token)).code, `day ${day}`).toBe('000000');
      }
      at(30.1);
      expect((await me(busy.token)).code).toBe('000004');
    } finally {
      ctx.clock.now = saved;
    }
  });
});
