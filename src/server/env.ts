import { resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/client.ts';
import { DEFAULT_CHECKOUT_LIMITS, type CheckoutLimits } from './services/checkout/limits.ts';
import { parseTrustedProxies } from './http/client-address.ts';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
      .optional(),
  );

/** An address, bare or with a display name: shop@example.com, 颜料商城 <shop@example.com>. */
const mailbox = z
  .string()
  .regex(/^(?:[^<>@]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, 'must be an address like shop@example.com or 颜料商城 <shop@example.com>');

const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

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
/** Live payments offer each channel whose keys are all set. */
export const liveChannels = (env: Partial<Record<(typeof alipayKeys)[number] | (typeof wechatPayKeys)[number], string | undefined>>) => ({
  alipay: alipayKeys.every((key) => env[key]),
  wechat: wechatPayKeys.every((key) => env[key]),
});

const serverEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  /** Set for several server processes: rate limits and one-time codes are then shared through Redis. */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** Server processes sharing the port (Node cluster). Default: one per core on PostgreSQL, one on PGlite, which is single-process. */
  WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(64).optional()),
  /**
   * The load balancers or reverse proxies in front of the shop, as addresses or CIDRs, comma-separated.
   * Only a request from one of them has its client's address taken from X-Forwarded-For; without them
   * every visitor behind a balancer would share one set of per-client limits.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((text, context) => {
      try {
        parseTrustedProxies(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Connections each process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
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
  HSTS: z.enum(['', '0', '1']).default('').transform((value) => value === '1'),
  /** The shop's public address: payment providers send their notifications and the buyer back to it. */
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:4321'),
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
  /** `1` opens /api/test/* (captcha answers, the code outbox) for the browser tests; refused in production. */
  SHOP_TEST_HOOKS: z.enum(['', '0', '1']).default('').transform((value) => value === '1'),
})
  .refine((env) => !(env.SHOP_TEST_HOOKS && env.NODE_ENV === 'production'), {
    path: ['SHOP_TEST_HOOKS'],
    message: 'must not be set when NODE_ENV is production',
  })
  .refine(
    (env) =>
      env.SMS_PROVIDER !== 'aliyun' ||
      Boolean(env.ALIYUN_ACCESS_KEY_ID && env.ALIYUN_ACCESS_KEY_SECRET && env.ALIYUN_SMS_SIGN_NAME && env.ALIYUN_SMS_TEMPLATE_CODE),
    { path: ['SMS_PROVIDER'], message: 'aliyun needs ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE' },
  )
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
  if (result.success) return { ...result.data, PGLITE_DIR: resolve(result.data.PGLITE_DIR), UPLOAD_DIR: resolve(result.data.UPLOAD_DIR), BUILDS_DIR: resolve(result.data.BUILDS_DIR) };
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid configuration in the environment:\n${problems}`);
}

export const checkoutLimits = (env: ServerEnv): CheckoutLimits => ({
  unpaidOrdersPerCustomer: env.UNPAID_ORDERS_PER_CUSTOMER,
  unpaidStockSharePercent: env.UNPAID_STOCK_SHARE_PERCENT,
});

export function databaseTarget(env: ServerEnv): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE };
  if (env.PGLITE_SNAPSHOT) return { kind: 'pglite', snapshotFile: env.PGLITE_SNAPSHOT };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR };
}
