import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordInput, loginByCodeInput, registerInput, resetPasswordInput } from '../../../schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CodeStore } from '../codes.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { SessionContext } from './login.ts';
import { clearLoginFailures, refuseDisabled } from './login.ts';
import { hashPassword } from './password.ts';
import { checkCurrentPassword, type PasswordCheckContext } from './password-check.ts';
import { createSession, revokeOtherSessions } from './sessions.ts';

const findByPhone = async (db: Db, phone: string) => (await db.select().from(users).where(eq(users.phone, phone)))[0];

/**
 * A new customer, proven by the SMS code sent to the phone; logged in at once. The code is checked
 * first: only the phone's owner learns that it is already registered.
 */
export async function register(db: Db, codes: CodeStore, input: z.output<typeof registerInput>, context: SessionContext) {
  if (!(await codes.consume('register', input.phone, input.smsCode))) throw new ApiError('smsCodeWrong');
  if (await findByPhone(db, input.phone)) throw new ApiError('accountTaken');
  const passwordHash = await hashPassword(input.password);
  // The phone is unique: of two registrations at once, the second fails here and is answered as taken.
  const [user] = await db
    .insert(users)
    .values({ phone: input.phone, passwordHash, createdAt: context.now, updatedAt: context.now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) throw new ApiError('accountTaken');
  return { token: await createSession(db, user.id, context), userId: user.id };
}

/** An unknown phone gets the same answer as a wrong code. */
export async function loginWithCode(db: Db, codes: CodeStore, input: z.output<typeof loginByCodeInput>, context: SessionContext) {
  const valid = await codes.consume('login', input.phone, input.smsCode);
  const user = valid ? await findByPhone(db, input.phone) : undefined;
  if (!user) throw new ApiError('smsCodeWrong');
  refuseDisabled(user);
  return { token: await createSession(db, user.id, context), userId: user.id };
}

/** Forgotten password: a new one by SMS code; every session of the account ends, and so do its login waits. */
export async function resetPassword(db: Db, codes: CodeStore, limiter: RateLimiter, input: z.output<typeof resetPasswordInput>, now: Date): Promise<void> {
  const valid = await codes.consume('reset_password', input.phone, input.smsCode);
  const user = valid ? await findByPhone(db, input.phone) : undefined;
  if (!user) throw new ApiError('smsCodeWrong');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, null, now);
  await clearLoginFailures(limiter, user.phone);
}

/** A logged-in change: the current password is needed (its checks limited); every other session of the account ends. */
export async function changePassword(
  db: Db,
  session: { userId: number; tokenHash: string },
  input: z.output<typeof changePasswordInput>,
  context: PasswordCheckContext & { now: Date },
): Promise<void> {
  const { now } = context;
  const user = await checkCurrentPassword(db, session.userId, input.oldPassword, context);
  // The password someone else typed must really be replaced, not typed again.
  if (user.mustChangePassword && input.password === input.oldPassword) throw new ApiError('passwordChangeRequired');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), mustChangePassword: false, updatedAt: now })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, session.tokenHash, now);
}
