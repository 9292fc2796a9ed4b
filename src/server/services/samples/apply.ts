import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { beijingDay } from '../../../lib/dates.ts';
import type { Locale } from '../../../schemas/common.ts';
import { SAMPLE_LIMITS, type SampleOptions, type sampleApplyInput, sampleWaitingStatuses } from '../../../schemas/samples.ts';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, products, sampleRequests, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { ownedBy } from '../ownership.ts';

const fieldIssue = (path: string, message: string) => new ApiError('validation', { issues: [{ path, message }] });

/** A product on sale (published, not retired) that offers samples, or not found. */
async function sampledProduct(db: Db | Tx, productId: number) {
  const [product] = await db
    .select({ id: products.id, nameZh: products.nameZh, nameEn: products.nameEn, sizes: products.sampleSizesGrams, retiredAt: products.retiredAt })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product || product.retiredAt !== null) throw new ApiError('notFound');
  return product;
}

/** What the request form offers for a product: its sample sizes (none: it offers no samples) and the limits. */
export async function sampleOptionsOf(db: Db, productId: number, locale: Locale): Promise<SampleOptions> {
  const product = await sampledProduct(db, productId);
  return { productId, productName: locale === 'zh' ? product.nameZh : product.nameEn, sizes: product.sizes, limits: { ...SAMPLE_LIMITS } };
}

/** The first moment of the Beijing calendar month `now` is in. */
const monthStart = (now: Date) => new Date(`${beijingDay(now).slice(0, 7)}-01T00:00:00+08:00`);

/**
 * Refuses a request beyond the limits (SAMPLE_LIMITS): as many waiting for the operator as allowed, or
 * one of this product already this month (declined ones aside).
 */
async function refuseBeyondLimits(tx: Tx, userId: number, productId: number, now: Date): Promise<void> {
  const mine = ownedBy(sampleRequests.userId, userId);
  const [[open], [thisMonth]] = await Promise.all([
    tx
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(mine, inArray(sampleRequests.status, [...sampleWaitingStatuses]))),
    tx
      .select({ n: count() })
      .from(sampleRequests)
      .where(and(mine, eq(sampleRequests.productId, productId), ne(sampleRequests.status, 'declined'), gte(sampleRequests.createdAt, monthStart(now)))),
  ]);
  if ((open?.n ?? 0) >= SAMPLE_LIMITS.openPerCustomer) throw new ApiError('sampleOpenLimit', { limit: SAMPLE_LIMITS.openPerCustomer });
  if ((thisMonth?.n ?? 0) >= SAMPLE_LIMITS.perProductPerMonth) throw new ApiError('sampleMonthLimit', { limit: SAMPLE_LIMITS.perProductPerMonth });
}

/**
 * A logged-in buyer's sample request, to one of their own addresses (kept as it is now). The customer's
 * row is locked first, so that their requests are counted one after another: two at once at the limit
 * make exactly one.
 */
export async function applyForSample(db: Db, userId: number, input: z.output<typeof sampleApplyInput>, now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const product = await sampledProduct(tx, input.productId);
    if (!product.sizes.includes(input.sizeGrams)) throw fieldIssue('sizeGrams', 'validation.sampleSize');
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(ownedBy(addresses.userId, userId), eq(addresses.id, input.addressId)));
    if (!address) throw fieldIssue('addressId', 'validation.sampleAddress');
    await refuseBeyondLimits(tx, userId, input.productId, now);
    const { consignee, mobile, province, city, district, detail } = address;
    const [row] = await tx
      .insert(sampleRequests)
      .values({
        userId,
        productId: input.productId,
        sizeGrams: input.sizeGrams,
        purpose: input.purpose,
        company: input.company,
        addressee: { consignee, mobile, province, city, district, detail },
        note: input.note ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: sampleRequests.id });
    return { id: row!.id };
  });
}
