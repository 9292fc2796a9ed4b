import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { type CartLine, type CartView, MAX_QUANTITY } from '../../schemas/cart.ts';
import type { Locale } from '../../schemas/common.ts';
import type { Db } from '../db/client.ts';
import { brands, cartItems, productColours, products, skus } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { packOnSale, productInShop, retiredSql } from './catalog/in-shop.ts';
import { type Agreement, agreementsFor, priceLine } from './negotiations/agreed-prices.ts';
import { ownedBy } from './ownership.ts';

type HeldLine = { id: number | null; skuId: number; quantity: number; selected: boolean };

/** Packs with their product, brand and masstone, priced and stocked as they are now. */
async function readPacks(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return new Map<number, never>();
  const rows = await db
    .select({
      skuId: skus.id,
      productId: products.id,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      brandZh: brands.nameZh,
      brandEn: brands.nameEn,
      ciName: products.ciName,
      hex: productColours.hex,
      labelZh: skus.labelZh,
      labelEn: skus.labelEn,
      netWeightGrams: skus.netWeightGrams,
      priceFen: skus.priceFen,
      pricePerKgFen: skus.pricePerKgFen,
      stock: skus.stock,
      onSale: sql<boolean>`${packOnSale} and ${productInShop}`,
      retired: retiredSql,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.variant, 'natural')))
    .where(inArray(skus.id, skuIds));
  return new Map(rows.map((row) => [row.skuId, row]));
}

/** Prices held lines now, with the buyer's agreed prices; a line whose pack is gone entirely is left out. */
async function priceLines(db: Db, held: HeldLine[], locale: Locale, agreements = new Map<number, Agreement>()): Promise<CartView> {
  const packs = await readPacks(
    db,
    held.map((line) => line.skuId),
  );
  const lines: CartLine[] = held.flatMap((line) => {
    const pack = packs.get(line.skuId);
    if (!pack) return [];
    const parts = priceLine(Math.min(line.quantity, pack.stock), pack, agreements.get(line.skuId));
    const negotiated = parts.find((part) => part.negotiationId !== null);
    return [
      {
        id: line.id,
        skuId: line.skuId,
        productId: pack.productId,
        productName: locale === 'zh' ? pack.nameZh : pack.nameEn,
        brandName: locale === 'zh' ? pack.brandZh : pack.brandEn,
        ciName: pack.ciName,
        hex: pack.hex,
        specLabel: locale === 'zh' ? pack.labelZh : pack.labelEn,
        netWeightGrams: pack.netWeightGrams,
        priceFen: pack.priceFen,
        pricePerKgFen: pack.pricePerKgFen,
        stock: pack.stock,
        quantity: line.quantity,
        selected: line.selected,
        available: pack.onSale && pack.stock > 0,
        retired: pack.retired,
        negotiatedQuantity: negotiated?.quantity ?? 0,
        negotiatedPriceFen: negotiated?.priceFen ?? null,
        lineTotalFen: parts.reduce((sum, part) => sum + part.priceFen * part.quantity, 0),
      },
    ];
  });
  const counted = lines.filter((line) => line.selected && line.available);
  return {
    lines,
    selectedCount: counted.length,
    selectedSubtotalFen: counted.reduce((sum, line) => sum + line.lineTotalFen, 0),
    selectedNetWeightGrams: counted.reduce((sum, line) => sum + line.netWeightGrams * Math.min(line.quantity, line.stock), 0),
  };
}

/** The browser's cart of a visitor who is not logged in, priced now. */
export const previewCart = (db: Db, lines: Omit<HeldLine, 'id'>[], locale: Locale) =>
  priceLines(
    db,
    lines.map((line) => ({ ...line, id: null })),
    locale,
  );

/** The customer's cart priced now, their agreed prices included as checkout will apply them. */
export async function readCart(db: Db, userId: number, locale: Locale, now: Date): Promise<CartView> {
  const held = await db
    .select({ id: cartItems.id, skuId: cartItems.skuId, quantity: cartItems.quantity, selected: cartItems.selected })
    .from(cartItems)
    .where(ownedBy(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.id);
  const agreements = await agreementsFor(
    db,
    userId,
    held.map((line) => line.skuId),
    now,
  );
  return priceLines(db, held, locale, agreements);
}

export async function countCartLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartItems).where(ownedBy(cartItems.userId, userId));
  return row?.lines ?? 0;
}

/** The stock of a pack that is on sale, or null; a retired pack or product is refused as such. */
async function stockOnSale(db: Db, skuId: number): Promise<number | null> {
  const [pack] = await db
    .select({ stock: skus.stock, onSale: sql<boolean>`${packOnSale} and ${productInShop}`, retired: retiredSql })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId));
  if (pack?.retired) throw new ApiError('productRetired');
  return pack?.onSale ? pack.stock : null;
}

/**
 * Adds packs of one specification: a line of the same pack grows instead, capped at 99 and at the stock
 * (in the same statement, so two adds at once cannot pass the cap). A pack not on sale or sold out is refused.
 */
export async function addToCart(db: Db, userId: number, skuId: number, quantity: number, selected = true) {
  const stock = await stockOnSale(db, skuId);
  if (stock === null) throw new ApiError('notFound');
  if (stock === 0) throw new ApiError('noSpecification');
  const cap = Math.min(MAX_QUANTITY, stock);
  const [before] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(ownedBy(cartItems.userId, userId), eq(cartItems.skuId, skuId)));
  const wanted = (before?.quantity ?? 0) + quantity;
  const [line] = await db
    .insert(cartItems)
    .values({ userId, skuId, quantity: Math.min(quantity, cap), selected })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${cap})`, selected: sql`${cartItems.selected} or ${selected}` },
    })
    .returning({ quantity: cartItems.quantity });
  return { quantity: line!.quantity, capped: line!.quantity < wanted, lineCount: await countCartLines(db, userId) };
}

/** A new quantity (1 to 99, not above stock) or selection for one of the customer's own lines. */
export async function updateCartLine(db: Db, userId: number, change: { id: number; quantity?: number | undefined; selected?: boolean | undefined }) {
  const [line] = await db
    .select({ skuId: cartItems.skuId })
    .from(cartItems)
    .where(and(ownedBy(cartItems.userId, userId), eq(cartItems.id, change.id)));
  if (!line) throw new ApiError('notFound');
  if (change.quantity !== undefined) {
    const stock = await stockOnSale(db, line.skuId);
    if (stock === null || stock === 0) throw new ApiError('noSpecification');
    if (change.quantity > stock) throw new ApiError('quantityOutOfRange', { stock });
  }
  const set = { ...(change.quantity !== undefined && { quantity: change.quantity }), ...(change.selected !== undefined && { selected: change.selected }) };
  if (Object.keys(set).length > 0)
    await db
      .update(cartItems)
      .set(set)
      .where(and(ownedBy(cartItems.userId, userId), eq(cartItems.id, change.id)));
}

export async function selectAllCartLines(db: Db, userId: number, selected: boolean): Promise<void> {
  await db.update(cartItems).set({ selected }).where(ownedBy(cartItems.userId, userId));
}

/** Removes the customer's own lines among `ids`; others' ids remove nothing. */
export async function removeCartLines(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.delete(cartItems).where(and(ownedBy(cartItems.userId, userId), inArray(cartItems.id, ids)));
}

/**
 * At login the browser's cart joins the account's: quantities of the same pack add up, capped at 99 and
 * at stock; packs no longer sold or sold out are dropped. Says which packs were capped or dropped.
 *
 * Two statements whatever the number of lines: one read of the packs with the customer's lines of them,
 * and one upsert of every pack. The answer is worked out from the read as adding the lines one by one
 * would work it out (the same pack twice grows one line); the upsert adds and caps in SQL, at the stock
 * as it is then, so an add at the same moment cannot take a line past its cap.
 */
export async function mergeIntoCart(db: Db, userId: number, lines: Omit<HeldLine, 'id'>[]) {
  const skuIds = [...new Set(lines.map((line) => line.skuId))];
  const found =
    skuIds.length === 0
      ? []
      : await db
          .select({ skuId: skus.id, stock: skus.stock, held: cartItems.quantity })
          .from(skus)
          .innerJoin(products, eq(products.id, skus.productId))
          .leftJoin(cartItems, and(eq(cartItems.skuId, skus.id), ownedBy(cartItems.userId, userId)))
          .where(and(inArray(skus.id, skuIds), packOnSale, productInShop, gt(skus.stock, 0)));
  const onSale = new Map(found.map((pack) => [pack.skuId, pack]));

  const capped: number[] = [];
  const dropped: number[] = [];
  /** Per pack: what the browser's lines add (each at most 99), whether any is selected, and the line as it grows. */
  const merged = new Map<number, { adding: number; selected: boolean; quantity: number }>();
  for (const line of lines) {
    const pack = onSale.get(line.skuId);
    if (!pack) {
      dropped.push(line.skuId);
      continue;
    }
    const cap = Math.min(MAX_QUANTITY, pack.stock);
    const before = merged.get(line.skuId) ?? { adding: 0, selected: false, quantity: pack.held ?? 0 };
    const adding = Math.min(line.quantity, MAX_QUANTITY);
    const wanted = before.quantity + adding;
    merged.set(line.skuId, { adding: before.adding + adding, selected: before.selected || line.selected, quantity: Math.min(wanted, cap) });
    if (wanted > cap || line.quantity > MAX_QUANTITY) capped.push(line.skuId);
  }

  if (merged.size > 0) {
    const capNow = sql`least(${MAX_QUANTITY}, (select ${skus.stock} from ${skus} where ${skus.id} = excluded.sku_id))`;
    await db
      .insert(cartItems)
      .values(
        [...merged].map(([skuId, line]) => ({
          userId,
          skuId,
          quantity: Math.min(line.adding, MAX_QUANTITY, onSale.get(skuId)!.stock),
          selected: line.selected,
        })),
      )
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.skuId],
        // Never below 1: a pack sold out since the read stays in the cart, shown as unavailable.
        set: {
          quantity: sql`greatest(1, least(${cartItems.quantity} + excluded.quantity, ${capNow}))`,
          selected: sql`${cartItems.selected} or excluded.selected`,
        },
      });
  }
  return { capped, dropped, lineCount: await countCartLines(db, userId) };
}

/**
 * Adds several packs at once, the pack calculator's cheapest mix, as merging them would (lines grow, capped at 99
 * and at stock), in one transaction: when a pack is not on sale or sold out, nothing is added and the answer is
 * that pack's refusal, as adding it alone would answer.
 */
export function addManyToCart(db: Db, userId: number, lines: { skuId: number; quantity: number }[]) {
  return db.transaction(async (tx) => {
    const merged = await mergeIntoCart(
      tx,
      userId,
      lines.map((line) => ({ ...line, selected: true })),
    );
    const refused = merged.dropped[0];
    if (refused !== undefined) {
      const stock = await stockOnSale(tx, refused);
      throw new ApiError(stock === null ? 'notFound' : 'noSpecification');
    }
    return { capped: [...new Set(merged.capped)], lineCount: merged.lineCount };
  });
}
