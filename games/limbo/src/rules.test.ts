import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import {
  LIMBO_MAX_TARGET_HUNDREDTHS,
  LIMBO_MIN_TARGET_HUNDREDTHS,
  LIMBO_WORDS,
  limboMultiplier,
  limboParamsSchema,
  limboResult,
  limboResultHundredths,
  limboTargetHundredths,
  limboWinningWords,
  limboWins,
} from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

const N = 2n ** 32n;
/** The result in hundredths by the RULES.md formula, in BigInt: floor(99 × 2³² / (2³² − k)), clamped to 100 … 10⁸. */
function bigResult(k: bigint): bigint {
  const raw = (99n * N) / (N - k);
  return raw < 100n ? 100n : raw > 100_000_000n ? 100_000_000n : raw;
}

describe('limboParamsSchema', () => {
  it.each([{ target: 1.01 }, { target: 2 }, { target: 2.5 }, { target: 2.37 }, { target: 1_000_000 }, { target: 999_999.99 }])('accepts %j', (params) => {
    expect(limboParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['below range', { target: 1 }],
    ['just below range', { target: 1.0099 }],
    ['above range', { target: 1_000_000.01 }],
    ['three decimals', { target: 2.375 }],
    ['a float artefact', { target: 1.1 * 3 }],
    ['NaN', { target: Number.NaN }],
    ['Infinity', { target: Number.POSITIVE_INFINITY }],
    ['a string target', { target: '2' }],
    ['a missing target', {}],
    ['an extra key', { target: 2, condition: 'over' }],
    ['a non-object', 2],
  ])('refuses %s', (_, params) => {
    expect(limboParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('limboResult', () => {
  it('maps the float range onto 1.00 … 1,000,000.00', () => {
    expect(limboResult(0)).toBe(1);
    expect(limboResult(0.5)).toBe(1.98);
    expect(limboResult(0.75)).toBe(3.96);
    expect(limboResult(0.9921875)).toBe(126.72); // k = 127/128 of 2³²: 99 × 128 = 12,672 hundredths
    expect(limboResult(word(2 ** 32 - 1))).toBe(1_000_000);
  });

  it('shows every result below 1.00× as 1.00× and caps the top 4,252 words at 1,000,000×', () => {
    // raw = floor(99N / (N − k)) reaches 100 (1.00×) from k = ceil(N / 100) on: every word before reads 1.00 too.
    expect(limboResultHundredths(word(Math.ceil(2 ** 32 / 100) - 1))).toBe(100);
    expect(limboResultHundredths(word(Math.ceil(2 ** 32 / 100)))).toBe(100);
    // 1.01× from k = N − floor(99N / 101) on.
    const first101 = 2 ** 32 - limboWinningWords(101);
    expect(limboResultHundredths(word(first101 - 1))).toBe(100);
    expect(limboResultHundredths(word(first101))).toBe(101);
    // The cap: raw ≥ 10⁸ exactly on the last floor(99N / 10⁸) = 4,252 words.
    expect(limboWinningWords(100_000_000)).toBe(4252);
    expect(limboResultHundredths(word(2 ** 32 - 4253))).toBeLessThan(100_000_000);
    expect(limboResultHundredths(word(2 ** 32 - 4252))).toBe(100_000_000);
  });

  it('floors exactly: the double division agrees with BigInt division on words across the range', () => {
    const words: number[] = [0, 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32 - 2, 2 ** 32 - 4252, 2 ** 32 - 4253];
    // 20,000 words spread over the whole range by Knuth's multiplicative step (fixed, so a failure repeats).
    for (let i = 1; i <= 20_000; i++) words.push(Number((BigInt(i) * 2_654_435_761n) % N));
    // Words on either side of a whole-hundredth boundary, where a wrong floor would show.
    for (const t of [101, 150, 199, 200, 12_345, 1_000_000, 99_976_902]) {
      const boundary = 2 ** 32 - limboWinningWords(t);
      words.push(boundary - 1, boundary, boundary + 1);
    }
    const mismatched = words.filter((k) => BigInt(limboResultHundredths(word(k))) !== bigResult(BigInt(k)));
    expect(mismatched).toEqual([]);
  });

  it('refuses a float that is not a 32-bit fraction', () => {
    expect(() => limboResult(1)).toThrow(RangeError);
    expect(() => limboResult(-word(1))).toThrow(RangeError);
    expect(() => limboResult(0.1)).toThrow(RangeError);
  });
});

describe('limboWins', () => {
  it('wins when the result reaches the target, equal included', () => {
    expect(limboWins(200, 2)).toBe(true);
    expect(limboWins(199, 2)).toBe(false);
    expect(limboWins(100_000_000, 1_000_000)).toBe(true);
    expect(limboWins(99_999_999, 1_000_000)).toBe(false);
  });

  it('reads two-decimal targets without float error', () => {
    // 1.15 × 100 is 114.99999999999999 in floats.
    expect(limboTargetHundredths(1.15)).toBe(115);
    expect(limboWins(115, 1.15)).toBe(true);
    expect(limboWins(114, 1.15)).toBe(false);
  });

  it('refuses a target the schema would refuse', () => {
    expect(() => limboWins(200, 1)).toThrow(RangeError);
    expect(() => limboWins(200, 2.375)).toThrow(RangeError);
    expect(() => limboWins(200, 1_000_001)).toThrow(RangeError);
  });
});

describe('limboMultiplier', () => {
  it.each([
    [2, '2'],
    [1.5, '1.5'],
    [1.01, '1.01'],
    [2.37, '2.37'],
    [1.15, '1.15'],
    [1_000_000, '1000000'],
    [999_999.99, '999999.99'],
  ] as const)('target %d pays %s', (target, expected) => {
    expect(limboMultiplier(target)).toBe(expected);
  });
});

describe('return to player', () => {
  const full = new Decimal(2).pow(32);
  /** RTP(T) = (T / 100) × W(T) / 2³², exact. */
  const rtpOf = (t: number, wins: number) => new Decimal(t).div(100).times(wins).div(full);

  it('wins on exactly floor(99 × 2³² / T) words: the result reaches the target from word 2³² − W(T) on', () => {
    for (const t of [101, 102, 128, 150, 198, 200, 1_000, 123_457, 10_000_000, 99_976_902, 99_999_999, 100_000_000]) {
      const wins = limboWinningWords(t);
      expect(BigInt(wins)).toBe((99n * N) / BigInt(t));
      const first = 2 ** 32 - wins;
      // Results only grow with the word, so these two words settle the count of every winning word.
      expect(limboResultHundredths(word(first)) >= t).toBe(true);
      expect(limboResultHundredths(word(first - 1)) >= t).toBe(false);
      expect(limboResultHundredths(word(2 ** 32 - 1)) >= t).toBe(true);
    }
  });

  it('counts the same winning words by enumerating every word, for a target at the cap', () => {
    // Near the top only a few thousand words win: count them all, one by one, through the rules.
    for (const target of [1_000_000, 999_769.02, 500_000]) {
      const t = limboTargetHundredths(target);
      let wins = 0;
      for (let k = 2 ** 32 - 20_000; k < 2 ** 32; k++) if (limboWins(limboResultHundredths(word(k)), target)) wins++;
      expect(wins).toBe(limboWinningWords(t));
    }
  });

  it.each([
    [1.01, 4_209_918_438, '0.98999999984633'],
    [1.28, 3_321_888_768, '0.99'],
    [1.5, 2_834_678_415, '0.98999999987427'],
    [1.98, 2_147_483_648, '0.99'],
    [2, 2_126_008_811, '0.98999999975785'],
    [10, 425_201_762, '0.98999999929219'],
    [100, 42_520_176, '0.98999999463558'],
    [1_000, 4_252_017, '0.98999985493719'],
    [10_000, 425_201, '0.98999822512269'],
    [999_769.02, 4_252, '0.989767227564'],
    [1_000_000, 4_252, '0.98999589681625'],
  ] as const)('target %d× wins on %d words and returns %s (RULES.md table)', (target, wins, rtp) => {
    const t = limboTargetHundredths(target);
    expect(limboWinningWords(t)).toBe(wins);
    const exact = rtpOf(t, wins);
    expect(exact.toDecimalPlaces(14, Decimal.ROUND_DOWN).toString()).toBe(rtp);
    expect(exact.lessThanOrEqualTo(0.99)).toBe(true);
  });

  it('is exactly 0.99 − ((99 × 2³²) mod T) / (100 × 2³²) for a set of targets, extremes included', () => {
    for (const t of [101, 102, 199, 200, 9_999, 42_949_672, 42_949_673, 99_976_902, 100_000_000]) {
      const r = (99n * N) % BigInt(t);
      const closed = new Decimal(0.99).minus(new Decimal(r.toString()).div(full.times(100)));
      expect(rtpOf(t, limboWinningWords(t)).equals(closed)).toBe(true);
    }
  });

  it('never passes 99 % on any of the 99,999,900 targets, reaches it on 118, is lowest at 999,769.02×, at least 98.99 % to 429,496.72×', () => {
    // T × W(T) against 99 × 2³², in integers under 2⁵³: RTP(T) = T × W(T) / (100 × 2³²).
    const edge = 99 * 2 ** 32;
    let lowest = edge;
    let lowestAt = 0;
    let lowestTo429k = edge;
    let above = 0;
    const exact: number[] = [];
    for (let t = LIMBO_MIN_TARGET_HUNDREDTHS; t <= LIMBO_MAX_TARGET_HUNDREDTHS; t++) {
      const returned = t * Math.floor(edge / t);
      if (returned > edge) above++;
      if (returned === edge) exact.push(t);
      if (returned < lowest) {
        lowest = returned;
        lowestAt = t;
      }
      if (t === 42_949_672) lowestTo429k = lowest;
    }
    expect(above).toBe(0);
    expect(exact).toHaveLength(118);
    expect(exact.slice(0, 7)).toEqual([128, 132, 144, 176, 192, 198, 256]);
    expect(exact.at(-1)).toBe(92_274_688);
    expect(exact.every((t) => (99n * N) % BigInt(t) === 0n)).toBe(true);
    expect([lowestAt, lowest]).toEqual([99_976_902, 425_101_787_304]);
    const rtp = (returned: number) => new Decimal(returned).div(full.times(100));
    expect(rtp(lowest).toDecimalPlaces(12, Decimal.ROUND_DOWN).toString()).toBe('0.989767227564');
    // RULES.md's bound: short of 99 % by less than T / (100 × 2³²), so at least 98.99 % while T ≤ 2³² / 100.
    expect(rtp(lowest).greaterThan(new Decimal(0.99).minus(new Decimal(LIMBO_MAX_TARGET_HUNDREDTHS).div(full.times(100))))).toBe(true);
    expect(rtp(lowestTo429k).greaterThanOrEqualTo(0.9899)).toBe(true);
    // A hundred million divisions: about a second, more on a busy machine.
  }, 30_000);
});
