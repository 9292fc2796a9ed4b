import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type App, createApp } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import {
  checkoutLimits,
  databaseTarget,
  liveChannels,
  liveWechatWays,
  parseEnv,
  publicSiteUrl,
  type ServerEnv,
  servesDevTools,
  servesSandboxCashier,
  shopCeilings,
} from './env.ts';
import { parseTrustedProxies } from './http/client-address.ts';
import type { ServingState } from './http/context.ts';
import { createLogger } from './logger.ts';
import type { PublisherHandle } from './publish/publisher.ts';
import { type CaptchaVerifier, imageCaptcha } from './services/auth/captcha-check.ts';
import { tencentCaptcha } from './services/auth/captcha-tencent.ts';
import type { CodeStore } from './services/codes.ts';
import { createDbCodeStore, createDbRateLimiter } from './services/db-stores.ts';
import { createDevOutbox, type DevOutbox } from './services/dev/dev-outbox.ts';
import { createMailProvider, type MailConfig, type MailProvider } from './services/mail/index.ts';
import { documentLinkSecret } from './services/paperwork/link-secret.ts';
import { type PaymentSetup, paymentsOpener } from './services/payment/index.ts';
import { ALIPAY_NOTIFY_PATH, WECHAT_NOTIFY_PATH } from './services/payment/sandbox/provider.ts';
import type { RateLimiter } from './services/rate-limit.ts';
import { createRedisCodeStore, createRedisRateLimiter } from './services/redis-stores.ts';
import { createSmsProvider, type SmsProvider } from './services/sms/index.ts';

/** What every build loaded into this process shares: one database connection, one code store, one limiter. */
export type Resources = {
  env: ServerEnv;
  database: Database;
  log: Logger;
  codes: CodeStore;
  limiter: RateLimiter;
  sms: SmsProvider;
  mail: MailProvider;
  /** Outside production: the latest codes and captcha answers (/dev/outbox). */
  devOutbox: DevOutbox | null;
};
export type Runtime = Resources & { app: App };

// Kept on globalThis because each published build brings its own copy of this module.
const resourcesKey = Symbol.for('pigment-shop.resources');
const publisherKey = Symbol.for('pigment-shop.publisher');
const servingKey = Symbol.for('pigment-shop.serving');
type Shared = { [resourcesKey]?: Promise<Resources>; [publisherKey]?: PublisherHandle; [servingKey]?: () => ServingState };
const shared = globalThis as Shared;

export function getResources(): Promise<Resources> {
  shared[resourcesKey] ??= (async () => {
    const env = parseEnv();
    const database = await openDatabase(databaseTarget(env));
    const log = createLogger(env.LOG_LEVEL);
    const sms = createSmsProvider(smsConfig(env), { log });
    const mail = createMailProvider(mailConfig(env), { log });
    const devOutbox = servesDevTools(env) ? createDevOutbox() : null;
    const common = { env, database, log, sms, mail, devOutbox };
    if (!env.REDIS_URL) return { ...common, codes: createDbCodeStore(database.db), limiter: createDbRateLimiter(database.db) };
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
    redis.on('error', (error) => log.warn({ err: error }, 'redis unavailable'));
    return { ...common, codes: createRedisCodeStore(redis), limiter: createRedisRateLimiter(redis) };
  })();
  return shared[resourcesKey];
}

/** The SMS provider the environment names; one template serves every purpose. */
function smsConfig(env: ServerEnv) {
  if (env.SMS_PROVIDER === 'outbox') return { kind: 'outbox', printCodes: servesDevTools(env) } as const;
  const templateCode = env.ALIYUN_SMS_TEMPLATE_CODE!;
  return {
    kind: 'aliyun',
    accessKeyId: env.ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET!,
    signName: env.ALIYUN_SMS_SIGN_NAME!,
    templateCode: { register: templateCode, login: templateCode, reset_password: templateCode, change_username: templateCode },
  } as const;
}

/** The mail provider the environment names; parseEnv made sure smtp comes with its URL and sender. */
function mailConfig(env: ServerEnv): MailConfig {
  if (env.MAIL_PROVIDER === 'outbox') return { kind: 'outbox', printCodes: servesDevTools(env) };
  return { kind: 'smtp', url: env.SMTP_URL!, from: env.MAIL_FROM! };
}

/** A key given as PEM text (with \n written as two characters in a one-line env file) or as the path of a PEM file. */
const pem = (value: string) => (value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : readFileSync(value, 'utf8'));

/** The sandbox, or the live channels whose keys parseEnv found complete. */
export function paymentSetup(env: ServerEnv): PaymentSetup {
  if (env.PAYMENT_PROVIDER === 'sandbox') return { kind: 'sandbox' };
  const live = liveChannels(env);
  const ways = liveWechatWays(env);
  const site = publicSiteUrl(env);
  return {
    kind: 'live',
    siteUrl: site,
    ...(live.alipay && {
      alipay: {
        appId: env.ALIPAY_APP_ID!,
        appPrivateKey: pem(env.ALIPAY_APP_PRIVATE_KEY!),
        alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY!),
        gateway: env.ALIPAY_GATEWAY,
        notifyUrl: `${site}${ALIPAY_NOTIFY_PATH}`,
      },
    }),
    ...(live.wechat && {
      wechat: {
        appId: env.WECHATPAY_APP_ID!,
        mchId: env.WECHATPAY_MCH_ID!,
        merchantSerialNo: env.WECHATPAY_MERCHANT_SERIAL_NO!,
        merchantPrivateKey: pem(env.WECHATPAY_MERCHANT_PRIVATE_KEY!),
        apiV3Key: env.WECHATPAY_API_V3_KEY!,
        platformSerialNo: env.WECHATPAY_PLATFORM_SERIAL_NO!,
        platformPublicKey: pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY!),
        notifyUrl: `${site}${WECHAT_NOTIFY_PATH}`,
        apiBase: env.WECHATPAY_API_BASE,
        ...(ways.jsapi && { jsapiAppId: env.WECHAT_MP_APP_ID! }),
        ...(ways.h5 && { h5Domain: env.WECHATPAY_H5_DOMAIN! }),
      },
      ...(ways.jsapi && {
        wechatOAuth: {
          appId: env.WECHAT_MP_APP_ID!,
          appSecret: env.WECHAT_MP_APP_SECRET!,
          authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
          tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
        },
      }),
    }),
  };
}

/** The captcha the environment names; parseEnv made sure a service comes with its keys. */
function captchaVerifier({ env, codes, log }: Resources): CaptchaVerifier {
  if (env.CAPTCHA_PROVIDER === 'image') return imageCaptcha(codes);
  return tencentCaptcha(
    {
      secretId: env.TENCENTCLOUD_SECRET_ID!,
      secretKey: env.TENCENTCLOUD_SECRET_KEY!,
      captchaAppId: env.TENCENT_CAPTCHA_APP_ID!,
      appSecretKey: env.TENCENT_CAPTCHA_APP_SECRET_KEY!,
      endpoint: env.TENCENT_CAPTCHA_ENDPOINT,
      scriptUrl: env.TENCENT_CAPTCHA_SCRIPT_URL,
    },
    log,
  );
}

/** The serving process registers its publisher here; without one (dev server, build), publishing is unavailable. */
export function registerPublisher(publisher: PublisherHandle): void {
  shared[publisherKey] = publisher;
}

/** The process that serves published builds says which one it serves and whether it is stopping (for /api/ready). */
export function registerServing(serving: () => ServingState): void {
  shared[servingKey] = serving;
}

let runtime: Promise<Runtime> | undefined;

/**
 * The server runtime of this build: the shared resources and this build's API. Opened on first use,
 * by the API endpoint at request time and by prerendered pages at build time. The database must
 * already be migrated (scripts/start.ts does it).
 */
export function getRuntime(): Promise<Runtime> {
  runtime ??= (async () => {
    const resources = await getResources();
    const app = createApp({
      db: resources.database.db,
      log: resources.log,
      codes: resources.codes,
      limiter: resources.limiter,
      captcha: captchaVerifier(resources),
      publisher: () => shared[publisherKey] ?? null,
      uploadDir: resources.env.UPLOAD_DIR,
      sessionTtlDays: resources.env.SESSION_TTL_DAYS,
      now: () => new Date(),
      sms: resources.sms,
      mail: resources.mail,
      payments: paymentsOpener(paymentSetup(resources.env), resources.database.db, () => new Date()),
      testHooks: resources.env.SHOP_TEST_HOOKS ? { captchas: new Map() } : null,
      checkoutLimits: checkoutLimits(resources.env),
      trustedProxies: parseTrustedProxies(resources.env.TRUSTED_PROXIES),
      clientIpv6Prefix: resources.env.CLIENT_IPV6_PREFIX,
      shopCeilings: shopCeilings(resources.env),
      sandboxCashier: servesSandboxCashier(resources.env),
      devOutbox: resources.devOutbox,
      documentSecret: await documentLinkSecret(resources.env, resources.database.db),
      serving: () => shared[servingKey]?.(),
    });
    return { ...resources, app };
  })();
  return runtime;
}
