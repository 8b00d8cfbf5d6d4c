import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLOUR_COUNT, DIAMONDS_PAYTABLE, GEM_COUNT, HAND_COUNTS, HANDS, SEQUENCES, drawGems, type Hand } from './rules';

// Two million rounds through the rules' own functions, on uniformly random 32-bit floats (the RNG's
// granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is proved in
// paytable.test.ts; this checks that floats → colours → hand → multiplier really produce it.

const ROUNDS = 2_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** Σ (observed − expected)² / expected. */
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/** A multiplier in hundredths: an integer, so the sums are exact. */
const HUNDREDTHS = Object.fromEntries(HANDS.map((hand) => [hand, Math.round(Number(DIAMONDS_PAYTABLE[hand]) * 100)])) as Record<Hand, number>;

describe('diamonds RTP by simulation', () => {
  it('two million rounds return 99 % within 5σ, with hands and colours at their exact odds', () => {
    const bytes = randomBytes(ROUNDS * GEM_COUNT * 4);
    const hands = Object.fromEntries(HANDS.map((hand) => [hand, 0])) as Record<Hand, number>;
    const colours = new Array<number>(COLOUR_COUNT).fill(0);
    const floats = new Array<number>(GEM_COUNT);
    let paid = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < GEM_COUNT; i++) floats[i] = bytes.readUInt32BE((round * GEM_COUNT + i) * 4) / 2 ** 32;
      const { gems, hand } = drawGems(floats);
      hands[hand] += 1;
      for (const gem of gems) colours[gem]! += 1;
      paid += HUNDREDTHS[hand];
    }

    // One round's multiplier has mean 0.99 exactly and variance Σ p·m² − 0.99² (RULES.md: 3.4804).
    const variance = HANDS.reduce((sum, hand) => sum + (HAND_COUNTS[hand] / SEQUENCES) * (HUNDREDTHS[hand] / 100) ** 2, 0) - 0.99 ** 2;
    expect(variance).toBeCloseTo(3.4804, 4);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 100 / ROUNDS;
    console.log(`diamonds: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    const expectedHands = HANDS.map((hand) => (ROUNDS * HAND_COUNTS[hand]) / SEQUENCES);
    expect(chiSquare(HANDS.map((hand) => hands[hand]), expectedHands)).toBeLessThan(chiSquareBound(HANDS.length - 1));
    const expectedColours = colours.map(() => (ROUNDS * GEM_COUNT) / COLOUR_COUNT);
    expect(chiSquare(colours, expectedColours)).toBeLessThan(chiSquareBound(COLOUR_COUNT - 1));
  });
});
