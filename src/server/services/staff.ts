import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffInviteInput, StaffMember, StaffUpdateInput } from '../../schemas/staff.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword } from './auth/password.ts';
import { revokeOtherSessions } from './auth/sessions.ts';

const memberColumns = {
  id: users.id,
  phone: users.phone,
  nickname: users.nickname,
  role: users.staffRole,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  loggedIn: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
};
type MemberRow = {
  id: number;
  phone: string;
  nickname: string | null;
  role: StaffMember['role'] | null;
  disabledAt: Date | null;
  createdAt: Date;
  loggedIn: boolean;
};

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  phone: row.phone,
  nickname: row.nickname,
  role: row.role ?? 'owner',
  disabled: row.disabledAt !== null,
  invited: !row.loggedIn,
  createdAt: row.createdAt.toISOString(),
});

const memberById = async (db: Db, id: number) =>
  (
    await db
      .select(memberColumns)
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'admin')))
  )[0];

/** The shop's team, first members first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await db.select(memberColumns).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id))).map(toMember);
}

/**
 * A new member of the team. They log in with an SMS code sent to the number and set a password then; until
 * that, the account holds the hash of a password nobody knows, so a password login takes as long as any other.
 * A customer's number is refused: the team's accounts carry no orders.
 */
export async function inviteStaff(db: Db, input: StaffInviteInput, now: Date): Promise<StaffMember> {
  const refusal = async () => {
    const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.phone, input.phone));
    return new ApiError(existing?.role === 'admin' ? 'alreadyStaff' : 'staffPhoneIsCustomer');
  };
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (taken) throw await refusal();
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const [created] = await db
    .insert(users)
    .values({ phone: input.phone, passwordHash, role: 'admin', staffRole: input.role, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phone })
    .returning({ id: users.id });
  // Invited at the same moment by someone else, or registered as a customer meanwhile.
  if (!created) throw await refusal();
  return toMember((await memberById(db, created.id))!);
}

/**
 * A member's new role, or their leaving and coming back. The shop keeps at least one active owner: the
 * active owners are locked first, so two owners demoting each other at once cannot both succeed.
 */
export async function updateStaff(db: Db, input: StaffUpdateInput, now: Date): Promise<StaffMember> {
  await db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'owner'), isNull(users.disabledAt)))
      .for('update');
    const [member] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(and(eq(users.id, input.id), eq(users.role, 'admin')))
      .for('update');
    if (!member) throw new ApiError('staffNotFound');
    const staysOwner = input.role === 'owner' && !input.disabled;
    if (!staysOwner && owners.length === 1 && owners[0]!.id === input.id) throw new ApiError('lastOwner');
    await tx
      .update(users)
      .set({ staffRole: input.role, disabledAt: input.disabled ? (member.disabledAt ?? now) : null, updatedAt: now })
      .where(eq(users.id, input.id));
    if (input.disabled) await revokeOtherSessions(tx, input.id, null, now);
  });
  return toMember((await memberById(db, input.id))!);
}
