import { createHmac } from 'node:crypto';

// Alibaba Cloud RPC ("POP") signature, version 1.0 with HMAC-SHA1, as documented in
//   https://www.alibabacloud.com/help/zh/sms/signature-method (SMS 签名机制),
//   https://help.aliyun.com/document_detail/101343.htm (SMS request signing, worked example with testId/testSecret),
//   https://help.aliyun.com/document_detail/28839.html and https://www.alibabacloud.com/help/doc-detail/50286.html:
// parameters (all but Signature) sorted by name, names and values percent-encoded as RFC 3986 (only A–Z a–z 0–9 - _ . ~
// stay as they are; UTF-8 bytes as %XY; space as %20), joined with = and &;
// StringToSign = METHOD + "&" + percentEncode("/") + "&" + percentEncode(canonical query);
// Signature = Base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)).

/** RFC 3986 encoding as Aliyun requires: encodeURIComponent also leaves ! ' ( ) * alone, so those are encoded here. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(parameters: Record<string, string>): string {
  return Object.keys(parameters)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(parameters[name] ?? '')}`)
    .join('&');
}

export function rpcSignature(method: 'GET' | 'POST', parameters: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(parameters))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}
