import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxKeys } from '../../../db/schema.ts';

type KeyPair = { privateKey: string; publicKey: string };

/**
 * The sandbox plays both sides of each provider, so it needs every key a real setup has: the shop's
 * Alipay app key and Alipay's own, the shop's WeChat Pay merchant key and WeChat's platform key.
 */
export type SandboxKeys = { alipayApp: KeyPair; alipay: KeyPair; wechatMerchant: KeyPair; wechatPlatform: KeyPair; apiV3Key: string };

const rsaPair = async (): Promise<KeyPair> =>
  promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** The database's sandbox keys, made on first use; when two processes race, the first insert wins for both. */
export async function loadSandboxKeys(db: Db): Promise<SandboxKeys> {
  const stored = async () => (await db.select({ keys: sandboxKeys.keys }).from(sandboxKeys).where(eq(sandboxKeys.id, 1)))[0]?.keys as SandboxKeys | undefined;
  const existing = await stored();
  if (existing) return existing;
  const [alipayApp, alipay, wechatMerchant, wechatPlatform] = await Promise.all([rsaPair(), rsaPair(), rsaPair(), rsaPair()]);
  const keys: SandboxKeys = { alipayApp, alipay, wechatMerchant, wechatPlatform, apiV3Key: randomBytes(16).toString('hex') };
  await db.insert(sandboxKeys).values({ id: 1, keys }).onConflictDoNothing();
  return (await stored())!;
}
