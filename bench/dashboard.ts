/**
 * `npm run bench:dashboard`: the back office's dashboard over 100,000 orders on PostgreSQL. A scratch
 * database, seeded, then filled set-based (insert … select generate_series): 5,000 customers who signed
 * up over the last year, 100,000 orders placed over the last year in every status (paid ones five
 * minutes after they were placed), one to three lines each. Then the dashboard's figures are computed
 * 20 times after two warm-up calls; judged: median and p95 ≤ 200 ms.
 */
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { dashboardFigures } from '../src/server/services/dashboard.ts';
import { cleanUp, onCleanup } from './cleanup.ts';
import { createPostgresDatabase, seedFresh } from './databases.ts';

const ORDERS = 100_000;
const CUSTOMERS = 5_000;
const CALLS = 20;
const TARGET_MS = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const database = await createPostgresDatabase('dashboard');
  onCleanup(database.drop);
  await seedFresh(database.target, 200);
  const { db, close } = await openDatabase(database.target);
  onCleanup(close);

  const filling = performance.now();
  // A plain client for the fill: the app's pool cuts long statements short, and the fill is not what is measured.
  const filler = new pg.Client({ connectionString: database.env.DATABASE_URL });
  await filler.connect();
  onCleanup(() => filler.end());
  const [{ packCount }] = (await filler.query<{ packCount: number }>('select count(*)::int as "packCount" from skus')).rows as [{ packCount: number }];
  await filler.query(`
    insert into users (phone, password_hash, created_at)
    select '1590' || lpad(g::text, 7, '0'), 'bench', now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) g`);
  await filler.query(`
    insert into orders (order_no, user_id, status, goods_fen, freight_fen, total_fen, paid_fen, payment_type, addressee, pay_deadline, paid_at, created_at, updated_at)
    select
      '8' || lpad(g::text, 19, '0'),
      (select min(id) from users where password_hash = 'bench') + g % ${CUSTOMERS},
      s.status,
      10000 + (g % 97) * 1000, 0, 10000 + (g % 97) * 1000,
      case when s.paid then 10000 + (g % 97) * 1000 end,
      case when s.paid then 'wechat'::payment_channel end,
      '{"consignee":"张明","mobile":"13800138000","province":"上海市","city":"上海市","district":"浦东新区","detail":"科苑路 88 号"}'::jsonb,
      t.placed + interval '30 minutes',
      case when s.paid then t.placed + interval '5 minutes' end,
      t.placed, t.placed
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as placed) t
    cross join lateral (
      select (array['awaiting_payment','awaiting_shipment','awaiting_receipt','after_sales','completed','cancelled'])[1 + g % 6]::order_status as status,
             (g % 6) in (1, 2, 3, 4) as paid
    ) s`);
  await filler.query(`
    with packs as (
      select (row_number() over (order by s.id) - 1)::int as i, s.id, s.product_id, s.label_zh, s.label_en, s.price_fen, s.price_per_kg_fen, p.name_zh, p.name_en
      from skus s join products p on p.id = s.product_id
    )
    insert into order_lines (order_id, sku_id, product_id, product_name_zh, product_name_en, sku_label_zh, sku_label_en, unit_price_fen, price_per_kg_fen, quantity, line_total_fen)
    select o.id, p.id, p.product_id, p.name_zh, p.name_en, p.label_zh, p.label_en, p.price_fen, p.price_per_kg_fen, 1 + o.id % 3, p.price_fen * (1 + o.id % 3)
    from orders o
    cross join generate_series(0, o.id % 3) line
    join packs p on p.i = (o.id * 7 + line) % ${packCount}`);
  await filler.query('vacuum analyze');
  const counted = await filler.query<{ orders: number; lines: number }>(
    'select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines',
  );
  const { orders, lines } = counted.rows[0]!;
  console.log(`filled ${orders} orders, ${lines} lines, ${CUSTOMERS} customers in ${((performance.now() - filling) / 1000).toFixed(1)} s`);

  for (let i = 0; i < 2; i++) await dashboardFigures(db, new Date(), 'owner');
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await dashboardFigures(db, new Date(), 'owner');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  const p95 = percentile(times, 95);
  const pass = median <= TARGET_MS && p95 <= TARGET_MS;
  console.log(`dashboard over ${orders} orders, ${CALLS} calls: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`);
  console.log(pass ? 'PASS' : 'FAIL');
  process.exitCode = pass ? 0 : 1;
}

try {
  await main();
} finally {
  await cleanUp();
}
