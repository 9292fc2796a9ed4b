/**
 * The messages between a cluster's primary process and its workers: the primary owns the one
 * publisher (a build runs once, its jobs are visible to every worker) and tells every worker to switch
 * to a finished build before the job reports success.
 */
import type { Worker } from 'node:cluster';
import type { PublishJob } from '../../schemas/publish.ts';
import type { Publisher, PublisherHandle } from '../publish/publisher.ts';

type Ask = { type: 'publisher:ask'; requestId: number; kind: 'publish' | 'job'; id?: string };
type Reply = { type: 'publisher:reply'; requestId: number; value: PublishJob | undefined };
type Activate = { type: 'build:activate'; requestId: number; dir: string };
type Activated = { type: 'build:activated'; requestId: number; error: string | null };

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

const ASK_TIMEOUT_MS = 10_000;
const ACTIVATE_TIMEOUT_MS = 60_000;

/** In a worker: a publisher that asks the primary. */
export function publisherViaPrimary(): PublisherHandle {
  let lastRequest = 0;
  const pending = new Map<number, (value: PublishJob | undefined) => void>();
  process.on('message', (message) => {
    if (!isMessage<Reply>(message, 'publisher:reply')) return;
    pending.get(message.requestId)?.(message.value);
    pending.delete(message.requestId);
  });
  const ask = (kind: Ask['kind'], id?: string) =>
    new Promise<PublishJob | undefined>((resolve, reject) => {
      const requestId = ++lastRequest;
      const timer = setTimeout(() => {
        pending.delete(requestId);
        reject(new Error('the primary process did not answer about publishing'));
      }, ASK_TIMEOUT_MS);
      pending.set(requestId, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      process.send!({ type: 'publisher:ask', requestId, kind, ...(id !== undefined && { id }) } satisfies Ask);
    });
  return {
    publish: async () => (await ask('publish'))!,
    job: (id) => ask('job', id),
  };
}

/** In the primary: answers a worker's questions about publishing. */
export function answerPublisherQuestions(worker: Worker, publisher: Publisher): void {
  worker.on('message', (message: unknown) => {
    if (!isMessage<Ask>(message, 'publisher:ask')) return;
    const value = message.kind === 'publish' ? publisher.publish() : publisher.job(message.id ?? '');
    if (worker.isConnected()) worker.send({ type: 'publisher:reply', requestId: message.requestId, value } satisfies Reply);
  });
}

let lastActivation = 0;

/** In the primary: every live worker switches to the build in `dir`; rejects if one of them could not. */
export async function activateOnWorkers(workers: Worker[], dir: string): Promise<void> {
  await Promise.all(
    workers
      .filter((worker) => worker.isConnected())
      .map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const requestId = ++lastActivation;
            const timer = setTimeout(() => done(new Error(`worker ${worker.process.pid} did not switch builds in time`)), ACTIVATE_TIMEOUT_MS);
            const onMessage = (message: unknown) => {
              if (isMessage<Activated>(message, 'build:activated') && message.requestId === requestId) done(message.error ? new Error(message.error) : null);
            };
            // A worker that dies meanwhile is replaced by one that loads the current build itself.
            const onExit = () => done(null);
            function done(error: Error | null) {
              clearTimeout(timer);
              worker.off('message', onMessage);
              worker.off('exit', onExit);
              if (error) reject(error);
              else resolve();
            }
            worker.on('message', onMessage);
            worker.once('exit', onExit);
            worker.send({ type: 'build:activate', requestId, dir } satisfies Activate);
          }),
      ),
  );
}

/** In a worker: switches builds when the primary says so. */
export function followPrimaryActivations(activate: (dir: string) => Promise<void>): void {
  process.on('message', (message) => {
    if (!isMessage<Activate>(message, 'build:activate')) return;
    activate(message.dir).then(
      () => process.send!({ type: 'build:activated', requestId: message.requestId, error: null } satisfies Activated),
      (error: unknown) => process.send!({ type: 'build:activated', requestId: message.requestId, error: String(error) } satisfies Activated),
    );
  });
}
