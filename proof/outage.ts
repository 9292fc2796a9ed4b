/**
 * proof:outage — the shop reaches PostgreSQL through a TCP proxy (the real server stays up for everyone
 * else on this machine); during a steady load the proxy is cut for 10 s. Every call must answer within
 * the timeout, as the JSON "service busy" envelope (503, code 000011) or a success, never a 5xx page or a
 * hang; the prerendered pages keep being served; and the API recovers by itself when the link returns.
 * `/api/ready` answers 503 while the link is cut and 200 before and after; `/metrics` refuses a caller
 * without the token and, with it, counts every checkout of both workers.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { buyNow, makeBuyers, packWithStock } from './support/buyers.ts';
import { type Answer, call, get } from './support/http.ts';
import { isShort, percentile, report, runProof, wait } from './support/report.ts';
import { proofDatabase, proofPort, startInstance } from './support/shop.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';

const OUTAGE_MS = 10_000;
const BEFORE_MS = isShort ? 4_000 : 10_000;
const AFTER_MS = isShort ? 15_000 : 30_000;
/** No call may take longer than this, outage or not (the pool gives up connecting after 3 s). */
const ANSWER_WITHIN_MS = 6_000;
const PROXY_PORT = proofPort(4429);
const METRICS_TOKEN = randomBytes(18).toString('hex');
const READY_EVERY_MS = 500;

type Sample = {
  at: number;
  phase: 'before' | 'outage' | 'after';
  kind: string;
  answer: Answer | { status: number; ms: number; code: string; contentType: string };
};

await runProof('outage', async (later) => {
  const shopDb = await proofDatabase('outage');
  later(shopDb.drop);
  const direct = new URL(shopDb.url);
  const proxy = await startTcpProxy({ port: PROXY_PORT, targetHost: direct.hostname, targetPort: Number(direct.port || 5432) });
  later(proxy.close);
  const viaProxy = new URL(shopDb.url);
  viaProxy.port = String(PROXY_PORT);
  const shop = await startInstance({ port: 4426, databaseUrl: viaProxy.href, workers: 2, env: { METRICS_TOKEN } });
  later(shop.stop);
  const buyers = await makeBuyers(shopDb.database.db, shop.origin, 8);
  const skuId = await packWithStock(shopDb.database.db, 100_000);

  const samples: Sample[] = [];
  const started = Date.now();
  let phase: Sample['phase'] = 'before';
  const end = started + BEFORE_MS + OUTAGE_MS + AFTER_MS;
  const calls: [string, (index: number) => Promise<Sample['answer']>][] = [
    ['product list', () => call(shop.origin, '/api/portal/product/getList', { curPage: 1 }, { timeoutMs: 20_000 })],
    ['cart', (index) => call(shop.origin, '/api/portal/cart/list', {}, { token: buyers[index % buyers.length]!.token, timeoutMs: 20_000 })],
    [
      'checkout',
      (index) =>
        call(shop.origin, '/api/portal/checkout/place', buyNow(skuId, buyers[index % buyers.length]!, randomUUID()), {
          token: buyers[index % buyers.length]!.token,
          timeoutMs: 20_000,
        }),
    ],
    ['home page', async () => ({ ...(await get(shop.origin, '/', 20_000)), code: '', contentType: 'text/html' })],
  ];
  const worker = async (offset: number) => {
    for (let index = offset; Date.now() < end; index += 4) {
      const [kind, run] = calls[index % calls.length]!;
      const at = Date.now() - started;
      const taken = phase;
      samples.push({ at, phase: taken, kind, answer: await run(index) });
      await wait(50);
    }
  };
  const readiness: { phase: Sample['phase'] | 'straddling'; status: number; ms: number; text: string }[] = [];
  const pollReady = async () => {
    while (Date.now() < end) {
      const taken = phase;
      const answer = await get(shop.origin, '/api/ready', 20_000);
      // A probe that straddles the cut or the return belongs to neither side.
      readiness.push({ phase: taken === phase ? taken : 'straddling', status: answer.status, ms: answer.ms, text: answer.text });
      await wait(READY_EVERY_MS);
    }
  };
  const load = Promise.all([...[0, 1, 2, 3].map(worker), pollReady()]);
  await wait(BEFORE_MS);
  phase = 'outage';
  proxy.cut();
  console.log('  database link cut');
  await wait(OUTAGE_MS);
  proxy.restore();
  phase = 'after';
  const restoredAt = Date.now() - started;
  console.log('  database link restored');
  await load;

  const api = samples.filter((sample) => sample.kind !== 'home page');
  const ok = (sample: Sample) => sample.answer.status === 200 && sample.answer.code === '000000';
  const busy = (sample: Sample) => sample.answer.status === 503 && sample.answer.code === '000011' && sample.answer.contentType.includes('application/json');
  const during = api.filter((sample) => sample.phase === 'outage');
  const slow = samples.filter((sample) => sample.answer.ms > ANSWER_WITHIN_MS);
  const unclear = api.filter((sample) => !ok(sample) && !busy(sample));
  const pagesDown = samples.filter((sample) => sample.kind === 'home page' && sample.answer.status !== 200);
  const firstOkAfter = api.filter((sample) => sample.at >= restoredAt && ok(sample)).map((sample) => sample.at)[0];
  const lastFailure =
    api
      .filter((sample) => !ok(sample))
      .map((sample) => sample.at + sample.answer.ms)
      .sort((a, b) => b - a)[0] ?? 0;
  const tail = api.filter((sample) => sample.at > end - started - 5_000);
  const readyCut = readiness.filter((probe) => probe.phase === 'outage' && probe.status === 503);
  const readyCutRight = readyCut.filter((probe) => /"code":"000011"/.test(probe.text) && /"database":"unreachable"/.test(probe.text));
  const readyBefore = readiness.filter((probe) => probe.phase === 'before');
  const readyTail = readiness.slice(-5);
  const slowReady = readiness.filter((probe) => probe.ms > ANSWER_WITHIN_MS);
  const placedSeen = samples.filter((sample) => sample.kind === 'checkout' && ok(sample)).length;
  const refusedScrape = await fetch(`${shop.origin}/metrics`);
  const scrape = await fetch(`${shop.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const exposition = scrape.ok ? await scrape.text() : '';
  const seriesValue = (series: string) =>
    Number(
      exposition
        .split('\n')
        .find((line) => line.startsWith(`${series} `))
        ?.slice(series.length + 1) ?? Number.NaN,
    );
  const placedCounted = seriesValue('shop_orders_total{event="placed"}');
  const busyMs = during
    .filter(busy)
    .map((sample) => sample.answer.ms)
    .sort((a, b) => a - b);

  report(
    'outage',
    [
      {
        label: 'calls answered "service busy" during the outage',
        ok: during.filter(busy).length > 0,
        detail: `${during.filter(busy).length} of ${during.length}`,
      },
      {
        label: `calls slower than ${ANSWER_WITHIN_MS} ms (a hang)`,
        ok: slow.length === 0,
        detail: slow.length
          ? slow
              .slice(0, 3)
              .map((sample) => `${sample.kind} ${Math.round(sample.answer.ms)} ms`)
              .join(', ')
          : 0,
      },
      {
        label: 'API answers neither success nor the 503 busy envelope',
        ok: unclear.length === 0,
        detail: unclear.length
          ? unclear
              .slice(0, 3)
              .map((sample) => `${sample.kind} ${sample.answer.status}/${sample.answer.code}`)
              .join(', ')
          : 0,
      },
      { label: 'prerendered home page served throughout', ok: pagesDown.length === 0, detail: pagesDown.length },
      {
        label: '/api/ready answered 200 before the cut',
        ok: readyBefore.length > 0 && readyBefore.every((probe) => probe.status === 200),
        detail: `${readyBefore.filter((probe) => probe.status === 200).length} of ${readyBefore.length}`,
      },
      {
        label: '/api/ready answered 503 "database unreachable" while the database was cut',
        ok: readyCutRight.length > 0 && readyCutRight.length === readyCut.length,
        detail: `${readyCutRight.length} of ${readiness.filter((probe) => probe.phase === 'outage').length} probes`,
      },
      { label: '/api/ready answered within the time a balancer waits', ok: slowReady.length === 0, detail: slowReady.length },
      {
        label: '/api/ready answered 200 again at the end',
        ok: readyTail.length > 0 && readyTail.every((probe) => probe.status === 200),
        detail: readyTail.map((probe) => probe.status).join(','),
      },
      { label: '/metrics refused without the token', ok: refusedScrape.status === 403, detail: refusedScrape.status },
      {
        label: '/metrics with the token counts every checkout of both workers',
        ok: scrape.ok && placedCounted === placedSeen && exposition.includes('route="/api/portal/checkout/place"'),
        detail: `${scrape.status}: placed ${placedCounted}, client saw ${placedSeen}`,
      },
      {
        label: 'API recovered by itself after the link returned',
        ok: firstOkAfter !== undefined && tail.length > 0 && tail.every(ok),
        detail:
          firstOkAfter === undefined
            ? 'never'
            : `first success ${firstOkAfter - restoredAt} ms after, last failure ${Math.round(Math.max(0, lastFailure - restoredAt))} ms after`,
      },
    ],
    {
      calls: samples.length,
      outageMs: OUTAGE_MS,
      busyAnswers: during.filter(busy).length,
      busyP95Ms: percentile(busyMs, 95),
      maxMs: Math.round(Math.max(...samples.map((sample) => sample.answer.ms))),
    },
  );
});
