import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multiplierUnits } from './odds';
import { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH, playSpark, type SparkParams } from './rules';

// A million rounds on each of five windows, and a million on random windows, through the rules' own
// functions, on uniformly random 32-bit floats (the RNG's granularity; the HMAC itself is checked in
// verifier.test.ts). The exact return of each window is proved in rtp.test.ts; this checks that
// float → point → verdict → multiplier really produces it. The reference moments price each window
// with odds.ts's integers (equal to the rules' for every width, odds.test.ts), the paid sum with the rules.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;
const WORDS = 2 ** 32;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** `count` uniformly random 32-bit words. */
function randomWords(count: number): Uint32Array {
  const bytes = randomBytes(count * 4);
  return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
}

/** The words of window [s, s + W) (RULES.md): ceil((s + W)·q) − ceil(s·q), q = 2³² / 10000. Under 2⁴⁶ before the division, so exact. */
const wordsOf = ({ start, width }: SparkParams) => Math.ceil(((start + width) * WORDS) / FUSE_POINTS) - Math.ceil((start * WORDS) / FUSE_POINTS);

/** A window's exact mean and variance of one round's multiplier, from its win chance N / 2³² and its multiplier m. */
function moments(params: SparkParams, multiplier: number): { mean: number; variance: number } {
  const p = wordsOf(params) / WORDS;
  return { mean: p * multiplier, variance: p * (1 - p) * multiplier ** 2 };
}

/** Plays a million rounds, round i on `windowOf(i)`: the return measured (paid in exact ten-thousandths), and its exact mean and 5σ bound. */
function play(windowOf: (i: number) => SparkParams) {
  const floats = randomWords(ROUNDS);
  const points = new Uint32Array(FUSE_POINTS);
  let paid = 0;
  let mean = 0;
  let variance = 0;
  let last: SparkParams | null = null;
  let moment = { mean: 0, variance: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    const params = windowOf(i);
    const { point, won, multiplier } = playSpark(params, floats[i]! / WORDS);
    points[point]! += 1;
    if (won) paid += Math.round(Number(multiplier) * 10_000);
    if (params !== last) moment = moments(params, multiplierUnits(params.width) / 10_000);
    last = params;
    mean += moment.mean;
    variance += moment.variance;
  }
  return { rtp: paid / 10_000 / ROUNDS, expected: mean / ROUNDS, bound: (Z * Math.sqrt(variance)) / ROUNDS, points };
}

const WINDOWS: readonly SparkParams[] = [
  { start: 0, width: MIN_WIDTH },
  { start: 9800, width: MIN_WIDTH },
  { start: 3000, width: 2500 },
  { start: 4321, width: 3333 },
  { start: 500, width: MAX_WIDTH },
];

describe('spark RTP by simulation', () => {
  it.each(WINDOWS)('window start $start, width $width: a million rounds return its exact RTP within 5σ', (window) => {
    const { rtp, expected, bound } = play(() => window);
    console.log(`start ${window.start} width ${window.width}: RTP ${(rtp * 100).toFixed(3)} % (exact ${(expected * 100).toFixed(6)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - expected)).toBeLessThan(bound);
  });

  it('a million rounds on random windows return their exact RTP within 5σ, the points uniform over 0 … 9999', () => {
    const picks = randomWords(2 * ROUNDS);
    const windowOf = (i: number): SparkParams => {
      const width = MIN_WIDTH + (picks[2 * i]! % (MAX_WIDTH - MIN_WIDTH + 1));
      return { start: picks[2 * i + 1]! % (FUSE_POINTS - width + 1), width };
    };
    const { rtp, expected, bound, points } = play(windowOf);
    console.log(`random windows: RTP ${(rtp * 100).toFixed(3)} % (exact ${(expected * 100).toFixed(6)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - expected)).toBeLessThan(bound);
    expect(expected).toBeGreaterThan(0.9899);
    expect(expected).toBeLessThan(0.9900001);

    const each = ROUNDS / FUSE_POINTS;
    const chiSquare = points.reduce((sum, observed) => sum + (observed - each) ** 2 / each, 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(FUSE_POINTS - 1));
  });
});
