import { describe, expect, it } from 'vitest';
import { ALL_CLOSED, valuesOf } from '../exact-rtp';
import { bankerOffer } from '../offer';
import { centsOf, closedCents, nextCase, offerUnits, unitsText } from './cases-odds';

describe('cases odds on the page', () => {
  it('offers exactly what the rules offer, for all 4,095 sets of closed cases', () => {
    for (let mask = 1; mask <= ALL_CLOSED; mask++) {
      const values = valuesOf(mask);
      expect(unitsText(offerUnits(values.map(centsOf)))).toBe(bankerOffer(values));
    }
  });

  it('writes ten-thousandths as normalised text', () => {
    expect([0, 1, 10_709, 12_000, 60_000, 42_500].map(unitsText)).toEqual(['0', '0.0001', '1.0709', '1.2', '6', '4.25']);
  });

  it('knows what the first case can do: offers 0.5345× to 1.08×, up 8 times in 12', () => {
    expect(nextCase(closedCents([]))).toEqual({ values: [0, 0, 1, 2, 5, 10, 20, 50, 100, 150, 250, 600], offers: { low: 5345, high: 10_800 }, rises: 8 });
  });

  it('reads the closed values from those opened, one 0 at a time', () => {
    expect(closedCents(['0', '6', '0.5'])).toEqual([0, 1, 2, 5, 10, 20, 100, 150, 250]);
    expect(closedCents(['0', '0'])).toEqual([1, 2, 5, 10, 20, 50, 100, 150, 250, 600]);
  });

  it('says, with two cases closed, what the player’s case may pay and no next offer', () => {
    expect(nextCase([150, 0])).toEqual({ values: [0, 150], offers: null, rises: 1 });
    expect(nextCase([0, 0])).toEqual({ values: [0, 0], offers: null, rises: 0 });
  });
});
