import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { defuseGame } from './game';
import type { DefuseParams } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with
// the kit's RNG or the rules: what a player would write to check a revealed round. It reads the
// multipliers from RULES.md's paytable, not from the code.

/** The live wires of a round: RULES.md's partial Fisher–Yates on the first HMAC block's floats. */
function verifierLiveWires(serverSeed: string, clientSeed: string, nonce: number, live: number): number[] {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  const left = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const wires: number[] = [];
  for (let i = 0; i < live; i++) {
    const f = bytes[4 * i]! / 256 + bytes[4 * i + 1]! / 256 ** 2 + bytes[4 * i + 2]! / 256 ** 3 + bytes[4 * i + 3]! / 256 ** 4;
    wires.push(left.splice(Math.floor(f * (10 - i)), 1)[0]!);
  }
  return wires;
}

/** RULES.md's paytable: "live cut" → the multiplier paid on a defuse. */
function paytableFromRules(): Map<string, string> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const rows = [...rules.matchAll(/^\| ([123]) \| (\d) \| [^|]+ \| [^|]+ \| ([0-9.]+) \| [^|]+ \|$/gm)];
  return new Map(rows.map(([, live, cut, multiplier]) => [`${live} ${cut}`, multiplier!]));
}

/** A random bet: a live count and 1 … 10 − live distinct wires in a random order. */
function randomParams(): DefuseParams {
  const live = randomInt(1, 4) as 1 | 2 | 3;
  const wires = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const count = randomInt(1, 11 - live);
  return { live, cut: Array.from({ length: count }, () => wires.splice(randomInt(0, wires.length), 1)[0]!) };
}

describe('independent verifier', () => {
  const paytable = paytableFromRules();

  it('reads all 24 multipliers from RULES.md', () => {
    expect(paytable.size).toBe(24);
    expect(paytable.get('3 7')).toBe('118.7999');
  });

  it('recomputes RULES.md’s worked example: live wires 9, 6, 7; [3, 0, 5, 1] defuses at 5.9399×, [2, 7, 0] blows at 7', async () => {
    const seeds = { serverSeed: '3b9e1c0f5a7d2e4c6b8a9f01d2e3c4b5a6978812f3e4d5c6b7a8091a2b3c4d5e', clientSeed: 'defuse-known-answer', nonce: 1 };
    const digest = createHmac('sha256', seeds.serverSeed).update('defuse-known-answer:1:0').digest('hex');
    expect(digest).toBe('f0effc8bbd91608ad9815eca3b1fd9dc31f3252a68c9caf1c34d33d1ed0f6190');
    expect(verifierLiveWires(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3)).toEqual([9, 6, 7]);
    const floats = await generateFloats(seeds, 3);
    expect(floats).toEqual([4_042_259_595 / 2 ** 32, 3_180_421_258 / 2 ** 32, 3_649_134_282 / 2 ** 32]);
    const win = advanceRound(defuseGame, newRoundSnapshot(defuseGame, { live: 3, cut: [3, 0, 5, 1] }, '1'), { kind: 'start', floats });
    expect(win.round).toMatchObject({ outcome: { liveWires: [9, 6, 7] }, state: { blewAt: null }, multiplier: paytable.get('3 4'), payout: '5.9399' });
    const loss = advanceRound(defuseGame, newRoundSnapshot(defuseGame, { live: 3, cut: [2, 7, 0] }, '1'), { kind: 'start', floats });
    expect(loss.round).toMatchObject({ state: { cut: [2, 7, 0], blewAt: 7, multiplier: '0' }, payout: '0' });
  });

  it('recomputes the live wires, the blast and the multiplier of 300 random rounds', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const params = randomParams();
      const floats = await generateFloats(seeds, defuseGame.floatCount(params));
      const { round, intents } = advanceRound(defuseGame, newRoundSnapshot(defuseGame, params, '1'), { kind: 'start', floats });
      const liveWires = verifierLiveWires(seeds.serverSeed, seeds.clientSeed, seeds.nonce, params.live);
      const blewAt = params.cut.find((wire) => liveWires.includes(wire)) ?? null;
      const multiplier = blewAt === null ? paytable.get(`${params.live} ${params.cut.length}`)! : '0';
      expect(round.outcome).toEqual({ liveWires });
      expect(round.state).toEqual({ cut: params.cut, blewAt, multiplier });
      expect(round.status).toBe('closed');
      expect(intents.map((intent) => intent.kind)).toEqual(blewAt === null ? ['debit', 'credit'] : ['debit']);
    }
  });
});
