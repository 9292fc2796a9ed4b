import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../../schemas/common.ts';
import {
  ADMIN_NEGOTIATIONS_PAGE_SIZE,
  type AdminNegotiationDetail,
  type AdminNegotiationPage,
  type adminNegotiationCounterInput,
  type NegotiationStatus,
} from '../../../schemas/negotiations.ts';
import type { Db } from '../../db/client.ts';
import { negotiationOffers, priceNegotiations } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { expireDueNegotiations } from './expiry.ts';
import { assertMove, endOfValidityDay, refusal } from './machine.ts';
import { addNegotiationMessage } from './messages.ts';
import { agreedPriceOf, claimOpen, latestOffer, offeredPrice, specOnSale } from './rules.ts';
import { detailOf, selectNegotiations, summariesOf } from './views.ts';

/*
 * The operator's side: every buyer's negotiations, and the shop's answers to an offer: a counter-offer
 * valid until a day, an acceptance valid until a day, or a rejection with a reason. The buyer gets a
 * message about each answer, written in the answer's transaction.
 */

const n = priceNegotiations;
export const awaitingShop = and(eq(n.status, 'open'), eq(n.awaiting, 'shop'))!;

/**
 * All negotiations for the operator: of one state, or only those awaiting the shop's answer (the one
 * waiting longest first); otherwise last changed first. With how many await the shop in all.
 */
export async function listForShop(
  db: Db,
  filter: { status?: NegotiationStatus | undefined; awaitingShop: boolean; curPage: number },
  now: Date,
  locale: Locale,
): Promise<AdminNegotiationPage> {
  await expireDueNegotiations(db, now);
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(n.status, filter.status));
  if (filter.awaitingShop) conditions.push(awaitingShop);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(n).where(where);
  const [{ waiting } = { waiting: 0 }] = await db.select({ waiting: count() }).from(n).where(awaitingShop);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_NEGOTIATIONS_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await selectNegotiations(db, where)
    .orderBy(...(filter.awaitingShop ? [asc(n.updatedAt), asc(n.id)] : [desc(n.updatedAt), desc(n.id)]))
    .limit(ADMIN_NEGOTIATIONS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_NEGOTIATIONS_PAGE_SIZE);
  return { items: await summariesOf(db, rows, 'shop', locale, now), total, curPage: page, pageCount, awaitingShop: waiting };
}

export async function detailForShop(db: Db, id: number, now: Date, locale: Locale): Promise<AdminNegotiationDetail> {
  await expireDueNegotiations(db, now);
  return detailOf(db, eq(n.id, id), 'shop', locale, now);
}

async function stateOf(db: Db, id: number) {
  const [state] = await db.select().from(n).where(eq(n.id, id));
  if (!state) throw new ApiError('notFound');
  return state;
}

/** The shop answers the buyer's offer with its own, which the buyer may accept until the end of `validUntil`. */
export async function counterAsShop(db: Db, input: z.output<typeof adminNegotiationCounterInput>, now: Date, locale: Locale): Promise<AdminNegotiationDetail> {
  const validUntil = endOfValidityDay(input.validUntil, now);
  const state = await stateOf(db, input.id);
  assertMove(state, 'shop', 'counter', now);
  const price = offeredPrice(input, await specOnSale(db, state.skuId));
  await db.transaction(async (tx) => {
    await claimOpen(tx, input.id, 'shop', { awaiting: 'buyer', validUntil }, now, (fresh) => refusal(fresh, 'shop', 'counter', now));
    await tx.insert(negotiationOffers).values({
      negotiationId: input.id,
      by: 'shop',
      ...price,
      quantity: input.quantity,
      note: input.note || null,
      validUntil,
      createdAt: now,
    });
    await addNegotiationMessage(tx, input.id, { kind: 'countered', price, quantity: input.quantity, validUntil });
  });
  return detailForShop(db, input.id, now, locale);
}

/** The shop accepts the buyer's last offer: its price and quantity are agreed until the end of `validUntil`. */
export async function acceptAsShop(db: Db, id: number, day: string, now: Date, locale: Locale): Promise<AdminNegotiationDetail> {
  const validUntil = endOfValidityDay(day, now);
  assertMove(await stateOf(db, id), 'shop', 'accept', now);
  await db.transaction(async (tx) => {
    const offer = await latestOffer(tx, id);
    await claimOpen(tx, id, 'shop', { status: 'accepted', ...agreedPriceOf(offer), agreedQuantity: offer.quantity, validUntil }, now, (fresh) =>
      refusal(fresh, 'shop', 'accept', now),
    );
    await addNegotiationMessage(tx, id, { kind: 'accepted', price: offer, quantity: offer.quantity, validUntil });
  });
  return detailForShop(db, id, now, locale);
}

/** The shop declines the buyer's offer, with the reason the buyer will read. */
export async function rejectAsShop(db: Db, id: number, reason: string, now: Date, locale: Locale): Promise<AdminNegotiationDetail> {
  assertMove(await stateOf(db, id), 'shop', 'reject', now);
  await db.transaction(async (tx) => {
    await claimOpen(tx, id, 'shop', { status: 'rejected', rejectReason: reason }, now, (fresh) => refusal(fresh, 'shop', 'reject', now));
    await addNegotiationMessage(tx, id, { kind: 'rejected', reason });
  });
  return detailForShop(db, id, now, locale);
}
