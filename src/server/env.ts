import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client.ts';
import { DEFAULT_IPV6_CLIENT_PREFIX, parseTrustedProxies } from './http/client-address.ts';
import { parseChatOrigins } from './security-headers.ts';
import { DEFAULT_SHOP_CEILINGS, type ShopCeilings } from './services/auth/shop-ceilings.ts';
import { type CheckoutLimits, DEFAULT_CHECKOUT_LIMITS } from './services/checkout/limits.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: string[]) => z.preprocess(emptyAsUndefined, z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).optional());

/** An address, bare or with a display name: shop@example.com, 颜料商城 <shop@example.com>. */
const mailbox = z
  .string()
  .regex(
    /^(?:[^<>@]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'must be an address like shop@example.com or 颜料商城 <shop@example.com>',
  );

const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** `1` turns it on; anything else but empty or `0` is a typo worth refusing. */
const flag = z
  .enum(['', '0', '1'])
  .default('')
  .transform((value) => value === '1');

/** A comma-separated list that `parse` reads at start; an entry it refuses stops the start, with its message. */
const listReadBy = (parse: (text: string) => unknown) =>
  z
    .string()
    .default('')
    .superRefine((text, context) => {
      try {
        parse(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    });
/** Addresses or CIDRs (proxies, metrics readers). */
const addressList = () => listReadBy(parseTrustedProxies);

const alipayKeys = ['ALIPAY_APP_ID', 'ALIPAY_APP_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
const wechatPayKeys = [
  'WECHATPAY_APP_ID',
  'WECHATPAY_MCH_ID',
  'WECHATPAY_MERCHANT_SERIAL_NO',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PLATFORM_SERIAL_NO',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
] as const;
const jsapiKeys = ['WECHAT_MP_APP_ID', 'WECHAT_MP_APP_SECRET'] as const;
/** WeChat Pay's ways beyond Native, each offered once its settings are all there. */
export const liveWechatWays = (env: Partial<Record<(typeof jsapiKeys)[number] | 'WECHATPAY_H5_DOMAIN', string | undefined>>) => ({
  jsapi: jsapiKeys.every((key) => env[key]),
  h5: Boolean(env.WECHATPAY_H5_DOMAIN),
});

/** Live payments offer each channel whose keys are all set. */
export const liveChannels = (env: Partial<Record<(typeof alipayKeys)[number] | (typeof wechatPayKeys)[number], string | undefined>>) => ({
  alipay: alipayKeys.every((key) => env[key]),
  wechat: wechatPayKeys.every((key) => env[key]),
});

const tencentCaptchaKeys = ['TENCENTCLOUD_SECRET_ID', 'TENCENTCLOUD_SECRET_KEY', 'TENCENT_CAPTCHA_APP_ID', 'TENCENT_CAPTCHA_APP_SECRET_KEY'] as const;

const serverEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** What an empty development database is seeded with: the demo shop, or `none` (site config, policies and news columns; no accounts). */
    SEED: z.enum(['demo', 'none']).default('demo'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().min(1).default('localhost'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    /** Set by the publisher for its build process: a PGlite snapshot to prerender from, in memory. */
    PGLITE_SNAPSHOT: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Inside the project folder: a build resolves its packages from the project's node_modules. */
    BUILDS_DIR: z
      .string()
      .min(1)
      .default('./data/builds')
      .refine((dir) => resolve(dir).startsWith(`${process.cwd()}/`), 'must be a folder inside the project folder'),
    /** Published builds kept, the one being served included; older ones are removed unless a process still serves them. */
    BUILDS_KEEP: z.coerce.number().int().min(1).max(100).default(3),
    /** Processes that share a build of every page (a new shop, --build, new code). Default: one per core, at most 4. */
    BUILD_PROCESSES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(16).optional()),
    /** Set for several server processes: rate limits and one-time codes are then shared through Redis. */
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    /** Server processes sharing the port (Node cluster). Default: one per core on PostgreSQL, one on PGlite, which is single-process. */
    WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional()),
    /**
     * The load balancers or reverse proxies in front of the shop, as addresses or CIDRs, comma-separated.
     * Only a request from one of them has its client's address taken from X-Forwarded-For; without them
     * every visitor behind a balancer would share one set of per-client limits.
     */
    TRUSTED_PROXIES: addressList(),
    /** The leading bits of an IPv6 address that per-client limits count as one client (a subscriber usually holds a /64). */
    CLIENT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(DEFAULT_IPV6_CLIENT_PREFIX),
    /** Verification codes sent by SMS in an hour, by the whole shop: past it none is sent until the hour is over. */
    SHOP_SMS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SHOP_CEILINGS.smsPerHour),
    /** Failed password logins in an hour, by the whole shop: past it password login pauses (SMS login still works). */
    SHOP_FAILED_LOGINS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_SHOP_CEILINGS.failedLoginsPerHour),
    /** The addresses or CIDRs (comma-separated) that may read /metrics without a token: the Prometheus servers. */
    METRICS_ALLOW: addressList(),
    /** A bearer token that opens /metrics from anywhere (`Authorization: Bearer …`); at least 24 characters. */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(24).optional()),
    /** Hours between the backups the serving process takes itself into BACKUP_DIR; 0 takes none. */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(0),
    /** Where scheduled backups (and `npm run backup` without --out) are written; /metrics reports the newest one's age from here. */
    BACKUP_DIR: z.string().min(1).default('./data/backups'),
    /** Scheduled backups kept: older ones are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** The chat provider's origins, comma-separated: its widget may load scripts, frames, pictures and styles and connect there. */
    PUBLIC_CHAT_ORIGINS: listReadBy(parseChatOrigins),
    /** Connections each process keeps open to PostgreSQL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Set by the publisher for its build: statements may take as long as they need, as the build reads the
     * whole catalogue at once and no visitor waits on it.
     */
    DATABASE_LONG_STATEMENTS: flag,
    /** How often the sweeper cancels unpaid orders past their deadline and confirms old deliveries. */
    SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Days after shipment when an order not yet confirmed by the customer is taken as received. */
    AUTO_CONFIRM_RECEIPT_DAYS: z.coerce.number().int().min(1).max(60).default(10),
    /** Orders awaiting payment one customer may have at a time (each holds its packs until paid or expired). */
    UNPAID_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(DEFAULT_CHECKOUT_LIMITS.unpaidOrdersPerCustomer),
    /** Percent of a pack's stock one customer's unpaid orders may hold together (a few packs are always allowed). */
    UNPAID_STOCK_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(DEFAULT_CHECKOUT_LIMITS.unpaidStockSharePercent),
    /** Days after a return is approved for the customer to send the goods back (a tracking number) before it is closed. */
    RETURN_SHIP_DAYS: z.coerce.number().int().min(1).max(60).default(7),
    /** Where codes to a phone go: `outbox` keeps and logs them (development, tests), `aliyun` sends real SMS. */
    SMS_PROVIDER: z.enum(['outbox', 'aliyun']).default('outbox'),
    ALIYUN_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    ALIYUN_ACCESS_KEY_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    ALIYUN_SMS_SIGN_NAME: z.preprocess(emptyAsUndefined, z.string().optional()),
    ALIYUN_SMS_TEMPLATE_CODE: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Where codes to an e-mail address go: `outbox` keeps and logs them, `smtp` hands them to SMTP_URL's server. */
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.preprocess(emptyAsUndefined, mailbox.optional()),
    /** `1` when the shop is served over HTTPS: browsers are told to use HTTPS only (Strict-Transport-Security). */
    HSTS: z
      .enum(['', '0', '1'])
      .default('')
      .transform((value) => value === '1'),
    /** The shop's public address: payment providers send their notifications and the buyer back to it. Unset: the development address. */
    PUBLIC_SITE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
    /** `sandbox`: a local cashier plays Alipay and WeChat Pay (no money moves). `live`: the real providers whose keys are set below. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'live']).default('sandbox'),
    ALIPAY_APP_ID: optionalText,
    /** A PEM key, or the path of a file holding it. */
    ALIPAY_APP_PRIVATE_KEY: optionalText,
    ALIPAY_PUBLIC_KEY: optionalText,
    ALIPAY_GATEWAY: z.url().default('https://openapi.alipay.com/gateway.do'),
    WECHATPAY_APP_ID: optionalText,
    WECHATPAY_MCH_ID: optionalText,
    WECHATPAY_MERCHANT_SERIAL_NO: optionalText,
    WECHATPAY_MERCHANT_PRIVATE_KEY: optionalText,
    WECHATPAY_API_V3_KEY: z.preprocess(emptyAsUndefined, z.string().length(32).optional()),
    WECHATPAY_PLATFORM_SERIAL_NO: optionalText,
    WECHATPAY_PLATFORM_PUBLIC_KEY: optionalText,
    WECHATPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
    /** The official account bound to the merchant: JSAPI inside WeChat orders in its name and asks it for the buyer's openid. */
    WECHAT_MP_APP_ID: optionalText,
    WECHAT_MP_APP_SECRET: optionalText,
    /** The domain registered for WeChat Pay H5 (phone browsers): the shop's own host, e.g. shop.example.com. */
    WECHATPAY_H5_DOMAIN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9.-]+$/i)
        .optional(),
    ),
    /** The captcha forms answer: `image`, the shop's own picture; `tencent`, Tencent Cloud captcha (its keys below). */
    CAPTCHA_PROVIDER: z.enum(['image', 'tencent']).default('image'),
    TENCENTCLOUD_SECRET_ID: optionalText,
    TENCENTCLOUD_SECRET_KEY: optionalText,
    TENCENT_CAPTCHA_APP_ID: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
    TENCENT_CAPTCHA_APP_SECRET_KEY: optionalText,
    TENCENT_CAPTCHA_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://captcha.tencentcloudapi.com'),
    /** The widget's script, loaded by the forms only when CAPTCHA_PROVIDER is tencent; its origin is allowed by the pages' CSP then. */
    TENCENT_CAPTCHA_SCRIPT_URL: z.url({ protocol: /^https?$/ }).default('https://turing.captcha.qcloud.com/TJCaptcha.js'),
    /** `1` opens /api/test/* (captcha answers, the code outbox) for the browser tests; refused in production. */
    SHOP_TEST_HOOKS: z
      .enum(['', '0', '1'])
      .default('')
      .transform((value) => value === '1'),
    /** `test`: cheap password hashes, for test shops whose passwords guard nothing; refused in production. */
    PASSWORD_HASH_COST: z.enum(['production', 'test']).default('production'),
    /**
     * Signs the short-lived addresses of quotation and proforma PDFs (HMAC-SHA256): at least 32 characters,
     * the same for every process of the shop. Required in production; elsewhere, when unset, the shop makes a
     * random one at its first start and keeps it in its database (documentLinkSecret).
     */
    DOCUMENT_LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** Staging only: lets NODE_ENV=production take sandbox payments (no money moves) and serve the sandbox cashier. */
    ALLOW_SANDBOX_PAYMENTS: flag,
    /** Staging only: lets NODE_ENV=production keep SMS and e-mail codes in the outbox instead of sending them. */
    ALLOW_OUTBOX_CODES: flag,
    /** Staging only: lets NODE_ENV=production run at an http:// PUBLIC_SITE_URL. */
    ALLOW_HTTP_SITE_URL: flag,
    /** Staging only: lets NODE_ENV=production start while the demo accounts keep their published passwords. */
    ALLOW_DEMO_PASSWORDS: flag,
  })
  .refine((env) => !(env.SHOP_TEST_HOOKS && env.NODE_ENV === 'production'), {
    path: ['SHOP_TEST_HOOKS'],
    message: 'must not be set when NODE_ENV is production',
  })
  .refine((env) => !(env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV === 'production'), {
    path: ['PASSWORD_HASH_COST'],
    message: 'must not be test when NODE_ENV is production',
  })
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'aliyun' ||
      Boolean(env.ALIYUN_ACCESS_KEY_ID && env.ALIYUN_ACCESS_KEY_SECRET && env.ALIYUN_SMS_SIGN_NAME && env.ALIYUN_SMS_TEMPLATE_CODE),
    { path: ['SMS_PROVIDER'], message: 'aliyun needs ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE' },
  )
  .refine((env) => env.CAPTCHA_PROVIDER !== 'tencent' || tencentCaptchaKeys.every((key) => env[key]), {
    path: ['CAPTCHA_PROVIDER'],
    message: `tencent needs ${tencentCaptchaKeys.join(', ')}`,
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'live' || Object.values(liveChannels(env)).some(Boolean), {
    path: ['PAYMENT_PROVIDER'],
    message: `live needs the keys of Alipay (${alipayKeys.join(', ')}) or of WeChat Pay (${wechatPayKeys.join(', ')})`,
  })
  .refine((env) => !(env.WORKERS && env.WORKERS > 1 && !env.DATABASE_URL), {
    path: ['WORKERS'],
    message: 'more than one worker needs DATABASE_URL (PostgreSQL): the embedded PGlite database belongs to one process',
  })
  .refine((env) => env.MAIL_PROVIDER !== 'smtp' || env.SMTP_URL, { path: ['SMTP_URL'], message: 'is needed when MAIL_PROVIDER is smtp' })
  .refine((env) => env.MAIL_PROVIDER !== 'smtp' || env.MAIL_FROM, { path: ['MAIL_FROM'], message: 'is needed when MAIL_PROVIDER is smtp' });

export type ServerEnv = z.infer<typeof serverEnv>;

/** Parses the environment; a wrong value names the variable and stops the process. */
export function parseEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = serverEnv.safeParse(source);
  if (result.success)
    return {
      ...result.data,
      PGLITE_DIR: resolve(result.data.PGLITE_DIR),
      UPLOAD_DIR: resolve(result.data.UPLOAD_DIR),
      BUILDS_DIR: resolve(result.data.BUILDS_DIR),
      BACKUP_DIR: resolve(result.data.BACKUP_DIR),
    };
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid configuration in the environment:\n${problems}`);
}

export const checkoutLimits = (env: ServerEnv): CheckoutLimits => ({
  unpaidOrdersPerCustomer: env.UNPAID_ORDERS_PER_CUSTOMER,
  unpaidStockSharePercent: env.UNPAID_STOCK_SHARE_PERCENT,
});
export const shopCeilings = (env: ServerEnv): ShopCeilings => ({
  smsPerHour: env.SHOP_SMS_PER_HOUR,
  failedLoginsPerHour: env.SHOP_FAILED_LOGINS_PER_HOUR,
});

/** Where the shop answers when PUBLIC_SITE_URL is not set: the development server. */
export const DEVELOPMENT_SITE_URL = 'http://localhost:4321';

export const publicSiteUrl = (env: ServerEnv) => (env.PUBLIC_SITE_URL ?? DEVELOPMENT_SITE_URL).replace(/\/$/, '');

/** Whether the sandbox cashier (its pages and /api/sandbox/*) is served: never in production, unless a staging shop asks. */
export const servesSandboxCashier = (env: ServerEnv) => env.PAYMENT_PROVIDER === 'sandbox' && (env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS);

/** Whether the development tools (/dev/outbox and its API, codes on the console) are on. */
export const servesDevTools = (env: ServerEnv) => env.NODE_ENV !== 'production';

export type StartCheck = {
  /** Each a line naming the variable and what to set instead; any one stops the start. */
  refusals: string[];
  /** Each a line about an escape hatch in use; printed at every start. */
  warnings: string[];
};

/**
 * What a production start refuses: settings under which the shop would take payments in which no money
 * moves, send no code to anybody, open the test hooks or hand providers a wrong address. A staging shop
 * may lift some of them explicitly, and is reminded at every start.
 */
export function productionStartCheck(env: ServerEnv): StartCheck {
  const check: StartCheck = { refusals: [], warnings: [] };
  if (env.NODE_ENV !== 'production') return check;
  const hatch = (allowed: boolean, refusal: string, warning: string) => (allowed ? check.warnings : check.refusals).push(allowed ? warning : refusal);
  if (env.PAYMENT_PROVIDER === 'sandbox') {
    hatch(
      env.ALLOW_SANDBOX_PAYMENTS,
      'PAYMENT_PROVIDER is sandbox (no money moves): set PAYMENT_PROVIDER=live with the Alipay or WeChat Pay keys (a staging shop: ALLOW_SANDBOX_PAYMENTS=1)',
      'ALLOW_SANDBOX_PAYMENTS=1: payments go to the sandbox cashier and no money moves; this is a staging shop',
    );
  }
  for (const [variable, live] of [
    ['SMS_PROVIDER', 'SMS_PROVIDER=aliyun with the ALIYUN_* settings'],
    ['MAIL_PROVIDER', 'MAIL_PROVIDER=smtp with SMTP_URL and MAIL_FROM'],
  ] as const) {
    if (env[variable] !== 'outbox') continue;
    hatch(
      env.ALLOW_OUTBOX_CODES,
      `${variable} is outbox (codes reach nobody, so nobody can register): set ${live} (a staging shop: ALLOW_OUTBOX_CODES=1)`,
      `ALLOW_OUTBOX_CODES=1: ${variable} is outbox, codes are kept in memory and sent to nobody; this is a staging shop`,
    );
  }
  // SHOP_TEST_HOOKS with production is refused by parseEnv already, for every process.
  if (!env.PUBLIC_SITE_URL) check.refusals.push("PUBLIC_SITE_URL is not set: set it to the shop's public https:// address, e.g. https://shop.example.com");
  else if (!env.PUBLIC_SITE_URL.startsWith('https://')) {
    hatch(
      env.ALLOW_HTTP_SITE_URL,
      `PUBLIC_SITE_URL is ${env.PUBLIC_SITE_URL}: set the shop's public https:// address (a staging shop: ALLOW_HTTP_SITE_URL=1)`,
      `ALLOW_HTTP_SITE_URL=1: PUBLIC_SITE_URL ${env.PUBLIC_SITE_URL} is not https; this is a staging shop`,
    );
  }
  if (env.PAYMENT_PROVIDER === 'live') paymentWayChecks(env, check);
  if (!env.DOCUMENT_LINK_SECRET)
    check.refusals.push(
      'DOCUMENT_LINK_SECRET is not set: set it to a random value of at least 32 characters (e.g. openssl rand -hex 32), the same for every process',
    );
  return check;
}

/**
 * Which ways a live shop takes payments where the buyer is, named at every start: a way without its settings is
 * not offered, and one whose phone page would be sent back to another domain than the shop's is refused.
 */
function paymentWayChecks(env: ServerEnv, check: StartCheck) {
  const channels = liveChannels(env);
  const ways = liveWechatWays(env);
  if (!channels.wechat) check.warnings.push(`WeChat Pay is not offered anywhere: set ${wechatPayKeys.join(', ')}`);
  else {
    if (!ways.jsapi) check.warnings.push(`WeChat Pay inside WeChat (JSAPI) is not offered: set ${jsapiKeys.filter((key) => !env[key]).join(' and ')}`);
    if (!ways.h5) check.warnings.push('WeChat Pay in phone browsers (H5) is not offered: set WECHATPAY_H5_DOMAIN to the domain registered for H5 pay');
    const host = env.PUBLIC_SITE_URL && new URL(env.PUBLIC_SITE_URL).hostname;
    if (ways.h5 && host && env.WECHATPAY_H5_DOMAIN!.toLowerCase() !== host.toLowerCase())
      check.refusals.push(
        `WECHATPAY_H5_DOMAIN is ${env.WECHATPAY_H5_DOMAIN}: WeChat sends H5 buyers back to ${host}, so set it to ${host} (and register that domain for H5 pay)`,
      );
  }
  if (!channels.alipay) check.warnings.push(`Alipay is not offered (page pay on computers, WAP pay on phones): set ${alipayKeys.join(', ')}`);
}

export function databaseTarget(env: ServerEnv): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, longStatements: env.DATABASE_LONG_STATEMENTS };
  if (env.PGLITE_SNAPSHOT) return { kind: 'pglite', snapshotFile: env.PGLITE_SNAPSHOT };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR };
}
