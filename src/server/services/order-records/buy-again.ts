import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import type { BuyAgainAnswer, BuyAgainLine } from '../../../schemas/order-records.ts';
import type { Db } from '../../db/client.ts';
import { cartItems, orderLines } from '../../db/schema.ts';
import { mergeIntoCart } from '../cart.ts';
import { ownOrder } from '../orders.ts';
import { ownedBy } from '../ownership.ts';

async function heldQuantities(db: Db, userId: number, skuIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(ownedBy(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  return new Map(rows.map((row) => [row.skuId, row.quantity]));
}

/**
 * Puts the packs of one of the customer's earlier orders in their cart, selected, to be bought at today's
 * prices: each pack's quantities of the order added to what the cart holds, capped at stock and at 99 a line
 * as every add is; packs no longer sold or sold out are left out. Says which pack went which way, under the
 * names the order recorded.
 */
export async function buyAgain(db: Db, userId: number, orderNo: string, locale: Locale): Promise<BuyAgainAnswer> {
  const order = await ownOrder(db, userId, orderNo);
  const lines = await db
    .select({
      skuId: orderLines.skuId,
      productName: locale === 'en' ? orderLines.productNameEn : orderLines.productNameZh,
      specLabel: locale === 'en' ? orderLines.skuLabelEn : orderLines.skuLabelZh,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.id);
  // A pack bought in several lines (part at an agreed price) is one pack to buy again.
  const bySku = new Map<number, Omit<BuyAgainLine, 'inCart'>>();
  for (const { quantity, ...pack } of lines) bySku.set(pack.skuId, { ...pack, ordered: (bySku.get(pack.skuId)?.ordered ?? 0) + quantity });
  const skuIds = [...bySku.keys()];
  const before = await heldQuantities(db, userId, skuIds);
  const merged = await mergeIntoCart(
    db,
    userId,
    [...bySku.values()].map((pack) => ({ skuId: pack.skuId, quantity: pack.ordered, selected: true })),
  );
  const after = await heldQuantities(db, userId, skuIds);
  const answer: BuyAgainAnswer = { added: [], capped: [], unavailable: [], lineCount: merged.lineCount };
  for (const pack of bySku.values()) {
    const line: BuyAgainLine = { ...pack, inCart: after.get(pack.skuId) ?? 0 };
    if (merged.dropped.includes(pack.skuId)) answer.unavailable.push(line);
    else if ((after.get(pack.skuId) ?? 0) - (before.get(pack.skuId) ?? 0) < pack.ordered) answer.capped.push(line);
    else answer.added.push(line);
  }
  return answer;
}
