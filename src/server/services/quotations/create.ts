import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { beijingStamp } from '../../../lib/dates.ts';
import { MAX_QUANTITY } from '../../../schemas/cart-values.ts';
import type { Locale } from '../../../schemas/common.ts';
import { MAX_ORDER_TOTAL_FEN } from '../../../schemas/order-values.ts';
import type { createQuotationInput } from '../../../schemas/quotations.ts';
import type { Db, Tx } from '../../db/client.ts';
import { writeWithFreshNumber } from '../../db/errors.ts';
import { addresses, priceNegotiations, products, quotationLines, quotations, skus, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { readCart } from '../cart.ts';
import { packOnSale, productInShop, retiredSql } from '../catalog/in-shop.ts';
import { loadFreightSettings, shipmentOf } from '../checkout/freight.ts';
import { deliversTo, deliveryOptions } from '../checkout/freight-pricing.ts';
import { agreementsFor, priceLine } from '../negotiations/agreed-prices.ts';
import { expireDueNegotiations } from '../negotiations/expiry.ts';
import { ownedBy } from '../ownership.ts';
import { loadPaperwork } from '../paperwork/settings.ts';
import { identicalValidQuotation, lockBuyerQuotations } from './identical.ts';

type Input = z.output<typeof createQuotationInput>;

/** A pack and how many of it are quoted, before pricing. */
type Wanted = { skuId: number; quantity: number };

/** Q, the moment (Beijing time, to the second) and four random digits. */
const newQuotationNo = (now: Date) => `Q${beijingStamp(now)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** The selected cart lines, refused as checkout would refuse them: nothing selected, not sold, above stock. */
async function cartGoods(db: Db, userId: number, locale: Locale, now: Date): Promise<Wanted[]> {
  const lines = (await readCart(db, userId, locale, now)).lines.filter((line) => line.selected);
  if (lines.some((line) => line.retired)) throw new ApiError('productRetired');
  if (lines.length === 0 || lines.some((line) => !line.available)) throw new ApiError('noSpecification');
  const short = lines.find((line) => line.quantity > line.stock);
  if (short) throw new ApiError('quantityOutOfRange', { skuId: short.skuId, stock: short.stock });
  return lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity }));
}

/** The packs left of one of the buyer's agreed negotiations (at most a line's 99). */
async function negotiationGoods(db: Db, userId: number, negotiationId: number, now: Date): Promise<Wanted[]> {
  const [agreed] = await db
    .select({ skuId: priceNegotiations.skuId, agreed: priceNegotiations.agreedQuantity, used: priceNegotiations.usedQuantity })
    .from(priceNegotiations)
    .where(
      and(
        ownedBy(priceNegotiations.userId, userId),
        eq(priceNegotiations.id, negotiationId),
        eq(priceNegotiations.status, 'accepted'),
        gt(priceNegotiations.validUntil, now),
      ),
    );
  if (!agreed || agreed.agreed === null || agreed.agreed - agreed.used <= 0) throw new ApiError('negotiationNotAgreed');
  return [{ skuId: agreed.skuId, quantity: Math.min(agreed.agreed - agreed.used, MAX_QUANTITY) }];
}

/** The packs with what the document prints of them; one not on sale stops the quotation. */
async function packsOf(db: Db, skuIds: number[]) {
  const rows = await db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      labelZh: skus.labelZh,
      labelEn: skus.labelEn,
      netWeightGrams: skus.netWeightGrams,
      priceFen: skus.priceFen,
      pricePerKgFen: skus.pricePerKgFen,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      ciName: products.ciName,
      onSale: sql<boolean>`${packOnSale} and ${productInShop}`,
      retired: retiredSql,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, skuIds));
  if (rows.some((row) => row.retired)) throw new ApiError('productRetired');
  if (rows.length !== skuIds.length || rows.some((row) => !row.onSale)) throw new ApiError('noSpecification');
  return new Map(rows.map((row) => [row.skuId, row]));
}

/** The address asked for, else the buyer's default one; null when they have none. */
async function quotedAddress(db: Db, userId: number, addressId: number | undefined) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(ownedBy(addresses.userId, userId), addressId === undefined ? eq(addresses.isDefault, true) : eq(addresses.id, addressId)))
    .orderBy(desc(addresses.isDefault))
    .limit(1);
  if (addressId !== undefined && !address) throw new ApiError('addressRequired');
  return address ?? null;
}

/**
 * Makes a quotation of the selected cart lines or of an agreed negotiation's packs left, priced now as
 * checkout would price them (agreed prices included), with the freight of the first way offered to the
 * address (none known, or none offered there: stated as by the rules). It holds for the days the operator
 * set, and never beyond the end of an agreed price it quotes. When the buyer already holds a quotation
 * that can still be ordered from with the same lines at the same prices and the same delivery terms,
 * that one is answered (`existing`) instead of a copy; the buyer's quotations are made one at a time,
 * so two clicks at once make one.
 */
export async function createQuotation(db: Db, userId: number, input: Input, locale: Locale, now: Date) {
  await expireDueNegotiations(db, now, userId);
  const wanted = input.goods.from === 'cart' ? await cartGoods(db, userId, locale, now) : await negotiationGoods(db, userId, input.goods.id, now);
  const packs = await packsOf(
    db,
    wanted.map((line) => line.skuId),
  );
  const agreements = await agreementsFor(
    db,
    userId,
    wanted.map((line) => line.skuId),
    now,
  );
  if (input.goods.from === 'negotiation' && agreements.get(wanted[0]!.skuId)?.id !== input.goods.id) throw new ApiError('negotiationNotAgreed');
  const lines = wanted.flatMap((line) => {
    const pack = packs.get(line.skuId)!;
    return priceLine(line.quantity, pack, agreements.get(line.skuId)).map((part) => ({
      skuId: pack.skuId,
      productId: pack.productId,
      productNameZh: pack.nameZh,
      productNameEn: pack.nameEn,
      ciName: pack.ciName,
      skuLabelZh: pack.labelZh,
      skuLabelEn: pack.labelEn,
      unitPriceFen: part.priceFen,
      pricePerKgFen: part.pricePerKgFen,
      quantity: part.quantity,
      lineTotalFen: part.priceFen * part.quantity,
      negotiationId: part.negotiationId,
    }));
  });
  const goodsFen = lines.reduce((sum, line) => sum + line.lineTotalFen, 0);

  const address = await quotedAddress(db, userId, input.addressId);
  const settings = await loadFreightSettings(db);
  const offered =
    address && deliversTo(settings, address.provinceCode)
      ? deliveryOptions(settings, await shipmentOf(db, lines, address.provinceCode, goodsFen)).find((option) => option.available)
      : undefined;
  const freight = offered?.available ? { way: offered.way, fen: offered.freightFen } : null;
  const totalFen = goodsFen + (freight?.fen ?? 0);
  if (totalFen > MAX_ORDER_TOTAL_FEN) throw new ApiError('orderTotalTooHigh', { totalFen, maxTotalFen: MAX_ORDER_TOTAL_FEN });

  const { quotationValidDays } = await loadPaperwork(db);
  const agreedUntil = [...agreements.values()]
    .filter((agreement) => lines.some((line) => line.negotiationId === agreement.id))
    .map((agreement) => agreement.validUntil.getTime());
  const validUntil = new Date(Math.min(now.getTime() + quotationValidDays * 86_400_000, ...agreedUntil));

  const [buyer] = await db.select({ phone: users.phone, nickname: users.nickname, companyName: users.companyName }).from(users).where(eq(users.id, userId));
  const addressee = address
    ? {
        consignee: address.consignee,
        mobile: address.mobile,
        province: address.province,
        city: address.city,
        district: address.district,
        detail: address.detail,
      }
    : null;
  const row = {
    userId,
    language: input.language,
    negotiationId: input.goods.from === 'negotiation' ? input.goods.id : null,
    goodsFen,
    freightFen: freight?.fen ?? null,
    totalFen,
    deliveryWay: freight?.way ?? null,
    addressee,
    buyerCompany: buyer!.companyName,
    buyerContact: address?.consignee ?? buyer!.nickname,
    buyerPhone: address?.mobile ?? buyer!.phone,
    validUntil,
    createdAt: now,
  };
  return writeWithFreshNumber(
    'quotations_quotation_no_unique',
    () => newQuotationNo(now),
    (quotationNo) =>
      db.transaction(async (tx: Tx) => {
        await lockBuyerQuotations(tx, userId);
        const same = await identicalValidQuotation(tx, userId, { ...row, lines }, now);
        if (same) return { quotationNo: same.quotationNo, validUntil: same.validUntil.toISOString(), totalFen: same.totalFen, existing: true };
        const [made] = await tx
          .insert(quotations)
          .values({ ...row, quotationNo })
          .returning({ id: quotations.id });
        await tx.insert(quotationLines).values(lines.map((line) => ({ ...line, quotationId: made!.id })));
        return { quotationNo, validUntil: validUntil.toISOString(), totalFen, existing: false };
      }),
  );
}
