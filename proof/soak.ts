/**
 * proof:soak — steady mixed browsing and buying on a clustered instance (10 minutes, or 1 with
 * --short): pages, catalogue calls, cart, checkout and sandbox payment at a fixed pace. Error rate 0;
 * the resident memory of every process sampled throughout, and flat: its peak in the second half no
 * more than 10% above its peak in the first (peaks, since garbage collection makes memory a sawtooth;
 * the first half also lets caches and the JIT warm up).
 */
import { randomUUID } from 'node:crypto';
import type { StartedPaymentView } from '../src/schemas/payments.ts';
import { buyNow, makeBuyers, packWithStock } from './support/buyers.ts';
import { call, get } from './support/http.ts';
import { isShort, percentile, report, runProof, wait } from './support/report.ts';
import { childPids, proofDatabase, rssMb, startInstance } from './support/shop.ts';

const SECONDS = isShort ? 60 : 600;
const VISITORS = 4;
/** Pause between one visitor's steps: a steady rate, not a flood. */
const THINK_MS = 100;
const MEMORY_SAMPLES = 12;
const FLAT_SHARE = 0.1;

await runProof('soak', async (later) => {
  const shopDb = await proofDatabase('soak');
  later(shopDb.drop);
  const shop = await startInstance({ port: 4427, databaseUrl: shopDb.url, workers: 2 });
  later(shop.stop);
  const buyers = await makeBuyers(shopDb.database.db, shop.origin, VISITORS);
  const skuId = await packWithStock(shopDb.database.db, 1_000_000);
  const processes = async () => [shop.pid, ...(await childPids(shop.pid))];
  const memory = async () => Object.fromEntries(await Promise.all((await processes()).map(async (pid) => [pid, await rssMb(pid)] as const)));

  // A little traffic first, so start-up allocations are not counted as growth.
  await Promise.all(Array.from({ length: 20 }, () => call(shop.origin, '/api/portal/product/getList', { curPage: 1 })));
  const startRss = await memory();
  const latencies: number[] = [];
  const errors: string[] = [];
  let steps = 0;
  let orders = 0;
  const end = Date.now() + SECONDS * 1000;
  const record = (label: string, answer: { status: number; ms: number; code?: string }, expectEnvelope = true) => {
    steps += 1;
    latencies.push(answer.ms);
    if (answer.status !== 200 || (expectEnvelope && answer.code !== '000000')) errors.push(`${label} ${answer.status}/${answer.code ?? ''}`);
  };
  const samples: Record<string, number | null>[] = [startRss];
  const sampler = (async () => {
    while (Date.now() < end) {
      await wait(Math.min((SECONDS * 1000) / MEMORY_SAMPLES, Math.max(0, end - Date.now())));
      samples.push(await memory());
    }
  })();
  const visitor = async (index: number) => {
    const { token, addressId, userId } = buyers[index]!;
    while (Date.now() < end) {
      record('home', await get(shop.origin, index % 2 ? '/' : '/en/'), false);
      const list = await call<{ items?: { id: number }[] }>(shop.origin, '/api/portal/product/getList', { curPage: 1 + (steps % 2) });
      record('product list', list);
      record('product', await call(shop.origin, '/api/portal/product/getById', { id: list.data?.items?.[steps % 5]?.id ?? 1 }));
      record('cart add', await call(shop.origin, '/api/portal/cart/add', { skuId, quantity: 1 }, { token }));
      const cart = await call<{ lines: { id: number | null }[] }>(shop.origin, '/api/portal/cart/list', {}, { token });
      record('cart list', cart);
      const ids = cart.data?.lines.map((line) => line.id).filter((id) => id !== null) ?? [];
      if (ids.length) record('cart remove', await call(shop.origin, '/api/portal/cart/remove', { ids }, { token }));
      const placed = await call<{ orderNo: string }>(shop.origin, '/api/portal/checkout/place', buyNow(skuId, { token, addressId, userId }, randomUUID()), {
        token,
      });
      record('checkout', placed);
      if (placed.code === '000000') {
        orders += 1;
        const started = await call<StartedPaymentView>(
          shop.origin,
          '/api/portal/payment/start',
          { orderNo: placed.data.orderNo, channel: 'wechat' },
          { token },
        );
        record('pay start', started);
        if (started.data?.kind === 'qr')
          record('pay', await call(shop.origin, '/api/sandbox/complete', { tradeNo: new URL(started.data.codeUrl).searchParams.get('pr'), outcome: 'pay' }));
      }
      record('order list', await call(shop.origin, '/api/portal/order/list', { curPage: 1 }, { token }));
      await wait(THINK_MS);
    }
  };
  await Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));
  await sampler;
  const endRss = await memory();
  samples.push(endRss);
  const half = Math.ceil(samples.length / 2);
  const peak = (pid: string, from: number, to: number) => Math.max(...samples.slice(from, to).map((sample) => sample[pid] ?? 0));
  latencies.sort((a, b) => a - b);
  const rssLines = Object.keys(endRss).map(
    (pid) => `${pid} ${startRss[pid] ?? '?'}, peaks ${peak(pid, 0, half)} | ${peak(pid, half, samples.length)}, end ${endRss[pid]} MB`,
  );
  const growing = Object.keys(endRss).filter((pid) => peak(pid, half, samples.length) > peak(pid, 0, half) * (1 + FLAT_SHARE));
  const kinds = [...new Set(errors)].slice(0, 5).join(', ');

  report(
    'soak',
    [
      { label: 'steps done', ok: steps > 0, detail: steps },
      { label: 'error rate', ok: errors.length === 0, detail: `${errors.length}/${steps}${kinds ? ` (${kinds})` : ''}` },
      {
        label: 'the same processes ran throughout (no worker replaced)',
        ok: Object.keys(endRss).sort().join() === Object.keys(startRss).sort().join(),
        detail: Object.keys(endRss).join(', '),
      },
      {
        label: `resident memory flat: second half's peak ≤ first half's + ${FLAT_SHARE * 100}% (start, peaks, end)`,
        ok: growing.length === 0,
        detail: rssLines.join('; '),
      },
    ],
    { seconds: SECONDS, steps, orders, perSecond: Math.round(steps / SECONDS), p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) },
  );
});
