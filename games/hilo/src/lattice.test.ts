import { describe, expect, it } from 'vitest';
import { decimalText, fraction, mul, pow, sub, ONE } from './fraction';
import { RISKY_GUESSES, choiceWords, factorRange, latticeFactor, rankWords, roundFactorBounds } from './lattice';
import { choicesOn, winningRanks } from './odds';

describe('ranks on the 2³² lattice', () => {
  it('gives the 4, 7, 10 and K 330,382,099 words and the others 330,382,100, 2³² in all', () => {
    const words = Array.from({ length: 13 }, (_, r) => rankWords(r));
    expect(words.map((w) => w - 330_382_099n)).toEqual([1n, 1n, 1n, 0n, 1n, 1n, 0n, 1n, 1n, 0n, 1n, 1n, 0n]);
    expect(words.reduce((a, b) => a + b)).toBe(2n ** 32n);
  });

  it('agrees with floor(f × 52) / 4 at every rank boundary', () => {
    let start = 0n;
    for (let r = 0; r < 13; r++) {
      const first = Number(start);
      expect(Math.floor((Math.floor((first / 2 ** 32) * 52)) / 4)).toBe(r);
      if (r > 0) expect(Math.floor(Math.floor(((first - 1) / 2 ** 32) * 52) / 4)).toBe(r - 1);
      start += rankWords(r);
    }
  });

  it('counts a guess’s words as the sum of its winning ranks', () => {
    for (let rank = 0; rank < 13; rank++) {
      for (const choice of choicesOn(rank)) {
        const ranks = Array.from({ length: 13 }, (_, r) => r).filter((r) => (choice === 'higher' ? r > rank : choice === 'lower' ? r < rank : r === rank));
        expect(ranks).toHaveLength(winningRanks(rank, choice));
        expect(choiceWords(rank, choice)).toBe(ranks.reduce((sum, r) => sum + rankWords(r), 0n));
      }
    }
  });
});

describe('the lattice figure (docs/decisions/0025)', () => {
  it('prices each guess within a few parts in 10⁹ of its chance', () => {
    const risky = factorRange(true);
    const safe = factorRange(false);
    expect(risky).toEqual({ min: fraction(4_294_967_287n, 4_294_967_296n), max: fraction(1_073_741_825n, 1_073_741_824n) });
    expect(safe).toEqual({ min: fraction(8_589_934_587n, 8_589_934_592n), max: fraction(25_769_803_787n, 25_769_803_776n) });
    expect(decimalText(sub(ONE, risky.min), 14)).toBe('0.00000000209547');
    expect(decimalText(sub(safe.max, ONE), 14)).toBe('0.00000000042685');
    expect(latticeFactor(6, 'same')).toEqual(risky.min);
  });

  it('allows at most 7 guesses of 3 winning ranks or fewer in one round', () => {
    expect(RISKY_GUESSES).toBe(7);
  });

  it('bounds every strategy’s lattice return within 10⁻⁷ of its stated figure', () => {
    const { min, max } = roundFactorBounds();
    expect(max).toEqual(mul(pow(factorRange(true).max, 7), pow(factorRange(false).max, 56)));
    expect(min).toEqual(mul(pow(factorRange(true).min, 7), pow(factorRange(false).min, 56)));
    expect(decimalText(sub(max, ONE), 12)).toBe('0.000000030423');
    expect(decimalText(sub(ONE, min), 12)).toBe('0.000000047264');
    // 0.99 × the bound: under 99.0000031 %, and both ends within 10⁻⁷ of 0.99.
    const top = mul(fraction(99n, 100n), max);
    expect(decimalText(top, 10)).toBe('0.9900000301');
    expect(decimalText(sub(fraction(99n, 100n), mul(fraction(99n, 100n), min)), 10)).toBe('0.0000000467');
  });
});
