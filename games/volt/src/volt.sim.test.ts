import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VOLT_LADDERS, VOLT_RISKS, VOLT_RUNGS, climbVolt, levelWords } from './rules';

// Four million rounds of each risk through the rules' own functions, on uniformly random 32-bit floats
// (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is proved in
// ladders.test.ts; this checks that float → level → multiplier really produces it.

const ROUNDS = 4_000_000;
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

describe('volt RTP by simulation', () => {
  it.each(VOLT_RISKS)('%s risk: four million rounds return the exact RTP within 5σ, levels as the ladder’s word counts', (risk) => {
    const { multipliers } = VOLT_LADDERS[risk];
    const chances = multipliers.map((_, level) => levelWords(risk, level) / 2 ** 32);
    const counts = new Array<number>(VOLT_RUNGS + 1).fill(0);
    // Paid in tenths of the stake (every multiplier has one decimal at most): integers, so the sum is exact.
    let paid = 0;
    for (const f of randomFloats(ROUNDS)) {
      const { level, multiplier } = climbVolt(risk, f);
      counts[level]! += 1;
      paid += Math.round(Number(multiplier) * 10);
    }

    // One round's multiplier: its exact mean and variance from the ladder's word counts.
    const mean = chances.reduce((sum, p, level) => sum + p * Number(multipliers[level]), 0);
    const variance = chances.reduce((sum, p, level) => sum + p * (Number(multipliers[level]) - mean) ** 2, 0);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 10 / ROUNDS;
    console.log(`${risk}: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (exact ${(mean * 100).toFixed(6)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(mean).toBeCloseTo(0.99, 6);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);

    const chiSquare = counts.reduce((sum, observed, level) => sum + (observed - ROUNDS * chances[level]!) ** 2 / (ROUNDS * chances[level]!), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(VOLT_RUNGS));
  });
});
