import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '../../../schemas/common.ts';
import {
  NEGOTIATIONS_PAGE_SIZE,
  type NegotiationDetail,
  type NegotiationPage,
  type NegotiationStatus,
  type negotiationCounterInput,
  type negotiationProposeInput,
  negotiationStatuses,
} from '../../../schemas/negotiations.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { negotiationOffers, priceNegotiations } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';
import { expireDueNegotiations } from './expiry.ts';
import { assertMove, refusal } from './machine.ts';
import { agreedPriceOf, claimOpen, latestOffer, offeredPrice, specOnSale } from './rules.ts';
import { detailOf, selectNegotiations, summariesOf } from './views.ts';

/*
 * The buyer's side: propose, read the list and the thread, counter the shop's offer, accept it, or
 * withdraw. Every query is limited to the buyer's own negotiations: another's id is not found.
 */

const mine = (userId: number) => ownedBy(priceNegotiations.userId, userId);
const withoutPhone = <T extends { customerPhone: string }>({ customerPhone: _, ...rest }: T) => rest;

async function ownState(db: Db, userId: number, id: number) {
  const [state] = await db
    .select()
    .from(priceNegotiations)
    .where(and(mine(userId), eq(priceNegotiations.id, id)));
  if (!state) throw new ApiError('notFound');
  return state;
}

export async function negotiationDetail(db: Db, userId: number, id: number, now: Date, locale: Locale): Promise<NegotiationDetail> {
  await expireDueNegotiations(db, now, userId);
  return withoutPhone(await detailOf(db, and(mine(userId), eq(priceNegotiations.id, id)), 'buyer', locale, now));
}

/**
 * The buyer's first offer for a spec on sale, below its list price. One live negotiation (open or
 * agreed) per buyer and spec: a second is refused, also when two are sent at once (a unique index).
 */
export async function proposeNegotiation(
  db: Db,
  userId: number,
  input: z.output<typeof negotiationProposeInput>,
  now: Date,
  locale: Locale,
): Promise<NegotiationDetail> {
  await expireDueNegotiations(db, now, userId);
  const price = offeredPrice(input, await specOnSale(db, input.skuId));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(priceNegotiations)
        .values({ userId, skuId: input.skuId, status: 'open', awaiting: 'shop', createdAt: now, updatedAt: now })
        .returning({ id: priceNegotiations.id });
      await tx.insert(negotiationOffers).values({
        negotiationId: created!.id,
        by: 'buyer',
        ...price,
        quantity: input.quantity,
        note: input.note || null,
        createdAt: now,
      });
      return created!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('negotiationLive');
    throw error;
  }
  return negotiationDetail(db, userId, id, now, locale);
}

/** A page of the buyer's negotiations, of one state or all, last changed first; with counts per state. */
export async function listNegotiations(
  db: Db,
  userId: number,
  filter: { status?: NegotiationStatus | undefined; curPage: number },
  now: Date,
  locale: Locale,
): Promise<NegotiationPage> {
  await expireDueNegotiations(db, now, userId);
  const n = priceNegotiations;
  const byStatus = await db
    .select({ status: n.status, total: count(), awaitingYou: count(sql`case when ${n.status} = 'open' and ${n.awaiting} = 'buyer' then 1 end`) })
    .from(n)
    .where(mine(userId))
    .groupBy(n.status);
  const counts = Object.fromEntries(negotiationStatuses.map((name) => [name, byStatus.find((row) => row.status === name)?.total ?? 0])) as Record<
    NegotiationStatus,
    number
  >;
  const total = filter.status ? counts[filter.status] : byStatus.reduce((sum, row) => sum + row.total, 0);
  const pageCount = Math.max(1, Math.ceil(total / NEGOTIATIONS_PAGE_SIZE));
  const page = Math.min(filter.curPage, pageCount);
  const rows = await selectNegotiations(db, and(mine(userId), filter.status ? eq(n.status, filter.status) : undefined))
    .orderBy(desc(n.updatedAt), desc(n.id))
    .limit(NEGOTIATIONS_PAGE_SIZE)
    .offset((page - 1) * NEGOTIATIONS_PAGE_SIZE);
  return {
    items: (await summariesOf(db, rows, 'buyer', locale, now)).map(withoutPhone),
    total,
    curPage: page,
    pageCount,
    counts,
    awaitingYou: byStatus.reduce((sum, row) => sum + row.awaitingYou, 0),
  };
}

/** The buyer answers the shop's offer with one of their own; the negotiation then waits for the shop. */
export async function counterAsBuyer(
  db: Db,
  userId: number,
  input: z.output<typeof negotiationCounterInput>,
  now: Date,
  locale: Locale,
): Promise<NegotiationDetail> {
  const state = await ownState(db, userId, input.id);
  assertMove(state, 'buyer', 'counter', now);
  const price = offeredPrice(input, await specOnSale(db, state.skuId));
  await db.transaction(async (tx) => {
    await claimOpen(tx, input.id, 'buyer', { awaiting: 'shop', validUntil: null }, now, (fresh) => refusal(fresh, 'buyer', 'counter', now), mine(userId));
    await tx.insert(negotiationOffers).values({
      negotiationId: input.id,
      by: 'buyer',
      ...price,
      quantity: input.quantity,
      note: input.note || null,
      createdAt: now,
    });
  });
  return negotiationDetail(db, userId, input.id, now, locale);
}

/** The buyer accepts the shop's offer before it lapses: its price and quantity are agreed until its day. */
export async function acceptAsBuyer(db: Db, userId: number, id: number, now: Date, locale: Locale): Promise<NegotiationDetail> {
  assertMove(await ownState(db, userId, id), 'buyer', 'accept', now);
  await db.transaction(async (tx) => {
    const offer = await latestOffer(tx, id);
    await claimOpen(
      tx,
      id,
      'buyer',
      { status: 'accepted', ...agreedPriceOf(offer), agreedQuantity: offer.quantity },
      now,
      (fresh) => refusal(fresh, 'buyer', 'accept', now),
      mine(userId),
    );
  });
  return negotiationDetail(db, userId, id, now, locale);
}

/** The buyer withdraws an open negotiation, whoever's turn it is. */
export async function withdrawNegotiation(db: Db, userId: number, id: number, now: Date, locale: Locale): Promise<NegotiationDetail> {
  assertMove(await ownState(db, userId, id), 'buyer', 'withdraw', now);
  await db.transaction((tx) => claimOpen(tx, id, null, { status: 'withdrawn' }, now, (fresh) => refusal(fresh, 'buyer', 'withdraw', now), mine(userId)));
  return negotiationDetail(db, userId, id, now, locale);
}
