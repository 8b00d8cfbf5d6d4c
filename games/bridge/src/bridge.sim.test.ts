import { randomBytes } from 'node:crypto';
import type { RoundContext } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { bridgeGame } from './game';
import { bridgeMultiplier } from './multiplier';
import type { BridgeOutcome, BridgeParams, BridgeState } from './rules';
import { BRIDGE_ROWS, BRIDGE_SPANS, type BridgeDifficulty } from './span';

// A million rounds in all, a third for each difficulty, through the rules' own start, step and
// cashout, on uniformly random 32-bit floats (the HMAC itself is checked in verifier.test.ts),
// stepping on random panels and stopping after 1, 2, …, 8 rows in turn; every step's chance of holding
// is checked too. The exact RTP of each
// stopping row is proved in multiplier.test.ts; this checks that floats → glass → steps → payouts
// really produce it.

/** Rounds per difficulty: 1,000,002 in all. */
const ROUNDS = 333_334;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): Float64Array {
  const bytes = randomBytes(count * 4);
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
  return floats;
}

describe('bridge RTP by simulation', () => {
  it.each(['easy', 'medium', 'hard'] as const)('%s: a third of a million rounds, random panels, stopping after 1 … 8 rows in turn, return the exact RTP within 5σ', (difficulty: BridgeDifficulty) => {
    const params: BridgeParams = { difficulty };
    const { panels, fragile } = BRIDGE_SPANS[difficulty];
    const play = bridgeGame.actions!.step!.play;
    // The glass (8 floats) and the panels the player steps on (8 more) for every round.
    const floats = randomFloats(16 * ROUNDS);
    // Paid in ten-thousandths of a stake of 1 (the multiplier has 4 decimals): integers, so the sum is exact.
    let paid = 0;
    // Every step is a fresh row held with chance t/n, whatever panel: counted to check the glass itself, far more sharply than the return.
    let tried = 0;
    let held = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const stop = 1 + (r % BRIDGE_ROWS);
      const start = bridgeGame.start(params, floats.subarray(16 * r, 16 * r + 8) as unknown as number[], '1');
      let round: RoundContext<BridgeParams, BridgeOutcome, BridgeState> = { params, outcome: start.outcome, state: start.step.state, stake: '1' };
      let step = start.step;
      for (let row = 0; !step.end && row < stop; row++) {
        step = play(round, { panel: Math.floor(floats[16 * r + 8 + row]! * panels) });
        round = { ...round, state: step.state };
        tried++;
        if (step.state.fell === null) held++;
      }
      if (!step.end) step = bridgeGame.cashout!(round);
      paid += Math.round(Number(step.end!.payout) * 10_000);
    }

    // Exact: each stopping row k is played by an eighth of the rounds, paying multiplier(d, k) with chance (t/n)^k.
    const rows = Array.from({ length: BRIDGE_ROWS }, (_, i) => i + 1);
    const chance = (k: number) => ((panels - fragile) / panels) ** k;
    const mean = rows.reduce((sum, k) => sum + chance(k) * Number(bridgeMultiplier(difficulty, k)), 0) / BRIDGE_ROWS;
    const variance = rows.reduce((sum, k) => {
      const m = Number(bridgeMultiplier(difficulty, k));
      return sum + chance(k) * m * m - (chance(k) * m) ** 2;
    }, 0) / BRIDGE_ROWS;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    const rtp = paid / 10_000 / ROUNDS;
    console.log(`${difficulty}: RTP ${(rtp * 100).toFixed(3)} % (exact ${(mean * 100).toFixed(5)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);
    const p = (panels - fragile) / panels;
    expect(Math.abs(held - tried * p)).toBeLessThan(Z * Math.sqrt(tried * p * (1 - p)));
  });
});
