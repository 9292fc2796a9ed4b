import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import type { Db } from '../../db/client.ts';
import { type Addressee, bankTransfers, orderLines, orders, products, quotationLines, quotations, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { bankTransferSettings } from '../payment/bank-transfer.ts';
import type { CommercialPaper, ReceivingAccount } from './document.ts';

/** Who asks: the buyer, who may read only their own, or an operator, who may read any. */
export type Reader = { userId: number; asOperator: boolean };

const addressLine = (a: Addressee | null) => (a ? `${a.province} ${a.city} ${a.district} ${a.detail}` : null);
export const ownerCheck = (reader: Reader, ownerId: number) => {
  if (!reader.asOperator && reader.userId !== ownerId) throw new ApiError('notFound');
};

/** The account bank-transfer payment sends the buyer to, while the shop takes transfers; otherwise none is printed. */
async function receivingAccount(db: Db): Promise<ReceivingAccount | null> {
  const settings = await bankTransferSettings(db);
  return settings?.enabled ? { accountName: settings.accountName, bankName: settings.bankName, accountNumber: settings.accountNumber } : null;
}

/** A quotation as its PDF prints it; someone else's is not found. */
export async function quotationPaper(db: Db, reader: Reader, quotationNo: string, language: Locale): Promise<CommercialPaper> {
  const [quotation] = await db.select().from(quotations).where(eq(quotations.quotationNo, quotationNo));
  if (!quotation) throw new ApiError('notFound');
  ownerCheck(reader, quotation.userId);
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, quotation.id)).orderBy(asc(quotationLines.id));
  return {
    kind: 'quotation',
    language,
    number: quotation.quotationNo,
    issuedAt: quotation.createdAt,
    validUntil: quotation.validUntil,
    payment: null,
    quotationNo: null,
    account: await receivingAccount(db),
    buyer: { company: quotation.buyerCompany, contact: quotation.buyerContact, phone: quotation.buyerPhone, address: addressLine(quotation.addressee) },
    lines: lines.map((line) => ({
      productName: language === 'zh' ? line.productNameZh : line.productNameEn,
      ciName: line.ciName,
      pack: language === 'zh' ? line.skuLabelZh : line.skuLabelEn,
      quantity: line.quantity,
      unitPriceFen: line.unitPriceFen,
      pricePerKgFen: line.pricePerKgFen,
      lineTotalFen: line.lineTotalFen,
    })),
    goodsFen: quotation.goodsFen,
    freightFen: quotation.freightFen,
    freeShipping: quotation.freightFen === 0,
    totalFen: quotation.totalFen,
  };
}

/** An order's proforma invoice: for an order awaiting payment or paid, never a cancelled one. */
export async function proformaPaper(db: Db, reader: Reader, orderNo: string, language: Locale): Promise<CommercialPaper> {
  const [order] = await db
    .select({ order: orders, companyName: users.companyName, nickname: users.nickname })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNo, orderNo));
  if (!order) throw new ApiError('notFound');
  ownerCheck(reader, order.order.userId);
  const o = order.order;
  if (o.status === 'cancelled') throw new ApiError('proformaUnavailable');
  const lines = await db
    .select({ line: orderLines, ciName: products.ciName })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, o.id))
    .orderBy(asc(orderLines.id));
  const [transfer] = await db.select({ id: bankTransfers.id }).from(bankTransfers).where(eq(bankTransfers.orderId, o.id));
  return {
    kind: 'proforma',
    language,
    number: o.orderNo,
    issuedAt: o.createdAt,
    validUntil: null,
    // A bank transfer's deadline is the order's: choosing the transfer moved it on.
    payment: { paid: o.paidAt !== null, deadline: o.payDeadline, byBankTransfer: transfer !== undefined },
    quotationNo: o.quotationNo,
    account: await receivingAccount(db),
    buyer: { company: order.companyName, contact: o.addressee.consignee || order.nickname, phone: o.addressee.mobile, address: addressLine(o.addressee) },
    lines: lines.map(({ line, ciName }) => ({
      productName: language === 'zh' ? line.productNameZh : line.productNameEn,
      ciName,
      pack: language === 'zh' ? line.skuLabelZh : line.skuLabelEn,
      quantity: line.quantity,
      unitPriceFen: line.unitPriceFen,
      pricePerKgFen: line.pricePerKgFen,
      lineTotalFen: line.lineTotalFen,
    })),
    goodsFen: o.goodsFen,
    freightFen: o.freightFen,
    freeShipping: o.freightRule?.freeShipping === true,
    totalFen: o.totalFen,
  };
}

/** Whether the person a link was signed for may still read as signed: an operator link needs them to be an operator still. */
export async function readerStillAllowed(db: Db, reader: Reader): Promise<boolean> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, reader.userId));
  return user !== undefined && (!reader.asOperator || user.role === 'admin');
}
