import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../src/server/app.ts';
import { type Database, openDatabase } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import type { ServingState } from '../../src/server/http/context.ts';
import { answerContractOf } from '../../src/server/http/contracts.ts';
import { operationsOf } from '../../src/server/openapi/document.ts';
import { type CaptchaVerifier, imageCaptcha } from '../../src/server/services/auth/captcha-check.ts';
import { createSession } from '../../src/server/services/auth/sessions.ts';
import type { ShopCeilings } from '../../src/server/services/auth/shop-ceilings.ts';
import { catalogChangesHeard, watchCatalogChanges } from '../../src/server/services/catalog/changes.ts';
import { createDbCodeStore, createDbRateLimiter } from '../../src/server/services/db-stores.ts';
import type { DevOutbox } from '../../src/server/services/dev/dev-outbox.ts';
import { createMailProvider, type MailConfig } from '../../src/server/services/mail/index.ts';
import { paymentsOpener } from '../../src/server/services/payment/index.ts';
import { createRedisRateLimiter } from '../../src/server/services/redis-stores.ts';
import { createSmsProvider } from '../../src/server/services/sms/index.ts';
import { createDatabaseFromTemplate } from './databases.ts';

/** What the test shops sign PDF addresses with: a test may forge or alter a token with it. */
export const TEST_DOCUMENT_SECRET = 'test-document-link-secret-of-at-least-32-chars';

export type ApiAnswer<T = unknown> = { status: number; contentType: string | null; code: string; message: string; data: T };

type CallOptions = {
  method?: 'GET' | 'POST';
  token?: string;
  locale?: 'zh' | 'en';
  headers?: Record<string, string>;
  rawBody?: string;
  clientAddress?: string;
};

/**
 * A real API over a real, freshly seeded database of its own: PGlite by default, PostgreSQL in the
 * `postgres` project. Calls go through `app.request()`: the whole HTTP stack, no port. Codes go to
 * the SMS and mail outboxes, or by SMTP when `mail` says so.
 */
export async function createTestContext(
  options: {
    mail?: MailConfig;
    log?: Logger;
    trustedProxies?: BlockList;
    /** As CLIENT_IPV6_PREFIX sets it. */
    clientIpv6Prefix?: number;
    /** As SHOP_SMS_PER_HOUR and SHOP_FAILED_LOGINS_PER_HOUR set them. */
    shopCeilings?: ShopCeilings;
    sandboxCashier?: boolean;
    devOutbox?: DevOutbox;
    redisUrl?: string;
    /** A captcha service instead of the shop's image. */
    captcha?: CaptchaVerifier;
    /** As a process serving published builds tells it. */
    serving?: () => ServingState;
  } = {},
) {
  let database: Database;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (process.env.TEST_DB_KIND === 'postgres') {
    const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!, inject('postgresTemplate'));
    databaseUrl = copy.url;
    database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 });
    dropDatabase = copy.drop;
  } else {
    database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  }

  // As a serving process does: packs and the snapshot are kept until a change is heard.
  const catalogWatch = watchCatalogChanges(database);
  await catalogWatch.ready;

  const clock = { now: new Date('2026-11-22T10:00:00+08:00') };
  const uploadDir = mkdtempSync(join(tmpdir(), 'shop-uploads-'));
  const codes = createDbCodeStore(database.db, () => clock.now);
  const sms = createSmsProvider({ kind: 'outbox' }, { log: pino({ level: 'silent' }) });
  const mail = createMailProvider(options.mail ?? { kind: 'outbox' }, { log: pino({ level: 'silent' }) });
  const testHooks = { captchas: new Map<string, string>() };
  const payments = paymentsOpener({ kind: 'sandbox' }, database.db, () => clock.now);
  // Rate limits in Redis, as several server processes share them; Redis keeps real time, not the test clock.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const limiter = redis ? createRedisRateLimiter(redis, `test:${randomBytes(6).toString('hex')}:limit:`) : createDbRateLimiter(database.db, () => clock.now);
  const app = createApp({
    db: database.db,
    log: options.log ?? pino({ level: 'silent' }),
    codes,
    limiter,
    captcha: options.captcha ?? imageCaptcha(codes),
    publisher: () => null,
    uploadDir,
    sessionTtlDays: 30,
    now: () => clock.now,
    sms,
    mail,
    payments,
    testHooks,
    trustedProxies: options.trustedProxies ?? null,
    ...(options.clientIpv6Prefix && { clientIpv6Prefix: options.clientIpv6Prefix }),
    ...(options.shopCeilings && { shopCeilings: options.shopCeilings }),
    sandboxCashier: options.sandboxCashier ?? true,
    devOutbox: options.devOutbox ?? null,
    documentSecret: TEST_DOCUMENT_SECRET,
    ...(options.serving && { serving: options.serving }),
  });

  /** The answer contract each call names where it is registered, by "METHOD path". */
  const answerContracts = new Map(
    operationsOf(app.routes).flatMap((operation) => {
      const contract = operation.handlers.map(answerContractOf).find((found) => found !== undefined);
      return contract ? [[`${operation.method} ${operation.path}`, contract] as const] : [];
    }),
  );

  /** Every success answered to a test is also held to the contract its route names: the API description never promises what is not sent. */
  async function post<T = unknown>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers['accessToken'] = options.token;
    if (options.locale) headers['accept-language'] = options.locale;
    const response = await app.request(
      path,
      { method: options.method ?? 'POST', headers, ...(options.method !== 'GET' && { body: options.rawBody ?? JSON.stringify(body) }) },
      { clientAddress: options.clientAddress ?? '127.0.0.1' },
    );
    const contentType = response.headers.get('content-type');
    const json = (await response.json()) as { code: string; message: string; data: T };
    const contract = answerContracts.get(`${options.method ?? 'POST'} ${path.split('?')[0]}`);
    const kept = json.code === '000000' && contract ? z.safeParse(contract, json.data) : null;
    if (kept && !kept.success) throw new Error(`${path} answered what its answer contract refuses:\n${z.prettifyError(kept.error)}`);
    return { status: response.status, contentType, ...json };
  }

  /** Logs a seeded user in by phone, as the accounts flow will (a session row and its token). */
  async function sessionFor(phone: string): Promise<string> {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    if (!user) throw new Error(`no seeded user with phone ${phone}`);
    return createSession(database.db, user.id, { ttlDays: 30, now: clock.now });
  }

  return {
    app,
    db: database.db,
    /** PostgreSQL only: for opening more connections to the same database, as other processes would. */
    databaseUrl,
    codes,
    sms,
    mail,
    testHooks,
    payments,
    clock,
    /** Where the API stores uploaded files. */
    uploadDir,
    post,
    sessionFor,
    /** Waits until the API has heard the catalogue changes committed so far (a test's own SQL included). */
    changesHeard: () => catalogChangesHeard(database.db),
    async close() {
      await redis?.quit();
      await catalogWatch.stop();
      await database.close();
      await dropDatabase();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
