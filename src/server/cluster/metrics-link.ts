/**
 * /metrics on a cluster: whichever worker is asked, the answer covers every process. The worker asks the
 * primary; the primary collects each live worker's series, adds its own (sweeper, publishing, backups)
 * and merges them with prom-client's aggregation: counters and histograms summed, each gauge as it
 * declares (memory summed, event-loop lag averaged, timestamps the latest).
 */
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { metrics } from '../metrics/registry.ts';

type Series = MetricObjectWithValues<MetricValue<string>>[];
type Ask = { type: 'metrics:ask'; requestId: number };
type Reply = { type: 'metrics:reply'; requestId: number; text: string | null };
type Collect = { type: 'metrics:collect'; requestId: number };
type Collected = { type: 'metrics:collected'; requestId: number; series: Series };

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/** A worker that does not hand over its series within this long is left out of the answer. */
const COLLECT_TIMEOUT_MS = 3_000;

const ownSeries = () => metrics().registry.getMetricsAsJSON() as Promise<Series>;

/** In a worker: hands its series to the primary when asked, and asks the primary for everyone's. */
export function metricsViaPrimary(): () => Promise<string> {
  let lastRequest = 0;
  const pending = new Map<number, (text: string | null) => void>();
  process.on('message', (message) => {
    if (isMessage<Collect>(message, 'metrics:collect')) {
      void ownSeries().then((series) => process.send?.({ type: 'metrics:collected', requestId: message.requestId, series } satisfies Collected));
    } else if (isMessage<Reply>(message, 'metrics:reply')) {
      pending.get(message.requestId)?.(message.text);
      pending.delete(message.requestId);
    }
  });
  return () =>
    new Promise((resolve, reject) => {
      const requestId = ++lastRequest;
      const timer = setTimeout(() => {
        pending.delete(requestId);
        reject(new Error('the primary process did not answer with the metrics'));
      }, COLLECT_TIMEOUT_MS * 2);
      pending.set(requestId, (text) => {
        clearTimeout(timer);
        if (text === null) reject(new Error('the primary process could not gather the metrics'));
        else resolve(text);
      });
      process.send!({ type: 'metrics:ask', requestId } satisfies Ask);
    });
}

let lastCollect = 0;

function collectFrom(worker: Worker): Promise<Series | null> {
  return new Promise((resolve) => {
    const requestId = ++lastCollect;
    const done = (series: Series | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(series);
    };
    const onMessage = (message: unknown) => {
      if (isMessage<Collected>(message, 'metrics:collected') && message.requestId === requestId) done(message.series);
    };
    const onExit = () => done(null);
    const timer = setTimeout(() => done(null), COLLECT_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    worker.send({ type: 'metrics:collect', requestId } satisfies Collect);
  });
}

/** In the primary: every process's series, merged into one answer. */
async function clusterMetrics(workers: Worker[]): Promise<string> {
  const collected = await Promise.all(workers.filter((worker) => worker.isConnected()).map(collectFrom));
  const all = [await ownSeries(), ...collected.filter((series): series is Series => series !== null)];
  return AggregatorRegistry.aggregate(all).metrics();
}

/** In the primary: answers a worker that was asked for /metrics. */
export function answerMetricsQuestions(worker: Worker, workers: () => Worker[]): void {
  worker.on('message', (message: unknown) => {
    if (!isMessage<Ask>(message, 'metrics:ask')) return;
    const reply = (text: string | null) => {
      if (worker.isConnected()) worker.send({ type: 'metrics:reply', requestId: message.requestId, text } satisfies Reply);
    };
    clusterMetrics(workers()).then(reply, () => reply(null));
  });
}
