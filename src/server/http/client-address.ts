import { BlockList, isIP } from 'node:net';

/**
 * The proxies (load balancers) whose X-Forwarded-For is believed: CIDRs or single addresses, IPv4 or
 * IPv6 ("10.0.0.0/8, 2001:db8::/32, 192.0.2.7"). Throws naming the first entry that is neither.
 */
export function parseTrustedProxies(text: string): BlockList | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (!family || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) || Number(prefix ?? 0) > bits) {
      throw new Error(`"${entry}" is not an IPv4 or IPv6 address or CIDR (such as 10.0.0.0/8 or 2001:db8::/32)`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** "::ffff:192.0.2.7" as "192.0.2.7": one client, one key, whichever way the socket reports it. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** One X-Forwarded-For hop as an address ("192.0.2.7:5000" and "[2001:db8::1]:443" without their port), or null. */
function hopAddress(hop: string): string | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const withoutPort = bracketed ? bracketed[1]! : /^\d+\.\d+\.\d+\.\d+:\d+$/.test(hop) ? hop.slice(0, hop.lastIndexOf(':')) : hop;
  return isIP(withoutPort) ? plainAddress(withoutPort) : null;
}

const isTrusted = (trusted: BlockList, address: string) => trusted.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * The client's address, for per-client limits. The TCP peer, unless it is a trusted proxy: then
 * X-Forwarded-For, read from the right (each proxy appends whom it heard from), gives the first hop
 * that is not a trusted proxy. What is left of that hop was written by the client and is not believed;
 * nor is anything left of a hop that is not an address. Every hop trusted: the left-most.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: BlockList | null): string {
  if (!peer) return 'unknown';
  let client = plainAddress(peer);
  if (!trusted || !isIP(client) || !isTrusted(trusted, client)) return client;
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim());
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hopAddress(hops[index]!);
    if (!hop) break;
    client = hop;
    if (!isTrusted(trusted, hop)) break;
  }
  return client;
}
