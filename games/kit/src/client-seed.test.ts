import { describe, expect, it } from 'vitest';
import { clientSeedSchema, generateClientSeed, validateClientSeed } from './client-seed';

describe('clientSeedSchema', () => {
  it.each(['a', ' ', 'my lucky seed: 42!', '~'.repeat(64), ' \x7E'])('accepts %j', (seed) => {
    expect(clientSeedSchema.safeParse(seed).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'x'.repeat(65)],
    ['a tab', 'a\tb'],
    ['a newline', 'a\n'],
    ['DEL', 'a\x7F'],
    ['non-ASCII letters', 'café'],
    ['emoji', '🎲'],
    ['a non-string', 42],
  ])('refuses %s', (_, seed) => {
    expect(clientSeedSchema.safeParse(seed).success).toBe(false);
  });
});

describe('validateClientSeed', () => {
  it('returns a valid seed unchanged, spaces included', () => {
    expect(validateClientSeed('  seed  ')).toBe('  seed  ');
  });

  it('throws INVALID_CLIENT_SEED otherwise', () => {
    expect(() => validateClientSeed('')).toThrow(expect.objectContaining({ code: 'INVALID_CLIENT_SEED' }));
  });
});

describe('generateClientSeed', () => {
  it('writes 8 bytes of the injected source as 16 hex characters', () => {
    expect(generateClientSeed((n) => Uint8Array.from({ length: n }, (_, i) => 0xf0 + i))).toBe('f0f1f2f3f4f5f6f7');
  });

  it('produces valid, distinct seeds by default', () => {
    const a = generateClientSeed();
    expect(clientSeedSchema.parse(a)).toBe(a);
    expect(generateClientSeed()).not.toBe(a);
  });
});
