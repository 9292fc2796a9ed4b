import { createHash, timingSafeEqual } from 'node:crypto';
import type { BlockList } from 'node:net';
import { isIP } from 'node:net';
import { parseTrustedProxies, resolveClientAddress } from '../http/client-address.ts';

/** Who may read /metrics: the listed addresses, or whoever shows the token. Nobody when neither is set. */
export type MetricsAccess = { allow: BlockList | null; token: string | null; trustedProxies: BlockList | null };

export const metricsAccess = (env: { METRICS_ALLOW: string; METRICS_TOKEN?: string | undefined; TRUSTED_PROXIES: string }): MetricsAccess => ({
  allow: parseTrustedProxies(env.METRICS_ALLOW),
  token: env.METRICS_TOKEN ?? null,
  trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The caller's address (behind a trusted balancer, the client it names) is listed, or it sent `Authorization: Bearer <token>`. */
export function mayReadMetrics(
  access: MetricsAccess,
  caller: { peer: string | undefined; forwardedFor: string | undefined; authorization: string | undefined },
): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(caller.authorization ?? '')?.[1];
  if (access.token && bearer && timingSafeEqual(digest(bearer), digest(access.token))) return true;
  if (!access.allow) return false;
  const client = resolveClientAddress(caller.peer, caller.forwardedFor, access.trustedProxies);
  const family = isIP(client);
  return family !== 0 && access.allow.check(client, family === 4 ? 'ipv4' : 'ipv6');
}
