import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { MAX_MULTIPLIER } from './limits';
import { hiloMultiplier } from './multiplier';
import { CHOICES, RANK_COUNT, choicesOn, exactMultiplier, reachesCap, winningRanks, wins } from './odds';

const RANKS = Array.from({ length: RANK_COUNT }, (_, r) => r);

describe('winningRanks and wins', () => {
  it('counts strictly higher, strictly lower and the same rank', () => {
    expect(RANKS.map((r) => winningRanks(r, 'higher'))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(RANKS.map((r) => winningRanks(r, 'lower'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(RANKS.map((r) => winningRanks(r, 'same'))).toEqual(new Array(13).fill(1));
  });

  it('agrees with wins on every pair of ranks, and exactly one guess wins each time', () => {
    for (const rank of RANKS) {
      for (const choice of CHOICES) expect(RANKS.filter((next) => wins(rank, next, choice))).toHaveLength(winningRanks(rank, choice));
      for (const next of RANKS) expect(CHOICES.filter((choice) => wins(rank, next, choice))).toHaveLength(1);
    }
    expect(wins(7, 7, 'higher')).toBe(false);
    expect(wins(7, 7, 'same')).toBe(true);
    expect(wins(0, 12, 'higher')).toBe(true);
  });

  it('offers every guess that can win: no higher on a king, no lower on an ace', () => {
    expect(choicesOn(0)).toEqual(['higher', 'same']);
    expect(choicesOn(6)).toEqual(['higher', 'lower', 'same']);
    expect(choicesOn(12)).toEqual(['lower', 'same']);
  });

  it('refuses ranks off the scale', () => {
    expect(() => winningRanks(13, 'same')).toThrow(RangeError);
    expect(() => wins(0, -1, 'lower')).toThrow(RangeError);
  });
});

describe('hiloMultiplier', () => {
  it.each([
    [[], '0'],
    [[12], '1.0725'],
    [[11], '1.17'],
    [[10], '1.287'],
    [[9], '1.43'],
    [[8], '1.6087'],
    [[7], '1.8385'],
    [[6], '2.145'],
    [[5], '2.574'],
    [[4], '3.2175'],
    [[3], '4.29'],
    [[2], '6.435'],
    [[1], '12.87'],
    // RULES.md's worked example (and longer runs), floored from the exact product each time.
    [[10, 5], '3.3462'],
    [[10, 5, 12], '3.625'],
    [[10, 5, 12, 10], '4.7125'],
    [[12, 10], '1.3942'],
    [[12, 10, 9], '2.0139'],
    [[12, 10, 9, 9], '2.9089'],
    [[12, 10, 9, 9, 10], '3.7816'],
    [[12, 10, 9, 9, 10, 5], '9.8323'],
    [[1, 1, 1], '2175.03'],
    [[1, 1, 1, 1], '10000'],
  ])('%j → %s', (counts, expected) => {
    expect(hiloMultiplier(counts)).toBe(expected);
  });

  it('floors from the exact product, not from the previous floored value', () => {
    // 1.0725 × 13/10 would give 1.39425 too, but 1.3942 × 13/9 = 2.01382… floors lower than the 2.0139 paid.
    expect(new Decimal('1.3942').times(13).div(9).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed()).toBe('2.0138');
    expect(hiloMultiplier([12, 10, 9])).toBe('2.0139');
  });

  it('caps at 10,000× the moment the exact product reaches it', () => {
    expect(MAX_MULTIPLIER).toBe(10_000);
    expect(reachesCap([1, 1, 1])).toBe(false);
    expect(reachesCap([1, 1, 1, 1])).toBe(true);
    // 0.99 × 13⁴ / (1·1·1·2) = 14,137.7: capped too; 0.99 × 13⁴ / 3 = 9,425.13: not.
    expect(hiloMultiplier([1, 1, 1, 2])).toBe('10000');
    expect(hiloMultiplier([1, 1, 1, 3])).toBe('9425.13');
  });

  it('refuses a count no guess can have', () => {
    for (const bad of [[0], [13], [1.5]]) expect(() => exactMultiplier(bad)).toThrow(RangeError);
  });
});

describe('return to player', () => {
  it('keeps 0.99 × Π 13/n a martingale: every guess on every card is worth exactly what the run had', () => {
    // E[X after] = Σ over the 13 next ranks of 1/13 × (13/n × X if it wins, else 0) = X, exactly.
    for (const rank of RANKS) {
      for (const choice of choicesOn(rank)) {
        const n = BigInt(winningRanks(rank, choice));
        const winning = BigInt(RANKS.filter((next) => wins(rank, next, choice)).length);
        // Σ (1/13) × 13/n over the winning ranks, as a fraction: winning × 13 / (13 × n).
        expect(winning * 13n).toBe(13n * n);
      }
    }
  });

  it('floors by less than 0.0001 and never above the exact value, for every run of up to 5 guesses', () => {
    // The product does not depend on the order of the guesses: every multiset of counts, as a non-decreasing run.
    const runs: number[][] = [[]];
    for (let k = 0; k < 5; k++) {
      for (const run of runs.filter((r) => r.length === k)) for (let n = run.at(-1) ?? 1; n <= 12; n++) runs.push([...run, n]);
    }
    // C(12 + k − 1, k) multisets of k counts: 1 + 12 + 78 + 364 + 1365 + 4368.
    expect(runs).toHaveLength(6188);
    for (const run of runs.slice(1)) {
      const { numerator, denominator } = exactMultiplier(run);
      const exact = new Decimal(numerator.toString()).div(denominator.toString());
      const paid = new Decimal(hiloMultiplier(run));
      if (reachesCap(run)) {
        expect(paid.toFixed()).toBe('10000');
        expect(exact.gte(10_000)).toBe(true);
      } else {
        expect(paid.lte(exact)).toBe(true);
        expect(exact.minus(paid).lt('0.0001')).toBe(true);
        expect(paid.decimalPlaces()).toBeLessThanOrEqual(4);
      }
    }
  });

  it('has the largest and smallest multiplier after k right guesses that RULES.md lists', () => {
    const largest = (k: number) => hiloMultiplier(new Array(k).fill(1));
    const smallest = (k: number) => hiloMultiplier(new Array(k).fill(12));
    expect([1, 2, 3, 4, 5, 10].map(largest)).toEqual(['12.87', '167.31', '2175.03', '10000', '10000', '10000']);
    expect([1, 2, 3, 4].map(smallest)).toEqual(['1.0725', '1.1618', '1.2586', '1.3635']);
    // Every run of every length pays between the safest and the riskiest guesses' multipliers, and never above the top.
    for (let k = 1; k <= 63; k++) {
      expect(new Decimal(largest(k)).lte(MAX_MULTIPLIER)).toBe(true);
      expect(new Decimal(smallest(k)).lte(largest(k))).toBe(true);
    }
  });
});
