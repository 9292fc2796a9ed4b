import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $toasts, closeNewestToast, showToast } from '../../src/components/ui/toast.store.ts';
import { ApiCallError, configureApiClient, post, upload } from '../../src/lib/api.ts';
import { onApiFailure } from '../../src/lib/api-failures.ts';
import { $locale } from '../../src/lib/locale.store.ts';
import { $token, $userInfo } from '../../src/lib/session/auth.store.ts';
import { website } from '../../src/schemas/content.ts';
import { uploadAnswer } from '../../src/schemas/upload.ts';
import { userInfo } from '../../src/schemas/user.ts';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // As the shell wires it on every page.
  onApiFailure((message) => showToast(message, { type: 'error' }));
});
afterAll(() => ctx.close());
afterEach(() => {
  while ($toasts.get().length) closeNewestToast();
  $token.set('');
  $locale.set('zh');
});

const useApp = () => configureApiClient({ baseUrl: 'http://shop.test', fetch: async (input, init) => ctx.app.request(input as Request, init) });

/** A real local server that answers every request with the given handler. */
async function withServer(handler: Parameters<typeof createServer>[1], run: (baseUrl: string) => Promise<void>) {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiCallError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the browser API client against the real API', () => {
  it('answers the data of 000000, checked with the shared schema, in the stored locale', async () => {
    useApp();
    const zh = await post('content/configData/website', {}, website);
    $locale.set('en');
    const en = await post('content/configData/website', {}, website);
    expect(zh.logo.url).toMatch(/\.svg$/);
    expect(zh.name).not.toBe(en.name);
  });

  it('sends the stored token as accessToken', async () => {
    useApp();
    $token.set(await ctx.sessionFor(demoAccounts.customer.phone));
    const me = await post('user/getCurrentUserInfo', {}, userInfo);
    expect(me.phone).toBe(demoAccounts.customer.phone);
  });

  it('000004 clears the token and user info', async () => {
    useApp();
    $token.set('x'.repeat(43));
    const error = await failure(post('user/getCurrentUserInfo', {}, userInfo));
    expect(error.kind).toBe('sessionInvalid');
    expect($token.get()).toBe('');
    expect($userInfo.get()).toBeNull();
  });

  it('another code toasts the server message and rejects with the code', async () => {
    useApp();
    $locale.set('en');
    const error = await failure(post('content/policy/getByCode', { code: 'nope' }, z.unknown()));
    expect(error).toMatchObject({ kind: 'api', code: '000002' });
    expect($toasts.get()).toMatchObject([{ type: 'error', message: 'Some of the information is invalid' }]);
  });

  it('an answer that does not match the schema is a bad response, not bad data', async () => {
    useApp();
    const error = await failure(post('content/configData/website', {}, z.object({ nothing: z.string() })));
    expect(error.kind).toBe('badResponse');
  });

  it('a contract given as its loader is loaded beside the call and checks the answer the same way', async () => {
    useApp();
    const me = await post('content/configData/website', {}, () => import('../../src/schemas/content.ts').then((contracts) => contracts.website));
    expect(me.logo.url).toMatch(/\.svg$/);
    const error = await failure(post('content/configData/website', {}, async () => z.object({ nothing: z.string() })));
    expect(error.kind).toBe('badResponse');
  });

  it('a contract that fails to load fails the call like a lost answer, with its message', async () => {
    useApp();
    $locale.set('en');
    const error = await failure(post('content/configData/website', {}, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
    expect(error.kind).toBe('network');
    expect($toasts.get()).toHaveLength(1);
  });
});

describe('transport failures each have their own message', () => {
  it('network: nothing listens', async () => {
    let port = 0;
    await withServer(
      () => {},
      async (url) => {
        port = Number(new URL(url).port);
      },
    );
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failure(post('content/configData/website', {}, website));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('网络连接失败，请检查网络后重试');
  });

  it('timeout: the server never answers', async () => {
    await withServer(
      () => {},
      async (url) => {
        configureApiClient({ baseUrl: url, timeout: 200 });
        const error = await failure(post('content/configData/website', {}, website));
        expect(error.kind).toBe('timeout');
      },
    );
  });

  it('HTTP status: a proxy answers an HTML error page', async () => {
    await withServer(
      (_request, response) => {
        response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
      },
      async (url) => {
        configureApiClient({ baseUrl: url });
        $locale.set('en');
        const error = await failure(post('content/configData/website', {}, website));
        expect(error.kind).toBe('httpStatus');
        expect(error.message).toContain('502');
      },
    );
  });

  it('a quiet call fails without a toast and keeps the session', async () => {
    useApp();
    $token.set('x'.repeat(43));
    const error = await failure(post('user/getCurrentUserInfo', {}, userInfo, { quiet: true }));
    expect(error.kind).toBe('sessionInvalid');
    expect($token.get()).toBe('x'.repeat(43));
    expect($toasts.get()).toEqual([]);
  });

  it('the upload helper sends one multipart field `file` with the stored token', async () => {
    useApp();
    $token.set(await ctx.sessionFor(demoAccounts.customer.phone));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const answer = await upload('upload', new Blob([png], { type: 'image/png' }), uploadAnswer, 'swatch.png');
    expect(answer).toMatchObject({ contentType: 'image/png', size: png.length });
    $token.set('');
    const error = await failure(upload('upload', new Blob([png]), uploadAnswer));
    expect(error.kind).toBe('sessionInvalid');
  });
});
