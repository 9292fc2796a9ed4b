import { describe, expect, it } from 'vitest';
import { clientLimitKey, parseTrustedProxies, resolveClientAddress } from './client-address.ts';

const balancers = parseTrustedProxies('10.0.0.0/8, 2001:db8:1::/48, 192.0.2.7');

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', null)).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', null)).toBe('10.0.0.2');
    expect(resolveClientAddress(undefined, '203.0.113.9', null)).toBe('unknown');
  });

  it('is the TCP peer when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('198.51.100.4', '203.0.113.9', balancers)).toBe('198.51.100.4');
  });

  it('behind a trusted proxy, is the right-most hop that is not a trusted proxy', () => {
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9', balancers)).toBe('203.0.113.9');
    // The client wrote "1.1.1.1" itself; the balancer appended the address it heard from.
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9', balancers)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '1.1.1.1, 203.0.113.9, 10.1.2.3', balancers)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:10.0.0.2', '203.0.113.9,192.0.2.7', balancers)).toBe('203.0.113.9');
    expect(resolveClientAddress('2001:db8:1::5', '2001:DB8:2::9', balancers)).toBe('2001:db8:2::9');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9:51234', balancers)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '[2001:db8:2::9]:443', balancers)).toBe('2001:db8:2::9');
    expect(resolveClientAddress('10.0.0.2', '::ffff:203.0.113.9', balancers)).toBe('203.0.113.9');
  });

  it('when every hop is a trusted proxy, is the left-most', () => {
    expect(resolveClientAddress('10.0.0.2', '10.9.9.9, 192.0.2.7', balancers)).toBe('10.9.9.9');
  });

  it('without X-Forwarded-For, or with garbage in it, never believes what is left of the garbage', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, balancers)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', balancers)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', 'not an address', balancers)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, unknown', balancers)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '203.0.113.9, , 10.1.1.1', balancers)).toBe('10.1.1.1');
    expect(resolveClientAddress('10.0.0.2', '<script>, 203.0.113.9', balancers)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.2', '999.1.1.1', balancers)).toBe('10.0.0.2');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes IPv4 and IPv6 addresses and CIDRs; nothing is no proxy', () => {
    expect(parseTrustedProxies('')).toBeNull();
    expect(parseTrustedProxies(' , ')).toBeNull();
    const list = parseTrustedProxies('172.16.0.0/12,::1,fd00::/8')!;
    expect(list.check('172.31.255.255', 'ipv4')).toBe(true);
    expect(list.check('172.32.0.1', 'ipv4')).toBe(false);
    expect(list.check('::1', 'ipv6')).toBe(true);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
  });

  it.each(['10.0.0.0/33', '10.0.0/8', 'fd00::/129', 'localhost', '10.0.0.0/8/1', '10.0.0.0/x', '2001:db8::/-1'])('refuses %s', (entry) => {
    expect(() => parseTrustedProxies(`192.0.2.7, ${entry}`)).toThrow(entry);
  });
});

describe('the key per-client limits count under', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientLimitKey('198.51.100.4', 64)).toBe('198.51.100.4');
    expect(clientLimitKey('::ffff:198.51.100.4', 64)).toBe('198.51.100.4');
    expect(clientLimitKey('::ffff:c633:6404', 64)).toBe('198.51.100.4');
  });

  it('is the network of an IPv6 address, to the prefix asked for', () => {
    expect(clientLimitKey('2001:db8:1:2::1', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientLimitKey('2001:DB8:1:2:ffff:ffff:ffff:ffff', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientLimitKey('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3:0:0:0:0/64');
    expect(clientLimitKey('2001:db8:1:3::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(clientLimitKey('2001:db8:1:3::1', 128)).toBe('2001:db8:1:3:0:0:0:1/128');
    expect(clientLimitKey('fe80::1%eth0', 64)).toBe('fe80:0:0:0:0:0:0:0/64');
    expect(clientLimitKey('64:ff9b::192.0.2.7', 96)).toBe('64:ff9b:0:0:0:0:0:0/96');
    expect(clientLimitKey('::1', 64)).toBe('0:0:0:0:0:0:0:0/64');
  });

  it('is what it was given when that is no address', () => {
    expect(clientLimitKey('unknown', 64)).toBe('unknown');
  });
});
