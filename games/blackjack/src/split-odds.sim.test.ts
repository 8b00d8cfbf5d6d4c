import { describe, expect, it } from 'vitest';
import { shoeCounts } from './dealer-odds';
import { UpCardOdds } from './hand-odds';
import { dealExpectation } from './house-edge';
import { BruteForceOdds } from './house-edge-brute-force';

// The slower cross-checks of the split formula against whole-round enumeration: small pairs that
// re-split to 4 hands and hit several times per hand (about 45 s in all). The quick ones are in
// house-edge.test.ts.
describe('the split formula on re-split-heavy deals', () => {
  it.each([
    [1, 6, 2],
    [1, 6, 3],
    [1, 2, 6],
    [1, 10, 8],
    [2, 5, 4],
  ])('agrees with whole-round enumeration: %i deck(s), up %i, pair of %is', (decks, up, pair) => {
    const counts = shoeCounts(decks);
    const brute = new BruteForceOdds(up, counts).deal(pair, pair);
    const exact = dealExpectation(new UpCardOdds(up, counts), pair, pair);
    expect(Math.abs(brute - exact)).toBeLessThan(1e-13);
  });
});
