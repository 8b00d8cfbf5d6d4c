import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

const cidr = (text: string): [ipaddr.IPv6, number] => ipaddr.IPv6.parseCIDR(text);

/** Global unicast (RFC 4291 §2.4): the only IPv6 block a public wallet can live in. */
const GLOBAL_UNICAST = cidr('2000::/3');

/**
 * Special-purpose blocks inside 2000::/3 (IANA IPv6 Special-Purpose Address Registry), refused
 * whatever their "globally reachable" flag: none can host an operator's HTTPS wallet. 2001::/23 is
 * refused whole: besides Teredo (2001::/32), benchmarking (2001:2::/48) and deprecated ORCHID, its
 * globally reachable entries are anycast service addresses (PCP, TURN, DNS-SD SRP, AMT relays, AS112
 * sinks) and ORCHIDv2/DRIP identifiers, which are not locators a server listens on.
 */
const SPECIAL_IN_GLOBAL_UNICAST = [
  '2001::/23', // IETF protocol assignments, Teredo, benchmarking, ORCHIDv2, DRIP (RFC 2928, 4380, 5180, 7343, 9374)
  '2001:db8::/32', // documentation (RFC 3849)
  '2002::/16', // 6to4: the relay reaches whatever IPv4 address is embedded (RFC 3056)
  '2620:4f:8000::/48', // AS112 direct delegation (RFC 7534)
  '3fff::/20', // documentation (RFC 9637)
].map(cidr);

/** NAT64 well-known prefix (RFC 6052): the translator connects to the IPv4 address in the low 32 bits. */
const NAT64_WELL_KNOWN = cidr('64:ff9b::/96');

/**
 * True only for addresses a public wallet can have. IPv4: globally routable unicast (private,
 * loopback, link-local, shared, documentation, reserved… refused). IPv6: global unicast 2000::/3
 * minus its special-purpose blocks; IPv4-mapped (`::ffff:a.b.c.d`) and NAT64 (`64:ff9b::a.b.c.d`)
 * forms are judged by the IPv4 address they reach. Every other IPv6 form is refused, including the
 * deprecated IPv4-compatible `::a.b.c.d` (no stack translates it to IPv4, so `::127.0.0.1` is just
 * an unroutable IPv6 address) and the local-use NAT64 prefix 64:ff9b:1::/48.
 */
export function isPublicAddress(address: string): boolean {
  const text = dottedTailInHex(address);
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return isPublicIPv4(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicIPv4(v6.toIPv4Address());
  if (v6.match(NAT64_WELL_KNOWN)) return isPublicIPv4(embeddedIPv4(v6));
  if (!v6.match(GLOBAL_UNICAST)) return false;
  return !SPECIAL_IN_GLOBAL_UNICAST.some((range) => v6.match(range));
}

// ipaddr.js reads `::a.b.c.d` as IPv4-mapped (a convenience for that deprecated notation), but the
// socket connects to the IPv4-compatible ::a.b.c.d; writing the dotted tail in hex parses what is meant.
function dottedTailInHex(address: string): string {
  const match = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(address);
  if (!match || !ipaddr.IPv4.isValidFourPartDecimal(match[2]!)) return address;
  const [a, b, c, d] = ipaddr.IPv4.parse(match[2]!).octets as [number, number, number, number];
  const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
  return `${match[1]}${hex(a, b)}:${hex(c, d)}`;
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

/** The error a guarded lookup fails with; the transport reports it as `unsafe-address`. */
export class UnsafeAddressError extends Error {
  readonly code = 'ERR_UNSAFE_ADDRESS';
  constructor(hostname: string) {
    super(`${hostname} resolves to no public address`);
    this.name = 'UnsafeAddressError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `net.connect`: resolves, drops every non-public address and hands only the public
 * ones to the socket. The socket connects to exactly what was checked, so there is no gap between
 * checking a name and connecting to it (DNS rebinding cannot slip a private address in between).
 */
export function guardedLookup(
  hostname: string,
  options: { family?: number | string; all?: boolean; hints?: number },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { family: normalizeFamily(options.family), hints: options.hints, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const safe = addresses.filter((a) => isPublicAddress(a.address));
    if (safe.length === 0) return callback(new UnsafeAddressError(hostname), []);
    if (options.all) return callback(null, safe);
    const first = safe[0]!;
    callback(null, first.address, first.family);
  });
}

function normalizeFamily(family: number | string | undefined): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}
