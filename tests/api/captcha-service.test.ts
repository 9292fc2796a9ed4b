import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenge, type LoginAnswer } from '../../src/schemas/auth.ts';
import { tencentCaptcha } from '../../src/server/services/auth/captcha-tencent.ts';
import { readOutbox } from '../../src/server/services/code-outbox.ts';
import { fakeTencentKeys, startFakeTencentCaptcha } from '../helpers/fake-tencent-captcha.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/**
 * `captcha/get` tells the forms which captcha to show; with Tencent Cloud captcha, the ticket and random
 * string its widget gives are what `sms/send`, `register` and `login` are then checked with.
 */
const scriptUrl = 'https://turing.captcha.qcloud.com/TJCaptcha.js';
let fake: Awaited<ReturnType<typeof startFakeTencentCaptcha>>;
let image: TestContext;
let tencent: TestContext;
beforeAll(async () => {
  fake = await startFakeTencentCaptcha();
  image = await createTestContext();
  const log = pino({ level: 'silent' });
  tencent = await createTestContext({ captcha: tencentCaptcha({ ...fakeTencentKeys, endpoint: fake.endpoint, scriptUrl }, log) });
});
afterAll(async () => {
  await Promise.all([image?.close(), tencent?.close(), fake?.close()]);
});

let counter = 0;
const newPhone = () => `1370000${String(3000 + counter++).padStart(4, '0')}`;

describe('captcha/get', () => {
  it('with the shop’s image: a new picture and the id its answer is checked under', async () => {
    const answer = await image.post('/api/portal/captcha/get');
    expect(answer.code).toBe('000000');
    const challenge = captchaChallenge.parse(answer.data);
    expect(challenge).toMatchObject({ provider: 'image', captchaId: expect.any(String), svg: expect.stringMatching(/^<svg/) });
    if (challenge.provider !== 'image') throw new Error('not an image');
    expect(image.testHooks.captchas.get(challenge.captchaId)).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
  });

  it('with Tencent Cloud captcha: the app and the widget’s script, and no picture made', async () => {
    const answer = await tencent.post('/api/portal/captcha/get');
    expect(answer.code).toBe('000000');
    expect(answer.data).toEqual({ provider: 'tencent', appId: String(fakeTencentKeys.captchaAppId), scriptUrl });
    expect(captchaChallenge.parse(answer.data).provider).toBe('tencent');
    expect(tencent.testHooks.captchas.size).toBe(0);
    // Nothing is made, so asking often is not limited as pictures are (30 a minute).
    for (let i = 0; i < 40; i++) expect((await tencent.post('/api/portal/captcha/get')).code).toBe('000000');
  });
});

describe('Tencent Cloud captcha in the account journeys', () => {
  it('registers with the ticket and random string the widget gave, each ticket good once', async () => {
    const phone = newPhone();
    const proof = { captchaId: '@rNd', captcha: 'pass-register-1' };
    const sent = await tencent.post('/api/portal/sms/send', { phone, purpose: 'register', ...proof }, { clientAddress: '198.51.100.7' });
    expect(sent.code).toBe('000000');
    expect(fake.requests.at(-1)!.body).toMatchObject({
      Ticket: 'pass-register-1',
      Randstr: '@rNd',
      UserIp: '198.51.100.7',
      CaptchaAppId: fakeTencentKeys.captchaAppId,
    });
    expect(fake.requests.at(-1)!.signatureValid).toBe(true);

    const reused = await tencent.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', ...proof });
    expect(reused.code).toBe('100009');
    const refused = await tencent.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register', captchaId: '@rNd', captcha: 'forged-ticket' });
    expect(refused.code).toBe('100009');
    expect((await tencent.post('/api/portal/sms/send', { phone: newPhone(), purpose: 'register' })).code).toBe('000002');

    const [message] = readOutbox(tencent.sms, phone);
    const registered = await tencent.post<LoginAnswer>('/api/portal/user/register', {
      phone,
      smsCode: message!.code,
      password: 'Ticket123',
      confirmPassword: 'Ticket123',
      agree: true,
    });
    expect(registered.code).toBe('000000');
    expect(registered.data.user.phone).toBe(phone);
  });

  it('after 10 failed logins a login passes with a ticket and the right password', async () => {
    const phone = newPhone();
    const smsCode = await tencent.codes.issue('register', phone);
    expect((await tencent.post('/api/portal/user/register', { phone, smsCode, password: 'Owner1234', confirmPassword: 'Owner1234', agree: true })).code).toBe(
      '000000',
    );
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await tencent.post('/api/portal/user/login', { phone, password: 'Nope12345' }, { clientAddress: `10.7.0.${attempt}` })).code).toBe('100006');
    }
    const right = { phone, password: 'Owner1234' };
    const withoutTicket = await tencent.post<{ captchaRequired: boolean }>('/api/portal/user/login', right);
    expect(withoutTicket.code).toBe('100004');
    expect(withoutTicket.data.captchaRequired).toBe(true);
    tencent.clock.now = new Date(tencent.clock.now.getTime() + 15_000);
    const login = await tencent.post<LoginAnswer>('/api/portal/user/login', { ...right, captchaId: '@xyz', captcha: 'pass-login-1' });
    expect(login.code).toBe('000000');
    expect(login.data.user.phone).toBe(phone);
  });
});
