import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { coinFlips, coinMultiplier, coinParamsSchema, coinSide, coinWins, playCoin } from './rules';
import { COIN_MAX_STREAK, COIN_MIN_STREAK, type CoinSide } from './sides';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;
const STREAKS = Array.from({ length: COIN_MAX_STREAK }, (_, i) => i + 1);

describe('coinParamsSchema', () => {
  it.each([
    [{ side: 'heads', streak: 1 }, { side: 'heads', streak: 1 }],
    [{ side: 'tails', streak: 10 }, { side: 'tails', streak: 10 }],
    [{ side: 'tails', streak: 4 }, { side: 'tails', streak: 4 }],
    // A plain flip needs no streak: the parsed params the round keeps carry the 1.
    [{ side: 'heads' }, { side: 'heads', streak: 1 }],
  ])('accepts %j', (params, parsed) => {
    expect(coinParamsSchema.parse(params)).toEqual(parsed);
  });

  it.each([
    ['a streak of 0', { side: 'heads', streak: 0 }],
    ['a streak of 11', { side: 'heads', streak: 11 }],
    ['a fractional streak', { side: 'heads', streak: 2.5 }],
    ['a NaN streak', { side: 'heads', streak: Number.NaN }],
    ['an infinite streak', { side: 'heads', streak: Number.POSITIVE_INFINITY }],
    ['a streak as text', { side: 'heads', streak: '3' }],
    ['a null streak', { side: 'heads', streak: null }],
    ['an unknown side', { side: 'edge', streak: 1 }],
    ['a side in capitals', { side: 'Heads', streak: 1 }],
    ['a missing side', { streak: 2 }],
    ['an extra key', { side: 'heads', streak: 1, auto: true }],
    ['a non-object', 'heads'],
  ])('refuses %s', (_, params) => {
    expect(coinParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('coinSide', () => {
  it('splits the 2³² float values exactly in half: heads below 1/2, tails from 1/2', () => {
    expect(coinSide(0)).toBe('heads');
    expect(coinSide(word(2 ** 31 - 1))).toBe('heads');
    expect(coinSide(word(2 ** 31))).toBe('tails');
    expect(coinSide(word(2 ** 32 - 1))).toBe('tails');
    // The first byte decides: b0 < 128 is heads.
    expect(coinSide((127 * 2 ** 24 + 0xffffff) / 2 ** 32)).toBe('heads');
    expect(coinSide((128 * 2 ** 24) / 2 ** 32)).toBe('tails');
  });
});

describe('coinFlips and coinWins', () => {
  it('flips one float per flip, in order, and reads no more than the streak', () => {
    expect(coinFlips([0.1, 0.9, 0.4, 0.7], 3)).toEqual(['heads', 'tails', 'heads']);
    expect(coinFlips([0.5], 1)).toEqual(['tails']);
    expect(() => coinFlips([0.1, 0.2], 3)).toThrow(RangeError);
  });

  it('wins only when every flip lands on the called side', () => {
    expect(coinWins(['heads'], 'heads')).toBe(true);
    expect(coinWins(['tails', 'tails', 'tails'], 'tails')).toBe(true);
    expect(coinWins(['heads', 'heads', 'tails'], 'heads')).toBe(false);
    expect(coinWins(['tails', 'heads', 'heads'], 'heads')).toBe(false);
    expect(coinWins([], 'heads')).toBe(false);
  });
});

describe('coinMultiplier', () => {
  it.each([
    [1, '1.98'], [2, '3.96'], [3, '7.92'], [4, '15.84'], [5, '31.68'],
    [6, '63.36'], [7, '126.72'], [8, '253.44'], [9, '506.88'], [10, '1013.76'],
  ])('a streak of %d pays %s', (streak, expected) => {
    expect(coinMultiplier(streak)).toBe(expected);
  });

  it('is 2ᴺ × 0.99 with nothing floored away', () => {
    for (const n of STREAKS) expect(new Decimal(coinMultiplier(n)).equals(new Decimal(2).pow(n).times('0.99'))).toBe(true);
  });

  it('refuses a streak the schema would refuse', () => {
    for (const n of [0, 11, 1.5, Number.NaN]) expect(() => coinMultiplier(n)).toThrow(RangeError);
  });
});

describe('return to player', () => {
  /** A float landing on `side`, alternating between the two edges of that half of the 2³² values. */
  const floatFor = (side: CoinSide, i: number) => word(side === 'heads' ? (i % 2 === 0 ? 0 : 2 ** 31 - 1) : i % 2 === 0 ? 2 ** 31 : 2 ** 32 - 1);

  /** Exact RTP of a streak: the mean payout over all 2ᴺ equally likely flip sequences, played through the rules. */
  function enumeratedRtp(streak: number, side: CoinSide): Decimal {
    let total = new Decimal(0);
    for (let sequence = 0; sequence < 2 ** streak; sequence++) {
      const floats = Array.from({ length: streak }, (_, i) => floatFor((sequence >> i) & 1 ? 'tails' : 'heads', sequence + i));
      const { multiplier } = playCoin({ side, streak }, floats);
      total = total.plus(multiplier);
    }
    return total.dividedBy(2 ** streak);
  }

  it('is exactly 99 % for every streak on either side, enumerating every flip sequence', () => {
    const sequences = STREAKS.reduce((sum, n) => sum + 2 ** n, 0);
    expect(sequences).toBe(2046);
    for (const streak of STREAKS) {
      for (const side of ['heads', 'tails'] as const) expect(enumeratedRtp(streak, side).toFixed()).toBe('0.99');
    }
  });

  it('is exactly 99 % in closed form: P(win) = 1/2ᴺ, as a fraction of integers', () => {
    for (const streak of STREAKS) {
      // The multiplier is a whole number of hundredths h, so RTP = (h / 100) × (1 / 2ᴺ) = h / (100 · 2ᴺ):
      // that is 99 / 100 exactly when h = 99 · 2ᴺ.
      const hundredths = BigInt(new Decimal(coinMultiplier(streak)).times(100).toFixed());
      expect(hundredths).toBe(99n * 2n ** BigInt(streak));
      expect(new Decimal(coinMultiplier(streak)).dividedBy(2 ** streak).toFixed()).toBe('0.99');
    }
    expect([COIN_MIN_STREAK, COIN_MAX_STREAK]).toEqual([1, 10]);
  });

  it('caps the win at the 10-flip streak: 1013.76×', () => {
    const multipliers = STREAKS.map((n) => new Decimal(coinMultiplier(n)));
    expect(Decimal.max(...multipliers).toFixed()).toBe('1013.76');
  });
});
