import { describe, expect, it } from 'vitest';
import { SAFE_DIAL_COUNTS, codeDigit, countMatches, crackSafe, safeParamsSchema } from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;

/** The first word of digit d: ceil(d · 2³² / 10), exactly. */
const firstWord = (d: number) => (BigInt(d) * WORDS + 9n) / 10n;

describe('safeParamsSchema', () => {
  it.each([
    { dials: 2, guess: [7, 3] },
    { dials: 3, guess: [0, 0, 0] },
    { dials: 4, guess: [9, 0, 9, 0] },
    { dials: 4, guess: [7, 7, 7, 7] },
  ])('accepts %j', (params) => {
    expect(safeParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['a lock not offered', { dials: 5, guess: [1, 2, 3, 4, 5] }],
    ['one dial', { dials: 1, guess: [1] }],
    ['a guess too short', { dials: 3, guess: [1, 2] }],
    ['a guess too long', { dials: 2, guess: [1, 2, 3] }],
    ['an empty guess', { dials: 2, guess: [] }],
    ['a digit above 9', { dials: 2, guess: [1, 10] }],
    ['a negative digit', { dials: 2, guess: [-1, 1] }],
    ['a fractional digit', { dials: 2, guess: [1.5, 1] }],
    ['a NaN digit', { dials: 2, guess: [Number.NaN, 1] }],
    ['an infinite digit', { dials: 2, guess: [Number.POSITIVE_INFINITY, 1] }],
    ['a digit as a string', { dials: 2, guess: ['1', 2] }],
    ['the guess as a string', { dials: 2, guess: '12' }],
    ['the dials as a string', { dials: '2', guess: [1, 2] }],
    ['fractional dials', { dials: 2.5, guess: [1, 2] }],
    ['NaN dials', { dials: Number.NaN, guess: [1, 2] }],
    ['missing dials', { guess: [1, 2] }],
    ['a missing guess', { dials: 2 }],
    ['an extra key', { dials: 2, guess: [1, 2], risk: 'high' }],
    ['a non-object', [2, [1, 2]]],
  ])('refuses %s', (_, params) => {
    expect(safeParamsSchema.safeParse(params).success).toBe(false);
  });

  it('says why a guess of the wrong length is refused', () => {
    const result = safeParamsSchema.safeParse({ dials: 4, guess: [1, 2, 3] });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path, issue.message])).toEqual([[['guess'], 'guess must have one digit per dial']]);
  });
});

describe('codeDigit', () => {
  it('maps the float range onto the digits 0 … 9', () => {
    expect(codeDigit(0)).toBe(0);
    expect(codeDigit(0.5)).toBe(5);
    expect(codeDigit(word(WORDS - 1n))).toBe(9);
  });

  it('gives digit d the words ceil(d·2³²/10) … ceil((d+1)·2³²/10) − 1: 429,496,730 for 0, 1, 3, 5, 6, 8 and 429,496,729 for 2, 4, 7, 9', () => {
    const shares: bigint[] = [];
    for (let d = 0; d < 10; d++) {
      const first = firstWord(d);
      const next = firstWord(d + 1);
      expect(codeDigit(word(first))).toBe(d);
      expect(codeDigit(word(next - 1n))).toBe(d);
      if (d > 0) expect(codeDigit(word(first - 1n))).toBe(d - 1);
      shares.push(next - first);
    }
    expect(shares).toEqual([429496730n, 429496730n, 429496729n, 429496730n, 429496729n, 429496730n, 429496730n, 429496729n, 429496730n, 429496729n]);
    expect(shares.reduce((a, b) => a + b)).toBe(WORDS);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => codeDigit(1)).toThrow(RangeError);
    expect(() => codeDigit(-0.1)).toThrow(RangeError);
    expect(() => codeDigit(Number.NaN)).toThrow(RangeError);
  });
});

describe('countMatches', () => {
  it('counts the dials that show the guessed digit in the same position', () => {
    expect(countMatches([7, 3, 9, 1], [7, 5, 9, 1])).toBe(3);
    expect(countMatches([1, 2], [2, 1])).toBe(0);
    expect(countMatches([4, 4, 4], [4, 4, 4])).toBe(3);
  });
});

describe('crackSafe', () => {
  it('draws one digit per dial and pays by the matches', () => {
    expect(crackSafe({ dials: 4, guess: [7, 3, 9, 1] }, [0.739, 0.5999, 0.962, 0.161])).toEqual({ guess: [7, 3, 9, 1], code: [7, 5, 9, 1], matches: 3, multiplier: '100' });
    expect(crackSafe({ dials: 4, guess: [7, 5, 9, 1] }, [0.739, 0.5999, 0.962, 0.161])).toMatchObject({ matches: 4, multiplier: '6299.99' });
    expect(crackSafe({ dials: 2, guess: [0, 9] }, [0.05, 0.95])).toEqual({ guess: [0, 9], code: [0, 9], matches: 2, multiplier: '62.99' });
    expect(crackSafe({ dials: 2, guess: [0, 9] }, [0.05, 0.15])).toEqual({ guess: [0, 9], code: [0, 1], matches: 1, multiplier: '2' });
    expect(crackSafe({ dials: 3, guess: [1, 2, 3] }, [0.15, 0.25, 0.05])).toEqual({ guess: [1, 2, 3], code: [1, 2, 0], matches: 2, multiplier: '10' });
    expect(crackSafe({ dials: 3, guess: [1, 2, 3] }, [0.15, 0.05, 0.05])).toMatchObject({ matches: 1, multiplier: '0' });
  });

  it('uses exactly one float per dial, in order, and ignores any beyond', () => {
    for (const dials of SAFE_DIAL_COUNTS) {
      const floats = [0.05, 0.15, 0.25, 0.35, 0.95];
      expect(crackSafe({ dials, guess: Array<number>(dials).fill(0) }, floats).code).toEqual([0, 1, 2, 3].slice(0, dials));
    }
  });

  it('refuses to crack without a float for every dial', () => {
    expect(() => crackSafe({ dials: 3, guess: [1, 2, 3] }, [0.1, 0.2])).toThrow(RangeError);
  });
});
