import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * True only for globally routable unicast addresses. IPv4-mapped IPv6 is unwrapped first so
 * `::ffff:127.0.0.1` cannot pass as IPv6; every special range (loopback, private, link-local,
 * carrier-grade NAT, multicast, documentation, 6to4, Teredo…) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
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
