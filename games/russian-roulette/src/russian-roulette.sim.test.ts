import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAMBERS } from './cylinder';
import { drawLoaded } from './draw';
import { russianRouletteMultiplier, survivalChance } from './multiplier';

// A million rounds of each bullet count through the rules' own draw and multipliers, on uniformly
// random 32-bit floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The
// exact RTP of every strategy is proved in multiplier.test.ts and on the lattice in lattice.test.ts.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
/** Each bullet count's strategy: cash out after this many clicks. */
const CASH_OUT_AFTER: Readonly<Record<number, number>> = { 1: 3, 2: 2, 3: 1, 4: 1, 5: 1 };

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

describe('russian roulette RTP by simulation', () => {
  it.each([1, 2, 3, 4, 5])('%d bullets: a million rounds cashed out after a fixed number of clicks return 99 percent within 5σ; every chamber is loaded b/6 of the time', (bullets) => {
    const target = CASH_OUT_AFTER[bullets]!;
    const multiplier = Number(russianRouletteMultiplier(bullets, target));
    const floats = randomFloats(bullets * ROUNDS);
    const loadedCount = new Array<number>(CHAMBERS + 1).fill(0);
    let won = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const loaded = drawLoaded(bullets, floats.subarray(bullets * r, bullets * (r + 1)) as unknown as number[]);
      for (const chamber of loaded) loadedCount[chamber]!++;
      if (loaded.every((chamber) => chamber > target)) won++;
    }
    const { numerator, denominator } = survivalChance(bullets, target);
    const p = Number(numerator) / Number(denominator);
    const bound = (Z * multiplier * Math.sqrt(p * (1 - p))) / Math.sqrt(ROUNDS);
    const rtp = (won / ROUNDS) * multiplier;
    console.log(`${bullets} bullets, cash out after ${target} at ${multiplier}×: RTP ${(rtp * 100).toFixed(3)} % (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(bound);

    // Each chamber is loaded in b/6 of the rounds: a chi-square over the 6 chambers (each count is a sum of Bernoulli(b/6)).
    const expected = (ROUNDS * bullets) / CHAMBERS;
    const variance = ROUNDS * (bullets / CHAMBERS) * (1 - bullets / CHAMBERS);
    const chiSquare = loadedCount.slice(1).reduce((sum, seen) => sum + (seen - expected) ** 2 / variance, 0);
    // The six counts sum to b × ROUNDS exactly: 5 degrees of freedom, each term scaled by 6/5 for the constraint.
    expect((chiSquare * (CHAMBERS - 1)) / CHAMBERS).toBeLessThan(chiSquareBound(CHAMBERS - 1));
  });
});
