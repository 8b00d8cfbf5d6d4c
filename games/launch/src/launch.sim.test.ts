import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DESTINATION_MULTIPLIERS, LAUNCH_DESTINATIONS, STAGE_EIGHTHS, arrivalChance, flyTo, stagesTo } from './rules';

// A million flights to each destination through the rules' own functions, on uniformly random 32-bit
// floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is
// proved in rules.test.ts; this checks that floats → stages → multiplier really produce it.

const FLIGHTS = 1_000_000;
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

/** The exact law of the stages fired on a flight of `stages`: P(fired = j) for j = 0 … stages. */
function firedLaw(stages: number): number[] {
  const law: number[] = [];
  let reach = 1;
  for (let j = 0; j < stages; j++) {
    const fires = STAGE_EIGHTHS[j]! / 8;
    law.push(reach * (1 - fires));
    reach *= fires;
  }
  law.push(reach);
  return law;
}

describe('launch RTP by simulation', () => {
  it.each(LAUNCH_DESTINATIONS)('%s: a million flights return 99 % within 5σ, stages fired as the exact law says', (destination) => {
    const stages = stagesTo(destination);
    const floats = randomFloats(FLIGHTS * stages);
    const counts = new Array<number>(stages + 1).fill(0);
    // Paid in thousandths of the stake (every multiplier has at most 3 places): integers, so the sum is exact.
    const paysThousandths = Math.round(Number(DESTINATION_MULTIPLIERS[destination]) * 1000);
    let paid = 0;
    for (let i = 0; i < FLIGHTS; i++) {
      const { fired, multiplier } = flyTo(destination, floats.subarray(i * stages, (i + 1) * stages));
      counts[fired]! += 1;
      if (multiplier !== '0') paid += paysThousandths;
    }

    const m = Number(DESTINATION_MULTIPLIERS[destination]);
    const p = arrivalChance(destination);
    const variance = m * m * p - 0.99 ** 2;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(FLIGHTS);
    const rtp = paid / 1000 / FLIGHTS;
    console.log(`${destination}: RTP ${(rtp * 100).toFixed(3)} % over ${FLIGHTS} flights (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    const chiSquare = firedLaw(stages).reduce((sum, q, j) => sum + (counts[j]! - FLIGHTS * q) ** 2 / (FLIGHTS * q), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(stages));
  });
});
