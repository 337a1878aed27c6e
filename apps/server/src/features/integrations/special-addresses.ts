import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach: every entry of the IANA IPv4 and IPv6 Special-Purpose Address Registries that is
 * not globally reachable (RFC 6890 and its updates), multicast, and all IPv6 space outside global unicast 2000::/3.
 * A few anycast entries the registries call globally reachable (192.0.0.9, 192.0.0.10, 2001:1::1-3, AS112 inside
 * 2001::/23) fall inside larger blocked ranges: no webhook receiver lives there, so the whole range is refused.
 */
const IPV4_SPECIAL: [string, number][] = [
  ['0.0.0.0', 8], // "this network" (RFC 791)
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8], // loopback (RFC 1122)
  ['169.254.0.0', 16], // link-local, cloud metadata (RFC 3927)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments, DS-Lite, NAT64 discovery (RFC 6890, 7335, 7050)
  ['192.0.2.0', 24], // documentation TEST-NET-1 (RFC 5737)
  ['192.88.99.0', 24], // 6to4 relay anycast, deprecated (RFC 7526)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking (RFC 2544)
  ['198.51.100.0', 24], // documentation TEST-NET-2 (RFC 5737)
  ['203.0.113.0', 24], // documentation TEST-NET-3 (RFC 5737)
  ['224.0.0.0', 4], // multicast (RFC 5771)
  ['240.0.0.0', 4], // reserved (RFC 1112), with the limited broadcast 255.255.255.255 (RFC 919)
];

const IPV6_SPECIAL: [string, number][] = [
  ['::', 3], // outside global unicast: unspecified, loopback, IPv4-compatible, discard-only 100::/64, dummy 100:0:0:1::/64
  ['4000::', 2], // outside global unicast (IANA IPv6 address space: reserved by the IETF)
  ['8000::', 1], // outside global unicast, with ULA fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID (RFC 2928, 4380, 5180, 7343)
  ['2001:db8::', 32], // documentation (RFC 3849)
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs (RFC 9602)
];

// Two lists: one BlockList matches an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d), and ::/3 would
// then swallow every IPv4 address.
const blockedV4 = new BlockList();
for (const [network, prefix] of IPV4_SPECIAL) blockedV4.addSubnet(network, prefix, 'ipv4');
const blockedV6 = new BlockList();
for (const [network, prefix] of IPV6_SPECIAL) blockedV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, with a zone dropped and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[0].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address carries to an IPv4 host, if any: IPv4-mapped ::ffff:0:0/96, IPv4-translated
 * ::ffff:0:0:0/96 (RFC 2765), NAT64 64:ff9b::/96 (RFC 6052), local-use NAT64 64:ff9b:1::/48 (RFC 8215, last 32 bits)
 * and 6to4 2002::/16 (RFC 3056, bits 16-47). A packet to one of these reaches that IPv4 host, so it is judged too.
 */
function embeddedIpv4(g: number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zero(0, 5) && g[5] === 0xffff) return ipv4Of(g[6]!, g[7]!);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return ipv4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return ipv4Of(g[1]!, g[2]!);
  return null;
}

/** True for any address a webhook may not reach (and for anything that is not an IP address). */
export function isSpecialPurposeAddress(address: string): boolean {
  const family = isIP(address.split('%')[0]!);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  const v4 = embeddedIpv4(groups);
  if (v4 && blockedV4.check(v4, 'ipv4')) return true;
  // The forms that stand for a public IPv4 host are as reachable as it; local-use NAT64 (inside ::/3) never is.
  const localUseNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1;
  if (v4 && !localUseNat64) return false;
  return blockedV6.check(groups.map((group) => group.toString(16)).join(':'), 'ipv6');
}
