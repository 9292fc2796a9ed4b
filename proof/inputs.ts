/**
 * proof:inputs — every API route of the app's route table, called over HTTP on a real server with
 * malformed JSON, wrong types, boundary numbers, very long strings, unicode edge cases, SQL and HTML
 * injection, and missing, foreign and customer tokens on editor calls. Then: no 5xx, always the JSON
 * envelope, no stack trace, no unsanitised HTML stored anywhere in the database, and another
 * customer's ids open nothing (every route tried with the owner's ids under a second customer's token).
 * Last, every call again with each example of its request contract (made over real objects of the right
 * user: support/example-objects.ts), one field at a time made hostile, so that each hostile value the
 * contract lets through meets the handler and the database behind it, and every date field at the edges
 * of the calendar (support/calendar-edges.ts).
 * First, hostile spreadsheets are uploaded while /api/health is called: each refused, health answering.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Address } from '../src/schemas/address.ts';
import { multipartCalls } from '../src/server/app.ts';
import { addresses, invoiceTitles, messages, orders, users } from '../src/server/db/schema.ts';
import { demoAccounts } from '../src/server/db/seed/index.ts';
import { createSession } from '../src/server/services/auth/sessions.ts';
import { type Buyer, buyNow, makeBuyers, packWithStock, shanghai } from './support/buyers.ts';
import { calendarEdgeChecks } from './support/calendar-edges.ts';
import { payInSandbox } from './support/checkout-load.ts';
import { makeExampleObjects } from './support/example-objects.ts';
import { hostileUploadChecks } from './support/hostile-uploads.ts';
import { type Answer, call, inBatches } from './support/http.ts';
import { isShort, report, runProof } from './support/report.ts';
import { routeTable } from './support/route-table.ts';
import { proofDatabase, startInstance } from './support/shop.ts';
import { leavesOf, validCalls, withLeaf } from './support/valid-calls.ts';

const html = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '<a href="javascript:alert(1)">x</a>'];
const sqlInjection = ["' OR '1'='1", '1; DROP TABLE users; --', "' UNION SELECT password_hash FROM users --", '\\'];
const unicode = ['\u0000', '\ud800', '\u202e\u0644abc', '👩‍👩‍👧‍👦'.repeat(50), 'e\u0301'.repeat(100), '\ufeff\u200b', '𠜎𠜱𠝹'];
const numbers = [0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -0];
const longStrings = ['x'.repeat(5_000), '中'.repeat(20_000)];
/** Field names the API's inputs use; every evil value goes into all of them at once. */
const fields = [
  'id',
  'orderNo',
  'skuId',
  'productId',
  'addressId',
  'quantity',
  'curPage',
  'pageSize',
  'keyword',
  'phone',
  'password',
  'code',
  'nickname',
  'consignee',
  'detail',
  'title',
  'content',
  'reason',
  'tradeNo',
  'channel',
  'idempotencyKey',
  'email',
  'type',
];
const withAll = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
/** What goes, one at a time, into each field of a valid body: text a database refuses, sizes, types, numbers and injections. */
const hostileValues: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'x'.repeat(5_000),
  '中'.repeat(30_000),
  ...sqlInjection.slice(0, 3),
  ...html.slice(0, 2),
  '\u202e\u0644abc\ufeff\u200b',
  '👩‍👩‍👧‍👦'.repeat(50),
  '',
  ' ',
  -1,
  0,
  1.5,
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  null,
  true,
  [],
  {},
  ['\u0000'],
  { $gt: '' },
];
/** The short run keeps one of each kind. */
const shortHostileValues: unknown[] = ['a\u0000b', '\ud800', 'x'.repeat(5_000), "' OR '1'='1", '<img src=x onerror=alert(1)>', -1, 2 ** 31, 1e308, null, {}];

const MARK = `IDOR${randomBytes(3).toString('hex')}`;
const STACK = /at .+\.(ts|js|mjs):\d+|\bError:|<html/i;

await runProof('inputs', async (later) => {
  const shopDb = await proofDatabase('inputs');
  later(shopDb.drop);
  const { db } = shopDb.database;
  // The server's own temporary folder, to see that an import leaves nothing in it.
  const serverTmp = mkdtempSync(join(tmpdir(), 'proof-inputs-tmp-'));
  later(async () => rmSync(serverTmp, { recursive: true, force: true }));
  const shop = await startInstance({ port: 4423, databaseUrl: shopDb.url, workers: 1, env: { TMPDIR: serverTmp } });
  later(shop.stop);
  const origin = shop.origin;

  const [owner, stranger] = (await makeBuyers(db, origin, 2)) as [Buyer, Buyer];
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.phone, demoAccounts.admin.phone));
  const adminToken = await createSession(db, admin!.id, { ttlDays: 1, now: new Date() });
  // Before the sweeps below spend the admin's spreadsheet jobs of the minute.
  const hostileUploads = await hostileUploadChecks(origin, adminToken, serverTmp);

  const routes = routeTable(db);
  const jsonPosts = routes.filter(
    (route) =>
      route.method === 'POST' &&
      !route.path.includes(':') &&
      // Multipart files, with bad-input tests of their own.
      !(route.path in multipartCalls) &&
      !route.path.startsWith('/api/payment/notify/') &&
      !route.path.startsWith('/api/test/'),
  );
  const gets = routes.filter((route) => route.method === 'GET');

  // Bad input, each value with the right kind of token for the route.
  type BadBody = { label: string; raw?: string; body?: unknown };
  const bodies: BadBody[] = [
    { label: 'malformed JSON', raw: '{"code": ' },
    { label: 'not JSON', raw: 'a=1&b=2' },
    ...[[1, 2], 'text', 42, null, true].map((body) => ({ label: `wrong type ${JSON.stringify(body)}`, body })),
    ...numbers.map((value) => ({ label: `number ${value}`, body: withAll(value) })),
    ...[...longStrings, ...unicode, ...sqlInjection, ...html].map((value) => ({ label: `string ${JSON.stringify(value.slice(0, 12))}`, body: withAll(value) })),
    { label: 'nested objects', body: withAll({ $gt: '', __proto__: { admin: true } }) },
  ];
  const sweepBodies = isShort ? bodies.filter((_, index) => index % 2 === 0) : bodies;
  const tokenFor = (path: string) => (path.startsWith('/api/admin/') ? adminToken : owner.token);
  type Job = { route: (typeof jsonPosts)[number]; body: BadBody; token?: string };
  const jobs: Job[] = jsonPosts.flatMap((route) => sweepBodies.map((body) => ({ route, body, token: tokenFor(route.path) })));
  // No token, a made-up one, and the customer's token on the editors' calls.
  const tokenJobs: Job[] = jsonPosts.flatMap((route): Job[] => [
    { route, body: { label: 'no token', body: {} } },
    { route, body: { label: 'foreign token', body: {} }, token: randomBytes(32).toString('hex') },
    ...(route.path.startsWith('/api/admin/') ? [{ route, body: { label: 'customer token on an editor call', body: {} }, token: owner.token }] : []),
  ]);
  const answers = await inBatches([...jobs, ...tokenJobs], 8, async (job) => ({
    job,
    answer: await call(origin, job.route.path, job.body.body, {
      ...(job.token && { token: job.token }),
      ...(job.body.raw && { rawBody: job.body.raw }),
      timeoutMs: 30_000,
    }),
  }));
  const getAnswers = await inBatches(gets, 4, async (route) => {
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '999999999' : `%3Cscript%3E${name}`));
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
    return { path, status: response?.status ?? 0 };
  });

  const fiveXx = answers.filter(({ answer }) => answer.status >= 500 || answer.status === 0);
  const notEnvelope = answers.filter(({ answer }) => !answer.contentType.includes('application/json') || !/^\d{6}$/.test(answer.code));
  const stackTraces = answers.filter(({ answer }) => STACK.test(answer.text));
  const editorByCustomer = answers.filter(({ job, answer }) => job.body.label === 'customer token on an editor call' && answer.code === '000000');
  const noTokenOk = answers.filter(({ job, answer }) =>
    job.body.label !== 'no token'
      ? false
      : answer.code === '000000' &&
        /\/(user|order|address|invoice|message|afterSales|after-sales|favourite|cart)\//i.test(job.route.path) &&
        !/login|register|reset|code|preview|merge/i.test(job.route.path),
  );
  const getFiveXx = getAnswers.filter((answer) => answer.status >= 500 || answer.status === 0);

  // What got stored: any text column of any table holding live HTML.
  const columns = await db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const rows =
    (columns as unknown as { rows?: { table_name: string; column_name: string }[] }).rows ??
    (columns as unknown as { table_name: string; column_name: string }[]);
  let storedHtml = 0;
  const storedWhere: string[] = [];
  for (const { table_name: table, column_name: column } of rows) {
    const found = await db.execute<{ count: number }>(
      sql.raw(`select count(*)::int as count from "${table}" where "${column}"::text ~* '<script|onerror\\s*=|onload\\s*=|javascript:'`),
    );
    const count = ((found as unknown as { rows?: { count: number }[] }).rows ?? (found as unknown as { count: number }[]))[0]!.count;
    if (count > 0) storedWhere.push(`${table}.${column} ${count}`);
    storedHtml += count;
  }

  // IDOR: the owner's things, then every route with the owner's ids under the stranger's token.
  const idor = await ownerResources(db, origin, owner);
  const before = await ownerState(db, owner.userId);
  const idBodies = [
    { id: idor.addressId },
    { id: idor.invoiceTitleId },
    { id: idor.messageId },
    { ids: [idor.messageId] },
    { orderNo: idor.orderNo },
    { orderNo: idor.orderNo, channel: 'wechat' },
    { orderNo: idor.orderNo, reason: 'x' },
    buyNow(idor.skuId, { ...stranger, addressId: idor.addressId }, randomUUID()),
    { id: idor.addressId, ...shanghai, consignee: 'stranger' },
    { orderNo: idor.orderNo, titleId: idor.invoiceTitleId },
    // Signed links to the PDFs of another customer's order and quotation.
    { orderNo: idor.orderNo, language: 'zh' },
    { quotationNo: idor.quotationNo },
    { quotationNo: idor.quotationNo, language: 'en' },
  ];
  const customerPosts = jsonPosts.filter((route) => !route.path.startsWith('/api/admin/'));
  const idorAnswers: { path: string; body: unknown; answer: Answer }[] = await inBatches(
    customerPosts.flatMap((route) => idBodies.map((body) => ({ path: route.path, body }))),
    8,
    async ({ path, body }) => ({ path, body, answer: await call(origin, path, body, { token: stranger.token }) }),
  );
  // A link names no number in plain text: any link answered to the stranger is a leak.
  const linkRoutes = ['/api/portal/order/proforma', '/api/portal/quotation/link'];
  const leaks = idorAnswers.filter(
    ({ path, answer }) =>
      answer.code === '000000' &&
      (answer.text.includes(MARK) || answer.text.includes(idor.orderNo) || answer.text.includes(idor.quotationNo) || linkRoutes.includes(path)),
  );
  const after = await ownerState(db, owner.userId);
  const changed = JSON.stringify(before) !== JSON.stringify(after);
  const sample = (list: { job?: { route: { path: string }; body: { label: string } }; answer: Answer }[]) =>
    list
      .slice(0, 3)
      .map(({ job, answer }) => `${job?.route.path} [${job?.body.label}] → ${answer.status} ${answer.code}`)
      .join('; ');

  // The contracts' examples as the right user, then each field of each made hostile in turn.
  const examples = await makeExampleObjects(db, origin, adminToken);
  const covered = validCalls(
    jsonPosts.filter((route) => !route.path.startsWith('/api/sandbox/')),
    examples.objects,
    (path) => (path.startsWith('/api/admin/') ? adminToken : examples.token),
  );
  const valid = covered.calls;
  const uncovered = jsonPosts.filter((route) => !route.contract && !route.path.startsWith('/api/sandbox/')).map((route) => route.path);
  uncovered.push(...covered.withoutExamples);
  // One after the other: some bodies act on what others read (a cancel, a refund).
  const baselines = await inBatches(valid, 1, async (entry) => ({
    entry,
    answer: await call(origin, entry.path, entry.body, { token: entry.token, timeoutMs: 30_000 }),
  }));
  const calendarEdges = await calendarEdgeChecks(origin, valid);
  const refusedValid = baselines.filter(({ answer }) => answer.code === '000002' || answer.code === '000008' || answer.status >= 500);
  const hostileJobs = valid.flatMap((entry) =>
    leavesOf(entry.body).flatMap((leaf) =>
      (isShort ? shortHostileValues : hostileValues).map((value) => ({
        entry,
        label: `${leaf.join('.')}=${JSON.stringify(value)?.slice(0, 16)}`,
        body: withLeaf(entry.body, leaf, value),
      })),
    ),
  );
  const hostileAnswers = await inBatches(hostileJobs, 8, async (job) => ({
    job,
    answer: await call(origin, job.entry.path, job.body, { token: job.entry.token, timeoutMs: 30_000 }),
  }));
  const hostileFiveXx = hostileAnswers.filter(({ answer }) => answer.status >= 500 || answer.status === 0);
  const hostileNotEnvelope = hostileAnswers.filter(
    ({ answer }) => !answer.contentType.includes('application/json') || !/^\d{6}$/.test(answer.code) || STACK.test(answer.text),
  );
  const reachedHandlers = hostileAnswers.filter(({ answer }) => answer.code !== '000002' && answer.code !== '000009');
  const hostileSample = (list: typeof hostileAnswers) =>
    list
      .slice(0, 3)
      .map(({ job, answer }) => `${job.entry.path} [${job.label}] → ${answer.status} ${answer.code}`)
      .join('; ');

  report(
    'inputs',
    [
      { label: 'POST routes read from the route table', ok: jsonPosts.length > 30, detail: jsonPosts.length },
      ...calendarEdges,
      { label: 'answers with a 5xx or no answer', ok: fiveXx.length === 0, detail: fiveXx.length ? `${fiveXx.length}: ${sample(fiveXx)}` : 0 },
      {
        label: 'answers not in the JSON envelope',
        ok: notEnvelope.length === 0,
        detail: notEnvelope.length ? `${notEnvelope.length}: ${sample(notEnvelope)}` : 0,
      },
      {
        label: 'answers carrying a stack trace or HTML page',
        ok: stackTraces.length === 0,
        detail: stackTraces.length ? `${stackTraces.length}: ${sample(stackTraces)}` : 0,
      },
      { label: 'editor calls that accepted a customer token', ok: editorByCustomer.length === 0, detail: editorByCustomer.length },
      { label: 'account calls that succeeded without a token', ok: noTokenOk.length === 0, detail: noTokenOk.length ? sample(noTokenOk) : 0 },
      { label: 'GET routes answering 5xx (uploads, sandbox pages)', ok: getFiveXx.length === 0, detail: `${getFiveXx.length} of ${getAnswers.length}` },
      { label: 'stored values holding live HTML (script, on* handlers, javascript:)', ok: storedHtml === 0, detail: storedHtml ? storedWhere.join(', ') : 0 },
      {
        label: `owned resources made for the IDOR check (${Object.keys(idor).join(', ')})`,
        ok: Object.values(idor).every(Boolean),
        detail: JSON.stringify(idor),
      },
      {
        label: "another customer's ids opened by a customer route",
        ok: leaks.length === 0,
        detail: leaks.length
          ? leaks
              .slice(0, 3)
              .map((leak) => `${leak.path} ${JSON.stringify(leak.body)}`)
              .join('; ')
          : 0,
      },
      { label: "the owner's addresses, invoice titles, orders and messages unchanged by the stranger", ok: !changed },
      {
        label: 'POST routes with neither an example body nor an empty contract',
        ok: uncovered.length === 0,
        detail: uncovered.length ? uncovered.join(', ') : `0; ${valid.length} example bodies, ${covered.withoutFields.length} empty contracts`,
      },
      {
        label: 'valid bodies refused by their contract (they must reach the handler)',
        ok: refusedValid.length === 0,
        detail: refusedValid.length
          ? refusedValid.map(({ entry, answer }) => `${entry.path} → ${answer.code} ${answer.text.slice(0, 160)}`).join('; ')
          : `0 of ${baselines.length}`,
      },
      {
        label: 'valid-shaped hostile bodies answered with a 5xx or no answer',
        ok: hostileFiveXx.length === 0,
        detail: hostileFiveXx.length ? `${hostileFiveXx.length}: ${hostileSample(hostileFiveXx)}` : `0 of ${hostileAnswers.length}`,
      },
      {
        label: 'valid-shaped hostile bodies answered outside the JSON envelope',
        ok: hostileNotEnvelope.length === 0,
        detail: hostileNotEnvelope.length ? `${hostileNotEnvelope.length}: ${hostileSample(hostileNotEnvelope)}` : 0,
      },
      { label: 'valid-shaped hostile bodies that got past the contract to a handler', ok: reachedHandlers.length > 0, detail: reachedHandlers.length },
      ...hostileUploads.checks,
    ],
    {
      routes: routes.length,
      postRoutes: jsonPosts.length,
      requests: answers.length + getAnswers.length,
      idorRequests: idorAnswers.length,
      validBodies: valid.length,
      emptyContracts: covered.withoutFields.length,
      hostileRequests: hostileAnswers.length,
      ...hostileUploads.numbers,
    },
  );
});

/** An address, an invoice title, an order (with its message) and a favourite belonging to `owner`, marked for leak detection. */
async function ownerResources(db: Parameters<typeof makeBuyers>[0], origin: string, owner: Buyer) {
  const addressed = await call<Address[]>(origin, '/api/portal/address/create', { ...shanghai, consignee: MARK }, { token: owner.token });
  const addressId = addressed.data?.find((address) => address.consignee === MARK)?.id ?? 0;
  const title = {
    type: 'vat_special',
    title: `${MARK} 有限公司`,
    taxNo: '91310000MA1FL0XX2X',
    unitAddress: '上海市浦东新区',
    bankAccount: '6222020200112233445',
    bankName: '工商银行',
    unitPhone: '021-5888 6666',
  };
  await call(origin, '/api/portal/invoice/title/create', title, { token: owner.token });
  const [titleRow] = await db.select({ id: invoiceTitles.id }).from(invoiceTitles).where(eq(invoiceTitles.userId, owner.userId));
  const skuId = await packWithStock(db, 100);
  const placed = await call<{ orderNo: string }>(origin, '/api/portal/checkout/place', buyNow(skuId, { ...owner, addressId }, randomUUID()), {
    token: owner.token,
  });
  await call(origin, '/api/portal/favourite/add', { productId: 1 }, { token: owner.token });
  // Paying writes the order's first message.
  if (placed.data?.orderNo) await payInSandbox(origin, owner.token, placed.data.orderNo);
  const [message] = await db.select({ id: messages.id }).from(messages).where(eq(messages.userId, owner.userId));
  await call(origin, '/api/portal/cart/add', { skuId, quantity: 1 }, { token: owner.token });
  const quoted = await call<{ quotationNo: string }>(
    origin,
    '/api/portal/quotation/create',
    { goods: { from: 'cart' }, language: 'zh', addressId },
    { token: owner.token },
  );
  // The links the stranger must not get, given to their owner.
  const ownerLinks = [
    await call(origin, '/api/portal/order/proforma', { orderNo: placed.data?.orderNo, language: 'zh' }, { token: owner.token }),
    await call(origin, '/api/portal/quotation/link', { quotationNo: quoted.data?.quotationNo }, { token: owner.token }),
  ];
  return {
    linksGivenToOwner: ownerLinks.every((answer) => answer.code === '000000'),
    addressId,
    invoiceTitleId: titleRow?.id ?? 0,
    orderNo: placed.data?.orderNo ?? '',
    messageId: message?.id ?? 0,
    skuId,
    quotationNo: quoted.data?.quotationNo ?? '',
  };
}

async function ownerState(db: Parameters<typeof makeBuyers>[0], userId: number) {
  return {
    addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id),
    titles: await db.select().from(invoiceTitles).where(eq(invoiceTitles.userId, userId)).orderBy(invoiceTitles.id),
    orders: await db
      .select({ orderNo: orders.orderNo, status: orders.status, addressee: orders.addressee })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.id),
    messages: await db.select({ id: messages.id, readAt: messages.readAt }).from(messages).where(eq(messages.userId, userId)).orderBy(messages.id),
  };
}
