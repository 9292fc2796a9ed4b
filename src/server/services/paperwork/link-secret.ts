import type { Db } from '../../db/client.ts';
import { shopSecret } from '../../db/shop-secrets.ts';
import type { ServerEnv } from '../../env.ts';

/**
 * What signs the addresses of quotation and proforma PDFs, receipts and invoices: DOCUMENT_LINK_SECRET,
 * which a production start requires (productionStartCheck); when unset, a random secret the shop made at
 * its first start and keeps in its database, so that links stay valid across restarts and processes and
 * one shop's links open nothing on another. A site build runs as production without the variable and
 * signs nothing: it reads the kept one too.
 */
export async function documentLinkSecret(env: Pick<ServerEnv, 'DOCUMENT_LINK_SECRET'>, db: Db): Promise<string> {
  return env.DOCUMENT_LINK_SECRET ?? shopSecret(db, 'document-link');
}
