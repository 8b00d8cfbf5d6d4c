import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress } from './address-policy';
import { checkWebhookUrl } from './webhook-url';

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '2001:4860:4860::8888', // 2001:4860::/32 is outside 2001::/23
  '2001:200::1', // the first block after 2001::/23
  '3ffe::1', // below 3fff::/20
  '::ffff:8.8.8.8',
  '::ffff:0808:0808',
  '64:ff9b::8.8.8.8',
  '64:ff9b::808:808',
];

const NOT_PUBLIC: readonly (readonly [string, string])[] = [
  // IPv4
  ['loopback', '127.0.0.1'],
  ['private', '10.0.0.1'],
  ['private', '172.16.5.4'],
  ['private', '192.168.1.1'],
  ['link-local (cloud metadata)', '169.254.169.254'],
  ['shared address space', '100.64.0.1'],
  ['this network', '0.0.0.0'],
  ['broadcast', '255.255.255.255'],
  ['multicast', '224.0.0.1'],
  ['documentation', '192.0.2.1'],
  ['benchmarking', '198.18.0.1'],
  ['reserved', '240.0.0.1'],
  // IPv6 outside 2000::/3
  ['unspecified', '::'],
  ['loopback', '::1'],
  ['IPv4-compatible loopback (the reported literal)', '::127.0.0.1'],
  ['IPv4-compatible loopback as a resolver writes it', '::7f00:1'],
  ['IPv4-compatible public address', '::8.8.8.8'],
  ['link-local', 'fe80::1'],
  ['unique local', 'fd12::1'],
  ['unique local', 'fc00::1'],
  ['site-local (deprecated)', 'fec0::1'],
  ['multicast', 'ff02::1'],
  ['discard-only', '100::1'],
  ['IPv4-translated (SIIT)', '::ffff:0:8.8.8.8'],
  ['local-use NAT64', '64:ff9b:1::8.8.8.8'],
  ['SRv6 SIDs', '5f00::1'],
  ['unassigned', '4000::1'],
  // IPv4 behind IPv6 forms
  ['IPv4-mapped private', '::ffff:10.0.0.1'],
  ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
  ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 of metadata', '64:ff9b::169.254.169.254'],
  // Special-purpose blocks inside 2000::/3
  ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['PCP anycast (IETF protocol assignments)', '2001:1::1'],
  ['benchmarking', '2001:2::1'],
  ['AMT', '2001:3::1'],
  ['AS112', '2001:4:112::1'],
  ['ORCHID (deprecated)', '2001:10::1'],
  ['ORCHIDv2', '2001:20::1'],
  ['DRIP entity tags', '2001:30::1'],
  ['end of IETF protocol assignments', '2001:1ff:ffff::1'],
  ['documentation', '2001:db8::1'],
  ['6to4', '2002:c000:0201::1'],
  ['6to4 of loopback', '2002:7f00:1::1'],
  ['AS112 direct delegation', '2620:4f:8000::1'],
  ['documentation (3fff::/20)', '3fff::1'],
  ['not an address', 'not-an-ip'],
];

describe('isPublicAddress', () => {
  it.each(PUBLIC)('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(NOT_PUBLIC)('%s %s is not public', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checked when the URL is checked (IP literals never reach the resolver)', () => {
  it.each(NOT_PUBLIC.filter(([, a]) => a !== 'not-an-ip'))('a URL on %s %s is refused', (_range, address) => {
    const host = address.includes(':') ? `[${address}]` : address;
    const check = checkWebhookUrl(`https://${host}/wallet`);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toMatch(/is not a public address$/);
  });

  it('the reported literal https://[::127.0.0.1] is refused', () => {
    expect(checkWebhookUrl('https://[::127.0.0.1]/wallet')).toEqual({ ok: false, message: 'address ::7f00:1 is not a public address' });
  });

  it.each(PUBLIC)('https://[%s] passes', (address) => {
    const host = address.includes(':') ? `[${address}]` : address;
    expect(checkWebhookUrl(`https://${host}/wallet`).ok).toBe(true);
  });
});

function lookup(hostname: string, options: { all?: boolean } = {}) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
    guardedLookup(hostname, options, (error, address) => resolve({ error, address }));
  });
}

describe('checked again when a name resolves (what the socket connects to)', () => {
  // The resolver answers an address literal with itself, so each range is exercised as a DNS answer.
  it.each(NOT_PUBLIC.filter(([, a]) => a !== 'not-an-ip'))('an answer of %s %s is refused with the unsafe-address code', async (_range, address) => {
    const { error, address: resolved } = await lookup(address, { all: true });
    expect(error?.code).toBe('ERR_UNSAFE_ADDRESS');
    expect(resolved).toEqual([]);
  });

  it.each(PUBLIC)('an answer of %s is handed to the socket', async (address) => {
    const { error, address: resolved } = await lookup(address);
    expect(error).toBeNull();
    expect(resolved).toBe(address);
  });

  it('refuses a name that resolves only to loopback', async () => {
    expect((await lookup('localhost', { all: true })).error?.code).toBe('ERR_UNSAFE_ADDRESS');
  });

  it('passes DNS failures through untouched', async () => {
    expect((await lookup('name.invalid')).error?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
