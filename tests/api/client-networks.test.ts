import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/server/db/seed/index.ts';
import { metrics } from '../../src/server/metrics/registry.ts';
import { capturingLogger, logsWritten } from '../helpers/capturing-logger.ts';
import { createTestContext, type TestContext } from '../helpers/test-context.ts';

const CAPTCHAS_PER_MINUTE = 30;
const CODES_PER_CLIENT_PER_HOUR = 20;

describe('per-client limits over IPv6', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const drawCaptcha = async (clientAddress: string) => (await ctx.post('/api/portal/captcha/get', {}, { clientAddress })).code;

  it('count two addresses of one /64 as one client, and another /64 as another', async () => {
    for (let index = 1; index <= CAPTCHAS_PER_MINUTE; index++) {
      expect(await drawCaptcha(`2001:db8:aa:1::${index.toString(16)}`)).toBe('000000');
    }
    expect(await drawCaptcha('2001:db8:aa:1:ffff:ffff:ffff:fffe')).toBe('000006');
    expect(await drawCaptcha('2001:db8:aa:2::1')).toBe('000000');
  });

  it('count an IPv4 address written as IPv6 as that IPv4 address', async () => {
    for (let index = 0; index < CAPTCHAS_PER_MINUTE; index++) expect(await drawCaptcha('203.0.113.77')).toBe('000000');
    expect(await drawCaptcha('::ffff:203.0.113.77')).toBe('000006');
    expect(await drawCaptcha('203.0.113.78')).toBe('000000');
  });

  it('count the codes asked for across a /64 too', async () => {
    const send = async (clientAddress: string, index: number) => {
      const challenge = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get', {}, { clientAddress });
      const answer = { captchaId: challenge.data.captchaId, captcha: ctx.testHooks.captchas.get(challenge.data.captchaId)! };
      return (await ctx.post('/api/portal/sms/send', { phone: `1390000${String(index).padStart(4, '0')}`, purpose: 'register', ...answer }, { clientAddress }))
        .code;
    };
    for (let index = 1; index <= CODES_PER_CLIENT_PER_HOUR; index++) expect(await send(`2001:db8:bb:1::${index.toString(16)}`, index)).toBe('000000');
    expect(await send('2001:db8:bb:1::ffff', 100)).toBe('000006');
    expect(await send('2001:db8:bb:2::1', 101)).toBe('000000');
  });
});

describe('the IPv6 prefix counted as one client', () => {
  it('follows CLIENT_IPV6_PREFIX', async () => {
    const ctx = await createTestContext({ clientIpv6Prefix: 48 });
    try {
      for (let index = 1; index <= CAPTCHAS_PER_MINUTE; index++) {
        expect((await ctx.post('/api/portal/captcha/get', {}, { clientAddress: `2001:db8:cc:${index.toString(16)}::1` })).code).toBe('000000');
      }
      expect((await ctx.post('/api/portal/captcha/get', {}, { clientAddress: '2001:db8:cc:ffff::1' })).code).toBe('000006');
      expect((await ctx.post('/api/portal/captcha/get', {}, { clientAddress: '2001:db8:cd::1' })).code).toBe('000000');
    } finally {
      await ctx.close();
    }
  });
});

describe('shop-wide hourly ceilings', () => {
  const captured = capturingLogger('info');
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ log: captured.log, shopCeilings: { smsPerHour: 3, failedLoginsPerHour: 4 } });
  });
  afterAll(() => ctx.close());

  const trips = async (ceiling: string) => {
    const line = (await metrics().registry.metrics()).split('\n').find((row) => row.startsWith(`shop_ceiling_trips_total{ceiling="${ceiling}"} `));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const warnings = (ceiling: string) => captured.lines.filter((line) => line['msg'] === 'shop-wide ceiling reached' && line['ceiling'] === ceiling);

  it('stop sending SMS codes past the hourly ceiling, whoever asks, log it once and count it once', async () => {
    const tripsBefore = await trips('smsPerHour');
    const codes: string[] = [];
    for (let index = 0; index < 6; index++) {
      const clientAddress = `198.51.${index}.9`;
      const challenge = await ctx.post<{ captchaId: string }>('/api/portal/captcha/get', {}, { clientAddress });
      const answer = { captchaId: challenge.data.captchaId, captcha: ctx.testHooks.captchas.get(challenge.data.captchaId)! };
      const sent = await ctx.post(
        '/api/portal/sms/send',
        { phone: `1360000${String(index).padStart(4, '0')}`, purpose: 'register', ...answer },
        { clientAddress, locale: 'en' },
      );
      codes.push(sent.code);
      if (index === 3) expect([sent.status, sent.message]).toEqual([429, 'Too many verification codes are being asked for right now; please try again later']);
    }
    expect(codes).toEqual(['000000', '000000', '000000', '100014', '100014', '100014']);
    await logsWritten();
    expect(warnings('smsPerHour')).toHaveLength(1);
    expect(warnings('smsPerHour')[0]).toMatchObject({ level: 40, limit: 3 });
    expect((await trips('smsPerHour')) - tripsBefore).toBe(1);
  });

  it('pause password logins past the hourly ceiling of failed ones, log it once and count it once', async () => {
    const tripsBefore = await trips('failedLoginsPerHour');
    const { phone, password } = demoAccounts.customer;
    // A right password takes its attempt back: it is no failure.
    expect((await ctx.post('/api/portal/user/login', { phone, password }, { clientAddress: '192.0.2.200' })).code).toBe('000000');
    const codes: string[] = [];
    for (let index = 0; index < 6; index++) {
      const answer = await ctx.post(
        '/api/portal/user/login',
        { phone: `1370000${String(index).padStart(4, '0')}`, password: 'Wrong12345' },
        { clientAddress: `192.0.2.${index + 1}` },
      );
      codes.push(answer.code);
    }
    expect(codes).toEqual(['100006', '100006', '100006', '100006', '100015', '100015']);
    expect((await ctx.post('/api/portal/user/login', { phone, password }, { clientAddress: '192.0.2.201' })).code).toBe('100015');
    await logsWritten();
    expect(warnings('failedLoginsPerHour')).toHaveLength(1);
    expect((await trips('failedLoginsPerHour')) - tripsBefore).toBe(1);
  });

  it('open again when the hour is over', async () => {
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 3_600_000);
    const { phone, password } = demoAccounts.customer;
    expect((await ctx.post('/api/portal/user/login', { phone, password }, { clientAddress: '192.0.2.202' })).code).toBe('000000');
  });
});
