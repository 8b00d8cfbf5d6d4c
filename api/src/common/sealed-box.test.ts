import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedBox } from './sealed-box';
import { deriveKey, parseTokenKey } from './keys';

const box = new SealedBox(randomBytes(32));

describe('SealedBox', () => {
  it('opens what it sealed in the same context', () => {
    const sealed = box.seal('secret', 'cus_1');
    expect(box.open(sealed, 'cus_1')?.toString()).toBe('secret');
  });

  it('uses a fresh nonce each time', () => {
    expect(box.seal('x', 'c')).not.toBe(box.seal('x', 'c'));
  });

  it('refuses another context, another key, tampering and garbage', () => {
    const sealed = box.seal('secret', 'cus_1');
    expect(box.open(sealed, 'cus_2')).toBeUndefined();
    expect(new SealedBox(randomBytes(32)).open(sealed, 'cus_1')).toBeUndefined();
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    expect(box.open(flipped.toString('base64url'), 'cus_1')).toBeUndefined();
    expect(box.open(`${sealed}A`, 'cus_1')).toBeUndefined();
    expect(box.open('not-a-token', 'cus_1')).toBeUndefined();
    expect(box.open('', 'cus_1')).toBeUndefined();
  });
});

describe('keys', () => {
  it('parses hex and base64 32-byte keys and refuses other sizes', () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseTokenKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseTokenKey('abcd')).toThrow(/32 bytes/);
  });

  it('derives distinct keys per purpose', () => {
    const master = randomBytes(32);
    expect(deriveKey(master, 'player-token').equals(deriveKey(master, 'secret-at-rest'))).toBe(false);
    expect(deriveKey(master, 'player-token').equals(deriveKey(master, 'player-token'))).toBe(true);
  });
});
