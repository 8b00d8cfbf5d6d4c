import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { describe, expect, it } from 'vitest';
import { defuseGame } from './game';
import type { DefuseOutcome, DefuseParams, DefuseState } from './rules';
import { defuseStrings } from './strings';

/** A float that selects `index` out of `left` wires. */
const pick = (index: number, left: number) => (index + 0.5) / left;
/** RULES.md's worked example: live wires 9, 6, 7. */
const EXAMPLE = [pick(9, 10), pick(6, 9), pick(6, 8)];

/** Plays a defuse bet of `stake` on `floats`, through the seam. */
function play(params: DefuseParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(defuseGame, newRoundSnapshot(defuseGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const defused: DefuseParams = { live: 3, cut: [3, 0, 5, 1] };
const blown: DefuseParams = { live: 3, cut: [2, 7, 0] };

describe('defuseGame', () => {
  it('declares a one-shot game with one float per live wire, no actions and no cashout', () => {
    expect(defuseGame.key).toBe('defuse');
    expect(defuseGame.catalog.key).toBe('defuse');
    expect(defuseGame.lifecycle).toBe('instant');
    expect(defuseGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(defuseGame, defused, '1').exclusive).toBe(false);
    expect(defuseGame.actions).toBeUndefined();
    expect(defuseGame.cashout).toBeUndefined();
    expect([1, 2, 3].map((live) => defuseGame.floatCount({ live: live as 1 | 2 | 3, cut: [0] }))).toEqual([1, 2, 3]);
  });

  it('settles a defuse at once: the bet debit stays open for its credit', () => {
    const { round, intents } = play(defused, EXAMPLE);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '5.9399' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: defused,
      outcome: { liveWires: [9, 6, 7] },
      state: { cut: [3, 0, 5, 1], blewAt: null, multiplier: '5.9399' },
      stake: '1',
      wagered: '1',
      multiplier: '5.9399',
      payout: '5.9399',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.9876543211';
    // 0.9876543211 × 118.7999 = 117.33323458124789: rounded down, not up, at the 10th place.
    const { round, intents } = play({ live: 3, cut: [0, 1, 2, 3, 4, 5, 8] }, EXAMPLE, stake);
    expect(payoutOf(stake, '118.7999').toFixed()).toBe('117.3332345812');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '117.3332345812' },
    ]);
    expect(round).toMatchObject({ state: { blewAt: null, multiplier: '118.7999' }, multiplier: '118.7999', payout: '117.3332345812' });
  });

  it('settles an explosion at once: one debit that closes the round', () => {
    const { round, intents } = play(blown, EXAMPLE);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: blown,
      outcome: { liveWires: [9, 6, 7] },
      state: { cut: [2, 7, 0], blewAt: 7, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = play(defused, EXAMPLE, '2', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '11.8798' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '11.8798' });
    const lost = play(blown, EXAMPLE, '2', true);
    expect(lost.intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: true }]);
  });

  it('refuses to start without a float for every live wire', () => {
    expect(() => play({ live: 3, cut: [0] }, EXAMPLE.slice(0, 2))).toThrow(RangeError);
    expect(() => play({ live: 1, cut: [0] }, [])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = play(defused, EXAMPLE);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(defuseGame, round, { kind: 'start', floats: EXAMPLE })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(defuseGame, round, { kind: 'act', action: 'cut', params: { wire: 4 } })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(defuseGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    // The seam never leaves a defuse round open; were one forged, defuse still has nothing to play.
    const open: RoundSnapshot<DefuseParams, DefuseOutcome, DefuseState> = {
      ...newRoundSnapshot(defuseGame, defused, '1'),
      status: 'open',
      outcome: { liveWires: [9, 6, 7] },
      state: { cut: [3], blewAt: null, multiplier: '1.4142' },
    };
    expect(() => advanceRound(defuseGame, open, { kind: 'act', action: 'cut', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(defuseGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('refuses bad params before anything is drawn or debited', async () => {
    const demo = demoPlay(defuseGame, { openingBalance: '10' });
    await demo.open('defuse');
    for (const params of [{ live: 1, cut: [] }, { live: 3, cut: [0, 1, 2, 3, 4, 5, 6, 7] }, { live: 2, cut: [4, 4] }, { live: 4, cut: [1] }, { live: 1, cut: [1], extra: true }]) {
      await expect(demo.placeBet('defuse', '1', params)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await demo.balance()).toBe('10');
    expect((await demo.fairness()).nonce).toBe(0);
    // A good bet still plays, with the nonce the refused ones did not use.
    const { round } = await demo.placeBet('defuse', '1', { live: 1, cut: [4] });
    expect(round.status).toBe('CLOSED');
    expect((await demo.fairness()).nonce).toBe(1);
  });
});

describe('defuseGame.describeOutcome', () => {
  it('says the live wires in draw order and what they did to the cut, in the player’s language', () => {
    const describe = defuseGame.describeOutcome!;
    expect(describe({ liveWires: [9, 6, 7] }, defused, 'en')).toBe('live wires 9, 6, 7, defused (5.9399×)');
    expect(describe({ liveWires: [9, 6, 7] }, defused, 'pt')).toBe('fios vivos 9, 6, 7, desarmada (5,9399×)');
    expect(describe({ liveWires: [9, 6, 7] }, defused, 'es')).toBe('cables activos 9, 6, 7, desactivada (5,9399×)');
    expect(describe({ liveWires: [9, 6, 7] }, blown, 'en')).toBe('live wires 9, 6, 7, blew at wire 7');
    expect(describe({ liveWires: [4] }, { live: 1, cut: [4] }, 'pt')).toBe('fio vivo 4, explodiu no fio 4');
    expect(describe({ liveWires: [4] }, { live: 1, cut: [1, 2] }, 'es')).toBe('cable activo 4, desactivada (1,2374×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = play(blown, EXAMPLE);
    expect(defuseGame.describeOutcome!(round.outcome as DefuseOutcome, blown, 'en')).toBe('live wires 9, 6, 7, blew at wire 7');
  });
});

describe('defuseStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(defuseGame.strings).toBe(defuseStrings);
    const keys = Object.keys(defuseStrings.en).sort();
    for (const table of Object.values(defuseStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('fills the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(defuseStrings.en) as (keyof typeof defuseStrings.en)[]) {
      expect(placeholders(defuseStrings.pt[key]), key).toEqual(placeholders(defuseStrings.en[key]));
      expect(placeholders(defuseStrings.es[key]), key).toEqual(placeholders(defuseStrings.en[key]));
    }
  });
});
