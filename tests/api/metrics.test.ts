import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServingState } from '../../src/server/http/context.ts';
import { mayReadMetrics, metricsAccess } from '../../src/server/metrics/access.ts';
import { answerMetrics } from '../../src/server/metrics/endpoint.ts';
import { limitName, metrics } from '../../src/server/metrics/registry.ts';
import { capturingLogger, logsWritten } from '../helpers/capturing-logger.ts';
import { orderAwaitingPayment, packInStock, payInSandbox } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const captured = capturingLogger('info');
let ctx: TestContext;
/** What the serving process tells /api/ready: a build, and whether it is stopping. */
let serving: ServingState = { build: 'b-served', stopping: false };
let server: Server;
let origin: string;

beforeAll(async () => {
  ctx = await createTestContext({ log: captured.log, serving: () => serving });
  const access = metricsAccess({ METRICS_ALLOW: '', METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: '' });
  server = createServer((request, response) => void answerMetrics(access, request, response, () => metrics().registry.metrics()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** The value of one series in the exposition text, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

describe('who may read /metrics', () => {
  const caller = (peer: string, extra: { authorization?: string; forwardedFor?: string } = {}) => ({
    peer,
    forwardedFor: extra.forwardedFor,
    authorization: extra.authorization,
  });

  it('nobody when neither addresses nor a token are configured, loopback included', () => {
    const access = metricsAccess({ METRICS_ALLOW: '', TRUSTED_PROXIES: '' });
    expect(mayReadMetrics(access, caller('127.0.0.1'))).toBe(false);
    expect(mayReadMetrics(access, caller('127.0.0.1', { authorization: 'Bearer anything' }))).toBe(false);
  });

  it('a listed address, or the token from anywhere; never a wrong token or an address it forges', () => {
    const access = metricsAccess({ METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7', METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: '10.9.0.1' });
    expect(mayReadMetrics(access, caller('10.1.2.3'))).toBe(true);
    expect(mayReadMetrics(access, caller('::ffff:192.0.2.7'))).toBe(true);
    expect(mayReadMetrics(access, caller('203.0.113.9'))).toBe(false);
    expect(mayReadMetrics(access, caller('203.0.113.9', { authorization: `Bearer ${TOKEN}` }))).toBe(true);
    expect(mayReadMetrics(access, caller('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }))).toBe(false);
    expect(mayReadMetrics(access, caller('203.0.113.9', { authorization: TOKEN }))).toBe(false);
    // Behind the trusted balancer the client it names counts; a client's own X-Forwarded-For does not.
    expect(mayReadMetrics(access, caller('10.9.0.1', { forwardedFor: '192.0.2.7' }))).toBe(true);
    expect(mayReadMetrics(access, caller('10.9.0.1', { forwardedFor: '203.0.113.9' }))).toBe(false);
    expect(mayReadMetrics(access, caller('203.0.113.9', { forwardedFor: '192.0.2.7' }))).toBe(false);
  });

  it('over HTTP: 403 in the envelope without the token, the text with it', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }]) {
      const refused = await fetch(`${origin}/metrics`, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: '000005', data: null });
    }
    expect(await scrape()).toContain('# TYPE shop_http_requests_total counter');
  });

  it('a limiter key is labelled by its kind, never by the phone, address or id it counts', () => {
    expect(limitName('login:account:13800138000')).toBe('login_account');
    expect(limitName('code:minute:a@b.cn')).toBe('code_minute');
    expect(limitName('captcha:::ffff:127.0.0.1')).toBe('captcha');
    expect(limitName('captcha:2001:db8::1')).toBe('captcha');
    expect(limitName('upload:42')).toBe('upload');
  });
});

describe('the series after a checkout journey', () => {
  it('counts an order placed once, however often its idempotency key is sent again', async () => {
    const skuId = await packInStock(ctx);
    const order = await orderAwaitingPayment(ctx, skuId);
    const [address] = (await ctx.post<{ id: number }[]>('/api/portal/address/list', {}, { token: order.token })).data;
    const body = { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: address!.id };
    const before = seriesValue(await scrape(), 'shop_orders_total{event="placed"}');
    const first = await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', body, { token: order.token });
    const again = await ctx.post<{ orderNo: string }>('/api/portal/checkout/place', body, { token: order.token });
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect(seriesValue(await scrape(), 'shop_orders_total{event="placed"}') - before).toBe(1);
  });

  it('counts requests by route and status, orders, refusals, notifications, the cache and rate limits', async () => {
    const before = await scrape();
    const skuId = await packInStock(ctx);
    const order = await orderAwaitingPayment(ctx, skuId);
    await payInSandbox(ctx, order.token, order.orderNo);
    const refused = await ctx.post(
      '/api/portal/checkout/place',
      { idempotencyKey: randomUUID(), goods: { from: 'buyNow', skuId, quantity: 1 }, addressId: 999_999_999 },
      { token: order.token },
    );
    expect(refused.code).not.toBe('000000');
    await ctx.post('/api/portal/product/getList', { curPage: 1 });
    await ctx.post('/api/portal/product/getList', { curPage: 1 });
    for (let attempt = 0; attempt < 31; attempt++) await ctx.post('/api/portal/captcha/get', {}, { clientAddress: '198.51.100.23' });
    const after = await scrape();
    const grew = (series: string, by = 1) => expect(seriesValue(after, series) - seriesValue(before, series), series).toBeGreaterThanOrEqual(by);

    grew('shop_http_requests_total{method="POST",route="/api/portal/checkout/place",status="200"}');
    grew('shop_http_request_duration_seconds_count{method="POST",route="/api/portal/checkout/place",status="200"}');
    grew('shop_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/portal/checkout/place",status="200"}');
    grew('shop_orders_total{event="placed"}');
    grew('shop_orders_total{event="paid"}');
    grew('shop_payment_notifications_total{channel="wechat",result="accepted"}');
    const refusal = /^shop_checkout_refusals_total\{reason="(\w+)"\}/m.exec(after);
    expect(refusal).not.toBeNull();
    grew('shop_catalogue_cache_lookups_total{cache="catalogue",result="hit"}');
    grew('shop_rate_limit_refusals_total{limit="captcha"}');
    grew('shop_http_requests_total{method="POST",route="/api/portal/captcha/get",status="429"}');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'shop_db_pool_in_use',
      'shop_db_pool_waiting',
      'shop_sweeper_runs_total',
      'shop_publish_duration_seconds',
    ]) {
      expect(after).toContain(`# TYPE ${name} `);
    }
    // Address values never become labels.
    expect(after).not.toContain('198.51.100.23');
  });

  it('logs one line per call with request id, route, status, duration and user id, and nothing of the body or token', async () => {
    const token = await ctx.sessionFor('13800138000');
    await ctx.post(
      '/api/portal/address/create',
      { provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '科苑路 99 号', consignee: '李雷', mobile: '13912345678' },
      { token },
    );
    await logsWritten();
    const line = captured.lines.findLast((entry) => entry['msg'] === 'request' && entry['route'] === '/api/portal/address/create');
    expect(line).toMatchObject({ method: 'POST', status: 200, userId: expect.any(Number) });
    expect(line!['requestId']).toEqual(expect.any(String));
    expect(line!['ms']).toEqual(expect.any(Number));
    const text = JSON.stringify(line);
    for (const secret of [token, '13912345678', '李雷', '科苑路']) expect(text).not.toContain(secret);
  });
});

describe('health and readiness', () => {
  it('/api/health answers while the process runs; /api/ready checks the database and migrations', async () => {
    const health = await ctx.post('/api/health', undefined, { method: 'GET' });
    expect(health).toMatchObject({ status: 200, code: '000000', data: { status: 'ok' } });
    const ready = await ctx.post('/api/ready', undefined, { method: 'GET' });
    expect(ready).toMatchObject({ status: 200, code: '000000', data: { status: 'ready', database: 'ok', migrations: 'current', build: 'b-served' } });
    // The first question starts making every product's details; the process is ready meanwhile.
    expect((ready.data as { productDetails: string }).productDetails).toBe('per query');
    await expect
      .poll(async () => ((await ctx.post('/api/ready', undefined, { method: 'GET' })).data as { productDetails: string }).productDetails, { timeout: 20_000 })
      .toBe('in memory');
  });

  it('/api/ready turns 503 while the process stops (draining) or serves no build yet, and /api/health stays up', async () => {
    try {
      serving = { build: 'b-served', stopping: true };
      const stopping = await ctx.post('/api/ready', undefined, { method: 'GET' });
      expect(stopping).toMatchObject({ status: 503, code: '000011', data: { status: 'not ready', database: 'ok', stopping: true } });
      expect(await ctx.post('/api/health', undefined, { method: 'GET' })).toMatchObject({ status: 200 });
      serving = { build: null, stopping: false };
      expect(await ctx.post('/api/ready', undefined, { method: 'GET' })).toMatchObject({ status: 503, data: { build: 'none' } });
    } finally {
      serving = { build: 'b-served', stopping: false };
    }
  });
});

describe('the monitoring files in docs/monitoring', () => {
  it('name only series the shop exposes', async () => {
    const exposed = new Set((await metrics().registry.getMetricsAsJSON()).map((metric) => metric.name));
    const files = ['docs/monitoring/grafana-dashboard.json', 'docs/monitoring/alerts.yml'].map((path) => readFileSync(path, 'utf8'));
    const named = new Set(files.flatMap((text) => [...text.matchAll(/\b((?:shop|nodejs|process)_[a-z0-9_]+)/g)].map((match) => match[1]!)));
    const unknown = [...named].filter((name) => !exposed.has(name) && !exposed.has(name.replace(/_(bucket|sum|count)$/, '')));
    expect(named.size).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
    expect(() => JSON.parse(files[0]!)).not.toThrow();
  });
});
