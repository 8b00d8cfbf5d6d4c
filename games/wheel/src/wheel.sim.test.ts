import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, spinWheel, wheelLayout } from './rules';

// A million spins of each of the 15 layouts through the rules' own functions, on uniformly random
// 32-bit floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact
// RTP is proved in layouts.test.ts; this checks that float → segment → multiplier really produces it.

const SPINS = 1_000_000;
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

const LAYOUTS = WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENT_COUNTS.map((segments) => ({ risk, segments })));

describe('wheel RTP by simulation', () => {
  it.each(LAYOUTS)('$risk risk, $segments segments: a million spins return 99 % within 5σ, segments uniform', ({ risk, segments }) => {
    const layout = wheelLayout(risk, segments);
    const counts = new Array<number>(segments).fill(0);
    // Paid in hundredths of the stake: integers, so the sum is exact.
    let paid = 0;
    for (const f of randomFloats(SPINS)) {
      const { segment, multiplier } = spinWheel(risk, segments, f);
      counts[segment]! += 1;
      paid += Math.round(Number(multiplier) * 100);
    }

    // One spin's multiplier has mean 0.99 exactly and this variance (equally likely segments).
    const variance = layout.reduce((sum, m) => sum + (Number(m) - 0.99) ** 2, 0) / segments;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(SPINS);
    const rtp = paid / 100 / SPINS;
    console.log(`${risk} ${segments}: RTP ${(rtp * 100).toFixed(3)} % over ${SPINS} spins (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    const expected = SPINS / segments;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(segments - 1));
  });
});
