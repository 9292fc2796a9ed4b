import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyPeople, memberInviteInput, memberUpdateInput } from '../../../schemas/companies.ts';
import { INVITATION_DAYS, MAX_COMPANY_MEMBERS } from '../../../schemas/company-values.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordActivity } from './activity.ts';
import { managedCompany, membershipOf } from './company.ts';

const DAY_MS = 86_400_000;
const open = (companyId: number, now: Date) =>
  and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.state, 'pending'), gt(companyInvitations.expiresAt, now))!;

async function peopleOf(db: Db | Tx, companyId: number, now: Date): Promise<CompanyPeople> {
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: companyMembers.userId,
        phone: users.phone,
        nickname: users.nickname,
        role: companyMembers.role,
        orderLimitFen: companyMembers.orderLimitFen,
        monthlyLimitFen: companyMembers.monthlyLimitFen,
        joinedAt: companyMembers.joinedAt,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.id)),
    db
      .select({
        id: companyInvitations.id,
        phone: companyInvitations.phone,
        role: companyInvitations.role,
        createdAt: companyInvitations.createdAt,
        expiresAt: companyInvitations.expiresAt,
      })
      .from(companyInvitations)
      .where(open(companyId, now))
      .orderBy(asc(companyInvitations.createdAt)),
  ]);
  return {
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

/** The company's members and open invitations, for its owner and administrators. */
export async function companyPeople(db: Db, userId: number, now: Date): Promise<CompanyPeople> {
  return db.transaction(async (tx) => peopleOf(tx, (await managedCompany(tx, userId)).company.id, now));
}

/**
 * Invites a colleague by mobile number with a role. Members and open invitations are counted with the
 * company's row held, so two invitations at once cannot pass the limit together; inviting a number again
 * renews its invitation (new role, seven days from now).
 */
export async function inviteMember(db: Db, userId: number, input: z.output<typeof memberInviteInput>, now: Date): Promise<CompanyPeople> {
  return db.transaction(async (tx) => {
    const { company } = await managedCompany(tx, userId);
    const [member] = await tx
      .select({ id: companyMembers.id })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, company.id), eq(users.phone, input.phone)));
    if (member) throw new ApiError('invitedAlreadyMember');
    // Counted without this number's own invitation, which is renewed rather than added to.
    const [[members], [others]] = await Promise.all([
      tx.select({ count: count() }).from(companyMembers).where(eq(companyMembers.companyId, company.id)),
      tx
        .select({ count: count() })
        .from(companyInvitations)
        .where(and(open(company.id, now), ne(companyInvitations.phone, input.phone))),
    ]);
    if (members!.count + others!.count >= MAX_COMPANY_MEMBERS) throw new ApiError('companyFull');
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    const [renewed] = await tx
      .update(companyInvitations)
      .set({ role: input.role, invitedBy: userId, createdAt: now, expiresAt })
      .where(and(eq(companyInvitations.companyId, company.id), eq(companyInvitations.phone, input.phone), eq(companyInvitations.state, 'pending')))
      .returning({ id: companyInvitations.id });
    if (!renewed)
      await tx.insert(companyInvitations).values({ companyId: company.id, phone: input.phone, role: input.role, invitedBy: userId, createdAt: now, expiresAt });
    await recordActivity(tx, { companyId: company.id, actorId: userId, action: 'invited', details: { phone: input.phone, role: input.role } }, now);
    return peopleOf(tx, company.id, now);
  });
}

/** Withdraws an invitation not yet answered. */
export async function cancelInvitation(db: Db, userId: number, invitationId: number, now: Date): Promise<CompanyPeople> {
  return db.transaction(async (tx) => {
    const { company } = await managedCompany(tx, userId);
    const [cancelled] = await tx
      .update(companyInvitations)
      .set({ state: 'cancelled', answeredAt: now })
      .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, company.id), eq(companyInvitations.state, 'pending')))
      .returning({ phone: companyInvitations.phone });
    if (!cancelled) throw new ApiError('invitationGone');
    await recordActivity(tx, { companyId: company.id, actorId: userId, action: 'invitationCancelled', details: { phone: cancelled.phone } }, now);
    return peopleOf(tx, company.id, now);
  });
}

/** A member of the manager's company, by user id; the owner is never changed or removed this way. */
async function otherMember(tx: Tx, companyId: number, memberId: number) {
  const [member] = await tx
    .select({ role: companyMembers.role, orderLimitFen: companyMembers.orderLimitFen, monthlyLimitFen: companyMembers.monthlyLimitFen, phone: users.phone })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, memberId)));
  if (!member) throw new ApiError('notFound');
  if (member.role === 'owner') throw new ApiError('ownerStays');
  return member;
}

/** Changes a member's role and spending limits. */
export async function updateMember(db: Db, userId: number, input: z.output<typeof memberUpdateInput>, now: Date): Promise<CompanyPeople> {
  return db.transaction(async (tx) => {
    const { company } = await managedCompany(tx, userId);
    const before = await otherMember(tx, company.id, input.userId);
    await tx
      .update(companyMembers)
      .set({ role: input.role, orderLimitFen: input.orderLimitFen, monthlyLimitFen: input.monthlyLimitFen })
      .where(eq(companyMembers.userId, input.userId));
    const about = { phone: before.phone };
    if (before.role !== input.role)
      await recordActivity(
        tx,
        { companyId: company.id, actorId: userId, action: 'roleChanged', details: { ...about, from: before.role, to: input.role } },
        now,
      );
    if (before.orderLimitFen !== input.orderLimitFen || before.monthlyLimitFen !== input.monthlyLimitFen)
      await recordActivity(
        tx,
        {
          companyId: company.id,
          actorId: userId,
          action: 'limitsChanged',
          details: { ...about, orderLimitFen: input.orderLimitFen, monthlyLimitFen: input.monthlyLimitFen },
        },
        now,
      );
    return peopleOf(tx, company.id, now);
  });
}

/**
 * A manager lets a member go, or a member leaves (their own id). The orders they placed stay where they
 * are; the owner leaves only after handing ownership over. Answers the people left, or null for one who left.
 */
export async function removeMember(db: Db, userId: number, memberId: number, now: Date): Promise<CompanyPeople | null> {
  return db.transaction(async (tx) => {
    if (memberId === userId) {
      const membership = await membershipOf(tx, userId, true);
      if (!membership) throw new ApiError('notFound');
      if (membership.role === 'owner') throw new ApiError('ownerStays');
      await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
      await recordActivity(tx, { companyId: membership.company.id, actorId: userId, action: 'left' }, now);
      return null;
    }
    const { company } = await managedCompany(tx, userId);
    const member = await otherMember(tx, company.id, memberId);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, memberId));
    await recordActivity(tx, { companyId: company.id, actorId: userId, action: 'removed', details: { phone: member.phone } }, now);
    return peopleOf(tx, company.id, now);
  });
}
