import { desc, eq, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../schemas/common.ts';
import { type AdminSample, type MySample, SAMPLE_ANSWER_HOURS, type SampleStatus, sampleWaitingStatuses } from '../../../schemas/samples.ts';
import type { Db } from '../../db/client.ts';
import { products, sampleRequests, users } from '../../db/schema.ts';
import { ageMinutes, type Commitment, isOverdue } from '../trade/promise.ts';

export const samplePromise: Commitment<SampleStatus> = { waiting: sampleWaitingStatuses, hours: SAMPLE_ANSWER_HOURS };

type Row = { sample: typeof sampleRequests.$inferSelect; nameZh: string; nameEn: string; customerPhone: string };

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What the buyer sees of their request. */
function mine({ sample: s, nameZh, nameEn }: Row, locale: Locale): MySample {
  const a = s.addressee;
  return {
    id: s.id,
    status: s.status,
    productId: s.productId,
    productName: locale === 'zh' ? nameZh : nameEn,
    sizeGrams: s.sizeGrams,
    purpose: s.purpose,
    company: s.company,
    consignee: a.consignee,
    mobile: a.mobile,
    address: `${a.province}${a.city}${a.district}${a.detail}`,
    note: s.note,
    carrier: s.carrier,
    trackingNo: s.trackingNo,
    sentAt: iso(s.sentAt),
    declineReason: s.declineReason,
    declinedAt: iso(s.declinedAt),
    createdAt: s.createdAt.toISOString(),
  };
}

function forOperator(row: Row, now: Date): AdminSample {
  const s = row.sample;
  return {
    ...mine(row, 'zh'),
    customerPhone: row.customerPhone,
    ageMinutes: ageMinutes(s.createdAt, now),
    overdue: isOverdue(samplePromise, s.status, s.createdAt, now),
  };
}

/** Requests with their product's names and the buyer's phone, newest first. */
function rows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<Row[]> {
  return db
    .select({ sample: sampleRequests, nameZh: products.nameZh, nameEn: products.nameEn, customerPhone: users.phone })
    .from(sampleRequests)
    .innerJoin(products, eq(products.id, sampleRequests.productId))
    .innerJoin(users, eq(users.id, sampleRequests.userId))
    .where(where)
    .orderBy(desc(sampleRequests.createdAt), desc(sampleRequests.id))
    .limit(limit)
    .offset(offset);
}

export async function mySampleRows(db: Db, where: SQL, locale: Locale, limit: number, offset = 0): Promise<MySample[]> {
  return (await rows(db, where, limit, offset)).map((row) => mine(row, locale));
}

export async function adminSampleRows(db: Db, where: SQL | undefined, now: Date, limit: number, offset = 0): Promise<AdminSample[]> {
  return (await rows(db, where, limit, offset)).map((row) => forOperator(row, now));
}
