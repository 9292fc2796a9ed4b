import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../src/server/http/client-address.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

/** As many captchas as one client may ask for in a minute. */
const CAPTCHAS_PER_MINUTE = 30;
const balancer = '10.20.0.1';

/** Asks for captchas from the balancer's address on behalf of `client` until refused; answers how many it got. */
async function captchasUntilRefused(ctx: TestContext, forwardedFor: () => string): Promise<number> {
  for (let granted = 0; granted <= CAPTCHAS_PER_MINUTE; granted++) {
    const answer = await ctx.post('/api/portal/captcha/get', {}, { clientAddress: balancer, headers: { 'x-forwarded-for': forwardedFor() } });
    if (answer.code !== '000000') {
      expect(answer.code).toBe('000006');
      return granted;
    }
  }
  return Infinity;
}

describe('behind a trusted load balancer (TRUSTED_PROXIES)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ trustedProxies: parseTrustedProxies('10.20.0.0/16')! });
  });
  afterAll(() => ctx.close());

  it('each client has limits of its own, and the one it writes itself into X-Forwarded-For does not count', async () => {
    // The first client claims a new address each time; the balancer appends the one it really heard.
    let claimed = 0;
    expect(await captchasUntilRefused(ctx, () => `198.51.100.${++claimed % 250}, 203.0.113.1`)).toBe(CAPTCHAS_PER_MINUTE);
    const other = await ctx.post('/api/portal/captcha/get', {}, { clientAddress: balancer, headers: { 'x-forwarded-for': '203.0.113.2' } });
    expect(other.code).toBe('000000');
  });
});

describe('without TRUSTED_PROXIES', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a client changing its X-Forwarded-For stays one client', async () => {
    let claimed = 0;
    expect(await captchasUntilRefused(ctx, () => `203.0.113.${++claimed % 250}`)).toBe(CAPTCHAS_PER_MINUTE);
  });
});
