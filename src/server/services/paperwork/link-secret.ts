import type { Db } from '../../db/client.ts';
import { shopSecret } from '../../db/shop-secrets.ts';
import type { ServerEnv } from '../../env.ts';

/**
 * What signs the addresses of quotation and proforma PDFs: DOCUMENT_LINK_SECRET, which production
 * requires (its start check refuses without it); elsewhere, when unset, a random secret the shop made at
 * its first start and keeps in its database, so that links stay valid across restarts and processes and
 * one shop's links open nothing on another.
 */
export async function documentLinkSecret(env: Pick<ServerEnv, 'DOCUMENT_LINK_SECRET' | 'NODE_ENV'>, db: Db): Promise<string> {
  if (env.DOCUMENT_LINK_SECRET) return env.DOCUMENT_LINK_SECRET;
  if (env.NODE_ENV === 'production') throw new Error('DOCUMENT_LINK_SECRET must be set in production');
  return shopSecret(db, 'document-link');
}
