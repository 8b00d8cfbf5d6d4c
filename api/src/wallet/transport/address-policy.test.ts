import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])('%s is public', (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });

  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '255.255.255.255', '224.0.0.1', '::1', '::', 'fe80::1', 'fd12::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1',
    '192.0.2.1', 'not-an-ip',
  ])('%s is not public', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});

describe('guardedLookup', () => {
  it('refuses a name that resolves only to loopback, with the unsafe-address code', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      guardedLookup('localhost', { all: true }, (err) => resolve(err));
    });
    expect(error?.code).toBe('ERR_UNSAFE_ADDRESS');
  });

  it('passes DNS failures through untouched', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => {
      guardedLookup('name.invalid', {}, (err) => resolve(err));
    });
    expect(error?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });
});
