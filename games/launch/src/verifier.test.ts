import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { launchGame } from './game';
import type { LaunchParams, LaunchState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the
// stages and multipliers from RULES.md's paytable, and the thresholds from their (7 − k)/8 rule.

const DESTINATIONS = ['sky', 'stratosphere', 'orbit', 'moon', 'mars'] as const;

/** The 32-bit word of float i (i < 8): bytes 4i … 4i + 3 of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:0"), big-endian. */
function verifierWord(serverSeed: string, clientSeed: string, nonce: number, i: number): number {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(4 * i);
}

/** Stages fired on a flight of `stages`: stage k fires when its word is below (7 − k) × 2³² / 8. */
function verifierFired(serverSeed: string, clientSeed: string, nonce: number, stages: number): number {
  let fired = 0;
  while (fired < stages && verifierWord(serverSeed, clientSeed, nonce, fired) * 8 < (6 - fired) * 2 ** 32) fired += 1;
  return fired;
}

/** RULES.md's paytable: destination → its stages and the multiplier paid. */
function paytableFromRules(): Map<string, { stages: number; multiplier: string }> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| (sky|stratosphere|orbit|moon|mars) \| (\d) \| .* \| ([0-9.]+) \|$/gm)];
  return new Map(rows.map(([, destination, stages, multiplier]) => [destination!, { stages: Number(stages), multiplier: multiplier! }]));
}

const SEEDS = { serverSeed: '7c1d3f4e9a0b2c5d6e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6', clientSeed: 'launch-known-answer', nonce: 4 };

describe('independent verifier', () => {
  const paytable = paytableFromRules();

  it('reads the five destinations from RULES.md', () => {
    expect(Object.fromEntries(paytable)).toEqual({
      sky: { stages: 1, multiplier: '1.32' },
      stratosphere: { stages: 2, multiplier: '2.112' },
      orbit: { stages: 3, multiplier: '4.224' },
      moon: { stages: 4, multiplier: '11.264' },
      mars: { stages: 5, multiplier: '45.056' },
    });
  });

  it('recomputes RULES.md’s worked example: Moon, nonce 4, explodes on stage 4', async () => {
    const digest = createHmac('sha256', SEEDS.serverSeed).update('launch-known-answer:4:0').digest('hex');
    expect(digest).toBe('a5ec3c953bd29efc2311ad45b7e263d7c2068c027e6093ad585e7cd3534a71a7');
    const words = [0, 1, 2, 3].map((i) => verifierWord(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, i));
    expect(words).toEqual([2_783_722_645, 1_003_659_004, 588_361_029, 3_085_067_223]);
    expect(verifierFired(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, 4)).toBe(3);
    const params: LaunchParams = { destination: 'moon' };
    const floats = await generateFloats(SEEDS, launchGame.floatCount(params));
    expect(floats).toEqual(words.map((w) => w / 2 ** 32));
    const { round } = advanceRound(launchGame, newRoundSnapshot(launchGame, params, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ fired: 3 });
    expect(round).toMatchObject({ state: { fired: 3, failedStage: 4, multiplier: '0' }, payout: '0' });
  });

  it('recomputes the example’s Orbit flight: all three stages fire, 4.224×', async () => {
    expect(verifierFired(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, 3)).toBe(3);
    const params: LaunchParams = { destination: 'orbit' };
    const floats = await generateFloats(SEEDS, launchGame.floatCount(params));
    const { round } = advanceRound(launchGame, newRoundSnapshot(launchGame, params, '1'), { kind: 'start', floats });
    expect(round).toMatchObject({ outcome: { fired: 3 }, multiplier: '4.224', payout: '4.224' });
  });

  it('recomputes the stages fired and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const destination = DESTINATIONS[randomInt(0, 5)]!;
      const { stages, multiplier: pays } = paytable.get(destination)!;
      const floats = await generateFloats(seeds, launchGame.floatCount({ destination }));
      expect(floats).toHaveLength(stages);
      const { round, intents } = advanceRound(launchGame, newRoundSnapshot(launchGame, { destination }, '1'), { kind: 'start', floats });
      const fired = verifierFired(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stages);
      const multiplier = fired === stages ? pays : '0';
      expect(round.outcome).toEqual({ fired });
      expect(round.state as LaunchState).toEqual({ fired, failedStage: fired === stages ? null : fired + 1, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(multiplier === '0' ? ['debit'] : ['debit', 'credit']);
    }
  });
});
