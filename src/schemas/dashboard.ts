import { z } from 'zod';
import { orderStatuses } from './orders.ts';

/*
 * The back office's dashboard (/api/admin/dashboard): the shop's figures over Beijing calendar days, the
 * packs running low and the work waiting for the operator, each count with the list it comes from.
 */

/** Today, the last 7 and the last 30 Beijing calendar days, today included. */
export const dashboardPeriods = ['today', 'days7', 'days30'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
export const periodDays: Record<DashboardPeriod, number> = { today: 1, days7: 7, days30: 30 };
/** The chart of paid amount per day covers the longest period. */
export const DASHBOARD_DAYS = periodDays.days30;
export const TOP_PRODUCTS_COUNT = 10;
export const LOW_STOCK_LIST_LIMIT = 20;

/** The work the operator owes someone. */
export const workItems = [
  'ordersToShip',
  'afterSalesToDecide',
  'invoicesToIssue',
  'requirementsOverdue',
  'suppliersOverdue',
  'samplesOverdue',
  'negotiationsAwaitingShop',
  'bankTransfersToConfirm',
  'bankTransfersToCheck',
  'companiesToVerify',
] as const;
export type WorkItem = (typeof workItems)[number];

const fen = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const day = z.iso.date();

/** Money taken: null for a member whose role does not answer for money (see `dashboardFigures`). */
const money = fen.nullable();

export const topProduct = z.object({ productId: z.number(), code: z.string(), nameZh: z.string(), nameEn: z.string(), quantity: count, amountFen: money });
export type TopProduct = z.infer<typeof topProduct>;

/** Orders placed, and money taken from orders paid, in the period; average is paid amount over paid orders. */
export const periodFigures = z.object({
  period: z.enum(dashboardPeriods),
  /** The period's first Beijing day. */
  fromDay: day,
  orders: count,
  paidOrders: count,
  paidFen: money,
  averageOrderFen: money,
  newCustomers: count,
  /** By amount paid, then packs sold. */
  topProducts: z.array(topProduct),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const lowStockPack = z.object({
  skuId: z.number(),
  productId: z.number(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  stock: count,
  threshold: count,
});

export const dashboard = z.object({
  /** The Beijing day the figures end on. */
  today: day,
  periods: z.array(periodFigures),
  /** Every day of the last 30, oldest first, zeros included; null for a member whose role does not answer for money. */
  paidByDay: z.array(z.object({ day, paidFen: fen, paidOrders: count })).nullable(),
  /** Orders placed in the last 30 days by their status now; every status, zeros included. */
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count })),
  /** On-sale packs whose stock is below their threshold, lowest stock first, at most LOW_STOCK_LIST_LIMIT. */
  lowStock: z.object({ total: count, packs: z.array(lowStockPack) }),
  work: z.array(z.object({ item: z.enum(workItems), count, link: z.string() })),
});
export type Dashboard = z.infer<typeof dashboard>;
