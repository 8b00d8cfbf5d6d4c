import { randomBytes } from 'node:crypto';
import type { RoundContext } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { DOORS_LEVELS } from './corridor';
import { doorsGame } from './game';
import { doorsMultiplier } from './multiplier';
import type { DoorsOutcome, DoorsParams, DoorsState } from './rules';

// A million rounds in all, a quarter for each door count, through the rules' own start, open and cashout, on uniformly
// random 32-bit floats (the HMAC itself is checked in verifier.test.ts), opening random doors and
// stopping after 1, 2, …, 10 levels in turn; every door's chance of being safe is checked too. The exact RTP of each stopping level is proved in
// multiplier.test.ts; this checks that floats → traps → moves → payouts really produce it.

/** Rounds per door count: 1,000,000 in all. */
const ROUNDS = 250_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): Float64Array {
  const bytes = randomBytes(count * 4);
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
  return floats;
}

describe('doors RTP by simulation', () => {
  it.each([2, 3, 4, 5])('%d doors: 250,000 rounds, random doors, stopping after 1 … 10 levels in turn, return the exact RTP within 5σ', (doors) => {
    const params: DoorsParams = { doors };
    const open = doorsGame.actions!.open!.play;
    // Traps (10 floats) and the doors the player opens (10 more) for every round.
    const floats = randomFloats(20 * ROUNDS);
    // Paid in ten-thousandths of a stake of 1 (the multiplier has 4 decimals): integers, so the sum is exact.
    let paid = 0;
    // Every door opened is a fresh level passed with chance (n−1)/n, whatever door: counted to check the traps themselves, far more sharply than the return.
    let tried = 0;
    let passed = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const stop = 1 + (r % DOORS_LEVELS);
      const start = doorsGame.start(params, floats.subarray(20 * r, 20 * r + 10) as unknown as number[], '1');
      let round: RoundContext<DoorsParams, DoorsOutcome, DoorsState> = { params, outcome: start.outcome, state: start.step.state, stake: '1' };
      let step = start.step;
      for (let level = 0; !step.end && level < stop; level++) {
        const door = Math.floor(floats[20 * r + 10 + level]! * doors);
        step = open(round, { door });
        round = { ...round, state: step.state };
        tried++;
        if (step.state.hit === null) passed++;
      }
      if (!step.end) step = doorsGame.cashout!(round);
      paid += Math.round(Number(step.end!.payout) * 10_000);
    }

    // Exact: each stopping level k is played by a tenth of the rounds (stratified), paying
    // multiplier(n, k) with chance P_k = ((n−1)/n)^k.
    const levels = Array.from({ length: DOORS_LEVELS }, (_, i) => i + 1);
    const chance = (k: number) => ((doors - 1) / doors) ** k;
    const mean = levels.reduce((sum, k) => sum + chance(k) * Number(doorsMultiplier(doors, k)), 0) / DOORS_LEVELS;
    const variance = levels.reduce((sum, k) => {
      const m = Number(doorsMultiplier(doors, k));
      const p = chance(k);
      return sum + p * m * m - (p * m) ** 2;
    }, 0) / DOORS_LEVELS;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 10_000 / ROUNDS;
    console.log(`${doors} doors: RTP ${(rtp * 100).toFixed(3)} % (exact ${(mean * 100).toFixed(5)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);
    const p = (doors - 1) / doors;
    expect(Math.abs(passed - tried * p)).toBeLessThan(Z * Math.sqrt(tried * p * (1 - p)));
  });
});
