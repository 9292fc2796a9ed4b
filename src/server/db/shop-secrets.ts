import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { shopSecrets } from './schema.ts';

/** The secrets a shop may make for itself. */
type ShopSecretName = 'document-link';

/**
 * The shop's secret of this name, made at random the first time it is asked for. Concurrent first calls
 * (several processes starting together) keep the one that was stored first, so all agree.
 */
export async function shopSecret(db: Db, name: ShopSecretName): Promise<string> {
  await db
    .insert(shopSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: shopSecrets.name });
  const [stored] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, name));
  if (!stored) throw new Error(`shop secret ${name} was neither stored nor found`);
  return stored.value;
}
