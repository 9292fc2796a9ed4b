import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close.ts';

const SLOW_ANSWER_MS = 400;

function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request({ port, host: '127.0.0.1', path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

describe('closeGracefully', () => {
  const agents: Agent[] = [];
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });

  it('lets a request under way finish, refuses new connections and ends kept-alive ones without waiting for their timeout', async () => {
    const server = createServer((req, res) => {
      setTimeout(() => res.end(`answered ${req.url}`), req.url === '/slow' ? SLOW_ANSWER_MS : 0);
    });
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const keptAlive = new Agent({ keepAlive: true });
    const other = new Agent({ keepAlive: true });
    agents.push(keptAlive, other);

    // One connection left idle and kept alive, one busy with a slow answer.
    expect(await get(port, '/fast', keptAlive)).toEqual({ status: 200, body: 'answered /fast' });
    const slow = get(port, '/slow', other);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = performance.now();
    // A grace period far longer than the slow answer: closing must end when the answer is sent, not at the deadline.
    const closed = closeGracefully(server, 50_000);
    await expect(get(port, '/late', new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await slow).toEqual({ status: 200, body: 'answered /slow' });
    await closed;
    const tookMs = performance.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(SLOW_ANSWER_MS - 100);
    expect(tookMs).toBeLessThan(25_000);
  });

  it('cuts what is still running after the grace period', async () => {
    const server = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, '/hang', new Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closeGracefully(server, 200);
    await expect(hanging).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
