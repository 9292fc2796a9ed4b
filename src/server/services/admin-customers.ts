import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Locale } from '../../schemas/common.ts';
import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerPage,
  CUSTOMER_LATEST_ROWS,
} from '../../schemas/customers.ts';
import type { Db } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { invoiceApplications, orders, priceNegotiations, users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { listAddresses } from './addresses.ts';
import { expireDueNegotiations } from './negotiations/expiry.ts';
import { selectNegotiations, summariesOf } from './negotiations/views.ts';
import { summaryOf } from './orders.ts';
import { ownedBy } from './ownership.ts';

const isCustomer = eq(users.role, 'customer');

const profileColumns = {
  id: users.id,
  phone: users.phone,
  nickname: users.nickname,
  companyName: users.companyName,
  createdAt: users.createdAt,
};
type ProfileRow = { id: number; phone: string; nickname: string | null; companyName: string | null; createdAt: Date };

/** How many orders each customer placed, what they took and when the last was placed; a customer without orders is absent. */
async function figuresOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { orderCount: number; paidFen: number; lastOrderAt: Date | null }>();
  const rows = await db
    .select({
      userId: orders.userId,
      orderCount: count(),
      paidFen: sql<number>`coalesce(sum(${orders.paidFen}), 0)`.mapWith(Number),
      lastOrderAt: max(orders.createdAt),
    })
    .from(orders)
    .where(inArray(orders.userId, ids))
    .groupBy(orders.userId);
  return new Map(rows.map(({ userId, ...figures }) => [userId, figures]));
}

async function customersOf(db: Db, rows: ProfileRow[]): Promise<AdminCustomer[]> {
  const figures = await figuresOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = figures.get(row.id);
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      orderCount: own?.orderCount ?? 0,
      paidFen: own?.paidFen ?? 0,
      lastOrderAt: own?.lastOrderAt?.toISOString() ?? null,
    };
  });
}

/** The shop's customers (never its team), newest first, found by a part of their mobile number, nickname or company name. */
export async function listCustomers(db: Db, filter: { keyword?: string | undefined; curPage: number }): Promise<AdminCustomerPage> {
  const keyword = filter.keyword && containing(filter.keyword);
  const where = and(isCustomer, keyword ? or(ilike(users.phone, keyword), ilike(users.nickname, keyword), ilike(users.companyName, keyword)) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_CUSTOMERS_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await db
    .select(profileColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_CUSTOMERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE);
  return { items: await customersOf(db, rows), total, curPage: page, pageCount };
}

/** One customer's page: a member of the team, or an id nobody has, is not found. */
export async function customerDetail(db: Db, id: number, now: Date, locale: Locale): Promise<AdminCustomerDetail> {
  const [found] = await db
    .select({ ...profileColumns, email: users.email, landline: users.landline })
    .from(users)
    .where(and(eq(users.id, id), isCustomer));
  if (!found) throw new ApiError('notFound');
  const { email, landline, ...profile } = found;
  await expireDueNegotiations(db, now, id);

  const [[customer], addresses, latestOrders, invoices, negotiationRows] = await Promise.all([
    customersOf(db, [profile]),
    listAddresses(db, id),
    db.select().from(orders).where(ownedBy(orders.userId, id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(CUSTOMER_LATEST_ROWS),
    db
      .select({ application: invoiceApplications, orderNo: orders.orderNo })
      .from(invoiceApplications)
      .innerJoin(orders, eq(orders.id, invoiceApplications.orderId))
      .where(ownedBy(invoiceApplications.userId, id))
      .orderBy(desc(invoiceApplications.createdAt), desc(invoiceApplications.id))
      .limit(CUSTOMER_LATEST_ROWS),
    selectNegotiations(db, ownedBy(priceNegotiations.userId, id))
      .orderBy(desc(priceNegotiations.updatedAt), desc(priceNegotiations.id))
      .limit(CUSTOMER_LATEST_ROWS),
  ]);
  const negotiations = await summariesOf(db, negotiationRows, 'shop', locale, now);
  return {
    ...customer!,
    email,
    landline,
    addresses,
    orders: latestOrders.map(summaryOf),
    invoices: invoices.map(({ application, orderNo }) => ({
      id: application.id,
      orderNo,
      status: application.status,
      title: application.title,
      amountFen: application.amountFen,
      appliedAt: application.createdAt.toISOString(),
    })),
    negotiations: negotiations.map((n) => ({
      id: n.id,
      productName: n.productName,
      specLabel: n.specLabel,
      status: n.status,
      latestOffer: n.latestOffer,
      updatedAt: n.updatedAt,
    })),
  };
}
