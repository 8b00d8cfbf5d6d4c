import { randomBytes } from 'node:crypto';
import { generateFloats } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { LIMBO_WORDS, limboResultHundredths, limboWinningWords } from './rules';

// A million results through the real provably-fair RNG (a fresh server seed per 10,000 nonces) and
// the real rules. A round reads float 0 of its nonce; to keep this quick every float of the block is
// used (8 per HMAC), which the RNG makes just as uniform. The exact RTP is proved in rules.test.ts over every target; this checks that the
// floats-to-results mapping really produces the distribution the proof assumes.

const ROUNDS = 1_000_000;
const FLOATS_PER_NONCE = 8;
const NONCES_PER_SEED = 10_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** P(result ≥ T hundredths), exact: W(T) / 2³² (RULES.md); every result is at least 1.00×. */
const atLeast = (t: number) => (t <= 100 ? 1 : limboWinningWords(t) / LIMBO_WORDS);

/** A million results, in hundredths, from the RNG's floats. */
async function results(): Promise<Uint32Array> {
  const out = new Uint32Array(ROUNDS);
  const clientSeed = randomBytes(6).toString('hex');
  let serverSeed = '';
  for (let i = 0; i < ROUNDS / FLOATS_PER_NONCE; i++) {
    if (i % NONCES_PER_SEED === 0) serverSeed = randomBytes(32).toString('hex');
    const floats = await generateFloats({ serverSeed, clientSeed, nonce: (i % NONCES_PER_SEED) + 1 }, FLOATS_PER_NONCE);
    floats.forEach((f, j) => (out[i * FLOATS_PER_NONCE + j] = limboResultHundredths(f)));
  }
  return out;
}

describe('limbo by simulation', () => {
  it('a million results: the RTP at each target is its exact value within 5σ, the results follow the exact distribution', async () => {
    const drawn = await results();

    // RTP per target, all from the same results (a round's result does not depend on its target).
    for (const target of [1.01, 1.5, 2, 10, 100, 1000]) {
      const t = Math.round(target * 100);
      let wins = 0;
      for (const r of drawn) if (r >= t) wins++;
      const p = atLeast(t);
      const exact = target * p;
      // One round returns target × [won]: variance target² × p × (1 − p).
      const bound = (Z * target * Math.sqrt(p * (1 - p))) / Math.sqrt(ROUNDS);
      const rtp = (target * wins) / ROUNDS;
      console.log(`target ${target}×: RTP ${(rtp * 100).toFixed(3)} % (exact ${(exact * 100).toFixed(6)} %, bound ±${(bound * 100).toFixed(3)} points)`);
      expect(Math.abs(rtp - exact)).toBeLessThan(bound);
    }

    // Chi-square of the results in bands [lo, hi) of hundredths against the exact probabilities.
    const edges = [100, 101, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 100_000, Infinity];
    const observed = Array<number>(edges.length - 1).fill(0);
    for (const r of drawn) observed[edges.findIndex((edge, i) => r >= edge && r < edges[i + 1]!)]! += 1;
    const expected = edges.slice(0, -1).map((lo, i) => (atLeast(lo) - (edges[i + 1] === Infinity ? 0 : atLeast(edges[i + 1]!))) * ROUNDS);
    expect(expected.every((e) => e >= 20)).toBe(true);
    const chiSquare = observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
    console.log(`results: chi-square ${chiSquare.toFixed(2)} on ${observed.length - 1} degrees of freedom (bound ${chiSquareBound(observed.length - 1).toFixed(2)})`);
    expect(chiSquare).toBeLessThan(chiSquareBound(observed.length - 1));
  });
});
