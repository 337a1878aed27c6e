import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../../platform/errors.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

const IPV4_BLOCKED: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // private
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12], // private
  [0xc0000000, 24], // IETF protocol assignments
  [0xc0a80000, 16], // private
  [0xc6120000, 15], // benchmarking
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isBlockedIpv4(address: string): boolean {
  const value = ipv4Number(address);
  return IPV4_BLOCKED.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** The eight 16-bit groups of an IPv6 address, with an embedded dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]!);
    text = text.slice(0, -dotted[1]!.length) + `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

function embeddedIpv4(groups: number[]): string {
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function isBlockedIpv6(address: string): boolean {
  const g = ipv6Groups(address);
  const zeroUntil = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUntil(7) && (g[7] === 0 || g[7] === 1)) return true; // unspecified, loopback
  if (zeroUntil(5) && g[5] === 0xffff) return isBlockedIpv4(embeddedIpv4(g)); // IPv4-mapped
  if (zeroUntil(6)) return isBlockedIpv4(embeddedIpv4(g)); // IPv4-compatible (deprecated)
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return isBlockedIpv4(embeddedIpv4(g)); // NAT64
  if (g[0] === 0x2002) return isBlockedIpv4([g[1]! >> 8, g[1]! & 0xff, g[2]! >> 8, g[2]! & 0xff].join('.')); // 6to4
  const first = g[0]!;
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/** Loopback, link-local, private, multicast and reserved addresses, IPv4 and IPv6 (mapped ones included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isBlockedIpv4(address);
  if (family === 6) return isBlockedIpv6(address);
  return true;
}

const refused = () => new AppError('VALIDATION_ERROR', { errors: { url: ['validation.url_not_allowed'] } });

/**
 * Resolves a webhook URL's host and refuses it (422) when any address it resolves to is
 * private, unless private networks are allowed. The caller connects to the address returned,
 * so a name that resolves differently a moment later cannot slip past the check.
 */
export async function resolveWebhookUrl(url: string, allowPrivate: boolean): Promise<ResolvedAddress> {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];
  } catch {
    throw new AppError('VALIDATION_ERROR', { errors: { url: ['validation.invalid_url'] } });
  }
  if (addresses.length === 0) throw new AppError('VALIDATION_ERROR', { errors: { url: ['validation.invalid_url'] } });
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) throw refused();
  return addresses[0]!;
}
