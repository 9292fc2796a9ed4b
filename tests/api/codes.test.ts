import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '../../src/schemas/auth.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { readOutbox } from '../../src/server/services/code-outbox.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const newPhone = () => `1350000${String(2000 + counter++).padStart(4, '0')}`;
/** A captcha as a person reads it off the image (the test hook keeps the answer). */
async function captcha() {
  const answer = await ctx.post<{ captchaId: string; svg: string }>('/api/portal/captcha/get');
  expect(answer.code).toBe('000000');
  return { captchaId: answer.data.captchaId, captcha: ctx.testHooks.captchas.get(answer.data.captchaId)! };
}
const send = async (body: object, options: { token?: string; clientAddress?: string } = {}) =>
  ctx.post<{ resendAfterSeconds: number; retryAfterSeconds: number }>('/api/portal/sms/send', { ...(await captcha()), ...body }, options);
const passTime = (ms: number) => (ctx.clock.now = new Date(ctx.clock.now.getTime() + ms));

describe('graphic captcha', () => {
  it('is an SVG image whose answer works once, in any case', async () => {
    const answer = await ctx.post<{ captchaId: string; svg: string }>('/api/portal/captcha/get');
    expect(answer.data.svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(answer.data.svg).not.toMatch(/<script/i);
    const text = ctx.testHooks.captchas.get(answer.data.captchaId)!;
    expect(text).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    const phone = newPhone();
    const first = await ctx.post('/api/portal/sms/send', { phone, purpose: 'register', captchaId: answer.data.captchaId, captcha: text.toLowerCase() });
    expect(first.code).toBe('000000');
    const again = await ctx.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', captchaId: answer.data.captchaId, captcha: text });
    expect(again.code).toBe('100009');
  });

  it('a wrong answer uses it up, and it expires after 5 minutes', async () => {
    const wrong = await captcha();
    expect((await ctx.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', ...wrong, captcha: 'ZZZZ' })).code).toBe('100009');
    expect((await ctx.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', ...wrong })).code).toBe('100009');
    const late = await captcha();
    passTime(5 * 60_000 + 1);
    expect((await ctx.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', ...late })).code).toBe('100009');
    expect((await ctx.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register' })).code).toBe('000002');
  });
});

describe('sending codes', () => {
  it('a registration code arrives and registers the account', async () => {
    const phone = newPhone();
    const sent = await send({ phone, purpose: 'register' });
    expect(sent.data.resendAfterSeconds).toBe(60);
    const [message] = readOutbox(ctx.sms, phone);
    expect(message!.purpose).toBe('register');
    const registered = await ctx.post<LoginAnswer>('/api/portal/user/register', {
      phone,
      smsCode: message!.code,
      password: 'Pigment123',
      confirmPassword: 'Pigment123',
      agree: true,
    });
    expect(registered.code).toBe('000000');
  });

  it('a registration code to a registered phone answers as to a free one, and registering with it says "registered"', async () => {
    const phone = demoAccounts.admin.phone;
    const free = newPhone();
    const [taken, untaken] = [await send({ phone, purpose: 'register' }), await send({ phone: free, purpose: 'register' })];
    expect(taken.code).toBe('000000');
    expect(taken.data).toEqual(untaken.data);
    const [message] = readOutbox(ctx.sms, phone).slice(-1);
    const body = { phone, smsCode: message!.code, password: 'Pigment123', confirmPassword: 'Pigment123', agree: true };
    expect((await ctx.post('/api/portal/user/register', body)).code).toBe('100007');
  });

  it('an account change to a phone or e-mail that has an account answers as a free one, and sends nothing', async () => {
    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    const takenPhone = demoAccounts.admin.phone;
    passTime(61_000);
    const before = readOutbox(ctx.sms, takenPhone).length;
    const taken = await send({ phone: takenPhone, purpose: 'change_username' }, { token });
    const free = await send({ phone: newPhone(), purpose: 'change_username' }, { token });
    expect(taken.code).toBe('000000');
    expect(taken.data).toEqual(free.data);
    expect(readOutbox(ctx.sms, takenPhone)).toHaveLength(before);
  });

  it('a phone gets one code a minute, five an hour and ten a day, and is told how long to wait', async () => {
    const phone = newPhone();
    expect((await send({ phone, purpose: 'register' })).code).toBe('000000');
    const tooSoon = await send({ phone, purpose: 'register' });
    expect(tooSoon.code).toBe('000006');
    expect(tooSoon.data.retryAfterSeconds).toBe(60);
    expect(tooSoon.message).toBe('操作频繁，请 60 秒后再试');
    for (let sent = 2; sent <= 5; sent++) {
      passTime(61_000);
      expect((await send({ phone, purpose: 'register' })).code, `send ${sent}`).toBe('000000');
    }
    passTime(61_000);
    const hourly = await send({ phone, purpose: 'register' });
    expect(hourly.code).toBe('000006');
    expect(hourly.data.retryAfterSeconds).toBe(3600 - 5 * 61);
    for (let sent = 6; sent <= 10; sent++) {
      passTime(sent === 6 ? 3600_000 : 61_000);
      expect((await send({ phone, purpose: 'register' })).code, `send ${sent}`).toBe('000000');
    }
    passTime(3600_000);
    const daily = await send({ phone, purpose: 'register' });
    expect(daily.code).toBe('000006');
    expect(daily.data.retryAfterSeconds).toBeGreaterThan(20 * 3600);
  });

  it('one client gets twenty codes an hour across phones', async () => {
    for (let sent = 0; sent < 20; sent++) expect((await send({ phone: newPhone(), purpose: 'register' }, { clientAddress: '10.8.0.1' })).code).toBe('000000');
    expect((await send({ phone: newPhone(), purpose: 'register' }, { clientAddress: '10.8.0.1' })).code).toBe('000006');
    expect((await send({ phone: newPhone(), purpose: 'register' }, { clientAddress: '10.8.0.2' })).code).toBe('000000');
  });

  it("the browser suite's hook lifts the per-client limits of the caller only, and a target's when named", async () => {
    passTime(61_000); // the captchas these sends draw count against 127.0.0.1's 30 a minute
    const client = { clientAddress: '10.8.0.3' };
    for (let sent = 0; sent < 20; sent++) await send({ phone: newPhone(), purpose: 'register' }, client);
    expect((await send({ phone: newPhone(), purpose: 'register' }, client)).code).toBe('000006');
    expect((await ctx.post('/api/test/resetLimits', {}, { clientAddress: '10.8.0.4' })).code).toBe('000000');
    expect((await send({ phone: newPhone(), purpose: 'register' }, client)).code).toBe('000006');
    expect((await ctx.post('/api/test/resetLimits', {}, client)).code).toBe('000000');
    const phone = newPhone();
    expect((await send({ phone, purpose: 'register' }, client)).code).toBe('000000');
    expect((await send({ phone, purpose: 'register' }, client)).code).toBe('000006');
    expect((await ctx.post('/api/test/resetLimits', { target: phone }, client)).code).toBe('000000');
    expect((await send({ phone, purpose: 'register' }, client)).code).toBe('000000');
    passTime(61_000);
  });

  it('a login or reset code to an unknown phone answers the same but sends nothing', async () => {
    const stranger = newPhone();
    const known = demoAccounts.customer.phone;
    for (const purpose of ['login', 'reset_password']) {
      const unknown = await send({ phone: stranger, purpose }, { clientAddress: `10.8.1.${purpose.length}` });
      expect(unknown.code).toBe('000000');
      expect(unknown.data).toEqual({ resendAfterSeconds: 60 });
      passTime(61_000);
    }
    expect(readOutbox(ctx.sms, stranger)).toEqual([]);
    expect((await send({ phone: known, purpose: 'login' })).code).toBe('000000');
    expect(readOutbox(ctx.sms, known)[0]!.purpose).toBe('login');
  });

  it('an account change sends to the new phone by SMS or to the new e-mail by mail, only when logged in', async () => {
    expect((await send({ phone: newPhone(), purpose: 'change_username' })).code).toBe('000004');
    const token = await ctx.sessionFor(demoAccounts.customer.phone);
    const phone = newPhone();
    expect((await send({ phone, purpose: 'change_username' }, { token })).code).toBe('000000');
    expect(readOutbox(ctx.sms, phone)).toHaveLength(1);
    expect(readOutbox(ctx.mail, phone)).toEqual([]);
    expect((await ctx.post<unknown[]>('/api/test/outbox', { target: phone })).data).toHaveLength(1);

    const email = `buyer${counter++}@example.com`;
    expect((await send({ email: email.toUpperCase(), purpose: 'change_username' }, { token })).code).toBe('000000');
    expect(readOutbox(ctx.sms, email)).toEqual([]);
    const [message] = readOutbox(ctx.mail, email);
    expect(message).toMatchObject({ purpose: 'change_username', code: expect.stringMatching(/^\d{6}$/) });
    const hook = await ctx.post<Array<{ code: string; purpose: string; sentAt: string }>>('/api/test/outbox', { target: email });
    expect(hook.data).toEqual([{ code: message!.code, purpose: 'change_username', sentAt: message!.sentAt.toISOString() }]);
    const changed = await ctx.post<{ email: string }>(
      '/api/portal/user/changeUsername',
      { email, code: message!.code, password: demoAccounts.customer.password },
      { token },
    );
    expect(changed.code).toBe('000000');
    expect(changed.data.email).toBe(email);
    expect((await send({ email, purpose: 'register' }, { token })).code).toBe('000002');
  });
});
