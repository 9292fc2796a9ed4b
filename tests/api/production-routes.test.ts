import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedPaymentView } from '../../src/schemas/payments.ts';
import { parseEnv, servesDevTools, servesSandboxCashier } from '../../src/server/env.ts';
import { readOutbox } from '../../src/server/services/code-outbox.ts';
import { createDevOutbox } from '../../src/server/services/dev/dev-outbox.ts';
import { orderAwaitingPayment, packInStock } from '../helpers/orders.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/** A production configuration as a live shop has it: every refusal of a production start satisfied. */
const production = parseEnv({
  NODE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://shop.example.com',
  PAYMENT_PROVIDER: 'live',
  ALIPAY_APP_ID: '2021',
  ALIPAY_APP_PRIVATE_KEY: 'key',
  ALIPAY_PUBLIC_KEY: 'key',
});
const development = parseEnv({});

const notFound = { status: 404, code: '000003' };

describe('with production configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    expect(servesDevTools(production)).toBe(false);
    ctx = await createTestContext({ sandboxCashier: servesSandboxCashier(production) });
  });
  afterAll(() => ctx.close());

  it('the sandbox cashier is not served: completing a trade answers notFound and the order stays unpaid', async () => {
    // A sandbox trade exists (the payments of this test shop are the sandbox's): only the routes are gone.
    const skuId = await packInStock(ctx);
    const { token, orderNo } = await orderAwaitingPayment(ctx, skuId);
    const started = await ctx.post<StartedPaymentView>('/api/portal/payment/start', { orderNo, channel: 'wechat' }, { token });
    expect(started.data.kind).toBe('qr');
    const tradeNo = new URL((started.data as { codeUrl: string }).codeUrl).searchParams.get('pr')!;

    expect(await ctx.post('/api/sandbox/complete', { tradeNo, outcome: 'pay' })).toMatchObject(notFound);
    expect(await ctx.post('/api/sandbox/trade', { tradeNo })).toMatchObject(notFound);
    const gateway = await ctx.app.request('/api/sandbox/alipay/gateway?out_trade_no=1');
    expect(gateway.status).toBe(404);
    expect(await gateway.json()).toMatchObject({ code: '000003' });
    expect((await ctx.post<{ orderStatus: string }>('/api/portal/payment/status', { orderNo }, { token })).data.orderStatus).toBe('awaiting_payment');
  });

  it('the development outbox is not served', async () => {
    expect(await ctx.post('/api/dev/outbox', undefined, { method: 'GET' })).toMatchObject(notFound);
  });
});

describe('in development', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      sandboxCashier: servesSandboxCashier(development),
      ...(servesDevTools(development) && { devOutbox: createDevOutbox() }),
    });
  });
  afterAll(() => ctx.close());

  it('the development outbox lists the latest codes and captcha answers, newest first', async () => {
    const phones = ['13500009001', '13500009002'];
    const captchaIds: string[] = [];
    for (const phone of phones) {
      const image = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get');
      captchaIds.push(image.data.captchaId);
      const captcha = ctx.testHooks.captchas.get(image.data.captchaId)!;
      expect((await ctx.post('/api/portal/sms/send', { phone, purpose: 'register', captchaId: image.data.captchaId, captcha })).code).toBe('000000');
      ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    }
    const answer = await ctx.post<{
      codes: { channel: string; target: string; purpose: string; code: string; sentAt: string }[];
      captchas: { captchaId: string; answer: string; issuedAt: string }[];
    }>('/api/dev/outbox', undefined, { method: 'GET' });
    expect(answer.code).toBe('000000');
    expect(answer.data.codes.map((entry) => entry.target)).toEqual([...phones].reverse());
    expect(answer.data.codes[0]).toMatchObject({ channel: 'sms', purpose: 'register', code: readOutbox(ctx.sms, phones[1]!)[0]!.code });
    expect(answer.data.captchas.map((captcha) => captcha.captchaId)).toEqual([...captchaIds].reverse());
    expect(answer.data.captchas[0]!.answer).toBe(ctx.testHooks.captchas.get(captchaIds[1]!));
  });

  it('serves the sandbox cashier: its calls check their bodies', async () => {
    expect(await ctx.post('/api/sandbox/complete', {})).toMatchObject({ status: 400, code: '000002' });
  });
});
