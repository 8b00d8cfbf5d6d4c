import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DROP_RISKS, WORDS, boardRings, dropBall, missCount } from './rules';

// Two million drops on each board through the rules' own functions, on uniformly random 32-bit
// floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is
// proved in boards.test.ts; this checks that float → ring → multiplier really produces it.

const DROPS = 2_000_000;
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
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / WORDS;
  return floats;
}

describe('drop RTP by simulation', () => {
  it.each(DROP_RISKS)('%s: two million drops return the exact RTP within 5σ, rings hit as often as their areas', (risk) => {
    const rings = boardRings(risk);
    // The chance of each zone, off the rings last, and what it pays in hundredths of the stake.
    const chances = [...rings.map((r) => r.count), missCount(risk)].map((c) => c / WORDS);
    const pays = [...rings.map((r) => Math.round(Number(r.multiplier) * 100)), 0];
    const counts = new Array<number>(chances.length).fill(0);
    // Paid in hundredths of the stake: integers, so the sum is exact.
    let paid = 0;
    const f0s = randomFloats(DROPS);
    const f1s = randomFloats(DROPS);
    for (let i = 0; i < DROPS; i++) {
      const { ring, multiplier } = dropBall(risk, f0s[i]!, f1s[i]!);
      counts[ring]! += 1;
      paid += Math.round(Number(multiplier) * 100);
    }

    const mean = chances.reduce((sum, p, k) => sum + (p * pays[k]!) / 100, 0);
    const variance = chances.reduce((sum, p, k) => sum + p * (pays[k]! / 100 - mean) ** 2, 0);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(DROPS);
    const rtp = paid / 100 / DROPS;
    console.log(`${risk}: RTP ${(rtp * 100).toFixed(3)} % over ${DROPS} drops (exact ${(mean * 100).toFixed(9)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);

    const chiSquare = counts.reduce((sum, observed, k) => sum + (observed - DROPS * chances[k]!) ** 2 / (DROPS * chances[k]!), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(chances.length - 1));
  });
});
