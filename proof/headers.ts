/**
 * proof:headers — the answers of a real server (pages, static files, API answers and errors) carry the
 * security headers; HSTS is sent when HSTS=1 and only then; cookies, if any, are HttpOnly; and the
 * served build's client files hold no server secret: neither the names of secret settings nor the
 * values this server runs with, no private keys, no database or Redis addresses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentBuild } from '../src/server/publish/publisher.ts';
import { call, get } from './support/http.ts';
import { type Check, report, runProof } from './support/report.ts';
import { PROOF_BUILDS_DIR, PROOF_REDIS_URL, proofDatabase, startInstance } from './support/shop.ts';

const SECRET_NAMES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ALIPAY_APP_PRIVATE_KEY',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'ALIYUN_ACCESS_KEY_SECRET',
  'TENCENTCLOUD_SECRET_KEY',
  'TENCENT_CAPTCHA_APP_SECRET_KEY',
  'password_hash',
  'passwordHash',
];
const SECRET_PATTERNS = [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, /postgres(ql)?:\/\/[^\s"'`]+/, /rediss?:\/\/[^\s"'`]+/, /smtps?:\/\/[^\s"'`]+@/];
const PAGES = ['/', '/en/', '/en/product', '/login', '/favicon.svg', '/no-such-page'];

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|html|json|css|txt|map|xml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

await runProof('headers', async (later) => {
  const shopDb = await proofDatabase('headers');
  later(shopDb.drop);
  const plain = await startInstance({ port: 4428, databaseUrl: shopDb.url, workers: 1 });
  later(plain.stop);
  const https = await startInstance({ port: 4420, databaseUrl: shopDb.url, workers: 1, env: { HSTS: '1' } });
  later(https.stop);

  const answers = [
    ...(await Promise.all(PAGES.map(async (path) => ({ path, ...(await get(plain.origin, path)) })))),
    ...(await Promise.all(
      ['/api/portal/product/getList', '/api/portal/nothing', '/api/portal/user/getCurrentUserInfo'].map(async (path) => {
        const response = await fetch(`${plain.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        return { path: `POST ${path}`, status: response.status, headers: response.headers, text: await response.text(), ms: 0 };
      }),
    )),
  ];
  const missing = (test: (headers: Headers) => boolean) =>
    answers.filter((answer) => !test(answer.headers)).map((answer) => `${answer.path} (${answer.status})`);
  const csp = (headers: Headers) => headers.get('content-security-policy') ?? '';
  const cookies = answers.flatMap((answer) => answer.headers.getSetCookie());
  const hstsAnswer = await get(https.origin, '/');
  await call(plain.origin, '/api/portal/product/getList', {});

  const build = currentBuild(PROOF_BUILDS_DIR);
  const files = build ? clientFiles(join(build.dir, 'client')) : [];
  const serverValues = [shopDb.url, PROOF_REDIS_URL, new URL(shopDb.url).pathname.slice(1)];
  const leaks: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const name of SECRET_NAMES) if (text.includes(name)) leaks.push(`${file}: ${name}`);
    for (const pattern of SECRET_PATTERNS) if (pattern.test(text)) leaks.push(`${file}: ${pattern.source}`);
    for (const value of serverValues) if (text.includes(value)) leaks.push(`${file}: a value of the server's environment`);
  }
  const checks: Check[] = [
    {
      label: 'Content-Security-Policy with default-src, object-src none and frame-ancestors none on every answer',
      ok: missing((h) => /default-src 'self'/.test(csp(h)) && /object-src 'none'/.test(csp(h)) && /frame-ancestors 'none'/.test(csp(h))).length === 0,
      detail: missing((h) => /frame-ancestors 'none'/.test(csp(h))).join(', ') || answers.length,
    },
    {
      label: 'X-Content-Type-Options: nosniff everywhere',
      ok: missing((h) => h.get('x-content-type-options') === 'nosniff').length === 0,
      detail: missing((h) => h.get('x-content-type-options') === 'nosniff').join(', ') || answers.length,
    },
    {
      label: 'Referrer-Policy everywhere',
      ok: missing((h) => Boolean(h.get('referrer-policy'))).length === 0,
      detail: answers[0]!.headers.get('referrer-policy') ?? 'none',
    },
    { label: 'X-Frame-Options: DENY everywhere', ok: missing((h) => h.get('x-frame-options') === 'DENY').length === 0 },
    { label: 'no Strict-Transport-Security without HSTS=1', ok: missing((h) => !h.has('strict-transport-security')).length === 0 },
    {
      label: 'Strict-Transport-Security with HSTS=1',
      ok: /max-age=\d{7,}/.test(hstsAnswer.headers.get('strict-transport-security') ?? ''),
      detail: hstsAnswer.headers.get('strict-transport-security') ?? 'none',
    },
    { label: 'cookies set: none, or HttpOnly', ok: cookies.every((cookie) => /;\s*HttpOnly/i.test(cookie)), detail: cookies.length },
    { label: 'answers naming the server (X-Powered-By)', ok: missing((h) => !h.has('x-powered-by')).length === 0 },
    { label: 'client files of the served build scanned', ok: files.length > 0, detail: files.length },
    {
      label: 'secret names, keys, addresses or server values in client files',
      ok: leaks.length === 0,
      detail: leaks.length ? leaks.slice(0, 5).join('; ') : 0,
    },
  ];
  report('headers', checks, { answers: answers.length, clientFiles: files.length });
});
