import { stringify as stringifyCsv } from 'csv-stringify/sync';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beijingClock, beijingDayEnd, beijingDayStart, beijingStamp } from '../../../lib/dates.ts';
import { shownOrderStatus } from '../../../lib/order-progress.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { OrderExportInput, orderExportFormats } from '../../../schemas/order-records.ts';
import { ORDER_EXPORT_MAX_LINES } from '../../../schemas/order-values.ts';
import type { AdminOrderFilter } from '../../../schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { invoiceApplications, orderLines, orders, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { messageIn } from '../../messages.ts';
import { adminOrderConditions } from '../admin-orders.ts';
import { ownedBy } from '../ownership.ts';
import { neutraliseFormula } from '../sheet-cells.ts';

const customerColumns = [
  'orderNo',
  'placedAt',
  'paidAt',
  'product',
  'pack',
  'quantity',
  'unitPrice',
  'lineTotal',
  'freight',
  'orderTotal',
  'paid',
  'status',
  'invoiceStatus',
] as const;
/** The operator's sheet adds, after the times, who bought, who receives, how it travels and how it was paid. */
const operatorColumns = [...customerColumns.slice(0, 3), 'customer', 'consignee', 'deliveryWay', 'paymentType', ...customerColumns.slice(3)] as const;
type Column = (typeof operatorColumns)[number];
const moneyColumns = new Set<Column>(['unitPrice', 'lineTotal', 'freight', 'orderTotal', 'paid']);

const yuan = (fen: number | null) => (fen === null ? null : fen / 100);
const clock = (at: Date | null) => (at === null ? '' : beijingClock(at).slice(0, 16).replace('T', ' '));

async function readLines(db: Db, where: SQL | undefined, locale: Locale) {
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      deliveryWay: orders.deliveryWay,
      paymentType: orders.paymentType,
      addressee: orders.addressee,
      customerPhone: users.phone,
      freightFen: orders.freightFen,
      totalFen: orders.totalFen,
      paidFen: orders.paidFen,
      productName: locale === 'en' ? orderLines.productNameEn : orderLines.productNameZh,
      specLabel: locale === 'en' ? orderLines.skuLabelEn : orderLines.skuLabelZh,
      quantity: orderLines.quantity,
      unitPriceFen: orderLines.unitPriceFen,
      lineTotalFen: orderLines.lineTotalFen,
      invoiceStatus: sql<string | null>`(select ${invoiceApplications.status} from ${invoiceApplications}
        where ${invoiceApplications.orderId} = ${orders.id} order by ${invoiceApplications.createdAt} desc limit 1)`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(orders.createdAt, orders.id, orderLines.id)
    .limit(ORDER_EXPORT_MAX_LINES + 1);
  if (rows.length === 0) throw new ApiError('orderExportEmpty');
  if (rows.length > ORDER_EXPORT_MAX_LINES) throw new ApiError('orderExportTooLarge');
  return rows;
}

type ExportFile = { bytes: Buffer; fileName: string; contentType: string };

/**
 * The customer's order lines placed in a range of Beijing days, for their accounting: one row per line with
 * its order's figures repeated, headers and states in the caller's language, money in yuan (numbers in the
 * xlsx, two decimals in the CSV).
 */
export async function exportOrders(db: Db, userId: number, input: OrderExportInput, locale: Locale): Promise<ExportFile> {
  const where = and(
    ownedBy(orders.userId, userId),
    gte(orders.createdAt, beijingDayStart(input.from)),
    lt(orders.createdAt, beijingDayEnd(input.to)),
    input.status ? eq(orders.status, input.status) : undefined,
  );
  return writeSheet(await readLines(db, where, locale), customerColumns, input.format, `orders-${input.from}-${input.to}`, locale);
}

/** The operator's filtered orders, one row per line, as an xlsx in the operator's language. */
export async function exportAdminOrders(db: Db, filter: AdminOrderFilter, now: Date, locale: Locale): Promise<ExportFile> {
  return writeSheet(await readLines(db, adminOrderConditions(filter), locale), operatorColumns, 'xlsx', `orders-${beijingStamp(now)}`, locale);
}

async function writeSheet(
  lines: Awaited<ReturnType<typeof readLines>>,
  columns: readonly Column[],
  format: (typeof orderExportFormats)[number],
  name: string,
  locale: Locale,
): Promise<ExportFile> {
  const text = (key: string) => messageIn(locale, key) ?? key;
  const values = lines.map(
    (line): Record<Column, string | number | null> => ({
      orderNo: line.orderNo,
      placedAt: clock(line.createdAt),
      paidAt: clock(line.paidAt),
      customer: line.customerPhone,
      consignee: `${line.addressee.consignee} ${line.addressee.mobile}`,
      deliveryWay: line.deliveryWay ? text(`checkout.delivery.${line.deliveryWay}`) : '',
      paymentType: line.paymentType ? text(`pay.channel.${line.paymentType}`) : '',
      product: line.productName,
      pack: line.specLabel,
      quantity: line.quantity,
      unitPrice: yuan(line.unitPriceFen),
      lineTotal: yuan(line.lineTotalFen),
      freight: yuan(line.freightFen),
      orderTotal: yuan(line.totalFen),
      paid: yuan(line.paidFen),
      status: text(`orders.status.${shownOrderStatus(line.status, line.deliveryWay)}`),
      invoiceStatus: line.invoiceStatus ? text(`invoice.state.${line.invoiceStatus}`) : text('orderExport.noInvoice'),
    }),
  );
  const header = columns.map((column) => text(`orderExport.column.${column}`));
  const fileName = `${name}.${format}`;

  if (format === 'csv') {
    const cell = (column: Column, value: string | number | null) =>
      value === null ? '' : moneyColumns.has(column) ? (value as number).toFixed(2) : neutraliseFormula(String(value));
    const rows = values.map((row) => columns.map((column) => cell(column, row[column])));
    // A byte-order mark, so that Excel opens the Chinese text as UTF-8.
    return { bytes: Buffer.from(`\uFEFF${stringifyCsv([header, ...rows])}`, 'utf8'), fileName, contentType: 'text/csv; charset=utf-8' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(text('orderExport.sheet'));
  sheet.columns = columns.map((column) => ({
    key: column,
    width: column === 'product' || column === 'consignee' ? 28 : 16,
    ...(moneyColumns.has(column) && { style: { numFmt: '0.00' } }),
  }));
  sheet.addRow(header).font = { bold: true };
  for (const row of values) sheet.addRow(row);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return {
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
