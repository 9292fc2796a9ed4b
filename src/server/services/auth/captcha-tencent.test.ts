import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tencentCaptcha } from './captcha-tencent.ts';

/*
 * A stand-in for captcha.tencentcloudapi.com on 127.0.0.1: it checks the TC3-HMAC-SHA256 signature as
 * Tencent Cloud describes it (its own code, not the adapter's) and answers DescribeCaptchaResult.
 */
const secretId = 'AKIDtestsecretid';
const secretKey = 'test-secret-key';
const config = { secretId, secretKey, captchaAppId: 190000001, appSecretKey: 'app-secret', endpoint: '' };
const requests: { body: Record<string, unknown>; signatureValid: boolean; headers: Record<string, unknown> }[] = [];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

function expectedAuthorization(headers: Record<string, string | string[] | undefined>, body: string): string {
  const timestamp = Number(headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonical = `POST\n/\n\ncontent-type:${headers['content-type']}\nhost:${headers.host}\n\ncontent-type;host\n${sha256(body)}`;
  const scope = `${date}/captcha/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), 'captcha'), 'tc3_request');
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=content-type;host, Signature=${createHmac('sha256', key).update(toSign).digest('hex')}`;
}

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const signatureValid = request.headers.authorization === expectedAuthorization(request.headers, body);
      requests.push({ body: parsed, signatureValid, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      const pass = parsed.Ticket === 'good-ticket' && parsed.Randstr === '@abc' && parsed.AppSecretKey === 'app-secret';
      const answer = signatureValid
        ? { CaptchaCode: pass ? 1 : 9, CaptchaMsg: pass ? 'OK' : 'ticket reused', RequestId: 'r1' }
        : { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' }, RequestId: 'r1' };
      response.end(JSON.stringify({ Response: answer }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  config.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const log = pino({ level: 'silent' });

describe('Tencent Cloud captcha', () => {
  it('passes a good ticket, sent signed with the client address, the app and the random string', async () => {
    await tencentCaptcha(config, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9');
    const [request] = requests.slice(-1);
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
    await expect(tencentCaptcha({ ...config, secretKey: 'wrong' }, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9')).rejects.toMatchObject({
      errorName: 'serviceBusy',
    });
    expect(requests.slice(-1)[0]!.signatureValid).toBe(false);
    await expect(
      tencentCaptcha({ ...config, endpoint: 'http://127.0.0.1:1' }, log).check({ captchaId: '@abc', captcha: 'good-ticket' }, '203.0.113.9'),
    ).rejects.toMatchObject({ errorName: 'serviceBusy' });
  });
});
