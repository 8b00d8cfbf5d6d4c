import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stairsMultiplier } from './multiplier';
import { drawRolls, isSafe } from './rolls';
import { CLIMBS, MAX_CLIMBS, STAIRS_TOP, climbsFrom, type ClimbLength } from './staircase';

// 1,200,000 rounds through the rules' own functions (rolls, the safe test, the multiplier) on
// uniformly random 32-bit floats (the RNG's granularity; the HMAC itself is checked in
// verifier.test.ts), 300,000 for each of four strategies. The exact RTP of every way to stop is proved
// in multiplier.test.ts; this checks that floats → rolls → climbs → multiplier really produce it.

const ROUNDS = 300_000;
const CHUNK = 10_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): number[] {
  const bytes = randomBytes(count * 4);
  return Array.from({ length: count }, (_, i) => bytes.readUInt32BE(i * 4) / 2 ** 32);
}

/** What a strategy does next on the climbs made so far (their lengths): a climb, or null to cash out. */
type Strategy = (made: readonly ClimbLength[], stair: number) => ClimbLength | null;

/** The multiplier of a set of safe climbs, cached by how many of each (the order does not matter). */
const multipliers = new Map<string, number>();
function multiplierOf(made: readonly ClimbLength[]): number {
  const key = [1, 2, 3].map((s) => made.filter((m) => m === s).length).join();
  let m = multipliers.get(key);
  if (m === undefined) multipliers.set(key, (m = Number(stairsMultiplier(made))));
  return m;
}

/** Plays one round of `strategy` on `rolls`; what it pays per unit staked. */
function play(strategy: Strategy, rolls: readonly number[]): number {
  const made: ClimbLength[] = [];
  let stair = 0;
  while (stair < STAIRS_TOP) {
    const next = strategy(made, stair);
    if (next === null) break;
    if (!isSafe(rolls[made.length]!, next)) return 0;
    made.push(next);
    stair += next;
  }
  return made.length === 0 ? 0 : multiplierOf(made);
}

/** Random climbs among those allowed, each safe climb followed by a cashout 3 times in 5. */
const randomly: Strategy = (made, stair) => (made.length > 0 && Math.random() < 0.6 ? null : climbsFrom(stair)[Math.floor(Math.random() * climbsFrom(stair).length)]!);

/** The exact mean and second moment of a strategy's payout, by dynamic programming over (steps, strides, leaps). */
function exactMoments(strategy: 'random' | { readonly plan: readonly ClimbLength[] }): { mean: number; square: number } {
  if (strategy !== 'random') {
    const p = strategy.plan.reduce<number>((q, s) => (q * CLIMBS[s].safe) / CLIMBS[s].of, 1);
    const m = multiplierOf(strategy.plan);
    return { mean: p * m, square: p * m * m };
  }
  let mean = 0;
  let square = 0;
  // Alive at (made, stair) with chance `reach`, about to choose (the first choice always climbs).
  const visit = (made: ClimbLength[], stair: number, reach: number): void => {
    const options = climbsFrom(stair);
    for (const s of options) {
      const alive = (reach / options.length) * (CLIMBS[s].safe / CLIMBS[s].of);
      const next = [...made, s];
      const m = multiplierOf(next);
      const stop = stair + s === STAIRS_TOP ? 1 : 0.6;
      mean += alive * stop * m;
      square += alive * stop * m * m;
      if (stop < 1 && alive > 1e-18) visit(next, stair + s, alive * (1 - stop));
    }
  };
  visit([], 0, 1);
  return { mean, square };
}

const STRATEGIES: readonly [string, Strategy, Parameters<typeof exactMoments>[0]][] = [
  ['5 steps, then cash out', (made) => (made.length < 5 ? 1 : null), { plan: [1, 1, 1, 1, 1] }],
  ['2 strides, then cash out', (made) => (made.length < 2 ? 2 : null), { plan: [2, 2] }],
  ['steps to the top', () => 1, { plan: Array<ClimbLength>(24).fill(1) }],
  ['random climbs, a cashout 3 times in 5', randomly, 'random'],
];

describe('stairs RTP by simulation', () => {
  it.each(STRATEGIES)('%s: 300,000 rounds return the exact RTP within 5σ', (name, strategy, exact) => {
    let paid = 0;
    for (let done = 0; done < ROUNDS; done += CHUNK) {
      const floats = randomFloats(CHUNK * MAX_CLIMBS);
      for (let i = 0; i < CHUNK; i++) paid += play(strategy, drawRolls(floats.slice(i * MAX_CLIMBS, (i + 1) * MAX_CLIMBS)));
    }
    const { mean, square } = exactMoments(exact);
    const bound = (Z * Math.sqrt(square - mean * mean)) / Math.sqrt(ROUNDS);
    const rtp = paid / ROUNDS;
    console.log(`${name}: RTP ${(rtp * 100).toFixed(3)} % over ${ROUNDS} rounds, exact ${(mean * 100).toFixed(4)} % (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(mean).toBeLessThanOrEqual(0.99);
    expect(mean).toBeGreaterThan(0.9899);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);
  });
});
