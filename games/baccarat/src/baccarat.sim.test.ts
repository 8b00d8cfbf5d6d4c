import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVEN_RANKS, coupOdds } from './coup-odds';
import { BET_SPOTS, playBaccarat, spotReturns, type BetSpot, type Winner } from './rules';

// A million coups through the rules' own functions, on uniformly random 32-bit floats (the RNG's
// granularity; the HMAC itself is checked in verifier.test.ts). The exact returns are proved in
// coup-odds.test.ts; this checks that floats → cards → drawing rules → returns really produce them.

const COUPS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
const WINNERS: readonly Winner[] = ['player', 'banker', 'tie'];
const ONE_EACH = { player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 };

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** The exact chance of each result, and each spot's mean and variance per chip (in chips) from the paytable. */
function exact() {
  const odds = coupOdds(EVEN_RANKS);
  const chance = Object.fromEntries(WINNERS.map((w) => [w, Number(odds[w]) / Number(odds.total)])) as Record<Winner, number>;
  const pair = 1 / 13;
  const moments = (spot: BetSpot) => {
    // Each (winner, pair?) result with its chance; the pair spots depend on their own pair only.
    const outcomes =
      spot === 'playerPair' || spot === 'bankerPair'
        ? [{ p: pair, r: spotReturns('tie', true, true)[spot] }, { p: 1 - pair, r: 0 }]
        : WINNERS.map((w) => ({ p: chance[w], r: spotReturns(w, false, false)[spot] }));
    const mean = outcomes.reduce((sum, { p, r }) => sum + (p * r) / 100, 0);
    const square = outcomes.reduce((sum, { p, r }) => sum + p * (r / 100) ** 2, 0);
    return { mean, variance: square - mean ** 2 };
  };
  return { chance, spots: Object.fromEntries(BET_SPOTS.map((spot) => [spot, moments(spot)])) as Record<BetSpot, { mean: number; variance: number }> };
}

describe('baccarat by simulation', () => {
  it('a million coups return each spot’s exact RTP within 5σ, and the results come as often as the exact odds say', () => {
    const { chance, spots } = exact();
    const bytes = randomBytes(COUPS * 6 * 4);
    const floats = new Array<number>(6);
    // Returned in hundredths of a chip: integers, so the sums are exact.
    const returned: Record<BetSpot, number> = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
    const results: Record<Winner, number> = { player: 0, banker: 0, tie: 0 };
    for (let coup = 0; coup < COUPS; coup++) {
      for (let i = 0; i < 6; i++) floats[i] = bytes.readUInt32BE((coup * 6 + i) * 4) / 2 ** 32;
      const state = playBaccarat(ONE_EACH, floats);
      results[state.winner] += 1;
      const paid = spotReturns(state.winner, state.playerPair, state.bankerPair);
      for (const spot of BET_SPOTS) returned[spot] += paid[spot];
    }

    for (const spot of BET_SPOTS) {
      const { mean, variance } = spots[spot];
      const bound = (Z * Math.sqrt(variance)) / Math.sqrt(COUPS);
      const rtp = returned[spot] / 100 / COUPS;
      console.log(`${spot}: RTP ${(rtp * 100).toFixed(3)} % over ${COUPS} coups (exact ${(mean * 100).toFixed(3)} %, bound ±${(bound * 100).toFixed(2)} points)`);
      expect(Math.abs(rtp - mean)).toBeLessThan(bound);
    }
    const chiSquare = WINNERS.reduce((sum, w) => sum + (results[w] - COUPS * chance[w]) ** 2 / (COUPS * chance[w]), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(WINNERS.length - 1));
  });
});
