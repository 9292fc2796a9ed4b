import { createHash, createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for captcha.tencentcloudapi.com on 127.0.0.1: it checks the TC3-HMAC-SHA256 signature as
 * Tencent Cloud describes it (its own code, not the adapter's) and answers DescribeCaptchaResult.
 */

/** The keys a shop under test is configured with; the stand-in refuses any other signature or app. */
export const fakeTencentKeys = { secretId: 'AKIDtestsecretid', secretKey: 'test-secret-key', captchaAppId: 190000001, appSecretKey: 'app-secret' };

export type DescribeCaptchaRequest = { body: Record<string, unknown>; signatureValid: boolean; headers: Record<string, unknown> };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

function expectedAuthorization(headers: Record<string, string | string[] | undefined>, body: string): string {
  const timestamp = Number(headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const canonical = `POST\n/\n\ncontent-type:${headers['content-type']}\nhost:${headers.host}\n\ncontent-type;host\n${sha256(body)}`;
  const scope = `${date}/captcha/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${fakeTencentKeys.secretKey}`, date), 'captcha'), 'tc3_request');
  return `TC3-HMAC-SHA256 Credential=${fakeTencentKeys.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${createHmac('sha256', key).update(toSign).digest('hex')}`;
}

/** By default a ticket that starts with `pass-` passes once, as a real one does; any other is refused. */
function singleUsePassTickets(): (body: Record<string, unknown>) => boolean {
  const used = new Set<unknown>();
  return (body) => {
    if (typeof body.Ticket !== 'string' || !body.Ticket.startsWith('pass-') || used.has(body.Ticket)) return false;
    used.add(body.Ticket);
    return true;
  };
}

export async function startFakeTencentCaptcha(options: { port?: number; passes?: (body: Record<string, unknown>) => boolean } = {}) {
  const passes = options.passes ?? singleUsePassTickets();
  const requests: DescribeCaptchaRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const signatureValid = request.headers.authorization === expectedAuthorization(request.headers, body);
      requests.push({ body: parsed, signatureValid, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      const pass =
        parsed.AppSecretKey === fakeTencentKeys.appSecretKey &&
        parsed.CaptchaAppId === fakeTencentKeys.captchaAppId &&
        typeof parsed.Randstr === 'string' &&
        parsed.Randstr !== '' &&
        passes(parsed);
      const answer = signatureValid
        ? { CaptchaCode: pass ? 1 : 9, CaptchaMsg: pass ? 'OK' : 'ticket reused', RequestId: 'r1' }
        : { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad signature' }, RequestId: 'r1' };
      response.end(JSON.stringify({ Response: answer }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
