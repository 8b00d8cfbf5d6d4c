import { describe, expect, it } from 'vitest';
import { DEALER_OUTCOMES, dealerOutcomes, SHOE_COUNTS, shoeCounts } from './dealer-odds';
import { UpCardOdds } from './hand-odds';
import { computeHouseEdge, dealExpectation, EXACT_HOUSE_EDGE } from './house-edge';
import { BruteForceOdds } from './house-edge-brute-force';

describe('dealer outcomes', () => {
  it('sum to the chance the peek finds nothing (1 without an ace or ten up)', () => {
    for (let up = 1; up <= 10; up++) {
      const left = [...SHOE_COUNTS];
      left[up] = left[up]! - 1;
      const out = dealerOutcomes(up, left);
      expect(out).toHaveLength(DEALER_OUTCOMES);
      const sum = out.reduce((a, b) => a + b, 0);
      const peek = up === 1 ? 96 / 311 : up === 10 ? 24 / 311 : 0;
      expect(sum).toBeCloseTo(1 - peek, 14);
    }
  });
});

describe('the main game under basic strategy (6 decks, S17, DAS, split to 4 hands, aces once)', () => {
  const result = computeHouseEdge();

  it(`has house edge ${(EXACT_HOUSE_EDGE * 100).toFixed(9)} % of the initial bet, to 10⁻¹¹`, () => {
    expect(Math.abs(result.houseEdge - EXACT_HOUSE_EDGE)).toBeLessThan(1e-11);
    expect(result.houseEdge).toBeGreaterThan(0.004059224);
    expect(result.houseEdge).toBeLessThan(0.004059225);
  });

  it('weighs 550 deals whose probabilities sum to 1', () => {
    expect(result.deals).toHaveLength(550);
    expect(result.deals.reduce((s, d) => s + d.probability, 0)).toBeCloseTo(1, 14);
  });

  it('pays a natural 1.5 unless the dealer has one too', () => {
    const natural = (up: number) => result.deals.find((d) => d.player[0] === 1 && d.player[1] === 10 && d.up === up)!.expectation;
    expect(natural(7)).toBe(1.5);
    // Against an ace up the dealer has 95 ten-value cards among the 309 unseen.
    expect(natural(1)).toBeCloseTo(1.5 * (1 - 95 / 309), 15);
  });

  it('falls with fewer decks, as published: one deck gives these rules to the player', () => {
    expect(computeHouseEdge(1).houseEdge).toBeLessThan(0);
  });
});

describe('the split formula', () => {
  // The whole-round enumeration settles every split hand against the dealer as dealt after the last
  // hand; split-odds.ts reaches the same number through exchangeability. They must agree.
  it.each([
    [1, 6, 7],
    [1, 6, 8],
    [1, 6, 9],
    [1, 6, 1],
    [1, 10, 1],
    [6, 6, 9],
    [6, 6, 7],
  ])('agrees with whole-round enumeration: %i deck(s), up %i, pair of %is', (decks, up, pair) => {
    const counts = shoeCounts(decks);
    const brute = new BruteForceOdds(up, counts).deal(pair, pair);
    const exact = dealExpectation(new UpCardOdds(up, counts), pair, pair);
    expect(Math.abs(brute - exact)).toBeLessThan(1e-13);
  });
});
