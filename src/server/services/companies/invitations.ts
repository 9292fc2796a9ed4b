import { and, desc, eq, gt } from 'drizzle-orm';
import type { MyInvitation } from '../../../schemas/companies.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordActivity } from './activity.ts';

const phoneOf = async (db: Db, userId: number) => (await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0]?.phone ?? '';

/** The open invitations to the reader's mobile number, newest first. */
export async function myInvitations(db: Db, userId: number, now: Date): Promise<MyInvitation[]> {
  const rows = await db
    .select({
      id: companyInvitations.id,
      companyName: companies.name,
      state: companies.state,
      role: companyInvitations.role,
      invitedByPhone: users.phone,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .innerJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.phone, await phoneOf(db, userId)), eq(companyInvitations.state, 'pending'), gt(companyInvitations.expiresAt, now)))
    .orderBy(desc(companyInvitations.createdAt));
  return rows.map(({ state, expiresAt, ...row }) => ({ ...row, verified: state === 'verified', expiresAt: expiresAt.toISOString() }));
}

/**
 * Accepts or declines an invitation to the reader's number, once. Accepting joins the company in the
 * invitation's role; one who already belongs to a company is refused and the invitation stays open.
 */
export async function answerInvitation(db: Db, userId: number, input: { id: number; accept: boolean }, now: Date): Promise<void> {
  const phone = await phoneOf(db, userId);
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(companyInvitations)
      .set({ state: input.accept ? 'accepted' : 'declined', answeredAt: now })
      .where(
        and(
          eq(companyInvitations.id, input.id),
          eq(companyInvitations.phone, phone),
          eq(companyInvitations.state, 'pending'),
          gt(companyInvitations.expiresAt, now),
        ),
      )
      .returning({ companyId: companyInvitations.companyId, role: companyInvitations.role });
    if (!answered) throw new ApiError('invitationGone');
    if (input.accept)
      await tx
        .insert(companyMembers)
        .values({ companyId: answered.companyId, userId, role: answered.role, joinedAt: now })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new ApiError('alreadyInCompany') : error;
        });
    await recordActivity(
      tx,
      { companyId: answered.companyId, actorId: userId, action: input.accept ? 'joined' : 'declined', details: { role: answered.role } },
      now,
    );
  });
}
