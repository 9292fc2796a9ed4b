import { and, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { afterWorkingDays, beijingDay } from '../../../lib/dates.ts';
import { canMoveOrder } from '../../../lib/order-rules.ts';
import {
  ADMIN_BANK_TRANSFERS_PAGE_SIZE,
  type AdminBankTransfer,
  type AdminBankTransferConfirmInput,
  type AdminBankTransferPage,
  type BankTransferConfig,
  type BankTransferListFilter,
  type BankTransferView,
  bankTransferConfig,
} from '../../../schemas/bank-transfer.ts';
import type { bankTransferResolutions } from '../../../schemas/orders.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bankTransfers, configData, orders, payments, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { addOrderMessage } from '../messages.ts';
import { ownedBy } from '../ownership.ts';
import { ownReceiptPath } from '../uploads.ts';
import { withOrderPayment } from './pay-order.ts';

type OrderRow = typeof orders.$inferSelect;
type TransferRow = typeof bankTransfers.$inferSelect;

/** The shop's account as the operator set it, or null when it was never set. */
export async function bankTransferSettings(db: Db | Tx): Promise<BankTransferConfig | null> {
  const [row] = await db.select({ value: configData.value }).from(configData).where(eq(configData.key, 'bankTransfer'));
  const parsed = row ? bankTransferConfig.safeParse(row.value) : null;
  return parsed?.success ? parsed.data : null;
}

/** Whether the shop takes bank transfers now: its account is set and switched on. */
export const bankTransferOffered = async (db: Db): Promise<boolean> => (await bankTransferSettings(db))?.enabled === true;

const receiptUrlOf = (path: string | null) => (path ? `/api/uploads/${path}` : null);

function viewOf(settings: BankTransferConfig | null, order: Pick<OrderRow, 'orderNo' | 'payDeadline'>, transfer: TransferRow): BankTransferView {
  return {
    accountName: settings?.accountName ?? '',
    bankName: settings?.bankName ?? '',
    accountNumber: settings?.accountNumber ?? '',
    reference: order.orderNo,
    amountFen: transfer.amountFen,
    deadline: order.payDeadline.toISOString(),
    status: transfer.status,
    receiptUrl: receiptUrlOf(transfer.receiptPath),
    rejectReason: transfer.rejectReason,
  };
}

/** The bank transfer of the buyer's order as the buyer sees it, or null when the buyer never chose one. */
export async function bankTransferOfOrder(db: Db, order: OrderRow): Promise<BankTransferView | null> {
  const [transfer] = await db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.id));
  return transfer ? viewOf(await bankTransferSettings(db), order, transfer) : null;
}

/**
 * The buyer chooses to pay by bank transfer: a payment attempt for the whole amount is opened once, and the
 * order keeps its stock until the transfer deadline, so many working days from now (never shortened).
 * Choosing again answers the same transfer. The order's row is locked so that two choices make one transfer.
 */
export async function chooseBankTransfer(db: Db, order: OrderRow, now: Date): Promise<BankTransferView> {
  const settings = await bankTransferSettings(db);
  if (!settings?.enabled) throw new ApiError('paymentChannelUnavailable');
  if (!canMoveOrder(order.status, 'pay')) throw new ApiError('orderNotPayable');
  if (order.payDeadline <= now) throw new ApiError('paymentTimeExpired');
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !canMoveOrder(locked.status, 'pay')) throw new ApiError('orderNotPayable');
    const [existing] = await tx.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.id));
    if (existing) return viewOf(settings, locked, existing);
    // A transfer holds the order's stock for days before any money moves: one such hold per customer at a
    // time. Their checkouts and choices queue on the customer's row, so two orders chosen at once are counted.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, locked.userId)).for('no key update');
    const [holding] = await tx
      .select({ id: bankTransfers.id })
      .from(bankTransfers)
      .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
      .where(and(eq(orders.userId, locked.userId), eq(orders.status, 'awaiting_payment'), eq(bankTransfers.status, 'awaiting_receipt')))
      .limit(1);
    if (holding) throw new ApiError('bankTransferAwaitingReceipt');

    const [{ attempts } = { attempts: 0 }] = await tx.select({ attempts: count() }).from(payments).where(eq(payments.orderId, order.id));
    const outTradeNo = `${order.orderNo}${String(attempts + 1).padStart(2, '0')}`;
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, channel: 'bankTransfer', outTradeNo, amountFen: locked.totalFen, createdAt: now })
      .returning({ id: payments.id });
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({ orderId: order.id, paymentId: payment!.id, amountFen: locked.totalFen, createdAt: now })
      .returning();
    const deadline = afterWorkingDays(now, settings.workingDays);
    const [moved] = await tx
      .update(orders)
      .set({ payDeadline: sql`greatest(${orders.payDeadline}, ${deadline.toISOString()}::timestamptz)`, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'awaiting_payment')))
      .returning();
    return viewOf(settings, moved!, transfer!);
  });
}

/**
 * The buyer's receipt of the transfer: an upload of their own (image or PDF), for an order still awaiting
 * payment before its deadline, whose transfer waits for a receipt or had one rejected. It then waits for the operator.
 */
export async function submitReceipt(db: Db, uploadDir: string, userId: number, order: OrderRow, receiptUrl: string, now: Date): Promise<BankTransferView> {
  const [transfer] = await db.select().from(bankTransfers).where(eq(bankTransfers.orderId, order.id));
  if (!transfer) throw new ApiError('bankTransferNotChosen');
  if (!canMoveOrder(order.status, 'pay')) throw new ApiError('orderNotPayable');
  if (order.payDeadline <= now) throw new ApiError('paymentTimeExpired');
  const receiptPath = await ownReceiptPath(db, uploadDir, receiptUrl, userId);
  if (!receiptPath) throw new ApiError('validation', { issues: [{ path: 'receiptUrl', message: 'validation.upload' }] });
  // One payment, one receipt: a receipt that stood for another transfer does not prove this one.
  const [usedElsewhere] = await db
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.receiptPath, receiptPath), ne(bankTransfers.id, transfer.id)))
    .limit(1);
  if (usedElsewhere) throw new ApiError('validation', { issues: [{ path: 'receiptUrl', message: 'validation.receiptUsed' }] });
  const [submitted] = await db
    .update(bankTransfers)
    .set({ status: 'submitted', receiptPath, submittedAt: now, rejectReason: null, decidedAt: null, decidedBy: null })
    .where(and(eq(bankTransfers.id, transfer.id), inArray(bankTransfers.status, ['awaiting_receipt', 'rejected'])))
    .returning();
  if (!submitted) throw new ApiError('bankTransferAlreadySubmitted');
  return viewOf(await bankTransferSettings(db), order, submitted);
}

/* The operator's side. */

/**
 * Transfers "to check": a receipt was sent (money may have moved) but the order ended without the transfer
 * being confirmed (the buyer or the operator cancelled it, or it expired after a rejection), and the operator
 * has not yet recorded what became of the money. Never lost from sight: the dashboard counts them.
 */
export const awaitingCheck = and(
  isNotNull(bankTransfers.submittedAt),
  ne(bankTransfers.status, 'confirmed'),
  eq(orders.status, 'cancelled'),
  isNull(bankTransfers.resolvedAt),
)!;

/** An order whose transfer receipt awaits the operator: it does not expire until the operator decides. */
export const receiptAwaitsOperator = (orderId: typeof orders.id): SQL =>
  sql`exists (select 1 from ${bankTransfers} where ${bankTransfers.orderId} = ${orderId} and ${bankTransfers.status} = 'submitted')`;

const adminRow = {
  transfer: bankTransfers,
  orderNo: orders.orderNo,
  orderStatus: orders.status,
  payDeadline: orders.payDeadline,
  customerPhone: users.phone,
  customerCompany: users.companyName,
  toCheck: sql<boolean>`coalesce(${awaitingCheck}, false)`.mapWith(Boolean),
};

async function adminRows(db: Db | Tx, where: SQL | undefined, limit: number, offset = 0): Promise<AdminBankTransfer[]> {
  const rows = await db
    .select(adminRow)
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(bankTransfers.submittedAt), desc(bankTransfers.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ transfer, orderNo, orderStatus, payDeadline, customerPhone, customerCompany, toCheck }) => ({
    id: transfer.id,
    orderNo,
    orderStatus,
    customerPhone,
    customerCompany,
    reference: orderNo,
    amountFen: transfer.amountFen,
    deadline: payDeadline.toISOString(),
    status: transfer.status,
    receiptUrl: receiptUrlOf(transfer.receiptPath),
    rejectReason: transfer.rejectReason,
    submittedAt: transfer.submittedAt?.toISOString() ?? null,
    decidedAt: transfer.decidedAt?.toISOString() ?? null,
    receivedFen: transfer.receivedFen,
    receivedOn: transfer.receivedOn,
    confirmNote: transfer.confirmNote,
    toCheck,
    resolution: transfer.resolution,
    resolutionNote: transfer.resolutionNote,
    resolvedAt: transfer.resolvedAt?.toISOString() ?? null,
  }));
}

/** Transfers "to confirm": a receipt waits and the order still awaits payment (an expired one is no work). */
export const awaitingConfirmation = and(eq(bankTransfers.status, 'submitted'), eq(orders.status, 'awaiting_payment'));

const listFilter = (status: BankTransferListFilter | undefined): SQL | undefined =>
  status === 'submitted' ? awaitingConfirmation : status === 'toCheck' ? awaitingCheck : status ? eq(bankTransfers.status, status) : undefined;

/** The transfers for the operator, latest receipt first; `submitted` lists those awaiting confirmation, `toCheck` those to check and settle. */
export async function listBankTransfers(db: Db, status: BankTransferListFilter | undefined, curPage: number): Promise<AdminBankTransferPage> {
  const where = listFilter(status);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_BANK_TRANSFERS_PAGE_SIZE));
  const page = Math.min(curPage, pageCount);
  return { items: await adminRows(db, where, ADMIN_BANK_TRANSFERS_PAGE_SIZE, (page - 1) * ADMIN_BANK_TRANSFERS_PAGE_SIZE), total, curPage: page, pageCount };
}

async function lockedTransfer(tx: Tx, id: number): Promise<TransferRow> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update');
  if (!transfer) throw new ApiError('notFound');
  return transfer;
}

/**
 * The money arrived: the order is paid through the state machine, as a provider's notification pays it
 * (payment attempt succeeded, paid amount and time, the buyer's message). Confirming twice confirms once;
 * an order the sweeper cancelled (or that was paid otherwise) in the meantime is refused and nothing changes.
 */
export async function confirmBankTransfer(db: Db, operatorId: number, input: AdminBankTransferConfirmInput, now: Date): Promise<AdminBankTransfer> {
  const { id, receivedFen, receivedOn, note } = input;
  if (receivedOn > beijingDay(now)) throw new ApiError('bankTransferReceivedLater');
  return withOrderPayment(db, async (tx, pay) => {
    const transfer = await lockedTransfer(tx, id);
    if (transfer.status !== 'confirmed') {
      if (transfer.status !== 'submitted') throw new ApiError('bankTransferNotSubmitted');
      if (receivedFen !== transfer.amountFen && !note) throw new ApiError('bankTransferAmountDiffers');
      const money = { paymentId: transfer.paymentId, orderId: transfer.orderId, amountFen: transfer.amountFen, paidAt: now, now };
      if (!(await pay({ ...money, channel: 'bankTransfer', actor: 'operator' }))) throw new ApiError('bankTransferOrderClosed');
      await tx
        .update(bankTransfers)
        .set({ status: 'confirmed', decidedAt: now, decidedBy: operatorId, receivedFen, receivedOn, confirmNote: note || null })
        .where(eq(bankTransfers.id, id));
    }
    return (await adminRows(tx, eq(bankTransfers.id, id), 1))[0]!;
  });
}

/** The receipt does not match: the buyer is told why and may upload another before the deadline. */
export async function rejectBankTransfer(db: Db, operatorId: number, id: number, reason: string, now: Date): Promise<AdminBankTransfer> {
  return db.transaction(async (tx) => {
    const transfer = await lockedTransfer(tx, id);
    if (transfer.status !== 'submitted') throw new ApiError('bankTransferNotSubmitted');
    await tx.update(bankTransfers).set({ status: 'rejected', rejectReason: reason, decidedAt: now, decidedBy: operatorId }).where(eq(bankTransfers.id, id));
    const [order] = await tx.select().from(orders).where(eq(orders.id, transfer.orderId));
    await addOrderMessage(tx, { userId: order!.userId, orderId: order!.id, orderNo: order!.orderNo, event: 'transferRejected' });
    return (await adminRows(tx, eq(bankTransfers.id, id), 1))[0]!;
  });
}

/**
 * The operator checked the account for a transfer whose order ended without it, and records what became of
 * the money: sent back (`refunded`) or `matched`, with a note. It then leaves the list to check; settling it
 * again answers the first settlement. Anything not to check is refused and changes nothing.
 */
export async function resolveBankTransfer(
  db: Db,
  operatorId: number,
  input: { id: number; resolution: (typeof bankTransferResolutions)[number]; note: string },
  now: Date,
): Promise<AdminBankTransfer> {
  return db.transaction(async (tx) => {
    const transfer = await lockedTransfer(tx, input.id);
    if (transfer.resolvedAt === null) {
      const [toCheck] = await tx
        .select({ id: bankTransfers.id })
        .from(bankTransfers)
        .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
        .where(and(eq(bankTransfers.id, input.id), awaitingCheck));
      if (!toCheck) throw new ApiError('bankTransferNothingToCheck');
      await tx
        .update(bankTransfers)
        .set({ resolution: input.resolution, resolutionNote: input.note, resolvedAt: now, resolvedBy: operatorId })
        .where(eq(bankTransfers.id, input.id));
    }
    return (await adminRows(tx, eq(bankTransfers.id, input.id), 1))[0]!;
  });
}

/**
 * Whether the customer has a bank transfer that takes a receipt now (none sent yet, or the last one
 * rejected) on an order still awaiting payment: only then may they store a receipt, so that the upload of
 * PDFs is not a file host for any account.
 */
export async function awaitsReceipt(db: Db, userId: number): Promise<boolean> {
  const [waiting] = await db
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .innerJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(and(ownedBy(orders.userId, userId), eq(orders.status, 'awaiting_payment'), inArray(bankTransfers.status, ['awaiting_receipt', 'rejected'])))
    .limit(1);
  return waiting !== undefined;
}
