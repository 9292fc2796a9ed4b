import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AdminSection, adminSectionLink, sectionCall } from '../../lib/admin-links.ts';
import { beijingDay } from '../../lib/dates.ts';
import {
  DASHBOARD_DAYS,
  type Dashboard,
  dashboardPeriods,
  LOW_STOCK_LIST_LIMIT,
  type PeriodFigures,
  periodDays,
  TOP_PRODUCTS_COUNT,
  type TopProduct,
  type WorkItem,
} from '../../schemas/dashboard.ts';
import { orderStatuses } from '../../schemas/orders.ts';
import { staffMayCall } from '../../schemas/staff-calls.ts';
import { type StaffRole, staffMay } from '../../schemas/staff-values.ts';
import type { Db } from '../db/client.ts';
import {
  afterSales,
  bankTransfers,
  companies,
  invoiceApplications,
  orderLines,
  orders,
  priceNegotiations,
  products,
  purchaseRequirements,
  sampleRequests,
  skus,
  supplierApplications,
  users,
} from '../db/schema.ts';
import { runningLow } from './catalog-admin/stock.ts';
import { awaitingShop } from './negotiations/shop.ts';
import { awaitingCheck, awaitingConfirmation } from './payment/bank-transfer.ts';
import { samplePromise } from './samples/views.ts';
import { contactPromise } from './trade/admin-suppliers.ts';
import { overdueCondition } from './trade/promise.ts';
import { requirementPromise } from './trade/requirement-views.ts';

const DAY_MS = 86_400_000;

/** The start of the Beijing calendar day `daysBack` days before the one `now` falls on (Beijing keeps UTC+8 all year). */
const beijingMidnight = (now: Date, daysBack = 0): Date => new Date(new Date(`${beijingDay(now)}T00:00:00+08:00`).getTime() - daysBack * DAY_MS);

/** Which of the chart's days a moment falls on, 0 being the first: whole days since the first midnight. */
const dayIndex = (column: AnyPgColumn, first: Date) =>
  // date_part answers a double: over thousands of rows it is several times cheaper than extract's numeric.
  sql<number>`floor(date_part('epoch', ${column} - ${first.toISOString()}::timestamptz) / 86400)::int`.mapWith(Number);

const inRange = (column: AnyPgColumn, from: Date, to: Date): SQL => and(gte(column, from), lt(column, to))!;

/**
 * The dashboard's figures, all from aggregates over indexed ranges: orders by `created_at`, money by
 * `paid_at`, customers by `created_at`, work by the status indexes. Nothing is read row by row. A member
 * sees the work of the lists their role may open, and the money taken only if their role answers for money.
 */
export async function dashboardFigures(db: Db, now: Date, role: StaffRole | null): Promise<Dashboard> {
  const first = beijingMidnight(now, DASHBOARD_DAYS - 1);
  const end = beijingMidnight(now, -1);
  const [placed, paid, customers, topByPeriod, lowStock, work] = await Promise.all([
    db
      .select({ day: dayIndex(orders.createdAt, first), status: orders.status, orders: count() })
      .from(orders)
      .where(inRange(orders.createdAt, first, end))
      .groupBy(sql`1`, orders.status),
    db
      .select({ day: dayIndex(orders.paidAt, first), paidOrders: count(), paidFen: sql<number>`coalesce(sum(${orders.paidFen}), 0)`.mapWith(Number) })
      .from(orders)
      .where(inRange(orders.paidAt, first, end))
      .groupBy(sql`1`),
    db
      .select({ day: dayIndex(users.createdAt, first), customers: count() })
      .from(users)
      .where(and(inRange(users.createdAt, first, end), eq(users.role, 'customer')))
      .groupBy(sql`1`),
    topProductsByPeriod(
      db,
      dashboardPeriods.map((period) => beijingMidnight(now, periodDays[period] - 1)),
      end,
    ),
    lowStockPacks(db),
    workWaiting(db, now, role),
  ]);

  const paidByDay = Array.from({ length: DASHBOARD_DAYS }, (_, index) => ({
    day: beijingDay(new Date(first.getTime() + index * DAY_MS)),
    paidFen: 0,
    paidOrders: 0,
  }));
  for (const row of paid) {
    const slot = paidByDay[row.day];
    if (slot) Object.assign(slot, { paidFen: row.paidFen, paidOrders: row.paidOrders });
  }
  /** The sum of `value` over the rows of the period's days (the last `days` of the chart). */
  const over = <Row extends { day: number }>(rows: Row[], days: number, value: (row: Row) => number) =>
    rows.filter((row) => row.day >= DASHBOARD_DAYS - days && row.day < DASHBOARD_DAYS).reduce((sum, row) => sum + value(row), 0);

  const periods = dashboardPeriods.map((period, index): PeriodFigures => {
    const days = periodDays[period];
    const paidOrders = over(paid, days, (row) => row.paidOrders);
    const paidFen = over(paid, days, (row) => row.paidFen);
    return {
      period,
      fromDay: paidByDay[DASHBOARD_DAYS - days]!.day,
      orders: over(placed, days, (row) => row.orders),
      paidOrders,
      paidFen,
      averageOrderFen: paidOrders === 0 ? 0 : Math.round(paidFen / paidOrders),
      newCustomers: over(customers, days, (row) => row.customers),
      topProducts: topByPeriod[index]!,
    };
  });
  const ordersByStatus = orderStatuses.map((status) => ({
    status,
    count: placed.filter((row) => row.status === status).reduce((sum, row) => sum + row.orders, 0),
  }));
  const figures = { today: beijingDay(now), periods, paidByDay, ordersByStatus, lowStock, work };
  return staffMay(role, 'money') ? figures : withoutMoney(figures);
}

/** The figures without the money taken, for a role that does not answer for money: what sold, not what it took. */
function withoutMoney(figures: Dashboard): Dashboard {
  const periods = figures.periods.map((period) => ({
    ...period,
    paidFen: null,
    averageOrderFen: null,
    topProducts: period.topProducts.map((product) => ({ ...product, amountFen: null })),
  }));
  return { ...figures, periods, paidByDay: null };
}

type TopProductRow = { period: number; productId: number; code: string; nameZh: string; nameEn: string; quantity: string; amountFen: string };

/**
 * For each period start, the products whose orders paid since then (and before `end`) took the most money:
 * one pass over the orders paid in the longest period. The lateral subquery's `offset 0` keeps it a
 * nested loop over `order_lines_order_idx`, so the cost follows the orders paid in the window; joined
 * plainly, the planner hashes every order line ever written.
 */
async function topProductsByPeriod(db: Db, starts: Date[], end: Date): Promise<TopProduct[][]> {
  const first = new Date(Math.min(...starts.map((start) => start.getTime())));
  const startList = sql.join(
    starts.map((start) => sql`${start.toISOString()}::timestamptz`),
    sql`, `,
  );
  // Both drivers answer raw SQL as `{ rows }`; the database type leaves it unknown.
  const { rows } = (await db.execute(sql`
    with paid_lines as (
      select o.paid_at, l.product_id, l.quantity, l.line_total_fen
      from ${orders} o
      cross join lateral (
        select product_id, quantity, line_total_fen from ${orderLines} where order_id = o.id offset 0
      ) l
      where o.paid_at >= ${first.toISOString()}::timestamptz and o.paid_at < ${end.toISOString()}::timestamptz
    ),
    sums as (
      select s.period, p.product_id, sum(p.quantity) as quantity, sum(p.line_total_fen) as amount_fen
      from paid_lines p
      join unnest(array[${startList}]) with ordinality as s(start, period) on p.paid_at >= s.start
      group by s.period, p.product_id
    ),
    ranked as (
      select *, row_number() over (partition by period order by amount_fen desc, quantity desc, product_id) as rank
      from sums
    )
    select r.period::int as "period", pr.id as "productId", pr.code, pr.name_zh as "nameZh", pr.name_en as "nameEn",
      r.quantity::text as "quantity", r.amount_fen::text as "amountFen"
    from ranked r join ${products} pr on pr.id = r.product_id
    where r.rank <= ${TOP_PRODUCTS_COUNT}
    order by r.period, r.rank`)) as { rows: TopProductRow[] };
  const byPeriod = starts.map((): TopProduct[] => []);
  for (const { period, quantity, amountFen, ...product } of rows)
    byPeriod[Number(period) - 1]!.push({ ...product, quantity: Number(quantity), amountFen: Number(amountFen) });
  return byPeriod;
}

async function lowStockPacks(db: Db): Promise<Dashboard['lowStock']> {
  const [[{ total } = { total: 0 }], packs] = await Promise.all([
    db.select({ total: count() }).from(skus).innerJoin(products, eq(products.id, skus.productId)).where(runningLow),
    db
      .select({
        skuId: skus.id,
        productId: products.id,
        code: products.code,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        labelZh: skus.labelZh,
        labelEn: skus.labelEn,
        stock: skus.stock,
        threshold: skus.lowStockThreshold,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(runningLow)
      .orderBy(asc(skus.stock), asc(skus.id))
      .limit(LOW_STOCK_LIST_LIMIT),
  ]);
  return { total, packs };
}

/** How to count a kind of waiting work (a query not yet run), and the list, with its filters, that shows exactly those rows. */
type WorkQuery = { count: PromiseLike<{ count: number }[]>; section: AdminSection; filters: Parameters<typeof adminSectionLink>[1] };

function workQueries(db: Db, now: Date): Record<WorkItem, WorkQuery> {
  return {
    ordersToShip: {
      count: db.select({ count: count() }).from(orders).where(eq(orders.status, 'awaiting_shipment')),
      section: 'orders',
      filters: { status: 'awaiting_shipment' },
    },
    afterSalesToDecide: {
      count: db.select({ count: count() }).from(afterSales).where(eq(afterSales.status, 'under_audit')),
      section: 'afterSales',
      filters: { status: 'under_audit' },
    },
    invoicesToIssue: {
      count: db.select({ count: count() }).from(invoiceApplications).where(eq(invoiceApplications.status, 'in_progress')),
      section: 'invoices',
      filters: { status: 'in_progress' },
    },
    requirementsOverdue: {
      count: db
        .select({ count: count() })
        .from(purchaseRequirements)
        .where(overdueCondition(requirementPromise, purchaseRequirements.status, purchaseRequirements.createdAt, now)),
      section: 'requirements',
      filters: { overdueOnly: true },
    },
    suppliersOverdue: {
      count: db
        .select({ count: count() })
        .from(supplierApplications)
        .where(overdueCondition(contactPromise, supplierApplications.status, supplierApplications.createdAt, now)),
      section: 'suppliers',
      filters: { overdueOnly: true },
    },
    samplesOverdue: {
      count: db
        .select({ count: count() })
        .from(sampleRequests)
        .where(overdueCondition(samplePromise, sampleRequests.status, sampleRequests.createdAt, now)),
      section: 'samples',
      filters: { overdueOnly: true },
    },
    negotiationsAwaitingShop: {
      count: db.select({ count: count() }).from(priceNegotiations).where(awaitingShop),
      section: 'negotiations',
      filters: { awaitingShop: true },
    },
    bankTransfersToConfirm: {
      count: db.select({ count: count() }).from(bankTransfers).innerJoin(orders, eq(orders.id, bankTransfers.orderId)).where(awaitingConfirmation),
      section: 'bankTransfers',
      filters: { status: 'submitted' },
    },
    bankTransfersToCheck: {
      count: db.select({ count: count() }).from(bankTransfers).innerJoin(orders, eq(orders.id, bankTransfers.orderId)).where(awaitingCheck),
      section: 'bankTransfers',
      filters: { status: 'toCheck' },
    },
    companiesToVerify: {
      count: db.select({ count: count() }).from(companies).where(eq(companies.state, 'pending')),
      section: 'companies',
      filters: { status: 'pending' },
    },
  };
}

/** The work waiting in the lists the member's role may open; the others are not counted. */
async function workWaiting(db: Db, now: Date, role: StaffRole | null): Promise<Dashboard['work']> {
  const queries = (Object.entries(workQueries(db, now)) as [WorkItem, WorkQuery][]).filter(([, { section }]) => staffMayCall(role, sectionCall(section)));
  return Promise.all(
    queries.map(async ([item, { count: rows, section, filters }]) => ({ item, count: (await rows)[0]?.count ?? 0, link: adminSectionLink(section, filters) })),
  );
}
