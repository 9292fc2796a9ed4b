import { canonicalQuery, percentEncode, rpcSignature } from './aliyun-signature.ts';
import type { SmsProvider, SmsPurpose } from './provider.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const REQUEST_TIMEOUT_MS = 10_000;

export type AliyunSmsConfig = {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature (签名) shown in front of every message. */
  signName: string;
  /** One approved template per purpose; each takes the variable ${code}. */
  templateCode: Record<SmsPurpose, string>;
  endpoint?: string;
};

export type AliyunSmsDeps = { fetch: typeof fetch; now: () => Date; nonce: () => string };

/** A SendSms answer whose Code is not "OK"; carries Aliyun's Code, Message and RequestId, never a credential. */
export class AliyunSmsError extends Error {
  readonly code: string;
  readonly requestId: string | undefined;
  constructor(code: string, message: string, requestId?: string) {
    super(`Aliyun SendSms failed: ${code}: ${message}`);
    this.name = 'AliyunSmsError';
    this.code = code;
    this.requestId = requestId;
  }
}

/** ISO 8601 in UTC without milliseconds, e.g. 2017-07-12T02:42:19Z. */
const aliyunTimestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Dysmsapi 2017-05-25 SendSms over the RPC API, parameters signed and sent as a form in a POST body. */
export function createAliyunProvider(config: AliyunSmsConfig, deps: AliyunSmsDeps): SmsProvider {
  return {
    async send({ phone, code, purpose }) {
      const parameters: Record<string, string> = {
        AccessKeyId: config.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: config.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: deps.nonce(),
        SignatureVersion: '1.0',
        TemplateCode: config.templateCode[purpose],
        TemplateParam: JSON.stringify({ code }),
        Timestamp: aliyunTimestamp(deps.now()),
        Version: '2017-05-25',
      };
      const signature = rpcSignature('POST', parameters, config.accessKeySecret);
      const response = await deps.fetch(config.endpoint ?? ALIYUN_SMS_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: `${canonicalQuery(parameters)}&Signature=${percentEncode(signature)}`,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await readAnswer(response);
      if (answer.Code !== 'OK') throw new AliyunSmsError(answer.Code, answer.Message, answer.RequestId);
    },
  };
}

type SendSmsAnswer = { Code: string; Message: string; RequestId?: string };

async function readAnswer(response: Response): Promise<SendSmsAnswer> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AliyunSmsError(`HTTP ${response.status}`, 'the answer is not JSON');
  }
  if (typeof body !== 'object' || body === null || typeof (body as { Code?: unknown }).Code !== 'string') {
    throw new AliyunSmsError(`HTTP ${response.status}`, 'the answer has no Code');
  }
  const { Code, Message, RequestId } = body as { Code: string; Message?: unknown; RequestId?: unknown };
  return {
    Code,
    Message: typeof Message === 'string' ? Message : '',
    ...(typeof RequestId === 'string' ? { RequestId } : {}),
  };
}
