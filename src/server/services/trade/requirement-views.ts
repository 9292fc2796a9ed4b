import { desc, eq, type SQL } from 'drizzle-orm';
import type { ApplicationCode } from '../../../schemas/applications.ts';
import type { Locale } from '../../../schemas/common.ts';
import type { requirementUnits } from '../../../schemas/requirement-values.ts';
import type { MyRequirement } from '../../../schemas/trade.ts';
import { type AdminRequirement, REQUIREMENT_ANSWER_HOURS, requirementWaitingStatuses } from '../../../schemas/trade-admin.ts';
import type { Db } from '../../db/client.ts';
import { products, purchaseRequirements, users } from '../../db/schema.ts';
import { ageMinutes, type Commitment, isOverdue } from './promise.ts';

export const requirementPromise: Commitment<(typeof purchaseRequirements.$inferSelect)['status']> = {
  waiting: requirementWaitingStatuses,
  hours: REQUIREMENT_ANSWER_HOURS,
};

type Row = { requirement: typeof purchaseRequirements.$inferSelect; nameZh: string | null; nameEn: string | null; customerPhone: string | null };

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What the buyer sees of their requirement. */
function mine({ requirement: r, nameZh, nameEn }: Row, locale: Locale): MyRequirement {
  return {
    id: r.id,
    status: r.status,
    need: r.need,
    productId: r.productId,
    productName: (locale === 'zh' ? nameZh : nameEn) ?? null,
    targetHex: r.targetHex,
    // Both were checked against their lists when the requirement was sent.
    application: r.application as ApplicationCode | null,
    unit: r.unit as (typeof requirementUnits)[number],
    quantity: r.quantity,
    targetPriceFen: r.targetPriceFen,
    deadline: r.deadline,
    answer: r.answer,
    answeredAt: iso(r.answeredAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** What the operator sees: everything, with its age and whether the promise is broken, by `now`. */
function forOperator(row: Row, locale: Locale, now: Date): AdminRequirement {
  const r = row.requirement;
  return {
    ...mine(row, locale),
    customerPhone: row.customerPhone,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    photoUrl: r.photoUrl,
    assignee: r.assignee,
    closedAt: iso(r.closedAt),
    ageMinutes: ageMinutes(r.createdAt, now),
    overdue: isOverdue(requirementPromise, r.status, r.createdAt, now),
  };
}

/** Requirements with their product's names and the buyer's account phone, newest first. */
async function rows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Row[]> {
  return db
    .select({ requirement: purchaseRequirements, nameZh: products.nameZh, nameEn: products.nameEn, customerPhone: users.phone })
    .from(purchaseRequirements)
    .leftJoin(products, eq(products.id, purchaseRequirements.productId))
    .leftJoin(users, eq(users.id, purchaseRequirements.userId))
    .where(where)
    .orderBy(desc(purchaseRequirements.createdAt), desc(purchaseRequirements.id))
    .limit(limit)
    .offset(offset);
}

export async function myRequirementRows(db: Db, where: SQL, locale: Locale, limit: number, offset = 0): Promise<MyRequirement[]> {
  return (await rows(db, where, limit, offset)).map((row) => mine(row, locale));
}

export async function adminRequirementRows(db: Db, where: SQL | undefined, now: Date, limit: number, offset = 0): Promise<AdminRequirement[]> {
  return (await rows(db, where, limit, offset)).map((row) => forOperator(row, 'zh', now));
}
