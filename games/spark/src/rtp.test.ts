import { describe, expect, it } from 'vitest';
import { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH, multiplierUnits } from './odds';

// The exact return of every window, as RULES.md derives it: on the fuse (each point 1/10000) and
// over the 2³² words a float can be. Integers only: M (the multiplier in ten-thousandths) and N (the
// words a window holds), with the return M · N / (10⁴ · 2³²).

const WORDS = 2n ** 32n;
const WIDTHS = Array.from({ length: MAX_WIDTH - MIN_WIDTH + 1 }, (_, i) => MIN_WIDTH + i);

/** The first word of each point p (and of p = 10000, the end): ceil(p · 2³² / 10000). Under 2³², so exact as numbers. */
const FIRST = Array.from({ length: FUSE_POINTS + 1 }, (_, p) => Number((BigInt(p) * WORDS + 9999n) / 10_000n));

/** The words of window [s, s + W): N(s, W). */
const wordsOf = (start: number, width: number) => FIRST[start + width]! - FIRST[start]!;

/** floor(W · 2³² / 10000) and ceil(W · 2³² / 10000). */
function fairShare(width: number): [bigint, bigint] {
  const scaled = BigInt(width) * WORDS;
  const floor = scaled / 10_000n;
  return [floor, scaled % 10_000n === 0n ? floor : floor + 1n];
}

/** The fewest and most words any window of this width holds, over every start. */
function wordRange(width: number): [bigint, bigint] {
  let fewest = Infinity;
  let most = -Infinity;
  for (let start = 0; start + width <= FUSE_POINTS; start++) {
    const n = wordsOf(start, width);
    if (n < fewest) fewest = n;
    if (n > most) most = n;
  }
  return [BigInt(fewest), BigInt(most)];
}

const RANGES = new Map(WIDTHS.map((width) => [width, wordRange(width)]));
/** 99 % in the units of M · N: 0.99 × 10⁴ × 2³². */
const NINETY_NINE = 9900n * WORDS;

describe('return on the fuse (each point exactly 1/10000): M(W) · W / 10⁸', () => {
  const returns = WIDTHS.map((width) => ({ width, units: multiplierUnits(width) * width }));

  it('is never above 99 %, and exactly 99 % for the 95 widths that divide 99,000,000', () => {
    expect(returns.every(({ units }) => units <= 99_000_000)).toBe(true);
    const exact = returns.filter(({ units }) => units === 99_000_000).map(({ width }) => width);
    expect(exact).toHaveLength(95);
    expect(exact).toEqual(WIDTHS.filter((width) => 99_000_000 % width === 0));
    expect(exact.slice(0, 5)).toEqual([200, 220, 225, 240, 250]);
    expect(exact.at(-1)).toBe(9375);
  });

  it('is lowest at 93.83 wide: 1.055 × 0.9383 = 98.99065 %', () => {
    const lowest = returns.reduce((low, r) => (r.units < low.units ? r : low));
    expect(lowest).toEqual({ width: 9383, units: 98_990_650 });
  });
});

describe('return over the 2³² floats: M(W) · N(s, W) / (10⁴ · 2³²), every width at every start', () => {
  it('counts 47,909,451 windows', () => {
    expect(WIDTHS.reduce((sum, width) => sum + FUSE_POINTS - width + 1, 0)).toBe(47_909_451);
  });

  it('gives a window floor(W·q) or ceil(W·q) words, both at some start, exactly W·q when 625 divides W', () => {
    for (const width of WIDTHS) {
      const [floor, ceil] = fairShare(width);
      expect(RANGES.get(width)).toEqual([floor, ceil]);
      expect(floor === ceil).toBe(width % 625 === 0);
    }
    expect(WIDTHS.filter((width) => width % 625 === 0)).toHaveLength(15);
  });

  it('is lowest at 93.83 wide on its fewest words: 10550 × 4,029,967,813 / (10⁴ · 2³²) = 98.99064998 %', () => {
    const [width, units] = extreme((m, [fewest]) => m * fewest, (a, b) => a < b);
    expect(width).toBe(9383);
    expect(units).toBe(10_550n * 4_029_967_813n);
    expect(Number((units * 10n ** 14n) / (10_000n * WORDS))).toBe(98_990_649_979_445);
  });

  it('is highest at 2.25 wide (44×) on its most words: 44 × 96,636,765 / 2³² = 99.00000086 %, 36.96 / 2³² of the stake above 99 %', () => {
    const [width, units] = extreme((m, [, most]) => m * most, (a, b) => a > b);
    expect(width).toBe(225);
    expect(units).toBe(440_000n * 96_636_765n);
    expect(Number((units * 10n ** 14n) / (10_000n * WORDS))).toBe(99_000_000_860_542);
    // M · N − 99 % is 369,600 in units of 10⁻⁴ · 2⁻³²: 36.96 / 2³² of the stake, 8.6 × 10⁻⁹.
    expect(units - NINETY_NINE).toBe(369_600n);
    expect(369_600 / 10_000 / 2 ** 32).toBeLessThan(8.61e-9);
  });

  it('is above 99 % at some start for exactly 83 widths: those priced exactly, less the 12 that 625 divides', () => {
    const above = WIDTHS.filter((width) => BigInt(multiplierUnits(width)) * RANGES.get(width)![1] > NINETY_NINE);
    const exactlyPriced = WIDTHS.filter((width) => 99_000_000 % width === 0);
    expect(above).toEqual(exactlyPriced.filter((width) => width % 625 !== 0));
    expect(above).toHaveLength(83);
    expect(exactlyPriced.filter((width) => width % 625 === 0)).toEqual([625, 1250, 1875, 2500, 3125, 3750, 5000, 5625, 6250, 6875, 7500, 9375]);
    // The narrowest window, 49.5×, one word above its fair share: 99 % + 0.92 × 10⁻⁹ of the stake.
    expect(RANGES.get(200)).toEqual([85_899_345n, 85_899_346n]);
    expect(495_000n * 85_899_346n - NINETY_NINE).toBe(39_600n);
  });

  it('returns exactly 99 % for the worked example’s window: 3.96 × 2³⁰ / 2³²', () => {
    expect(wordsOf(3000, 2500)).toBe(2 ** 30);
    expect(BigInt(multiplierUnits(2500)) * 2n ** 30n).toBe(NINETY_NINE);
  });
});

/** The width whose `value(M, [fewest, most])` is the most `better`, and that value. */
function extreme(value: (m: bigint, range: [bigint, bigint]) => bigint, better: (a: bigint, b: bigint) => boolean): [number, bigint] {
  let found: [number, bigint] | null = null;
  for (const width of WIDTHS) {
    const v = value(BigInt(multiplierUnits(width)), RANGES.get(width)!);
    if (found === null || better(v, found[1])) found = [width, v];
  }
  return found!;
}
