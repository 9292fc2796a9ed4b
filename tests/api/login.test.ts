import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createDbRateLimiter } from '../../src/server/services/db-stores.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { phone, password } = demoAccounts.customer;
const from = (clientAddress: string) => ({ clientAddress });

describe('password login', () => {
  it('answers a token that works, and logout revokes it', async () => {
    const login = await ctx.post<LoginAnswer>('/api/portal/user/login', { phone, password }, from('10.0.0.1'));
    expect(login.code).toBe('000000');
    expect(login.data.user.phone).toBe(phone);
    const token = login.data.token;
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000000');
    expect((await ctx.post('/api/portal/user/logout', {}, { token })).code).toBe('000000');
    expect((await ctx.post('/api/portal/user/getCurrentUserInfo', {}, { token })).code).toBe('000004');
  });

  it('gives the same answer for a wrong password and an unknown phone', async () => {
    const wrong = await ctx.post('/api/portal/user/login', { phone, password: 'Wrong1234' }, from('10.0.0.2'));
    const unknown = await ctx.post('/api/portal/user/login', { phone: '13600136000', password }, from('10.0.0.2'));
    expect(wrong.code).toBe('100006');
    expect(unknown.code).toBe('100006');
    expect(unknown.message).toBe(wrong.message);
  });

  it('refuses bad input without counting it as an attempt', async () => {
    for (const body of [{ phone: '123', password }, { phone }, { phone, password: '' }, { phone, password, extra: 1 }]) {
      expect((await ctx.post('/api/portal/user/login', body, from('10.0.0.3'))).code).toBe('000002');
    }
  });

  it('after 10 failures a login needs the graphic captcha, and a right one lets the right password in', async () => {
    const target = demoAccounts.admin.phone;
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await ctx.post<{ captchaRequired: boolean }>('/api/portal/user/login', { phone: target, password: 'Nope12345' }, from(`10.1.0.${attempt}`));
      expect(failed.code).toBe('100006');
      expect(failed.data.captchaRequired).toBe(attempt === 9);
    }
    const right = { phone: target, password: demoAccounts.admin.password };
    const withoutCaptcha = await ctx.post<{ captchaRequired: boolean }>('/api/portal/user/login', right, from('10.1.1.1'));
    expect(withoutCaptcha.code).toBe('100004');
    expect(withoutCaptcha.data.captchaRequired).toBe(true);
    await ctx.codes.issue('captcha', 'captcha-id-1', 'k7mp');
    expect((await ctx.post('/api/portal/user/login', { ...right, captchaId: 'captcha-id-1', captcha: 'XXXX' }, from('10.1.1.1'))).code).toBe('100009');
    // The captcha was used up by the wrong answer.
    expect((await ctx.post('/api/portal/user/login', { ...right, captchaId: 'captcha-id-1', captcha: 'k7mp' }, from('10.1.1.1'))).code).toBe('100009');
    await ctx.codes.issue('captcha', 'captcha-id-2', 'k7mp');
    expect((await ctx.post('/api/portal/user/login', { ...right, captchaId: 'captcha-id-2', captcha: 'K7MP' }, from('10.1.1.1'))).code).toBe('000000');
    // A success clears the account's count: the next login needs no captcha.
    expect((await ctx.post('/api/portal/user/login', right, from('10.1.1.1'))).code).toBe('000000');
  });

  it('100 failures in an hour lock the account, saying how long, even with the right password', async () => {
    const limiter = createDbRateLimiter(ctx.db, () => ctx.clock.now);
    for (let attempt = 0; attempt < 100; attempt++) await limiter.hit(`login:lock:${phone}`, 100, 60 * 60_000);
    const locked = await ctx.post<{ retryAfterSeconds: number }>('/api/portal/user/login', { phone, password }, from('10.1.2.1'));
    expect(locked.code).toBe('000006');
    expect(locked.status).toBe(429);
    expect(locked.data.retryAfterSeconds).toBe(3600);

    const saved = ctx.clock.now;
    ctx.clock.now = new Date(saved.getTime() + 60 * 60_000 + 1);
    try {
      expect((await ctx.post('/api/portal/user/login', { phone, password }, from('10.1.2.2'))).code).toBe('000000');
    } finally {
      ctx.clock.now = saved;
    }
  });

  it('limits one client guessing across many phones, and a forged X-Forwarded-For does not dodge it', async () => {
    const limiter = createDbRateLimiter(ctx.db, () => ctx.clock.now);
    for (let attempt = 0; attempt < 100; attempt++) await limiter.hit('login:client:10.2.0.1', 100, 15 * 60_000);
    expect((await ctx.post('/api/portal/user/login', { phone, password }, from('10.2.0.1'))).code).toBe('000006');
    const forged = { clientAddress: '10.2.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } };
    expect((await ctx.post('/api/portal/user/login', { phone, password }, forged)).code).toBe('000006');
    expect((await ctx.post('/api/portal/user/login', { phone, password }, from('10.2.0.2'))).code).toBe('000000');
  });

  it('a failed password login from one client counts towards that client', async () => {
    await ctx.post('/api/portal/user/login', { phone: '13500135001', password: 'Guess1234' }, from('10.3.0.1'));
    const limiter = createDbRateLimiter(ctx.db, () => ctx.clock.now);
    expect(await limiter.retryAfterMs('login:client:10.3.0.1')).toBeGreaterThan(0);
  });
});
