import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BEAT_TABLES, PULSE_RISKS, beatMultiplier, productOf } from './rules';

// A million rounds of each risk through the rules' own functions, on uniformly random 32-bit floats
// (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is proved in
// beats.test.ts; this checks that float → beat → product really produces it.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): Float64Array {
  const bytes = randomBytes(count * 4);
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
  return floats;
}

/** E[m²] of a beat: its multipliers squared, weighted by their slots. */
const secondMoment = (risk: (typeof PULSE_RISKS)[number], first: boolean) =>
  BEAT_TABLES[risk].reduce((sum, e) => sum + (e.slots / 64) * Number(first ? e.first : e.multiplier) ** 2, 0);

describe('pulse RTP by simulation', () => {
  it.each(PULSE_RISKS)('%s risk: a million rounds return 99 percent within 5σ, each beat’s entries as often as their slots say', (risk) => {
    const table = BEAT_TABLES[risk];
    const counts = [0, 1, 2].map(() => new Map(table.map((e) => [e.multiplier, 0])));
    const floats = randomFloats(3 * ROUNDS);
    // Paid in millionths of the stake (the product has at most 4 decimals): integers, so the sum is exact.
    let paid = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const beats = [0, 1, 2].map((i) => beatMultiplier(risk, i, floats[3 * r + i]!));
      beats.forEach((beat, i) => {
        const face = i === 0 ? table.find((e) => e.first === beat)!.multiplier : beat;
        counts[i]!.set(face, counts[i]!.get(face)! + 1);
      });
      paid += Math.round(Number(productOf(beats)) * 1e6);
    }

    // The round's multiplier has mean 0.99 exactly and variance E[b1²]·E[b2²]·E[b3²] − 0.99² (independent beats).
    const variance = secondMoment(risk, true) * secondMoment(risk, false) ** 2 - 0.99 ** 2;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 1e6 / ROUNDS;
    console.log(`${risk}: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    for (const beat of counts) {
      const chiSquare = table.reduce((sum, e) => {
        const expected = (ROUNDS * e.slots) / 64;
        return sum + (beat.get(e.multiplier)! - expected) ** 2 / expected;
      }, 0);
      expect(chiSquare).toBeLessThan(chiSquareBound(table.length - 1));
    }
  });
});
