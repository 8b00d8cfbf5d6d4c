import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chickenMultiplier, crossingChance } from './multiplier';
import { DANGER, type ChickenDifficulty } from './road';
import { hasCar } from './traffic';

// A million rounds of each strategy through the rules' own functions (the lane test and the
// multiplier table), on uniformly random 32-bit floats (the RNG's granularity; the HMAC itself is
// checked in verifier.test.ts). The exact returns are proved in multiplier.test.ts; this checks
// that float → car → multiplier really produces them.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
/** Rounds whose random words are drawn at once. */
const CHUNK = 50_000;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** Cash out after `target` lanes (automatic on the last lane). */
const STRATEGIES: readonly (readonly [ChickenDifficulty, number])[] = [
  ['easy', 12],
  ['medium', 6],
  ['hard', 4],
  ['hardcore', 2],
  ['easy', 24],
];

describe('chicken RTP by simulation', () => {
  it.each(STRATEGIES)('%s, cashing out after %d lanes: a million rounds return the exact figure within 5σ, and stop where the law says', (difficulty, target) => {
    const multiplier = chickenMultiplier(difficulty, target);
    // Paid in ten-thousandths of the stake: integers, so the sum is exact.
    const paidUnits = Math.round(Number(multiplier) * 10_000);
    // stops[j]: rounds hit in lane j (j < target); stops[target]: rounds that got there and cashed out.
    const stops = new Array<number>(target + 1).fill(0);
    let paid = 0;
    for (let done = 0; done < ROUNDS; done += CHUNK) {
      const bytes = randomBytes(CHUNK * target * 4);
      for (let r = 0; r < CHUNK; r++) {
        let lane = 0;
        while (lane < target && !hasCar(difficulty, lane, bytes.readUInt32BE((r * target + lane) * 4) / 2 ** 32)) lane += 1;
        stops[lane]! += 1;
        if (lane === target) paid += paidUnits;
      }
    }

    const [p, q] = crossingChance(difficulty, target);
    const chance = Number(p) / Number(q);
    const m = Number(multiplier);
    const exact = m * chance;
    const variance = m * m * chance - exact * exact;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 10_000 / ROUNDS;
    console.log(`${difficulty} to lane ${target}: RTP ${(rtp * 100).toFixed(3)} % (exact ${(exact * 100).toFixed(4)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - exact)).toBeLessThan(bound);

    // Where rounds stop: hit in lane j with chance P(j lanes crossed) × d/(25 − j), else at the target.
    const law = stops.map((_, j) => {
      const [a, b] = crossingChance(difficulty, j);
      const reached = Number(a) / Number(b);
      return j === target ? reached : (reached * DANGER[difficulty]) / (25 - j);
    });
    expect(law.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    const chiSquare = stops.reduce((sum, seen, j) => sum + (seen - ROUNDS * law[j]!) ** 2 / (ROUNDS * law[j]!), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(target));
  });
});
