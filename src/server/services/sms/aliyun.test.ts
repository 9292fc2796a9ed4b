import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AliyunSmsConfig, AliyunSmsError, createAliyunProvider } from './aliyun.ts';
import { canonicalQuery, percentEncode, rpcSignature } from './aliyun-signature.ts';

const config: AliyunSmsConfig = {
  accessKeyId: 'testId',
  accessKeySecret: 'testSecret',
  signName: '颜料商城',
  templateCode: { register: 'SMS_100000001', login: 'SMS_100000002', reset_password: 'SMS_100000003', change_username: 'SMS_100000004' },
};

function recordingFetch(status: number, answer: string) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    return new Response(answer, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

const fixedDeps = (fetch: typeof globalThis.fetch) => ({
  fetch,
  now: () => new Date('2025-03-14T01:02:03.456Z'),
  nonce: () => '7c0a5a9e-3c1f-4b7e-9d2a-1f2e3d4c5b6a',
});

const message = { phone: '13800138000', code: '480213', purpose: 'login', locale: 'zh' } as const;

describe('Aliyun RPC signature', () => {
  it("reproduces the worked example of Aliyun's SMS signing documentation (testId / testSecret, GET)", () => {
    // https://help.aliyun.com/document_detail/101343.htm; the same request and signature appear in
    // https://developer.aliyun.com/ask/218522 ("HTTP协议及签名"): Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D
    const parameters = {
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      AccessKeyId: 'testId',
      SignatureVersion: '1.0',
      Timestamp: '2017-07-12T02:42:19Z',
      Format: 'XML',
      Action: 'SendSms',
      Version: '2017-05-25',
      RegionId: 'cn-hangzhou',
      PhoneNumbers: '15300000001',
      SignName: '阿里云短信测试专用',
      TemplateParam: '{"customer":"test"}',
      TemplateCode: 'SMS_71390007',
      OutId: '123',
    };
    expect(canonicalQuery(parameters)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(rpcSignature('GET', parameters, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as RFC 3986: only letters, digits and - _ . ~ stay', () => {
    expect(percentEncode("a-z_A.Z~09 !'()*+/:=&%")).toBe('a-z_A.Z~09%20%21%27%28%29%2A%2B%2F%3A%3D%26%25');
    expect(percentEncode('颜')).toBe('%E9%A2%9C');
  });
});

describe('Aliyun SendSms provider', () => {
  it("POSTs the signed form for the purpose's template to the endpoint", async () => {
    const { fetch, requests } = recordingFetch(
      200,
      '{"Code":"OK","Message":"OK","BizId":"900619746936498440^0","RequestId":"F655A8D5-B967-440B-8683-DAD6FF8DE990"}',
    );
    await createAliyunProvider(config, fixedDeps(fetch)).send(message);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('https://dysmsapi.aliyuncs.com/');
    expect(request?.init.method).toBe('POST');
    expect(request?.init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });

    // Written out by hand from the documented rules: sorted, RFC 3986-encoded, UTC timestamp without milliseconds.
    const canonical =
      'AccessKeyId=testId&Action=SendSms&Format=JSON&PhoneNumbers=13800138000&RegionId=cn-hangzhou' +
      '&SignName=%E9%A2%9C%E6%96%99%E5%95%86%E5%9F%8E&SignatureMethod=HMAC-SHA1' +
      '&SignatureNonce=7c0a5a9e-3c1f-4b7e-9d2a-1f2e3d4c5b6a&SignatureVersion=1.0&TemplateCode=SMS_100000002' +
      '&TemplateParam=%7B%22code%22%3A%22480213%22%7D&Timestamp=2025-03-14T01%3A02%3A03Z&Version=2017-05-25';
    // Encoding the canonical string once more touches only %, = and &, the only characters in it outside A–Z a–z 0–9 - _ . ~
    const stringToSign = `POST&%2F&${canonical.replaceAll('%', '%25').replaceAll('=', '%3D').replaceAll('&', '%26')}`;
    const signature = createHmac('sha1', 'testSecret&').update(stringToSign).digest('base64');
    expect(request?.init.body).toBe(`${canonical}&Signature=${encodeURIComponent(signature)}`);
    expect(String(request?.init.body)).not.toContain('testSecret');
  });

  it('uses the configured endpoint', async () => {
    const { fetch, requests } = recordingFetch(200, '{"Code":"OK","Message":"OK"}');
    await createAliyunProvider({ ...config, endpoint: 'https://dysmsapi.ap-southeast-1.aliyuncs.com/' }, fixedDeps(fetch)).send(message);
    expect(requests[0]?.url).toBe('https://dysmsapi.ap-southeast-1.aliyuncs.com/');
  });

  it("rejects with Aliyun's Code and Message when the answer is not OK, without the secret", async () => {
    const { fetch } = recordingFetch(
      200,
      '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发分钟级流控Permits:1","RequestId":"A1B2C3D4-0000-0000-0000-000000000000"}',
    );
    const error = await createAliyunProvider(config, fixedDeps(fetch))
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AliyunSmsError);
    expect(error).toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL', requestId: 'A1B2C3D4-0000-0000-0000-000000000000' });
    expect((error as Error).message).toBe('Aliyun SendSms failed: isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1');
    expect((error as Error).message).not.toContain('testSecret');
  });

  it('rejects on an HTTP error with a body that is not JSON', async () => {
    const { fetch } = recordingFetch(503, '<html>Service Unavailable</html>');
    await expect(createAliyunProvider(config, fixedDeps(fetch)).send(message)).rejects.toMatchObject({ code: 'HTTP 503' });
  });

  it('rejects a signature error answered with HTTP 400', async () => {
    const { fetch } = recordingFetch(
      400,
      '{"Code":"SignatureDoesNotMatch","Message":"Specified signature is not matched with our calculation.","RequestId":"X"}',
    );
    await expect(createAliyunProvider(config, fixedDeps(fetch)).send(message)).rejects.toThrow(
      'Aliyun SendSms failed: SignatureDoesNotMatch: Specified signature is not matched with our calculation.',
    );
  });
});
