import { describe, expect, it } from 'vitest';
import { CHAMBERS, MAX_BULLETS, MIN_BULLETS } from './cylinder';
import { binomial, russianRouletteMultiplier, russianRouletteMultiplierTable, survivalChance } from './multiplier';

/** A multiplier's decimal text in ten-thousandths ("2.475" → 24750n). */
const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

/** Every (bullets, clicks) a cashout can happen at. */
const STEPS = Array.from({ length: MAX_BULLETS - MIN_BULLETS + 1 }, (_, i) => MIN_BULLETS + i).flatMap((b) =>
  Array.from({ length: CHAMBERS - b }, (_, k) => [b, k + 1] as const),
);

describe('binomial', () => {
  it('computes exact coefficients', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((k) => binomial(6, k))).toEqual([1n, 6n, 15n, 20n, 15n, 6n, 1n]);
    expect(binomial(3, 4)).toBe(0n);
  });
});

describe('russianRouletteMultiplier', () => {
  it('gives RULES.md’s table, row by row', () => {
    expect([1, 2, 3, 4, 5].map(russianRouletteMultiplierTable)).toEqual([
      ['0', '1.188', '1.485', '1.98', '2.97', '5.94'],
      ['0', '1.485', '2.475', '4.95', '14.85'],
      ['0', '1.98', '4.95', '19.8'],
      ['0', '2.97', '14.85'],
      ['0', '5.94'],
    ]);
  });

  it('is exactly 0.99 × C(6, k) / C(6 − b, k), with nothing floored away, for every step', () => {
    for (const [b, k] of STEPS) {
      const { numerator, denominator } = survivalChance(b, k);
      expect((9900n * denominator) % numerator).toBe(0n);
      expect(units(russianRouletteMultiplier(b, k))).toBe((9900n * denominator) / numerator);
    }
  });

  it('refuses impossible counts', () => {
    expect(() => russianRouletteMultiplier(0, 1)).toThrow(RangeError);
    expect(() => russianRouletteMultiplier(3, 4)).toThrow(RangeError);
    expect(() => russianRouletteMultiplier(3, -1)).toThrow(RangeError);
    expect(() => russianRouletteMultiplier(2, 1.5)).toThrow(RangeError);
  });
});

describe('return to player', () => {
  it('returns exactly 99 % for every strategy “cash out after k clicks”, at every bullet count', () => {
    for (const [b, k] of STEPS) {
      const { numerator, denominator } = survivalChance(b, k);
      // P(b, k) × multiplier = numerator / denominator × units / 10,000 = 99 / 100, exactly.
      expect(numerator * units(russianRouletteMultiplier(b, k)) * 100n).toBe(99n * 10_000n * denominator);
      expect(numerator).toBe(binomial(CHAMBERS - b, k));
      expect(denominator).toBe(binomial(CHAMBERS, k));
    }
  });

  it('makes each pull a fair bet on the one before: P(k + 1) / P(k) × multiplier(k + 1) = multiplier(k)', () => {
    for (const [b, k] of STEPS.filter(([b, k]) => k < CHAMBERS - b)) {
      const now = survivalChance(b, k);
      const after = survivalChance(b, k + 1);
      // The next chamber is empty with chance (6 − b − k) / (6 − k).
      expect(after.numerator * now.denominator * BigInt(CHAMBERS - k)).toBe(now.numerator * after.denominator * BigInt(CHAMBERS - b - k));
      expect(after.numerator * units(russianRouletteMultiplier(b, k + 1)) * now.denominator).toBe(now.numerator * units(russianRouletteMultiplier(b, k)) * after.denominator);
    }
  });

  it('has its largest win with 3 bullets and three clicks: 19.8×, chance 1 in 20; every step pays less than its row’s last', () => {
    const tops = [1, 2, 3, 4, 5].map((b) => russianRouletteMultiplierTable(b).at(-1));
    expect(tops).toEqual(['5.94', '14.85', '19.8', '14.85', '5.94']);
    expect(survivalChance(3, 3)).toEqual({ numerator: 1n, denominator: 20n });
    for (const [b, k] of STEPS) expect(units(russianRouletteMultiplier(b, k)) <= units(tops[b - 1]!)).toBe(true);
  });
});
