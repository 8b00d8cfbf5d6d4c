import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WIRE_RISKS, WIRE_SHARES, wireTable, wireTerminal } from './rules';

// A million currents per risk through the rules' own functions, on uniformly random 32-bit floats
// (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact RTP is proved in
// tables.test.ts; this checks that float → terminal → multiplier really produces it.

const CURRENTS = 1_000_000;
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

describe('wire RTP by simulation', () => {
  it.each(WIRE_RISKS.map((risk) => ({ risk })))('$risk risk: a million currents return 99 % within 5σ, terminals as the table says', ({ risk }) => {
    const { multipliers, shares } = wireTable(risk);
    const cents = multipliers.map((m) => Math.round(Number(m) * 100));
    const counts = new Array<number>(9).fill(0);
    // Paid in hundredths of the stake: integers, so the sum is exact.
    let paid = 0;
    for (const f of randomFloats(CURRENTS)) {
      const terminal = wireTerminal(risk, f);
      counts[terminal]! += 1;
      paid += cents[terminal]!;
    }

    // One current's multiplier has mean 0.99 exactly and this variance (chances W_k / 65,536).
    const chance = shares.map((share) => share / WIRE_SHARES);
    const variance = multipliers.reduce((sum, m, k) => sum + chance[k]! * (Number(m) - 0.99) ** 2, 0);
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(CURRENTS);
    const rtp = paid / 100 / CURRENTS;
    console.log(`${risk}: RTP ${(rtp * 100).toFixed(3)} % over ${CURRENTS} currents (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    // Chi-square of the terminal counts against the chances, the rare edges pooled with their neighbours
    // until each cell expects at least 20 (at high risk an edge expects about 122).
    const cells: { observed: number; expected: number }[] = [];
    let pending = { observed: 0, expected: 0 };
    for (const k of [0, 8, 1, 7, 2, 6, 3, 5, 4]) {
      pending = { observed: pending.observed + counts[k]!, expected: pending.expected + chance[k]! * CURRENTS };
      if (pending.expected >= 20) {
        cells.push(pending);
        pending = { observed: 0, expected: 0 };
      }
    }
    if (pending.expected > 0) cells.push(pending);
    const chiSquare = cells.reduce((sum, c) => sum + (c.observed - c.expected) ** 2 / c.expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(cells.length - 1));
  });
});
