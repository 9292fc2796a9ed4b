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

/** How many leading bits of an IPv6 address name one client by default: a subscriber is given a whole /64. */
export const DEFAULT_IPV6_CLIENT_PREFIX = 64;

/** An IPv6 address as its 128 bits ("2001:db8::1", "::ffff:192.0.2.7", "fe80::1%eth0"), or null. */
function ipv6Bits(address: string): bigint | null {
  const plain = address.split('%')[0]!;
  if (isIP(plain) !== 6) return null;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(plain);
  const hex = dotted
    ? `${plain.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : plain;
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(`0x${group}`), 0n);
}

/**
 * Whom per-client limits count: an IPv4 address as it is, an IPv6 address by its network (its first
 * `ipv6PrefixBits` bits), since whoever holds one address of a /64 holds all 2^64 of them. IPv4
 * written as IPv6 ("::ffff:192.0.2.7") is the IPv4 address.
 */
export function clientLimitKey(address: string, ipv6PrefixBits: number): string {
  const client = plainAddress(address);
  const bits = ipv6Bits(client);
  if (bits === null) return client;
  if (bits >> 32n === 0xffffn) return Array.from({ length: 4 }, (_, index) => Number((bits >> BigInt(24 - 8 * index)) & 0xffn)).join('.');
  const hostBits = BigInt(128 - ipv6PrefixBits);
  const network = (bits >> hostBits) << hostBits;
  const groups = Array.from({ length: 8 }, (_, index) => ((network >> BigInt(112 - 16 * index)) & 0xffffn).toString(16));
  return `${groups.join(':')}/${ipv6PrefixBits}`;
}
