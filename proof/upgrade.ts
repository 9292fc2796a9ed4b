/**
 * proof:upgrade — a rolling upgrade under load. Two instances (2 workers each) of this release share a
 * fresh PostgreSQL database, Redis and a build, behind a balancer (this script) that spreads visitors
 * and a checkout-and-pay load over the instances in its rotation. Then, one instance at a time: the
 * balancer takes it out of rotation, it is stopped (it finishes the requests under way), the next
 * release starts in its place (it migrates: a new column on `orders`, which its checkout writes) and
 * joins the rotation once ready. Meanwhile the old release keeps serving beside the new column. No
 * request may fail, every order a client was told of must exist whole, the migration runs once, and
 * each release reads the orders the other placed.
 */
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { codeMigrations } from '../src/server/db/migration-state.ts';
import { orders } from '../src/server/db/schema.ts';
import { type Buyer, makeBuyers, packWithStock } from './support/buyers.ts';
import { checkoutLoad } from './support/checkout-load.ts';
import { confirmedOrdersIn } from './support/confirmed-orders.ts';
import { call, get } from './support/http.ts';
import { makeNextRelease, NEW_COLUMN, NEXT_RELEASE } from './support/next-version.ts';
import { isShort, percentile, report, runProof, wait } from './support/report.ts';
import { type Instance, PROOF_BUILDS_DIR, proofDatabase, startInstance } from './support/shop.ts';
import { type VisitAnswer, visitOnce } from './support/visitor.ts';

/** How long the load runs before the first replacement, between the two, and after the last. */
const PHASE_MS = isShort ? 8_000 : 20_000;
const VISITORS = 2;
const CHECKOUT_CONCURRENCY = 4;
const PORTS = [4420, 4421] as const;
const READY_WITHIN_MS = 60_000;
/** A balancer lets the requests it already sent to an instance taken out of rotation reach it before that instance is stopped. */
const DEREGISTRATION_DELAY_MS = 1_000;

type Row = { orderNo: string; release: string | null; userId: number };

await runProof('upgrade', async (later) => {
  const shopDb = await proofDatabase('upgrade');
  later(shopDb.drop);
  const { db } = shopDb.database;
  const migrationsBefore = codeMigrations().length;

  const instances: Instance[] = [];
  for (const port of PORTS) instances.push(await startInstance({ port, databaseUrl: shopDb.url, workers: 2 }));
  later(() => Promise.all(instances.map((instance) => instance.stop())));
  const next = makeNextRelease(PROOF_BUILDS_DIR);
  later(async () => rmSync(next.dir, { recursive: true, force: true }));
  const buyers = await makeBuyers(db, instances[0]!.origin, 24);
  const skuId = await packWithStock(db, 100_000);

  // The balancer: round robin over the instances in rotation.
  const rotation = new Set(instances.map((instance) => instance.origin));
  let turn = 0;
  const pick = () => {
    const origins = [...rotation];
    return origins[turn++ % origins.length]!;
  };

  let loading = true;
  const visitFailures: VisitAnswer[] = [];
  let visits = 0;
  const visitors = Promise.all(
    Array.from({ length: VISITORS }, async (_, index) => {
      while (loading) {
        for (const answer of await visitOnce(pick, index)) {
          visits += 1;
          if (answer.status !== 200) visitFailures.push(answer);
        }
      }
    }),
  );
  const checkout = checkoutLoad({ buyers, skuId, concurrency: CHECKOUT_CONCURRENCY, origin: pick, until: () => !loading });

  const marks: Record<'firstOut' | 'firstBack' | 'secondOut' | 'secondBack', number> = { firstOut: 0, firstBack: 0, secondOut: 0, secondBack: 0 };
  const restartMs: number[] = [];
  /** Out of rotation, stopped (draining), the next release started on its port, back in rotation once ready. */
  const replace = async (index: number, out: keyof typeof marks, back: keyof typeof marks) => {
    const old = instances[index]!;
    rotation.delete(old.origin);
    marks[out] = Date.now();
    await wait(DEREGISTRATION_DELAY_MS);
    await old.stop();
    const started = performance.now();
    const replacement = await startInstance({ port: PORTS[index]!, databaseUrl: shopDb.url, workers: 2, cwd: next.dir, env: { BUILDS_DIR: next.buildsDir } });
    instances[index] = replacement;
    await untilReady(replacement.origin);
    restartMs.push(Math.round(performance.now() - started));
    rotation.add(replacement.origin);
    marks[back] = Date.now();
  };

  await wait(PHASE_MS);
  await replace(1, 'firstOut', 'firstBack');
  await wait(PHASE_MS);
  // Both releases serve: each reads an order the other placed, for the buyer who placed it.
  const crossReads = await readAcross(instances[0]!.origin, instances[1]!.origin, await placedOrders(db), buyers);
  await replace(0, 'secondOut', 'secondBack');
  await wait(PHASE_MS);
  loading = false;
  const [tally] = await Promise.all([checkout, visitors]);

  const { found, incomplete } = await confirmedOrdersIn(
    db,
    tally.confirmed.map((order) => ({ orderNo: order.orderNo, paid: order.paid })),
  );
  const rows = await placedOrders(db);
  const releaseOf = new Map(rows.map((row) => [row.orderNo, row.release]));
  const placedBetween = (from: number, to: number) => tally.confirmed.filter((order) => order.placedAt > from && order.placedAt < to);
  const onOldOnly = placedBetween(0, marks.firstOut);
  const sideBySide = placedBetween(marks.firstBack, marks.secondOut);
  const onNewOnly = placedBetween(marks.secondBack, Number.POSITIVE_INFINITY);
  const releases = (placed: { orderNo: string }[]) => placed.map((order) => releaseOf.get(order.orderNo));
  const migrationRows = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as { rows: { count: number }[] };
  const kinds = [...new Set(visitFailures.map((failure) => `${failure.what} ${failure.status} ${failure.detail}`))].slice(0, 4).join('; ');
  const latencies = tally.latencies.toSorted((a, b) => a - b);

  report(
    'upgrade',
    [
      {
        label: 'orders were placed on the old release alone, on both side by side, and on the new one alone',
        ok: onOldOnly.length > 0 && sideBySide.length > 0 && onNewOnly.length > 0,
        detail: `${onOldOnly.length}, ${sideBySide.length}, ${onNewOnly.length} of ${tally.confirmed.length}`,
      },
      {
        label: 'no visitor request failed while the instances were replaced one by one',
        ok: visitFailures.length === 0 && visits > 0,
        detail: `${visitFailures.length} of ${visits}${kinds ? `: ${kinds}` : ''}`,
      },
      {
        label: 'no checkout or payment call failed or was refused',
        ok: tally.failed === 0 && tally.refused === 0,
        detail: `${tally.failed} failed, ${tally.refused} refused of ${tally.attempts}`,
      },
      {
        label: 'every order the clients were told was placed exists, whole (lines, stock movement, payment when told paid)',
        ok: found === tally.confirmed.length && incomplete.length === 0,
        detail: `${found}/${tally.confirmed.length}${incomplete.length ? `, incomplete ${incomplete.slice(0, 3).join(', ')}` : ''}`,
      },
      {
        label: 'the migration ran once, though two instances of the new release started',
        ok: migrationRows.rows[0]!.count === migrationsBefore + 1,
        detail: `${migrationRows.rows[0]!.count} applied (${migrationsBefore} before, adding ${next.migrationTag})`,
      },
      {
        label: `the old release's orders leave ${NEW_COLUMN} empty, the new release's write it`,
        ok: releases(onOldOnly).every((release) => release === null) && releases(onNewOnly).every((release) => release === NEXT_RELEASE),
        detail: `before: ${releases(onOldOnly).filter((release) => release !== null).length} written; after: ${releases(onNewOnly).filter((release) => release !== NEXT_RELEASE).length} not written`,
      },
      {
        label: 'side by side, both releases took orders, and each read an order the other placed',
        ok:
          releases(sideBySide).includes(null) &&
          releases(sideBySide).includes(NEXT_RELEASE) &&
          crossReads.oldReadsNew === 'read' &&
          crossReads.newReadsOld === 'read',
        detail: `old release read the new one's order: ${crossReads.oldReadsNew}; new read old: ${crossReads.newReadsOld}`,
      },
    ],
    {
      seconds: Math.round((marks.secondBack - marks.firstOut + 2 * PHASE_MS) / 1000),
      orders: tally.confirmed.length,
      visits,
      checkoutP95Ms: percentile(latencies, 95),
      restartMs: restartMs.join('/'),
    },
  );
});

/** The orders of the run with the column the next release added (null where the old release placed them). */
async function placedOrders(db: Parameters<typeof confirmedOrdersIn>[0]): Promise<Row[]> {
  const result = (await db.execute(sql`select order_no as "orderNo", ${sql.raw(NEW_COLUMN)} as release, user_id as "userId" from ${orders}`)) as unknown as {
    rows: Row[];
  };
  return result.rows;
}

/** `old` and `renewed` each read, for its buyer, an order the other release placed. */
async function readAcross(old: string, renewed: string, rows: Row[], buyers: Buyer[]) {
  const read = async (origin: string, row: Row | undefined) => {
    const buyer = row && buyers.find((candidate) => candidate.userId === row.userId);
    if (!row || !buyer) return 'no such order yet';
    const answer = await call<{ orderNo: string }>(origin, '/api/portal/order/detail', { orderNo: row.orderNo }, { token: buyer.token });
    return answer.code === '000000' && answer.data.orderNo === row.orderNo ? 'read' : `${answer.status} ${answer.code}`;
  };
  return {
    oldReadsNew: await read(
      old,
      rows.find((row) => row.release === NEXT_RELEASE),
    ),
    newReadsOld: await read(
      renewed,
      rows.find((row) => row.release === null),
    ),
  };
}

async function untilReady(origin: string) {
  const started = Date.now();
  while (Date.now() - started < READY_WITHIN_MS) {
    if ((await get(origin, '/api/ready', 5_000)).status === 200) return;
    await wait(250);
  }
  throw new Error(`${origin} was not ready within ${READY_WITHIN_MS / 1000} s`);
}
