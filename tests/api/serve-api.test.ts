import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerApi } from '../../scripts/serve-api.ts';
import { MAX_BODY_BYTES } from '../../src/server/app.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: { code?: string }; reusedSocket: boolean };

let ctx: TestContext;
let server: Server;
let port: number;
// One kept-alive connection at a time, so that a second call shows whether the first left it usable.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer((request, response) => void answerApi(ctx.app, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

function call(path: string, body: string | Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode!,
            headers: incoming.headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
            reusedSocket: outgoing.reusedSocket,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('the API served by scripts/serve-api.ts', () => {
  it('a call refused before its body is read leaves the kept-alive connection usable for the next', async () => {
    const padding = JSON.stringify({ note: 'x'.repeat(60_000) });
    const refused = await call('/api/portal/message/unreadCount', padding);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('000004');
    const token = await ctx.sessionFor('13800138000');
    const counted = await call('/api/portal/message/unreadCount', '{}', { accessToken: token });
    expect(counted.body.code).toBe('000000');
    expect(counted.reusedSocket).toBe(true);
  });

  it('a body larger than any call takes is refused in the envelope and the connection closes after it', async () => {
    const token = await ctx.sessionFor('13800138000');
    const tooLarge = await call('/api/portal/upload', Buffer.alloc(MAX_BODY_BYTES + 1024 * 1024, 1), {
      'content-type': 'multipart/form-data; boundary=x',
      accessToken: token,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('000009');
    expect(tooLarge.headers.connection).toBe('close');
    expect((await call('/api/portal/message/unreadCount', '{}', { accessToken: token })).body.code).toBe('000000');
  });

  it('malformed JSON gets the envelope, not an HTML page', async () => {
    const answer = await call('/api/portal/product/getList', '{bad');
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.body.code).toBe('000008');
  });
});
