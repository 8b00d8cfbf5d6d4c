import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFUSE_LIVE_COUNTS, defuseChance, defuseMultiplier, maxCut, playDefuse, type DefuseParams } from './rules';

// 400,000 rounds of each of the 24 bets (9.6 million in all) through the rules' own functions, on uniformly random
// 32-bit floats (the RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact
// RTP is proved in paytable.test.ts and lattice.test.ts; this checks that floats → live wires →
// blast or defuse really produce it.

const ROUNDS = 400_000;
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

/** 64 random sets of `k` wires in random orders: the bets the rounds cycle through, so no one choice of wires is favoured. */
function randomCuts(k: number): number[][] {
  const words = randomFloats(64 * k);
  return Array.from({ length: 64 }, (_, s) => {
    const left = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    return Array.from({ length: k }, (_, i) => left.splice(Math.floor(words[s * k + i]! * left.length), 1)[0]!);
  });
}

const BETS = DEFUSE_LIVE_COUNTS.flatMap((live) => Array.from({ length: maxCut(live) }, (_, i) => ({ live, cut: i + 1 })));

describe('defuse RTP by simulation', () => {
  it.each(BETS)('$live live, $cut cut: 400,000 rounds return the exact RTP within 5σ, each draw uniform', ({ live, cut }) => {
    const multiplier = defuseMultiplier(live, cut);
    const { dead, of } = defuseChance(live, cut);
    const bets: DefuseParams[] = randomCuts(cut).map((wires) => ({ live, cut: wires }));
    const floats = randomFloats(ROUNDS * live);
    // The index each draw took, counted per draw, for the chi-square of each float's mapping.
    const firstWire = new Array<number>(10).fill(0);
    let defused = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const { outcome, state } = playDefuse(bets[r & 63]!, floats.subarray(r * live, r * live + live) as unknown as number[]);
      firstWire[outcome.liveWires[0]!]! += 1;
      if (state.blewAt === null) defused += 1;
    }

    // Each round pays m with probability p = dead/of, else 0: mean m·p, variance m²·p·(1 − p).
    const p = dead / of;
    const m = Number(multiplier);
    const exact = m * p;
    const bound = (Z * m * Math.sqrt(p * (1 - p))) / Math.sqrt(ROUNDS);
    const rtp = (defused * m) / ROUNDS;
    console.log(`${live} live, ${cut} cut: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds (exact ${(exact * 100).toFixed(4)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - exact)).toBeLessThan(bound);

    const expected = ROUNDS / 10;
    const chiSquare = firstWire.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(9));
  });
});
