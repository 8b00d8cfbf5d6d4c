import { describe, expect, it } from 'vitest';
import { insideWindow, playSpark, sparkParamsSchema, sparkPoint } from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;

/** The first word of point `p`: ceil(p · 2³² / 10000), exactly. */
const firstWord = (p: number) => (BigInt(p) * WORDS + 9999n) / 10_000n;

describe('sparkParamsSchema', () => {
  it.each([
    { start: 3000, width: 2500 },
    { start: 0, width: 200 },
    { start: 9800, width: 200 },
    { start: 0, width: 9500 },
    { start: 500, width: 9500 },
    { start: 1234, width: 5678 },
  ])('accepts %j', (params) => {
    expect(sparkParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['a window past the fuse’s end', { start: 501, width: 9500 }],
    ['a window past the end by one hundredth', { start: 9801, width: 200 }],
    ['a width under 2.00', { start: 0, width: 199 }],
    ['a width over 95.00', { start: 0, width: 9501 }],
    ['a negative start', { start: -1, width: 300 }],
    ['a fractional start', { start: 10.5, width: 300 }],
    ['a fractional width', { start: 10, width: 300.5 }],
    ['NaN', { start: Number.NaN, width: 300 }],
    ['Infinity', { start: 0, width: Number.POSITIVE_INFINITY }],
    ['a string', { start: '0', width: 300 }],
    ['a missing width', { start: 0 }],
    ['a missing start', { width: 300 }],
    ['an extra key', { start: 0, width: 300, end: 300 }],
    ['a non-object', 300],
  ])('refuses %s', (_, params) => {
    expect(sparkParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('sparkPoint', () => {
  it('maps the float range onto points 0 … 9999', () => {
    expect(sparkPoint(0)).toBe(0);
    expect(sparkPoint(0.5)).toBe(5000);
    expect(sparkPoint(word(WORDS - 1n))).toBe(9999);
  });

  it('gives each point 429,496 or 429,497 of the 2³² words, switching exactly at ceil(p · 2³² / 10000): 7,296 get the larger share', () => {
    let larger = 0;
    for (let p = 0; p < 10_000; p++) {
      const first = firstWord(p);
      const next = firstWord(p + 1);
      expect(sparkPoint(word(first))).toBe(p);
      expect(sparkPoint(word(next - 1n))).toBe(p);
      if (p > 0) expect(sparkPoint(word(first - 1n))).toBe(p - 1);
      const share = next - first;
      expect([429_496n, 429_497n]).toContain(share);
      if (share === 429_497n) larger += 1;
    }
    expect(larger).toBe(7296);
    expect(WORDS - 10_000n * 429_496n).toBe(7296n);
    // Point 0 gets the larger share, point 9999 the smaller.
    expect(firstWord(1)).toBe(429_497n);
    expect(WORDS - firstWord(9999)).toBe(429_496n);
  });

  it('puts the worked example’s word on point 4446, whose words are 1,909,542,460 … 1,909,971,956', () => {
    expect(sparkPoint(word(1_909_666_884))).toBe(4446);
    expect([firstWord(4446), firstWord(4447) - 1n]).toEqual([1_909_542_460n, 1_909_971_956n]);
  });
});

describe('insideWindow', () => {
  it('holds the window’s start and not its end', () => {
    const window = { start: 3000, width: 2500 };
    expect([2999, 3000, 4446, 5499, 5500].map((p) => insideWindow(p, window))).toEqual([false, true, true, true, false]);
  });
});

describe('playSpark', () => {
  it('pays the window’s multiplier when the point is inside, 0 outside', () => {
    expect(playSpark({ start: 3000, width: 2500 }, word(1_909_666_884))).toEqual({ point: 4446, won: true, multiplier: '3.96' });
    expect(playSpark({ start: 5000, width: 2500 }, word(1_909_666_884))).toEqual({ point: 4446, won: false, multiplier: '0' });
    expect(playSpark({ start: 9800, width: 200 }, word(WORDS - 1n))).toEqual({ point: 9999, won: true, multiplier: '49.5' });
    expect(playSpark({ start: 0, width: 200 }, 0)).toEqual({ point: 0, won: true, multiplier: '49.5' });
    expect(playSpark({ start: 0, width: 9500 }, 0.95)).toEqual({ point: 9500, won: false, multiplier: '0' });
    expect(playSpark({ start: 0, width: 9500 }, word(firstWord(9500) - 1n))).toEqual({ point: 9499, won: true, multiplier: '1.0421' });
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => playSpark({ start: 0, width: 200 }, 1)).toThrow(RangeError);
    expect(() => playSpark({ start: 0, width: 200 }, -0.1)).toThrow(RangeError);
    expect(() => playSpark({ start: 0, width: 200 }, Number.NaN)).toThrow(RangeError);
  });
});
