import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { launchGame } from './game';
import type { LaunchOutcome, LaunchParams, LaunchState } from './rules';
import { launchStrings } from './strings';

/** Flies a launch bet of `stake` on `floats`, through the seam. */
function fly(params: LaunchParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(launchGame, newRoundSnapshot(launchGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });

const orbit: LaunchParams = { destination: 'orbit' };
/** A float every stage fires on, and one every stage fails on. */
const FIRE = 0.1;
const FAIL = 0.99;

describe('launchGame', () => {
  it('declares a one-shot game with one float per stage, no actions and no cashout', () => {
    expect(launchGame.key).toBe('launch');
    expect(launchGame.catalog.key).toBe('launch');
    expect(launchGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(launchGame, orbit, '1').exclusive).toBe(false);
    expect(launchGame.actions).toBeUndefined();
    expect(launchGame.cashout).toBeUndefined();
    expect((['sky', 'stratosphere', 'orbit', 'moon', 'mars'] as const).map((destination) => launchGame.floatCount({ destination }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = fly(orbit, [FIRE, FIRE, FIRE]);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '4.224' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: orbit,
      outcome: { fired: 3 },
      state: { fired: 3, failedStage: null, multiplier: '4.224' },
      stake: '1',
      wagered: '1',
      multiplier: '4.224',
      payout: '4.224',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // 0.1234567891 × 45.056 = 5.5624690896896: the last 3 digits go.
    const { round, intents } = fly({ destination: 'mars' }, [FIRE, FIRE, FIRE, FIRE, FIRE], stake);
    expect(payoutOf(stake, '45.056').toFixed()).toBe('5.5624690896');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '5.5624690896' },
    ]);
    expect(round).toMatchObject({ state: { fired: 5, failedStage: null, multiplier: '45.056' }, multiplier: '45.056', payout: '5.5624690896' });
  });

  it('settles a loss at once: one debit that closes the round, the failed stage recorded', () => {
    const { round, intents } = fly(orbit, [FIRE, FIRE, FAIL]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: orbit,
      outcome: { fired: 2 },
      state: { fired: 2, failedStage: 3, multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('loses on the pad when the first stage fails', () => {
    const { round } = fly({ destination: 'mars' }, [FAIL, FIRE, FIRE, FIRE, FIRE]);
    expect(round).toMatchObject({ outcome: { fired: 0 }, state: { fired: 0, failedStage: 1, multiplier: '0' }, payout: '0' });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = fly({ destination: 'sky' }, [FIRE], '2', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '2.64' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '2.64' });
  });

  it('refuses to start without a float for every stage', () => {
    expect(() => fly(orbit, [FIRE, FIRE])).toThrow(RangeError);
    expect(() => fly(orbit, [FIRE, FIRE, 1])).toThrow(RangeError);
  });

  it('validates its params with the schema the API refuses a bet by, before anything moves', () => {
    for (const params of [{ destination: 'venus' }, { destination: 'Sky' }, { destination: 'sky', extra: 1 }, {}, { destination: 3 }]) {
      expect(launchGame.params.safeParse(params).success).toBe(false);
    }
    expect(launchGame.params.parse({ destination: 'moon' })).toEqual({ destination: 'moon' });
  });

  it('refuses every move after the start', () => {
    const { round } = fly(orbit, [FIRE, FAIL, FIRE]);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(launchGame, round, { kind: 'start', floats: [0.5, 0.5, 0.5] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(launchGame, round, { kind: 'act', action: 'fire', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(launchGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
    expect(() => advanceRound(launchGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<LaunchParams, LaunchOutcome, LaunchState> = {
      ...newRoundSnapshot(launchGame, orbit, '1'),
      status: 'open',
      outcome: { fired: 1 },
      state: { fired: 1, failedStage: 2, multiplier: '0' },
    };
    expect(() => advanceRound(launchGame, open, { kind: 'act', action: 'fire', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(launchGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('launchGame.describeOutcome', () => {
  it('says how many stages fired and what it paid, in the player’s language', () => {
    const describe = launchGame.describeOutcome!;
    expect(describe({ fired: 2 }, orbit, 'en')).toBe('2 of 3 stages fired (0×)');
    expect(describe({ fired: 3 }, orbit, 'pt')).toBe('3 de 3 estágios dispararam (4,224×)');
    expect(describe({ fired: 5 }, { destination: 'mars' }, 'es')).toBe('5 de 5 etapas encendieron (45,056×)');
    expect(describe({ fired: 1 }, { destination: 'sky' }, 'en')).toBe('1 of 1 stages fired (1.32×)');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = fly(orbit, [FIRE, FAIL, FIRE]);
    expect(launchGame.describeOutcome!(round.outcome as LaunchOutcome, orbit, 'en')).toBe('1 of 3 stages fired (0×)');
  });
});

describe('launchStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(launchGame.strings).toBe(launchStrings);
    const keys = Object.keys(launchStrings.en).sort();
    for (const table of Object.values(launchStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
