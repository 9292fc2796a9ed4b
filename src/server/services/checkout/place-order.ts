import { randomInt } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { beijingStamp } from '../../../lib/dates.ts';
import type { CartLine } from '../../../schemas/cart.ts';
import type { CheckoutQuote, checkoutQuoteInput, LeftOutLine, placeOrderInput } from '../../../schemas/checkout.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { DeliveryOption, DeliveryWay, FreightSettings } from '../../../schemas/freight.ts';
import { MAX_ORDER_TOTAL_FEN } from '../../../schemas/order-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uniqueViolation, writeWithFreshNumber } from '../../db/errors.ts';
import { type Addressee, addresses, cartItems, invoiceApplications, orderLines, orders, products, skus, stockMovements, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { metrics } from '../../metrics/registry.ts';
import { countCartLines, previewCart, readCart } from '../cart.ts';
import { packOnSale, productInShop } from '../catalog/in-shop.ts';
import { findInvoiceTitle, titleColumns } from '../invoices/titles.ts';
import { type Agreement, agreementsFor, type LinePart, lapsedAgreements, priceLine, takeAgreedPacks } from '../negotiations/agreed-prices.ts';
import { expireDueNegotiations } from '../negotiations/expiry.ts';
import { ownedBy } from '../ownership.ts';
import { type OrderableQuotation, quotationToOrder } from '../quotations/mine.ts';
import { loadFreightSettings, shipmentOf } from './freight.ts';
import { pickupPlace } from './freight-estimate.ts';
import { deliversTo, deliveryOptions } from './freight-pricing.ts';
import { refuseUnagreedLeftOut, splitOrderable } from './left-out.ts';
import { type CheckoutLimits, lockCustomerForCheckout, packsHeldUnpaid, refuseBeyondShare, refuseBeyondUnpaidOrders } from './limits.ts';

/** How long an order waits for its payment before the stock it holds goes back on sale. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

type Goods = z.output<typeof checkoutQuoteInput>['goods'];

/** A quotation's packs, one entry per pack however many of its lines buy it. */
function packsOfQuotation(quotation: OrderableQuotation) {
  const packs = new Map<number, number>();
  for (const line of quotation.lines) packs.set(line.skuId, (packs.get(line.skuId) ?? 0) + line.quantity);
  return [...packs].map(([skuId, quantity]) => ({ skuId, quantity, selected: true }));
}

/**
 * The goods priced now (one line per pack): those that can be ordered, and the others left out with
 * their reasons. From a quotation, the quotation too: the buyer's own, valid and not ordered yet.
 */
async function goodsLines(
  db: Db,
  userId: number,
  goods: Goods,
  locale: Locale,
  now: Date,
): Promise<{ lines: CartLine[]; leftOut: LeftOutLine[]; quotation: OrderableQuotation | null }> {
  const quotation = goods.from === 'quotation' ? await quotationToOrder(db, userId, goods.quotationNo, now) : null;
  const wanted = goods.from === 'buyNow' ? [{ skuId: goods.skuId, quantity: goods.quantity, selected: true }] : quotation ? packsOfQuotation(quotation) : null;
  const view = wanted ? await previewCart(db, wanted, locale) : await readCart(db, userId, locale, now);
  const { orderable, leftOut } = splitOrderable(view.lines.filter((line) => line.selected));
  if (orderable.length === 0 && leftOut.length === 0) throw new ApiError('noSpecification');
  return { lines: orderable, leftOut, quotation };
}

async function deliveryAddress(db: Db, userId: number, addressId: number | undefined): Promise<DeliveryAddress> {
  if (addressId === undefined) throw new ApiError('addressRequired');
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, addressId)));
  if (!address) throw new ApiError('addressRequired');
  if (!deliversTo(await loadFreightSettings(db), address.provinceCode)) throw new ApiError('deliveryNotSupported');
  return address;
}

type DeliveryAddress = typeof addresses.$inferSelect;
const addresseeOf = ({ consignee, mobile, province, city, district, detail }: DeliveryAddress): Addressee => ({
  consignee,
  mobile,
  province,
  city,
  district,
  detail,
});

/** Who collects a pickup order: the account's name and mobile; the order holds no address. */
async function pickupContact(db: Db, userId: number): Promise<Addressee> {
  const [user] = await db.select({ nickname: users.nickname, phone: users.phone }).from(users).where(eq(users.id, userId));
  return { consignee: user?.nickname ?? '', mobile: user?.phone ?? '', province: '', city: '', district: '', detail: '' };
}

/** The invoice title chosen at checkout: one of the customer's own, or none for "no invoice". */
async function invoiceTitle(db: Db, userId: number, titleId: number | undefined) {
  if (titleId === undefined) return null;
  const title = await findInvoiceTitle(db, userId, titleId);
  if (!title) throw new ApiError('invoiceRequired');
  return title;
}

/** The lines priced: each spec's packs left of an agreed price at that price, the rest at the list price. */
function pricedLines(lines: CartLine[], agreements: Map<number, Agreement>) {
  return lines.flatMap((line) =>
    priceLine(line.quantity, line, agreements.get(line.skuId)).map((part) => ({
      skuId: line.skuId,
      productId: line.productId,
      productName: line.productName,
      specLabel: line.specLabel,
      priceFen: part.priceFen,
      pricePerKgFen: part.pricePerKgFen,
      quantity: part.quantity,
      lineTotalFen: part.priceFen * part.quantity,
      negotiated: part.negotiationId !== null,
      quoted: false,
      listPriceFen: line.priceFen,
    })),
  );
}

/** The lines at the quotation's prices, in its order; today's list price beside each. */
function quotedLines(lines: CartLine[], quotation: OrderableQuotation) {
  const packOf = new Map(lines.map((line) => [line.skuId, line]));
  return quotation.lines.flatMap((quoted) => {
    const line = packOf.get(quoted.skuId);
    if (!line) return [];
    return {
      skuId: quoted.skuId,
      productId: line.productId,
      productName: line.productName,
      specLabel: line.specLabel,
      priceFen: quoted.unitPriceFen,
      pricePerKgFen: quoted.pricePerKgFen,
      quantity: quoted.quantity,
      lineTotalFen: quoted.lineTotalFen,
      negotiated: quoted.negotiationId !== null,
      quoted: true,
      listPriceFen: line.priceFen,
    };
  });
}

/** A pack's parts as the quotation priced them, in the shape priceLine gives them. */
const quotedParts = (quotation: OrderableQuotation, skuId: number): LinePart[] =>
  quotation.lines
    .filter((line) => line.skuId === skuId)
    .map((line) => ({ quantity: line.quantity, priceFen: line.unitPriceFen, pricePerKgFen: line.pricePerKgFen, negotiationId: line.negotiationId }));

type OfferedWay = Extract<DeliveryOption, { available: true }>;

/** A way shipped by weight, before the buyer chose where to: it needs an address first (or is off anyway). */
const waitingForAddress = (option: DeliveryOption): DeliveryOption =>
  option.way === 'pickup' || (!option.available && option.reason === 'disabled')
    ? option
    : { way: option.way, available: false, reason: 'needsAddress', limitGrams: null };

/**
 * Every delivery way for the goods to the province (null: no address, so only pickup can be offered), and
 * the one to price: the way asked for when it is offered; else, in a quote (`strict` false), the first
 * offered, but never pickup unasked (no way is chosen then, so a buyer without an address is asked for
 * one, or to choose pickup). Nothing offered to an address: not delivered there.
 */
async function chooseDelivery(
  db: Db | Tx,
  settings: FreightSettings,
  lines: { skuId: number; quantity: number }[],
  provinceCode: string | null,
  goodsFen: number,
  asked: DeliveryWay | undefined,
  strict: boolean,
): Promise<{ options: DeliveryOption[]; chosen: OfferedWay | null }> {
  const priced = deliveryOptions(settings, await shipmentOf(db, lines, provinceCode ?? '', goodsFen));
  const options = provinceCode === null ? priced.map(waitingForAddress) : priced;
  const offered = options.filter((option): option is OfferedWay => option.available);
  const wanted = offered.find((option) => option.way === asked);
  if (wanted) return { options, chosen: wanted };
  if (provinceCode === null) {
    if (strict) throw new ApiError(asked === 'pickup' ? 'deliveryWayUnavailable' : 'addressRequired');
    return { options, chosen: null };
  }
  if (offered.length === 0) throw new ApiError('deliveryNotSupported');
  if (strict && asked !== undefined) throw new ApiError('deliveryWayUnavailable');
  return { options, chosen: offered[0]! };
}

/** Quote and checkout refuse alike an order costing more than one order may. */
function refuseAboveMaximumTotal(totalFen: number): void {
  if (totalFen > MAX_ORDER_TOTAL_FEN) throw new ApiError('orderTotalTooHigh', { totalFen, maxTotalFen: MAX_ORDER_TOTAL_FEN });
}

/**
 * What the order would cost now: lines (at agreed prices where the buyer has them), goods, freight (free
 * from the threshold) and total. What checkout would refuse now is refused here already: above the
 * maximum total, beyond the customer's unpaid orders or their share of a pack's stock.
 */
export async function quoteCheckout(
  db: Db,
  userId: number,
  input: z.output<typeof checkoutQuoteInput>,
  locale: Locale,
  now: Date,
  limits: CheckoutLimits,
): Promise<CheckoutQuote> {
  const { lines, leftOut, quotation } = await goodsLines(db, userId, input.goods, locale, now);
  const address = input.addressId === undefined ? null : await deliveryAddress(db, userId, input.addressId);
  await expireDueNegotiations(db, now, userId);
  const skuIds = lines.map((line) => line.skuId);
  const agreements = await agreementsFor(db, userId, skuIds, now);
  const lapsed = await lapsedAgreements(
    db,
    userId,
    skuIds.filter((skuId) => !agreements.has(skuId)),
    now,
  );
  // In the order checkout judges them, so that both give the same refusal.
  await refuseBeyondUnpaidOrders(db, userId, limits, now);
  refuseBeyondShare(lines, await packsHeldUnpaid(db, userId, skuIds, now), limits);
  const quoted = quotation ? quotedLines(lines, quotation) : pricedLines(lines, agreements);
  const goodsFen = quoted.reduce((sum, line) => sum + line.lineTotalFen, 0);
  const settings = await loadFreightSettings(db);
  // Nothing to order: nothing to deliver either.
  const delivery =
    quoted.length === 0
      ? { options: [], chosen: null }
      : await chooseDelivery(db, settings, quoted, address?.provinceCode ?? null, goodsFen, input.deliveryWay, false);
  const freightFen = delivery.chosen?.freightFen ?? 0;
  refuseAboveMaximumTotal(goodsFen + freightFen);
  const alsoInCart = quotation ? await cartLinesOf(db, userId, lines) : [];
  const negotiationNotices = lines.flatMap((line) => {
    const validUntil = quotation ? undefined : lapsed.get(line.skuId);
    return validUntil ? [{ skuId: line.skuId, productName: line.productName, specLabel: line.specLabel, validUntil: validUntil.toISOString() }] : [];
  });
  return {
    lines: quoted,
    leftOut,
    goodsFen,
    deliveryOptions: delivery.options,
    deliveryWay: delivery.chosen?.way ?? null,
    freightFen,
    freight: delivery.chosen?.breakdown ?? null,
    pickup: pickupPlace(settings, locale),
    totalFen: goodsFen + freightFen,
    negotiationNotices,
    quotation: quotation ? { quotationNo: quotation.quotationNo, validUntil: quotation.validUntil.toISOString() } : null,
    alsoInCart,
  };
}

/** The buyer's cart lines of these packs, named as the lines name them. */
async function cartLinesOf(db: Db, userId: number, lines: CartLine[]): Promise<CheckoutQuote['alsoInCart']> {
  if (lines.length === 0) return [];
  const held = await db
    .select({ skuId: cartItems.skuId })
    .from(cartItems)
    .where(
      and(
        ownedBy(cartItems.userId, userId),
        inArray(
          cartItems.skuId,
          lines.map((line) => line.skuId),
        ),
      ),
    );
  const inCart = new Set(held.map((line) => line.skuId));
  return lines.filter((line) => inCart.has(line.skuId)).map(({ skuId, productName, specLabel }) => ({ skuId, productName, specLabel }));
}

/** The Beijing time, e.g. 20261123134512, and six random digits: sortable by time, not guessable, and dated as the order shows. */
const newOrderNo = (now: Date) => `${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function existingOrder(db: Db | Tx, userId: number, idempotencyKey: string) {
  const [order] = await db
    .select({ orderNo: orders.orderNo, totalFen: orders.totalFen, payDeadline: orders.payDeadline })
    .from(orders)
    .where(and(ownedBy(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order ? { orderNo: order.orderNo, totalFen: order.totalFen, payDeadline: order.payDeadline.toISOString(), repeated: true, removedFromCart: 0 } : null;
}

/**
 * Places the order in one transaction: every pack is reserved by a conditional update (stock only goes
 * down while enough is left, so concurrent buyers can never oversell), packs at an agreed price are taken
 * from the buyer's negotiation the same way (two orders at once never take more than were agreed; the
 * later one is refused and the buyer sees the new quote), the order and its lines are written with the
 * prices read at that moment, the stock movements recorded, and the bought cart lines removed (from a
 * quotation, the cart's lines of its packs); with an invoice title chosen, the invoice application is
 * made for the order, with a copy of the title. Either all of it happens or none. The same idempotency
 * key answers the first order again. First of all the customer's row is locked and what they already
 * hold unpaid is counted (see limits.ts). The answer counts the lines left in the cart, for the badge.
 */
export async function placeOrder(db: Db, userId: number, input: z.output<typeof placeOrderInput>, now: Date, locale: Locale, limits: CheckoutLimits) {
  const placed = await placeOnce(db, userId, input, now, locale, limits);
  return { ...placed, cartLineCount: await countCartLines(db, userId) };
}

async function placeOnce(db: Db, userId: number, input: z.output<typeof placeOrderInput>, now: Date, locale: Locale, limits: CheckoutLimits) {
  const earlier = await existingOrder(db, userId, input.idempotencyKey);
  if (earlier) return earlier;
  // Pickup needs no address: the order records who collects it instead.
  const address = input.deliveryWay === 'pickup' ? null : await deliveryAddress(db, userId, input.addressId);
  const addressee = address ? addresseeOf(address) : await pickupContact(db, userId);
  const { lines, leftOut, quotation } = await goodsLines(db, userId, input.goods, locale, now);
  refuseUnagreedLeftOut(leftOut, input.leaveOut);
  if (lines.length === 0) throw new ApiError('noSpecification');
  const title = await invoiceTitle(db, userId, input.invoiceTitleId);

  try {
    const placed = await writeWithFreshNumber(
      'orders_order_no_unique',
      () => newOrderNo(now),
      (orderNo) =>
        db.transaction((tx) => writeOrder(tx, { orderNo, userId, input, address, addressee, lines, title, now, limits, ordersQuotation: quotation !== null })),
    );
    if (!placed.repeated) metrics().orders.inc({ event: 'placed' });
    return placed;
  } catch (error) {
    const violated = uniqueViolation(error);
    // Another order from the same quotation was placed at the same moment (another tab): it keeps it.
    if (violated === 'orders_one_live_per_quotation_idx') throw new ApiError('quotationOrdered');
    // The same key sent twice at once: the second insert meets the unique index and answers the first order.
    if (violated) {
      const first = await existingOrder(db, userId, input.idempotencyKey);
      if (first) return first;
    }
    throw error;
  }
}

type OrderToWrite = {
  orderNo: string;
  userId: number;
  input: z.output<typeof placeOrderInput>;
  /** Null for pickup. */
  address: DeliveryAddress | null;
  /** Where the goods go, or who collects them. */
  addressee: Addressee;
  lines: CartLine[];
  title: Awaited<ReturnType<typeof invoiceTitle>>;
  now: Date;
  limits: CheckoutLimits;
  /** From a quotation: it is read again under the customer's lock, so that it is ordered once. */
  ordersQuotation: boolean;
};

/** The order's transaction (see placeOrder): refused as a whole, and then nothing is written. */
async function writeOrder(tx: Tx, { orderNo, userId, input, address, addressee, lines, title, now, limits, ordersQuotation }: OrderToWrite) {
  // The customer's checkouts queue here one by one: what they hold unpaid is counted, then added to.
  await lockCustomerForCheckout(tx, userId, limits, now);
  // The same key sent twice at once: the second waited for the first, and answers its order.
  const earlier = await existingOrder(tx, userId, input.idempotencyKey);
  if (earlier) return earlier;
  const quotation = ordersQuotation && input.goods.from === 'quotation' ? await quotationToOrder(tx, userId, input.goods.quotationNo, now) : null;
  const held = await packsHeldUnpaid(
    tx,
    userId,
    lines.map((line) => line.skuId),
    now,
  );
  const reserved = [];
  for (const line of lines) {
    const [pack] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${line.quantity}`, updatedAt: now })
      .where(
        and(
          eq(skus.id, line.skuId),
          packOnSale,
          gte(skus.stock, line.quantity),
          sql`exists (select 1 from ${products} where ${products.id} = ${skus.productId} and ${productInShop})`,
        ),
      )
      .returning({
        id: skus.id,
        stockLeft: skus.stock,
        productId: skus.productId,
        labelZh: skus.labelZh,
        labelEn: skus.labelEn,
        priceFen: skus.priceFen,
        pricePerKgFen: skus.pricePerKgFen,
        netWeightGrams: skus.netWeightGrams,
      });
    if (!pack) throw new ApiError('quantityOutOfRange', { skuId: line.skuId });
    // Judged on the stock as this order found it under the row's lock; a refusal undoes the reservation with the rest.
    refuseBeyondShare([{ ...line, stock: pack.stockLeft + line.quantity }], held, limits);
    reserved.push({ ...pack, quantity: line.quantity });
  }
  const names = await tx
    .select({ id: products.id, nameZh: products.nameZh, nameEn: products.nameEn })
    .from(products)
    .where(
      inArray(
        products.id,
        reserved.map((pack) => pack.productId),
      ),
    );
  const nameOf = new Map(names.map((name) => [name.id, name]));

  // Agreed prices as they stand now; the packs are taken from each agreement before the order is written.
  const agreements = await agreementsFor(
    tx,
    userId,
    reserved.map((pack) => pack.id),
    now,
  );
  const priced = [];
  for (const pack of reserved) {
    for (const part of quotation ? quotedParts(quotation, pack.id) : priceLine(pack.quantity, pack, agreements.get(pack.id))) {
      if (part.negotiationId !== null && !(await takeAgreedPacks(tx, userId, part.negotiationId, part.quantity, now))) throw new ApiError('negotiationUsedUp');
      priced.push({ ...pack, ...part });
    }
  }
  const goodsFen = priced.reduce((sum, line) => sum + line.priceFen * line.quantity, 0);
  const { chosen } = await chooseDelivery(
    tx,
    await loadFreightSettings(tx),
    priced.map((line) => ({ skuId: line.id, quantity: line.quantity })),
    address?.provinceCode ?? null,
    goodsFen,
    input.deliveryWay,
    true,
  );
  // Strict: a way is chosen or the order was refused.
  const way = chosen!;
  const freightFen = way.freightFen;
  refuseAboveMaximumTotal(goodsFen + freightFen);
  const payDeadline = new Date(now.getTime() + PAYMENT_WINDOW_MS);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      userId,
      goodsFen,
      freightFen,
      totalFen: goodsFen + freightFen,
      remark: input.remark || null,
      addressee,
      deliveryWay: way.way,
      freightRule: way.breakdown,
      payDeadline,
      idempotencyKey: input.idempotencyKey,
      quotationNo: quotation?.quotationNo ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo, totalFen: orders.totalFen });
  await tx.insert(orderLines).values(
    priced.map((line) => ({
      orderId: order!.id,
      skuId: line.id,
      productId: line.productId,
      productNameZh: nameOf.get(line.productId)!.nameZh,
      productNameEn: nameOf.get(line.productId)!.nameEn,
      skuLabelZh: line.labelZh,
      skuLabelEn: line.labelEn,
      unitPriceFen: line.priceFen,
      pricePerKgFen: line.pricePerKgFen,
      quantity: line.quantity,
      lineTotalFen: line.priceFen * line.quantity,
      negotiationId: line.negotiationId,
    })),
  );
  await tx
    .insert(stockMovements)
    .values(reserved.map((pack) => ({ skuId: pack.id, orderId: order!.id, delta: -pack.quantity, reason: 'reserve', createdAt: now })));
  if (title) {
    // Not paid yet: the amount is the order's total; the operator's issue takes what was paid in the end.
    await tx.insert(invoiceApplications).values({ orderId: order!.id, userId, ...titleColumns(title), amountFen: order!.totalFen, createdAt: now });
  }
  // The bought lines leave the cart; from a quotation, the cart's lines of its packs too, or they would be bought twice.
  const leftCart =
    input.goods.from === 'buyNow'
      ? []
      : await tx
          .delete(cartItems)
          .where(
            and(
              ownedBy(cartItems.userId, userId),
              inArray(
                cartItems.skuId,
                reserved.map((pack) => pack.id),
              ),
            ),
          )
          .returning({ id: cartItems.id });
  return {
    orderNo: order!.orderNo,
    totalFen: order!.totalFen,
    payDeadline: payDeadline.toISOString(),
    repeated: false,
    removedFromCart: input.goods.from === 'quotation' ? leftCart.length : 0,
  };
}
