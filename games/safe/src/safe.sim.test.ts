import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAFE_DIAL_COUNTS, codesWithMatches, crackSafe, hundredths, nominalReturn, safeMultiplier, type SafeParams } from './rules';

// A million rounds of each lock through the rules' own functions, on uniformly random 32-bit floats
// (the RNG's granularity; the HMAC itself is checked in verifier.test.ts), each with a random guess.
// The exact RTP is proved in paytables.test.ts and lattice.test.ts; this checks that float → code →
// matches → multiplier really produces it.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

describe('safe RTP by simulation', () => {
  it.each(SAFE_DIAL_COUNTS)('%i dials: a million rounds return the nominal RTP within 5σ, matches binomial, digits uniform and independent', (dials) => {
    const words = randomBytes(ROUNDS * dials * 4);
    const guesses = randomBytes(ROUNDS * dials);
    const matchCounts = new Array<number>(dials + 1).fill(0);
    const digitCounts = Array.from({ length: dials }, () => new Array<number>(10).fill(0));
    // The first two dials' digits together: independent dials make the 100 pairs equally likely.
    const pairCounts = new Array<number>(100).fill(0);
    const floats = new Array<number>(dials);
    const guess = new Array<number>(dials);
    const params = { dials, guess } as SafeParams;
    // Paid in hundredths of the stake: integers, so the sum is exact.
    const paidBy = Array.from({ length: dials + 1 }, (_, k) => Number(hundredths(safeMultiplier(dials, k))));
    let paid = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (let dial = 0; dial < dials; dial++) {
        floats[dial] = words.readUInt32BE((round * dials + dial) * 4) / 2 ** 32;
        // A random byte mod 10: digits 0–5 a shade likelier, which a guess may be (any guess has the same odds).
        guess[dial] = guesses[round * dials + dial]! % 10;
      }
      const { code, matches } = crackSafe(params, floats);
      matchCounts[matches]! += 1;
      code.forEach((digit, dial) => (digitCounts[dial]![digit]! += 1));
      pairCounts[code[0]! * 10 + code[1]!]! += 1;
      paid += paidBy[matches]!;
    }

    // One round's multiplier: mean nominalReturn / (100 · 10^n), variance from the paytable (codes out of 10^n).
    const codes = 10 ** dials;
    const mean = Number(nominalReturn(dials)) / 100 / codes;
    const variance = paidBy.reduce((sum, m, k) => sum + (codesWithMatches(dials, k) / codes) * (m / 100 - mean) ** 2, 0);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 100 / ROUNDS;
    console.log(`${dials} dials: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (nominal ${(mean * 100).toFixed(4)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);

    const expectedMatches = Array.from({ length: dials + 1 }, (_, k) => (ROUNDS * codesWithMatches(dials, k)) / codes);
    expect(chiSquare(matchCounts, expectedMatches)).toBeLessThan(chiSquareBound(dials));
    for (const counts of digitCounts) expect(chiSquare(counts, new Array<number>(10).fill(ROUNDS / 10))).toBeLessThan(chiSquareBound(9));
    expect(chiSquare(pairCounts, new Array<number>(100).fill(ROUNDS / 100))).toBeLessThan(chiSquareBound(99));
  });
});
