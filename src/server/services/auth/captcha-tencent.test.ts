import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeTencentKeys, startFakeTencentCaptcha } from '../../../../tests/helpers/fake-tencent-captcha.ts';
import { tencentCaptcha } from './captcha-tencent.ts';

const config = { ...fakeTencentKeys, endpoint: '', scriptUrl: 'https://turing.captcha.qcloud.com/TJCaptcha.js' };
let fake: Awaited<ReturnType<typeof startFakeTencentCaptcha>>;
const requests = () => fake.requests;
beforeAll(async () => {
  fake = await startFakeTencentCaptcha({ passes: (body) => body.Ticket === 'good-ticket' && body.Randstr === '@abc' });
  config.endpoint = fake.endpoint;
});
afterAll(() => fake.close());

const log = pino({ level: 'silent' });

describe('Tencent Cloud captcha', () => {
  it('passes a good ticket, sent signed with the client address, the app and the random string', async () => {
    await tencentCaptcha(config, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9');
    const [request] = requests().slice(-1);
    expect(request!.signatureValid).toBe(true);
    expect(request!.headers).toMatchObject({ 'x-tc-action': 'DescribeCaptchaResult', 'x-tc-version': '2019-07-22' });
    expect(request!.body).toEqual({
      CaptchaType: 9,
      Ticket: 'good-ticket',
      UserIp: '203.0.113.9',
      Randstr: '@abc',
      CaptchaAppId: 190000001,
      AppSecretKey: 'app-secret',
    });
  });

  it('refuses a bad ticket as a wrong captcha, and a missing one as required', async () => {
    const captcha = tencentCaptcha(config, log);
    await expect(captcha.check({ captchaId: '@abc', captcha: 'used-ticket' }, '203.0.113.9', { captchaRequired: true })).rejects.toMatchObject({
      errorName: 'captchaWrong',
      data: { captchaRequired: true },
    });
    await expect(captcha.check({ captchaId: '@abc' }, '203.0.113.9')).rejects.toMatchObject({ errorName: 'captchaRequired' });
  });

  it('answers "service busy", never a pass, when the service refuses the signature or cannot be reached', async () => {
    await expect(
      tencentCaptcha({ ...config, secretKey: 'wrong' }, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9'),
    ).rejects.toMatchObject({
      errorName: 'serviceBusy',
    });
    expect(requests().slice(-1)[0]!.signatureValid).toBe(false);
    await expect(
      tencentCaptcha({ ...config, endpoint: 'http://127.0.0.1:1' }, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9'),
    ).rejects.toMatchObject({ errorName: 'serviceBusy' });
  });
});
