import { createHash, createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { ApiError } from '../../http/api-error.ts';
import type { CaptchaAnswer, CaptchaVerifier } from './captcha-check.ts';

export type TencentCaptchaConfig = {
  /** API key of the Tencent Cloud account (CAM), which signs the request. */
  secretId: string;
  secretKey: string;
  /** The captcha application, from the captcha console. */
  captchaAppId: number;
  appSecretKey: string;
  /** https://captcha.tencentcloudapi.com; a local address in tests. */
  endpoint: string;
  /** Where browsers load the widget from (TJCaptcha.js); a stand-in in the browser tests. */
  scriptUrl: string;
};

const SERVICE = 'captcha';
const ACTION = 'DescribeCaptchaResult';
const VERSION = '2019-07-22';
const ALGORITHM = 'TC3-HMAC-SHA256';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** The service answers within a second or two; a hung call must not hold a login. */
const TIMEOUT_MS = 5_000;
/** CaptchaCode 1 is the only pass; every other code (wrong, expired, reused ticket…) is a wrong answer. */
const CAPTCHA_PASSED = 1;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The TC3-HMAC-SHA256 Authorization header of a JSON POST to `host` (Tencent Cloud API 3.0). */
export function tc3Authorization(options: { secretId: string; secretKey: string; host: string; payload: string; timestamp: number }): string {
  const date = new Date(options.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = ['POST', '/', '', `content-type:${CONTENT_TYPE}\nhost:${options.host}\n`, signedHeaders, sha256Hex(options.payload)].join('\n');
  const scope = `${date}/${SERVICE}/tc3_request`;
  const stringToSign = [ALGORITHM, String(options.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${options.secretKey}`, date), SERVICE), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${ALGORITHM} Credential=${options.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

type DescribeCaptchaResult = { Response?: { CaptchaCode?: number; CaptchaMsg?: string; Error?: { Code?: string; Message?: string } } };

/**
 * Tencent Cloud captcha: the browser widget gives a ticket and a random string, which the form sends
 * as `captcha` and `captchaId`; the server asks DescribeCaptchaResult whether they pass. When the
 * service cannot be asked the answer is "service busy", never a pass.
 */
export function tencentCaptcha(config: TencentCaptchaConfig, log: Logger, now: () => Date = () => new Date()): CaptchaVerifier {
  const url = new URL(config.endpoint);
  return {
    provider: 'tencent',
    widget: { appId: String(config.captchaAppId), scriptUrl: config.scriptUrl },
    async check({ captchaId: randstr, captcha: ticket }: CaptchaAnswer, clientAddress, data = {}) {
      if (!randstr || !ticket) throw new ApiError('captchaRequired', data);
      const payload = JSON.stringify({
        CaptchaType: 9,
        Ticket: ticket,
        UserIp: clientAddress,
        Randstr: randstr,
        CaptchaAppId: config.captchaAppId,
        AppSecretKey: config.appSecretKey,
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      let answer: DescribeCaptchaResult;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': CONTENT_TYPE,
            authorization: tc3Authorization({ secretId: config.secretId, secretKey: config.secretKey, host: url.host, payload, timestamp }),
            'x-tc-action': ACTION,
            'x-tc-version': VERSION,
            'x-tc-timestamp': String(timestamp),
          },
          body: payload,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        answer = (await response.json()) as DescribeCaptchaResult;
      } catch (error) {
        throw new ApiError('serviceBusy', null, { cause: error });
      }
      const result = answer.Response;
      if (!result || result.Error) {
        log.warn({ error: result?.Error ?? 'no Response' }, 'captcha service refused the check');
        throw new ApiError('serviceBusy');
      }
      if (result.CaptchaCode !== CAPTCHA_PASSED) throw new ApiError('captchaWrong', data);
    },
  };
}
