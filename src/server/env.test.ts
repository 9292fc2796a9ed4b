import { describe, expect, it } from 'vitest';
import { checkoutLimits, databaseTarget, parseEnv, productionStartCheck, publicSiteUrl, servesSandboxCashier } from './env.ts';
import { DEFAULT_CHECKOUT_LIMITS } from './services/checkout/limits.ts';

describe('parseEnv', () => {
  it('fills defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 4321, HOST: 'localhost', NODE_ENV: 'development', SESSION_TTL_DAYS: 30, RETURN_SHIP_DAYS: 7 });
    expect(databaseTarget(env)).toMatchObject({ kind: 'pglite' });
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats an empty one as unset', () => {
    expect(databaseTarget(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop' }))).toEqual({
      kind: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/shop',
      poolSize: 10,
      longStatements: false,
    });
    expect(databaseTarget(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop', DATABASE_POOL_SIZE: '4' }))).toMatchObject({ poolSize: 4 });
    // The publisher's build: statements as long as they need.
    expect(databaseTarget(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/shop', DATABASE_LONG_STATEMENTS: '1' }))).toMatchObject({
      longStatements: true,
    });
    expect(databaseTarget(parseEnv({ DATABASE_URL: '' })).kind).toBe('pglite');
  });

  it('limits what a customer may hold unpaid: 3 orders and half of a pack by default, each configurable', () => {
    expect(checkoutLimits(parseEnv({}))).toEqual(DEFAULT_CHECKOUT_LIMITS);
    expect(checkoutLimits(parseEnv({ UNPAID_ORDERS_PER_CUSTOMER: '5', UNPAID_STOCK_SHARE_PERCENT: '30' }))).toEqual({
      unpaidOrdersPerCustomer: 5,
      unpaidStockSharePercent: 30,
    });
    expect(() => parseEnv({ UNPAID_ORDERS_PER_CUSTOMER: '0' })).toThrow(/UNPAID_ORDERS_PER_CUSTOMER/);
    expect(() => parseEnv({ UNPAID_STOCK_SHARE_PERCENT: '101' })).toThrow(/UNPAID_STOCK_SHARE_PERCENT/);
  });

  it('names every wrong variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x/y', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ RETURN_SHIP_DAYS: '0' })).toThrow(/RETURN_SHIP_DAYS/);
    expect(() => parseEnv({ RETURN_SHIP_DAYS: 'a week' })).toThrow(/RETURN_SHIP_DAYS/);
    expect(parseEnv({ RETURN_SHIP_DAYS: '14' }).RETURN_SHIP_DAYS).toBe(14);
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ BUILDS_DIR: '/tmp/builds' })).toThrow(/BUILDS_DIR/);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, balancer.internal' })).toThrow(/TRUSTED_PROXIES: "balancer.internal" is not/);
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' }).TRUSTED_PROXIES).toBe('10.0.0.0/8, 2001:db8::/32');
  });

  it('opens the test hooks only outside production, and needs every Aliyun setting for real SMS', () => {
    expect(parseEnv({ SHOP_TEST_HOOKS: '1', NODE_ENV: 'test' }).SHOP_TEST_HOOKS).toBe(true);
    expect(parseEnv({}).SHOP_TEST_HOOKS).toBe(false);
    expect(() => parseEnv({ SHOP_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(/SHOP_TEST_HOOKS/);
    expect(() => parseEnv({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST/);
    expect(parseEnv({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(() => parseEnv({ SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' })).toThrow(/SMS_PROVIDER/);
    const aliyun = {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 's',
      ALIYUN_SMS_SIGN_NAME: 'n',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    };
    expect(parseEnv(aliyun).SMS_PROVIDER).toBe('aliyun');
  });

  it('keeps e-mailed codes in the outbox by default, and needs a server and a sender for SMTP', () => {
    expect(parseEnv({}).MAIL_PROVIDER).toBe('outbox');
    expect(() => parseEnv({ MAIL_PROVIDER: 'sendgrid' })).toThrow(/MAIL_PROVIDER/);
    expect(() => parseEnv({ MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL[\s\S]*MAIL_FROM/);
    expect(() => parseEnv({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example.com:465' })).toThrow(/MAIL_FROM: is needed/);
    expect(() => parseEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ MAIL_FROM: 'shop at example.com' })).toThrow(/MAIL_FROM/);
    const smtp = { MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: '颜料商城 <shop@example.com>' };
    expect(parseEnv(smtp)).toMatchObject(smtp);
    expect(parseEnv({ ...smtp, MAIL_FROM: 'shop@example.com' }).MAIL_FROM).toBe('shop@example.com');
  });

  describe('a production start', () => {
    const live = {
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'live',
      ALIPAY_APP_ID: '2021',
      ALIPAY_APP_PRIVATE_KEY: 'key',
      ALIPAY_PUBLIC_KEY: 'key',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_ACCESS_KEY_ID: 'id',
      ALIYUN_ACCESS_KEY_SECRET: 's',
      ALIYUN_SMS_SIGN_NAME: 'n',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'shop@example.com',
      DOCUMENT_LINK_SECRET: 'a-production-secret-of-32-characters-or-more',
    };

    it('refuses the defaults, one line per variable naming what to set instead', () => {
      const { refusals, warnings } = productionStartCheck(parseEnv({ NODE_ENV: 'production' }));
      expect(refusals).toHaveLength(5);
      expect(refusals[0]).toMatch(/^PAYMENT_PROVIDER is sandbox.*set PAYMENT_PROVIDER=live/);
      expect(refusals[1]).toMatch(/^SMS_PROVIDER is outbox.*SMS_PROVIDER=aliyun/);
      expect(refusals[2]).toMatch(/^MAIL_PROVIDER is outbox.*MAIL_PROVIDER=smtp/);
      expect(refusals[3]).toMatch(/^PUBLIC_SITE_URL is not set.*https:\/\//);
      expect(refusals[4]).toMatch(/^DOCUMENT_LINK_SECRET is not set/);
      for (const line of refusals) expect(line).not.toContain('\n');
      expect(warnings).toEqual([]);
    });

    it('refuses an http:// site address and the test hooks', () => {
      expect(productionStartCheck(parseEnv({ ...live, PUBLIC_SITE_URL: 'http://shop.example.com' })).refusals).toEqual([
        expect.stringMatching(/^PUBLIC_SITE_URL is http:\/\/shop.example.com: set .*https:\/\//),
      ]);
      expect(() => parseEnv({ ...live, SHOP_TEST_HOOKS: '1' })).toThrow(/SHOP_TEST_HOOKS/);
    });

    it('starts with live providers and an https:// address, and serves no sandbox cashier', () => {
      const env = parseEnv(live);
      expect(productionStartCheck(env)).toEqual({
        refusals: [],
        warnings: [expect.stringMatching(/^WeChat Pay is not offered anywhere: set WECHATPAY_APP_ID/)],
      });
      expect(publicSiteUrl(env)).toBe('https://shop.example.com');
      expect(servesSandboxCashier(env)).toBe(false);
    });

    it('names, per way of paying, what a live shop is missing, and refuses an H5 domain other than the shop’s', () => {
      const wechat = {
        WECHATPAY_APP_ID: 'wx1',
        WECHATPAY_MCH_ID: '1900000109',
        WECHATPAY_MERCHANT_SERIAL_NO: 'S',
        WECHATPAY_MERCHANT_PRIVATE_KEY: 'key',
        WECHATPAY_API_V3_KEY: '0123456789abcdef0123456789abcdef',
        WECHATPAY_PLATFORM_SERIAL_NO: 'P',
        WECHATPAY_PLATFORM_PUBLIC_KEY: 'key',
      };
      expect(productionStartCheck(parseEnv({ ...live, ...wechat, WECHAT_MP_APP_ID: 'wxmp' })).warnings).toEqual([
        'WeChat Pay inside WeChat (JSAPI) is not offered: set WECHAT_MP_APP_SECRET',
        expect.stringMatching(/^WeChat Pay in phone browsers \(H5\) is not offered: set WECHATPAY_H5_DOMAIN/),
      ]);
      const all = { ...live, ...wechat, WECHAT_MP_APP_ID: 'wxmp', WECHAT_MP_APP_SECRET: 's', WECHATPAY_H5_DOMAIN: 'shop.example.com' };
      expect(productionStartCheck(parseEnv(all))).toEqual({ refusals: [], warnings: [] });
      expect(productionStartCheck(parseEnv({ ...all, WECHATPAY_H5_DOMAIN: 'pay.example.com' })).refusals).toEqual([
        expect.stringMatching(/^WECHATPAY_H5_DOMAIN is pay.example.com: .* set it to shop.example.com/),
      ]);
      const { ALIPAY_APP_ID: _, ...withoutAlipay } = all;
      expect(productionStartCheck(parseEnv(withoutAlipay)).warnings).toEqual([expect.stringMatching(/^Alipay is not offered .*: set ALIPAY_APP_ID/)]);
    });

    it('lets a staging shop lift each refusal explicitly, with a warning at every start', () => {
      const staging = parseEnv({
        NODE_ENV: 'production',
        PUBLIC_SITE_URL: 'http://staging.example.com',
        ALLOW_SANDBOX_PAYMENTS: '1',
        ALLOW_OUTBOX_CODES: '1',
        ALLOW_HTTP_SITE_URL: '1',
        DOCUMENT_LINK_SECRET: 'a-staging-secret-of-32-characters-or-more',
      });
      const { refusals, warnings } = productionStartCheck(staging);
      expect(refusals).toEqual([]);
      expect(warnings).toEqual([
        expect.stringMatching(/^ALLOW_SANDBOX_PAYMENTS=1/),
        expect.stringMatching(/^ALLOW_OUTBOX_CODES=1: SMS_PROVIDER/),
        expect.stringMatching(/^ALLOW_OUTBOX_CODES=1: MAIL_PROVIDER/),
        expect.stringMatching(/^ALLOW_HTTP_SITE_URL=1/),
      ]);
      expect(servesSandboxCashier(staging)).toBe(true);
      expect(() => parseEnv({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    });

    it('checks nothing outside production, where the sandbox and the outbox are the defaults', () => {
      const env = parseEnv({});
      expect(productionStartCheck(env)).toEqual({ refusals: [], warnings: [] });
      expect(servesSandboxCashier(env)).toBe(true);
      expect(publicSiteUrl(env)).toBe('http://localhost:4321');
    });
  });
});
