import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { StaffRole } from '../../../schemas/staff-values.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionUser = {
  id: number;
  role: 'customer' | 'admin';
  /** What the back office lets an admin do; null for a customer. */
  staffRole: StaffRole | null;
  tokenHash: string;
  /** The account's password was typed by someone else (admin:create): only changing it is allowed. */
  mustChangePassword: boolean;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function createSession(db: Db, userId: number, options: { ttlDays: number; now: Date; userAgent?: string | undefined }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    userAgent: options.userAgent?.slice(0, 300) ?? null,
    createdAt: options.now,
    lastSeenAt: options.now,
    expiresAt: new Date(options.now.getTime() + options.ttlDays * 86_400_000),
  });
  return token;
}

/** A session unused for this long ends, whatever its absolute lifetime (SESSION_TTL_DAYS) says. */
export const SESSION_IDLE_MS = 7 * 86_400_000;
/** Last use is written at most this often, so reading a session is not a write per request. */
const LAST_SEEN_STEP_MS = 60_000;

export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: users.id, role: users.role, staffRole: users.staffRole, mustChangePassword: users.mustChangePassword, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_STEP_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, role: row.role, staffRole: row.staffRole, tokenHash, mustChangePassword: row.mustChangePassword };
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the user but the one given (a password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, userId: number, keepTokenHash: string | null, now: Date): Promise<void> {
  const others = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
