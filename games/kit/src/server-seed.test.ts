import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateServerSeed, hashServerSeed, isServerSeed } from './server-seed';

const counting = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);
const COUNTING_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

describe('generateServerSeed', () => {
  it('writes 32 bytes of the injected source as 64 lowercase hex characters', () => {
    expect(generateServerSeed(counting)).toBe(COUNTING_SEED);
    expect(generateServerSeed(() => new Uint8Array(32).fill(0xab))).toBe('ab'.repeat(32));
  });

  it('uses the platform CSPRNG by default', () => {
    const a = generateServerSeed();
    expect(isServerSeed(a)).toBe(true);
    expect(generateServerSeed()).not.toBe(a);
  });

  it('refuses a source that returns the wrong number of bytes', () => {
    expect(() => generateServerSeed(() => new Uint8Array(31))).toThrow(RangeError);
  });
});

describe('hashServerSeed', () => {
  it('hashes the UTF-8 hex text, as node:crypto does', async () => {
    const seed = generateServerSeed();
    expect(await hashServerSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
  });

  it('matches a pinned vector', async () => {
    expect(await hashServerSeed(COUNTING_SEED)).toBe('6c86c6aac5fb24bcf5d9939cb7d7d5645ce39418f449e03b262dd4fa14b4b92b');
  });

  it('refuses text that is not a server seed', async () => {
    await expect(hashServerSeed('ABCDEF'.padEnd(64, '0'))).rejects.toThrow(TypeError);
    await expect(hashServerSeed('00')).rejects.toThrow(TypeError);
  });
});
