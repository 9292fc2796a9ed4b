import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { CAPTCHA_AFTER_FAILURES } from '../../src/server/services/auth/login.ts';
import { createDbRateLimiter } from '../../src/server/services/db-stores.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const { phone, password } = demoAccounts.customer;
const from = (clientAddress: string) => ({ clientAddress });
let registrations = 0;

async function registeredPhone(password: string): Promise<string> {
  const phone = `1580000${String(registrations++).padStart(4, '0')}`;
  const smsCode = await ctx.codes.issue('register', phone);
  const answer = await ctx.post('/api/portal/user/register', { phone, smsCode, password, confirmPassword: password, agree: true });
  expect(answer.code).toBe('000000');
  return phone;
}

/** Runs `check` with the test clock moved on by `ms`, then puts it back. */
async function later(ms: number, check: () => Promise<void>): Promise<void> {
  const saved = ctx.clock.now;
  ctx.clock.now = new Date(saved.getTime() + ms);
  try {
    await check();
  } finally {
    ctx.clock.now = saved;
  }
}

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

  it('after 10 failures a login needs the captcha and waits 15 s, and a right captcha then lets the right password in', async () => {
    const target = demoAccounts.admin.phone;
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await ctx.post<{ captchaRequired: boolean }>(
        '/api/portal/user/login',
        { phone: target, password: 'Nope12345' },
        from(`10.1.0.${attempt}`),
      );
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
    const early = await ctx.post<{ retryAfterSeconds: number }>(
      '/api/portal/user/login',
      { ...right, captchaId: 'captcha-id-2', captcha: 'K7MP' },
      from('10.1.1.1'),
    );
    expect(early.code).toBe('100013');
    expect(early.status).toBe(429);
    expect(early.data.retryAfterSeconds).toBe(15);
    expect(early.message).toBe('密码错误次数过多，请 15 秒后再试，或使用短信验证码登录');
    await later(15_000, async () => {
      await ctx.codes.issue('captcha', 'captcha-id-3', 'k7mp');
      expect((await ctx.post('/api/portal/user/login', { ...right, captchaId: 'captcha-id-3', captcha: 'K7MP' }, from('10.1.1.1'))).code).toBe('000000');
      // A success clears the account's count: the next login needs no captcha and no wait.
      expect((await ctx.post('/api/portal/user/login', right, from('10.1.1.1'))).code).toBe('000000');
    });
  });

  it('a script answering the captcha right every time still meets doubling waits, never a lock, and the owner logs in by SMS code meanwhile', async () => {
    const phone = await registeredPhone('Owner1234');
    let captchas = 0;
    const attempt = async (password: string) => {
      const captchaId = `captcha-solved-${captchas++}`;
      await ctx.codes.issue('captcha', captchaId, 'k7mp');
      return ctx.post<{ retryAfterSeconds: number }>(
        '/api/portal/user/login',
        { phone, password, captchaId, captcha: 'k7mp' },
        from(`10.5.0.${captchas % 250}`),
      );
    };
    const saved = ctx.clock.now;
    try {
      for (let failure = 0; failure < 10; failure++) expect((await attempt('Nope12345')).code).toBe('100006');
      const waits: number[] = [];
      for (let round = 0; round < 8; round++) {
        const refused = await attempt('Nope12345');
        expect(refused.code).toBe('100013');
        waits.push(refused.data.retryAfterSeconds);
        ctx.clock.now = new Date(ctx.clock.now.getTime() + refused.data.retryAfterSeconds * 1000);
        expect((await attempt('Nope12345')).code).toBe('100006');

        // The owner is never locked out: a code to the phone logs in whatever the password failures.
        const smsCode = await ctx.codes.issue('login', phone);
        expect((await ctx.post('/api/portal/user/loginByCode', { phone, smsCode }, from('10.5.1.1'))).code).toBe('000000');
      }
      expect(waits).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
      const wait = await attempt('Owner1234');
      expect(wait.code).toBe('100013');
      ctx.clock.now = new Date(ctx.clock.now.getTime() + wait.data.retryAfterSeconds * 1000);
      expect((await attempt('Owner1234')).code).toBe('000000');
    } finally {
      ctx.clock.now = saved;
    }
  }, 120_000);

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

/*
 * Many attempts at once, as a script sends them: each is counted before its password is checked, so
 * no more than the limit are checked, on the database's limiter and on Redis's.
 */
const limiters: [string, string | undefined][] = [['database', undefined]];
if (process.env.TEST_REDIS_URL) limiters.push(['Redis', process.env.TEST_REDIS_URL]);

describe.each(limiters)('password login under concurrency (%s limiter)', (_name, redisUrl) => {
  let concurrent: TestContext;
  beforeAll(async () => {
    concurrent = await createTestContext(redisUrl ? { redisUrl } : {});
  });
  afterAll(() => concurrent.close());

  const login = (phone: string, extra: object = {}, index = 0) =>
    concurrent.post('/api/portal/user/login', { phone, password: 'Nope12345', ...extra }, from(`10.6.${index}.1`));

  it('20 wrong passwords at once for one phone: at most 10 are checked, the rest need the captcha', async () => {
    const codes = (await Promise.all(Array.from({ length: 20 }, (_, index) => login(demoAccounts.customer.phone, {}, index)))).map((answer) => answer.code);
    expect(codes.filter((code) => code === '100006').length).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    expect(codes.filter((code) => code === '100004').length).toBeGreaterThanOrEqual(20 - CAPTCHA_AFTER_FAILURES);
    expect(codes.every((code) => ['100006', '100004', '000011'].includes(code))).toBe(true);
    expect((await login(demoAccounts.customer.phone, {}, 99)).code).toBe('100004');
  });

  it('20 at once with the captcha answered right: still at most 10 checked, the rest told to wait', async () => {
    const phone = demoAccounts.admin.phone;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await concurrent.codes.issue('captcha', `concurrent-${index}`, 'k7mp');
        return login(phone, { captchaId: `concurrent-${index}`, captcha: 'k7mp' }, index);
      }),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === '100006').length).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    expect(codes.filter((code) => code === '100013').length).toBeGreaterThanOrEqual(20 - CAPTCHA_AFTER_FAILURES);
    expect(codes.every((code) => ['100006', '100013', '000011'].includes(code))).toBe(true);
  });
});
