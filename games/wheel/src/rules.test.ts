import { describe, expect, it } from 'vitest';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, spinWheel, wheelLayout, wheelParamsSchema, wheelSegment } from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;

/** The first word of segment `i` of `n`: ceil(i · 2³² / n), exactly. */
const firstWord = (i: number, n: number) => (BigInt(i) * WORDS + BigInt(n) - 1n) / BigInt(n);

describe('wheelParamsSchema', () => {
  it.each(WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENT_COUNTS.map((segments) => ({ risk, segments }))))('accepts %j', (params) => {
    expect(wheelParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['a segment count not offered', { risk: 'low', segments: 15 }],
    ['zero segments', { risk: 'low', segments: 0 }],
    ['a fractional count', { risk: 'low', segments: 10.5 }],
    ['NaN', { risk: 'low', segments: Number.NaN }],
    ['Infinity', { risk: 'low', segments: Number.POSITIVE_INFINITY }],
    ['a string count', { risk: 'low', segments: '10' }],
    ['an unknown risk', { risk: 'extreme', segments: 10 }],
    ['a capitalised risk', { risk: 'Low', segments: 10 }],
    ['a missing risk', { segments: 10 }],
    ['missing segments', { risk: 'low' }],
    ['an extra key', { risk: 'low', segments: 10, target: 2 }],
    ['a non-object', 10],
  ])('refuses %s', (_, params) => {
    expect(wheelParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('wheelSegment', () => {
  it('maps the float range onto segments 0 … n − 1', () => {
    for (const n of WHEEL_SEGMENT_COUNTS) {
      expect(wheelSegment(0, n)).toBe(0);
      expect(wheelSegment(word(WORDS - 1n), n)).toBe(n - 1);
      expect(wheelSegment(0.5, n)).toBe(n / 2);
    }
  });

  it.each(WHEEL_SEGMENT_COUNTS)('gives each of %i segments floor(2³²/n) or floor(2³²/n) + 1 of the 2³² words, switching exactly at ceil(i·2³²/n)', (n) => {
    const share = WORDS / BigInt(n);
    for (let i = 0; i < n; i++) {
      const first = firstWord(i, n);
      const next = firstWord(i + 1, n);
      expect(wheelSegment(word(first), n)).toBe(i);
      expect(wheelSegment(word(next - 1n), n)).toBe(i);
      if (i > 0) expect(wheelSegment(word(first - 1n), n)).toBe(i - 1);
      expect([share, share + 1n]).toContain(next - first);
    }
    // Segment 0 gets the larger share, the last segment the smaller one.
    expect(firstWord(1, n)).toBe(share + 1n);
    expect(WORDS - firstWord(n - 1, n)).toBe(share);
    // Equal up to the granularity: at most one word apart, a relative difference under 1.2 × 10⁻⁸.
    expect(1 / Number(share)).toBeLessThan(1.2e-8);
  });
});

describe('return over the 2³² floats', () => {
  /** D = 99 × 2³² − Σ c_i · 100·m_i, with c_i the words of segment i (RULES.md): the return is 99 % − D / (100 × 2³²). */
  function deficit(layout: readonly string[]): bigint {
    const n = layout.length;
    let paid = 0n;
    layout.forEach((m, i) => {
      paid += (firstWord(i + 1, n) - firstWord(i, n)) * BigInt(Math.round(Number(m) * 100));
    });
    return 99n * WORDS - paid;
  }

  it('falls short of 99 % by the exact D of RULES.md, never above it', () => {
    const table = Object.fromEntries(WHEEL_RISKS.map((risk) => [risk, WHEEL_SEGMENT_COUNTS.map((n) => deficit(wheelLayout(risk, n)))]));
    expect(table).toEqual({
      low: [84n, 84n, 84n, 624n, 84n],
      medium: [54n, 4n, 64n, 174n, 254n],
      high: [594n, 1584n, 1584n, 1584n, 4554n],
    });
  });

  it('is furthest from 99 % for high risk on 50 segments: 49.5 × (2³²/50 − floor(2³²/50)) / 2³²', () => {
    // 2³² mod 50 = 46, so the last segment has 46/50 of a word less than its fair share: D = 4950 × 46 / 50.
    expect(WORDS % 50n).toBe(46n);
    expect(deficit(wheelLayout('high', 50))).toBe((4950n * 46n) / 50n);
    expect(Number(4554n) / (100 * 2 ** 32)).toBeLessThan(1.1e-8);
  });
});

describe('spinWheel', () => {
  it('pays the multiplier of the segment the float picks', () => {
    expect(spinWheel('medium', 10, 0.95)).toEqual({ segment: 9, multiplier: '3' });
    expect(spinWheel('medium', 10, 0.1)).toEqual({ segment: 1, multiplier: '1.9' });
    expect(spinWheel('low', 20, 0.3)).toEqual({ segment: 6, multiplier: '1.5' });
    expect(spinWheel('high', 50, word(WORDS - 1n))).toEqual({ segment: 49, multiplier: '49.5' });
    expect(spinWheel('high', 50, word(firstWord(49, 50)))).toEqual({ segment: 49, multiplier: '49.5' });
    expect(spinWheel('high', 50, word(firstWord(49, 50) - 1n))).toEqual({ segment: 48, multiplier: '0' });
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => spinWheel('low', 10, 1)).toThrow(RangeError);
    expect(() => spinWheel('low', 10, -0.1)).toThrow(RangeError);
  });
});
