import { createHmac, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { advanceRound, generateFloats, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { randomSeeds } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { casesGame } from './game';
import type { CasesOutcome, CasesParams, CasesState } from './rules';

// A verifier written from INTERFACES.md §4 and RULES.md alone, on node:crypto, sharing no code with the
// kit's RNG or the rules: what a player would write to check a revealed round. It reads the twelve
// values from RULES.md's table, deals them with its own Fisher–Yates and works the offers out in
// integers (hundredths of the stake, then ten-thousandths), not with the game's functions.

/** RULES.md's value row, in hundredths: "| value | 0× | 0× | 0.01× | … |". */
function valuesFromRules(): number[] {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const row = /^\| value \|(.+)\|$/m.exec(rules)![1]!;
  return row.split('|').map((cell) => Math.round(Number(cell.trim().replace('×', '')) * 100));
}

/** The first `count` floats as 32-bit words, read from HMAC-SHA256 blocks r = 0, 1, …. */
function words(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let r = 0; out.length < count; r++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i < 8 && out.length < count; i++) out.push(block.readUInt32BE(4 * i));
  }
  return out;
}

/** The value of each case, in hundredths: slots left in ascending order, index floor(w × left / 2³²). */
function deal(values: readonly number[], serverSeed: string, clientSeed: string, nonce: number): number[] {
  const left = values.map((_, slot) => slot);
  const dealt = words(serverSeed, clientSeed, nonce, 11).map((w, i) => left.splice(Math.floor((w * (12 - i)) / 2 ** 32), 1)[0]!);
  return [...dealt, left[0]!].map((slot) => values[slot]!);
}

/** Ten-thousandths of the stake as decimal text with trailing zeros dropped (10709 → "1.0709"). */
const text = (units: number) => (units / 10_000).toFixed(4).replace(/\.?0+$/, '');

/** The offer on the closed values (hundredths): floor(10⁴ × mean), in ten-thousandths. */
const offer = (closed: readonly number[]) => Math.floor((closed.reduce((a, b) => a + b, 0) * 100) / closed.length);

describe('independent verifier', () => {
  const values = valuesFromRules();

  it('reads twelve values from RULES.md, adding up to 11.88', () => {
    expect(values).toEqual([0, 0, 1, 2, 5, 10, 20, 50, 100, 150, 250, 600]);
    expect(values.reduce((a, b) => a + b)).toBe(1188);
  });

  it('recomputes RULES.md’s worked example: case 7 kept, offers 1.0709×, 1.178×, 0.6422×, then 1.5×', async () => {
    const seeds = { serverSeed: '61d42ccc1731217a9d91fccdb8660b496d3fb4d338b7080d1ad6f0606b19db5e', clientSeed: 'cases-known-answer', nonce: 7 };
    expect(createHmac('sha256', seeds.serverSeed).update('cases-known-answer:7:0').digest('hex')).toBe('6bbe194d28f6f8e919bd52cced6415326e1068373bedc8c6c286cca641e90b9a');
    expect(createHmac('sha256', seeds.serverSeed).update('cases-known-answer:7:1').digest('hex')).toBe('51621f4b58ab079f9c739fd8712ad913f09376605f728d116f69c4d28bc26691');
    const layout = deal(values, seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    expect(layout).toEqual([10, 0, 1, 600, 20, 2, 150, 5, 50, 100, 250, 0]);

    const floats = await generateFloats(seeds, casesGame.floatCount({ pick: 6 }));
    let { round } = advanceRound(casesGame, newRoundSnapshot(casesGame, { pick: 6 }, '1'), { kind: 'start', floats });
    expect(round.outcome).toEqual({ cases: ['0.1', '0', '0.01', '6', '0.2', '0.02', '1.5', '0.05', '0.5', '1', '2.5', '0'] });
    const offers: string[] = [];
    for (const index of [0, 1, 3, 2, 4, 5, 7, 8, 9, 10, 11]) {
      round = advanceRound(casesGame, round, { kind: 'act', action: 'open', params: { case: index } }).round;
      offers.push(round.multiplier);
    }
    expect(offers.slice(0, 3)).toEqual(['1.0709', '1.178', '0.6422']);
    expect(round).toMatchObject({ status: 'closed', multiplier: '1.5', payout: '1.5' });
  });

  it('recomputes the layout, every offer and the payout of 300 random rounds played to random stops', async () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds();
      const pick = randomInt(0, 12);
      const layout = deal(values, seeds.serverSeed, seeds.clientSeed, seeds.nonce);
      const floats = await generateFloats(seeds, casesGame.floatCount({ pick }));
      let { round } = advanceRound(casesGame, newRoundSnapshot(casesGame, { pick }, '2'), { kind: 'start', floats }) as { round: RoundSnapshot<CasesParams, CasesOutcome, CasesState> };
      expect(round.outcome!.cases.map((v) => Math.round(Number(v) * 100))).toEqual(layout);

      const closed = new Set(layout.keys());
      const stopAfter = randomInt(1, 12);
      let opened = 0;
      while (round.status === 'open') {
        const others = [...closed].filter((c) => c !== pick);
        const stop = opened >= stopAfter && offer([...closed].map((c) => layout[c]!)) > 0;
        if (stop) {
          const units = offer([...closed].map((c) => layout[c]!));
          round = advanceRound(casesGame, round, { kind: 'cashout' }).round;
          expect(round).toMatchObject({ status: 'closed', multiplier: text(units), payout: text(units * 2) });
          break;
        }
        const index = others[randomInt(0, others.length)]!;
        closed.delete(index);
        opened += 1;
        round = advanceRound(casesGame, round, { kind: 'act', action: 'open', params: { case: index } }).round;
        expect(round.state!.opened.at(-1)).toEqual({ case: index, value: text(layout[index]! * 100) });
        if (closed.size > 1) expect(round.multiplier).toBe(text(offer([...closed].map((c) => layout[c]!))));
        else expect(round).toMatchObject({ status: 'closed', multiplier: text(layout[pick]! * 100), payout: text(layout[pick]! * 200) });
      }
    }
  });
});
