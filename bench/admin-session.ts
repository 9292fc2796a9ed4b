/** The back office over HTTP as the seeded demo admin: its calls, and publishes followed to their end and timed. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PublishJob } from '../src/schemas/publish.ts';
import { demoAccounts } from '../src/server/db/seed/index.ts';

const POLL_MS = 200;
const PUBLISH_WITHIN_MINUTES = 60;

export type TimedPublish = { job: PublishJob; seconds: number };

export type AdminSession = {
  call: <T>(path: string, body: unknown) => Promise<T>;
  /** From the publish request to the first poll that sees the job succeed; a failed job throws. */
  publish: () => Promise<TimedPublish>;
};

async function dataOf<T>(response: Response, what: string): Promise<T> {
  const envelope = (await response.json()) as { code: string; message: string; data: T };
  if (envelope.code !== '000000') throw new Error(`${what} answered ${response.status} ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

export async function adminSession(origin: string): Promise<AdminSession> {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const { token } = await dataOf<{ token: string }>(await post('/api/portal/user/login', demoAccounts.admin), 'the admin login');
  const call = async <T>(path: string, body: unknown) => dataOf<T>(await post(path, body, { accessToken: token }), path);

  const publish = async (): Promise<TimedPublish> => {
    const started = performance.now();
    const { id } = await call<PublishJob>('/api/admin/publish', {});
    while (performance.now() - started < PUBLISH_WITHIN_MINUTES * 60_000) {
      const job = await dataOf<PublishJob>(await fetch(`${origin}/api/admin/publish/${id}`, { headers: { accessToken: token } }), 'the publish job');
      if (job.state === 'failed') throw new Error(`the publish failed: ${job.error}\n${job.logTail.join('\n')}`);
      if (job.state === 'succeeded') return { job, seconds: (performance.now() - started) / 1000 };
      await sleep(POLL_MS);
    }
    throw new Error(`the publish did not end within ${PUBLISH_WITHIN_MINUTES} minutes`);
  };
  return { call, publish };
}
