import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { Locale } from '../../schemas/common.ts';
import type { Db } from '../db/client.ts';
import type { PublisherHandle } from '../publish/publisher.ts';
import type { CaptchaVerifier } from '../services/auth/captcha-check.ts';
import type { SessionUser } from '../services/auth/sessions.ts';
import type { ShopCeilings } from '../services/auth/shop-ceilings.ts';
import type { CheckoutLimits } from '../services/checkout/limits.ts';
import type { CodeStore } from '../services/codes.ts';
import type { DevOutbox } from '../services/dev/dev-outbox.ts';
import type { MailProvider } from '../services/mail/index.ts';
import type { Payments } from '../services/payment/index.ts';
import type { RateLimiter } from '../services/rate-limit.ts';
import type { SmsProvider } from '../services/sms/index.ts';

/** Everything a request handler may use; built once per process by createApp's caller. */
export type Deps = {
  db: Db;
  log: Logger;
  codes: CodeStore;
  limiter: RateLimiter;
  /** The captcha forms answer: the shop's own image, or a captcha service (CAPTCHA_PROVIDER). */
  captcha: CaptchaVerifier;
  /** The serving process's publisher, when there is one. */
  publisher: () => PublisherHandle | null;
  /** Where uploaded images are stored. */
  uploadDir: string;
  sessionTtlDays: number;
  now: () => Date;
  /** Where verification codes to a phone are sent. */
  sms: SmsProvider;
  /** Where verification codes to an e-mail address are sent. */
  mail: MailProvider;
  /** The payment channels (real providers or the sandbox), opened on first use. */
  payments: () => Promise<Payments>;
  /** How much stock a customer may hold in orders awaiting payment; DEFAULT_CHECKOUT_LIMITS when not given. */
  checkoutLimits?: CheckoutLimits;
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client; none when unset. */
  trustedProxies?: BlockList | null;
  /** CLIENT_IPV6_PREFIX: the leading bits of an IPv6 address counted as one client; DEFAULT_IPV6_CLIENT_PREFIX when not given. */
  clientIpv6Prefix?: number;
  /** SHOP_SMS_PER_HOUR and SHOP_FAILED_LOGINS_PER_HOUR; DEFAULT_SHOP_CEILINGS when not given. */
  shopCeilings?: ShopCeilings;
  /** Only with SHOP_TEST_HOOKS=1: what the browser tests may read (captcha answers by id). */
  testHooks: { captchas: Map<string, string> } | null;
  /** Whether the sandbox cashier's routes (/api/sandbox/*) exist: never in production, unless a staging shop asks. */
  sandboxCashier: boolean;
  /** Only outside production: the latest codes and captcha answers, for /dev/outbox and /api/dev/outbox. */
  devOutbox: DevOutbox | null;
  /** DOCUMENT_LINK_SECRET: signs the short-lived addresses of quotation and proforma PDFs, transfer receipts and issued invoices. */
  documentSecret: string;
  /** What this process serves; absent or undefined where no published build is served (dev server, tests). */
  serving?: () => ServingState | undefined;
};

/** A process serving published builds: the build's id (null: none yet), and whether it is stopping (draining its requests). */
export type ServingState = { build: string | null; stopping: boolean };

export type AppEnv = {
  /** Passed by the Astro endpoint or the API server: the TCP peer's address. */
  Bindings: { clientAddress?: string };
  Variables: {
    deps: Deps;
    /** The client's address: the peer, or behind a trusted proxy the client it names. */
    clientAddress: string;
    /** Whom per-client limits count: the client's IPv4 address, or its IPv6 network (clientLimitKey). */
    clientKey: string;
    locale: Locale;
    requestId: string;
    user: SessionUser | null;
  };
};

export type AppContext = Context<AppEnv>;
