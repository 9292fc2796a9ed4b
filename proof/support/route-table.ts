/** The API's own route table, read from the app the server builds (not a hand-kept list), with each call's request contract. */
import pino from 'pino';
import type { z } from 'zod';
import { createApp } from '../../src/server/app.ts';
import type { Db } from '../../src/server/db/client.ts';
import { bodyContractOf } from '../../src/server/http/contracts.ts';
import { operationsOf } from '../../src/server/openapi/document.ts';
import { imageCaptcha } from '../../src/server/services/auth/captcha-check.ts';
import { createDbCodeStore, createDbRateLimiter } from '../../src/server/services/db-stores.ts';
import { createMailProvider } from '../../src/server/services/mail/index.ts';
import { paymentsOpener } from '../../src/server/services/payment/index.ts';
import { createSmsProvider } from '../../src/server/services/sms/index.ts';

export type Route = { method: string; path: string; contract?: z.ZodType };

export function routeTable(db: Db): Route[] {
  const log = pino({ level: 'silent' });
  const codes = createDbCodeStore(db);
  const app = createApp({
    db,
    log,
    codes,
    limiter: createDbRateLimiter(db),
    captcha: imageCaptcha(codes),
    publisher: () => null,
    uploadDir: '/nonexistent',
    sessionTtlDays: 1,
    now: () => new Date(),
    sms: createSmsProvider({ kind: 'outbox' }, { log }),
    mail: createMailProvider({ kind: 'outbox' }, { log }),
    payments: paymentsOpener({ kind: 'sandbox' }, db, () => new Date()),
    testHooks: null,
    // The proofs' shops are staging shops: the sandbox cashier, no development tools.
    sandboxCashier: true,
    devOutbox: null,
    documentSecret: 'route-table-only-document-link-secret-0000',
  });
  return operationsOf(app.routes).map(({ method, path, handlers }) => {
    const contract = handlers.map(bodyContractOf).find((found) => found !== undefined);
    return { method, path, ...(contract && { contract }) };
  });
}
