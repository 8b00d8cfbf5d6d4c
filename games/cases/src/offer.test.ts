import { floorMultiplier } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { CASE_COUNT, CASE_VALUES, hundredthsOf } from './board';
import { ALL_CLOSED, compare, fraction, meanOf, offerOf, offerUnits, plus, slotsOf, times, valuesOf } from './exact-rtp';
import { bankerOffer } from './offer';

/** Every set of closed value slots with `n` slots. */
const setsOfSize = (n: number) => Array.from({ length: ALL_CLOSED + 1 }, (_, mask) => mask).filter((mask) => slotsOf(mask).length === n);

describe('the case values', () => {
  it('are twelve, with two 0s and a top of 6×, summing to 11.88: a mean of exactly 0.99', () => {
    expect(CASE_VALUES).toHaveLength(CASE_COUNT);
    expect(CASE_VALUES.filter((v) => v === '0')).toHaveLength(2);
    expect(CASE_VALUES.at(-1)).toBe('6');
    expect(CASE_VALUES.reduce((sum, v) => sum + hundredthsOf(v), 0n)).toBe(1188n);
    expect(meanOf(ALL_CLOSED)).toEqual(fraction(99n, 100n));
  });

  it('reads values exactly in hundredths', () => {
    expect(CASE_VALUES.map(hundredthsOf)).toEqual([0n, 0n, 1n, 2n, 5n, 10n, 20n, 50n, 100n, 150n, 250n, 600n]);
    expect(() => hundredthsOf('0.005')).toThrow(RangeError);
    expect(() => hundredthsOf('-1')).toThrow(RangeError);
  });
});

describe('bankerOffer', () => {
  it.each([
    [['0', '0.1', '6'], '2.0333'], // 6.1 / 3
    [[...CASE_VALUES], '0.99'],
    [CASE_VALUES.slice(1), '1.08'], // a 0 opened: 11.88 / 11
    [CASE_VALUES.slice(0, 11), '0.5345'], // the 6× opened: 5.88 / 11 = 0.534545…
    [['2.5', '6'], '4.25'],
    [['0', '0'], '0'],
    [['0', '0', '0.01'], '0.0033'],
    [['1.5'], '1.5'],
  ])('offers the floored mean of %j: %s', (closed, offer) => {
    expect(bankerOffer(closed)).toBe(offer);
  });

  it('agrees with floor(mean × 10⁴) / 10⁴ for all 4,095 sets of closed cases', () => {
    for (let mask = 1; mask <= ALL_CLOSED; mask++) {
      const units = offerUnits(mask);
      expect(bankerOffer(valuesOf(mask))).toBe(floorMultiplier(units, 10_000n));
      // Never above the mean, and less than 0.0001 below it.
      const mean = meanOf(mask);
      expect(compare(offerOf(mask), mean)).toBeLessThanOrEqual(0);
      expect(compare(plus(offerOf(mask), fraction(1n, 10_000n)), mean)).toBeGreaterThan(0);
    }
  });

  it('refuses an empty set', () => {
    expect(() => bankerOffer([])).toThrow(RangeError);
  });
});

describe('the martingale: the next mean is the mean now, on average', () => {
  it('for every set of 2 to 12 closed cases, whichever case is opened next', () => {
    let checked = 0;
    for (let n = 2; n <= CASE_COUNT; n++) {
      for (const mask of setsOfSize(n)) {
        // The case opened holds each closed value with chance 1/n (the player's case is one of them).
        const slots = slotsOf(mask);
        const next = slots.reduce((sum, slot) => plus(sum, times(fraction(1n, BigInt(n)), meanOf(mask & ~(1 << slot)))), fraction(0n));
        expect(next).toEqual(meanOf(mask));
        checked += 1;
      }
    }
    expect(checked).toBe(4096 - 12 - 1);
  });
});

describe('the largest offer at every step', () => {
  it('is the mean of the largest values still closed: 1.08× after 1 case … 4.25× after 10', () => {
    const largest = Array.from({ length: 10 }, (_, i) => {
      const k = i + 1;
      return setsOfSize(CASE_COUNT - k).reduce((best, mask) => (offerUnits(mask) > best ? offerUnits(mask) : best), 0n);
    });
    expect(largest.map((units) => floorMultiplier(units, 10_000n))).toEqual(['1.08', '1.188', '1.3188', '1.4812', '1.6857', '1.95', '2.3', '2.75', '3.3333', '4.25']);
    // And each is the top values' mean, floored.
    largest.forEach((units, i) => expect(units).toBe(offerUnits(ALL_CLOSED & ~((1 << (i + 1)) - 1))));
  });

  it('is above 1× for the RULES.md share of the closed sets after each step', () => {
    const shares = Array.from({ length: 10 }, (_, i) => {
      const sets = setsOfSize(CASE_COUNT - i - 1);
      return ((sets.filter((mask) => offerUnits(mask) > 10_000n).length / sets.length) * 100).toFixed(2);
    });
    expect(shares).toEqual(['66.67', '65.15', '63.64', '57.98', '54.80', '50.00', '45.08', '41.41', '35.00', '33.33']);
  });
});
