import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

export type SessionUser = { id: number; role: 'customer' | 'admin'; tokenHash: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns the bearer token; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  options: { ttlDays: number; now: Date; userAgent?: string | undefined },
): Promise<string> {
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

export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row, tokenHash } : null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
