import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { soccerGame } from './game';
import { soccerMultiplier } from './multiplier';
import { KICKS, ZONES } from './pitch';
import { soccerPlaybook } from './playbook';
import { shootParamsSchema, type SoccerDifficulty, type SoccerOutcome, type SoccerParams, type SoccerState } from './rules';
import { soccerStrings } from './strings';

type SoccerRound = RoundSnapshot<SoccerParams, SoccerOutcome, SoccerState>;

/**
 * Floats that make the keeper cover exactly `keeper[s]` on kick s (listed as drawn): each float sits in
 * the middle of the index it must give. Kicks not listed cover the first zones left (floats of 0).
 */
function floatsFor(difficulty: SoccerDifficulty, keeper: readonly (readonly number[])[]): number[] {
  const covered = soccerGame.floatCount({ difficulty }) / KICKS;
  return Array.from({ length: KICKS }, (_, kick) => {
    const zones = keeper[kick];
    if (!zones) return Array<number>(covered).fill(0);
    const left = Array.from({ length: ZONES }, (_, zone) => zone);
    return zones.map((zone, i) => {
      const index = left.indexOf(zone);
      left.splice(index, 1);
      return (index + 0.5) / (ZONES - i);
    });
  }).flat();
}

/** Starts a round of `stake` whose keeper covers `keeper` kick by kick. */
function startWith(difficulty: SoccerDifficulty, keeper: readonly (readonly number[])[], stake = '1', freeBet = false): SoccerRound {
  const { round, intents } = advanceRound(soccerGame, newRoundSnapshot(soccerGame, { difficulty }, stake, { freeBet }), {
    kind: 'start',
    floats: floatsFor(difficulty, keeper),
  });
  keeper.forEach((zones, kick) => expect(round.outcome!.keeper[kick]).toEqual(zones));
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const shoot = (round: SoccerRound, zone: unknown) => advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: { zone } });
const cashout = (round: SoccerRound) => advanceRound(soccerGame, round, { kind: 'cashout' });

/** Shoots at `zones` one by one, each a goal that leaves the round open with no money moved. */
function scoreAll(round: SoccerRound, zones: readonly number[]): SoccerRound {
  for (const zone of zones) {
    const next = shoot(round, zone);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: SoccerRound): RoundContext<SoccerParams, SoccerOutcome, SoccerState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('soccerGame start', () => {
  it('declares a multi-round game with shoot and cashout, drawing one float per covered zone per kick', () => {
    expect(soccerGame.key).toBe('soccer');
    expect(soccerGame.catalog.key).toBe('soccer');
    expect(soccerGame.lifecycle).toBe('stateful');
    expect(newRoundSnapshot(soccerGame, { difficulty: 'easy' as const }, '1').exclusive).toBe(true);
    expect(Object.keys(soccerGame.actions ?? {})).toEqual(['shoot']);
    expect(soccerGame.actions?.shoot?.params).toBe(shootParamsSchema);
    expect(soccerGame.cashout).toBeTypeOf('function');
    expect(soccerGame.expire).toBeUndefined();
    expect((['easy', 'medium', 'hard', 'expert'] as const).map((difficulty) => soccerGame.floatCount({ difficulty }))).toEqual([10, 20, 30, 40]);
  });

  it('hides the keeper and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(soccerGame, newRoundSnapshot(soccerGame, { difficulty: 'medium' }, '1'), { kind: 'start', floats: Array(20).fill(0) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { difficulty: 'medium' },
      outcome: { keeper: Array.from({ length: 10 }, () => [0, 1]) },
      state: { difficulty: 'medium', kicks: [] },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    const round = startWith('easy', [[0]]);
    expect(() => advanceRound(soccerGame, round, { kind: 'start', floats: Array(10).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('soccerGame shoot', () => {
  it('scores into an open zone, raising the cashout, and is saved in a covered one', () => {
    const start = startWith('medium', [[0, 3], [4, 3], [2, 5]]);
    const first = shoot(start, 4);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { difficulty: 'medium', kicks: [{ zone: 4, keeper: [0, 3], goal: true }] }, multiplier: '1.485' });
    const second = shoot(first.round, 0);
    expect(second.round.multiplier).toBe('2.2275');
    const saved = shoot(second.round, 2);
    expect(saved.intents).toEqual([{ kind: 'close' }]);
    expect(saved.round).toEqual({
      ...start,
      status: 'closed',
      state: {
        difficulty: 'medium',
        kicks: [
          { zone: 4, keeper: [0, 3], goal: true },
          { zone: 0, keeper: [4, 3], goal: true },
          { zone: 2, keeper: [2, 5], goal: false },
        ],
      },
      multiplier: '0',
      payout: '0',
    });
  });

  it('loses the stake on a save at the first kick, and a free bet lost moves no money either', () => {
    const lost = shoot(startWith('expert', [[0, 1, 2, 3]]), 2);
    expect(lost.round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0', wagered: '1' });
    expect(lost.intents).toEqual([{ kind: 'close' }]);
    const free = shoot(startWith('expert', [[0, 1, 2, 3]], '2', true), 0);
    expect(free.round).toMatchObject({ status: 'closed', payout: '0', wagered: '0', freeBet: true });
    expect(free.intents).toEqual([{ kind: 'close' }]);
  });

  it('wins by itself on the 10th goal, paying stake × the 10-goal multiplier', () => {
    const keeper = Array.from({ length: KICKS }, () => [0, 1, 2, 3]);
    const round = scoreAll(startWith('expert', keeper, '0.5'), [4, 5, 4, 5, 4, 5, 4, 5, 4]);
    expect(round.multiplier).toBe('19486.17');
    const last = shoot(round, 5);
    expect(last.round).toMatchObject({ status: 'closed', multiplier: '58458.51', payout: '29229.255' });
    expect(last.round.state!.kicks).toHaveLength(KICKS);
    expect(last.intents).toEqual([{ kind: 'credit', amount: '29229.255' }]);
  });

  it('lets the player aim at the same zone again: the keeper draws afresh every kick', () => {
    const round = scoreAll(startWith('hard', [[0, 1, 2], [3, 4, 5], [0, 4, 2]]), [5, 0]);
    expect(round.multiplier).toBe('3.96');
    expect(shoot(round, 5).round.multiplier).toBe('7.92');
    expect(shoot(round, 0).round.status).toBe('closed');
  });

  it('refuses unknown actions and bad params, and a refused move changes nothing', () => {
    const round = startWith('easy', [[3]]);
    const before = structuredClone(round);
    expect(() => advanceRound(soccerGame, round, { kind: 'act', action: 'dive', params: { zone: 1 } })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(soccerGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ zone: 6 }, { zone: -1 }, { zone: 0.5 }, { zone: '1' }, {}, null, { zone: 1, power: 9 }]) {
      expect(() => advanceRound(soccerGame, round, { kind: 'act', action: 'shoot', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = shoot(startWith('easy', [[3]]), 3).round;
    expect(() => shoot(lost, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    // The rules refuse too, on the state alone, were they ever handed a finished round.
    expect(() => soccerGame.actions!.shoot!.play(context(lost), { zone: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => soccerGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = shoot(scoreAll(startWith('easy', []), [5, 5, 5, 5, 5, 5, 5, 5, 5]), 5).round;
    expect(won).toMatchObject({ status: 'closed', multiplier: '6.1298' });
    expect(() => shoot(won, 5)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => soccerGame.actions!.shoot!.play(context(won), { zone: 5 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => soccerGame.cashout!(context(won))).toThrow(GameRuleError);
  });

  it('leaves the given state untouched', () => {
    const round = startWith('medium', [[0, 1]]);
    shoot(round, 2);
    expect(round.state).toEqual({ difficulty: 'medium', kicks: [] });
  });
});

describe('soccerGame cashout', () => {
  it('is not allowed before the first goal', () => {
    expect(() => cashout(startWith('easy', [[0]]))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = scoreAll(startWith('medium', [[0, 1], [2, 3], [4, 5]]), [5, 5, 0]);
    expect(round.multiplier).toBe('3.3412');
    const { round: cashed, intents } = cashout(round);
    // 1 × 3.3412 exact.
    expect(intents).toEqual([{ kind: 'credit', amount: '3.3412' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', payout: '3.3412' });
    const small = cashout(scoreAll(startWith('medium', [[0, 1], [2, 3], [4, 5]], stake), [5, 5, 0]));
    // 0.1234567901 × 3.3412 = 0.41249382708212: rounded down to 10 places.
    expect(payoutOf(stake, '3.3412').toFixed()).toBe('0.412493827');
    expect(small.intents).toEqual([{ kind: 'credit', amount: '0.412493827' }]);
  });

  it('pays a free bet the grant’s stake × the multiplier in full, though it debited nothing', () => {
    const round = scoreAll(startWith('hard', [[0, 1, 2]], '2', true), [4]);
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '3.96' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '3.96', wagered: '0', freeBet: true });
  });
});

describe('a round left open 24 hours', () => {
  it('is cashed out at its multiplier after a goal (the seam’s default: soccer owes no more)', () => {
    const round = scoreAll(startWith('expert', [[0, 1, 2, 3], [0, 1, 2, 3]]), [4, 5]);
    const { round: settled, intents } = advanceRound(soccerGame, round, { kind: 'expire' });
    expect(settled).toMatchObject({ status: 'closed', multiplier: '8.91', payout: '8.91' });
    expect(intents).toEqual([{ kind: 'credit', amount: '8.91' }]);
  });

  it('is closed as a loss with no goal yet', () => {
    const { round, intents } = advanceRound(soccerGame, startWith('easy', [[0]]), { kind: 'expire' });
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
    expect(intents).toEqual([{ kind: 'close' }]);
  });
});

describe('soccerPlaybook', () => {
  it('plays medium, a kick at a time, and every round it plays ends within 10 kicks', () => {
    expect(soccerPlaybook.params).toEqual({ difficulty: 'medium' });
    let wins = 0;
    let losses = 0;
    // A fixed stream of floats (Lehmer's generator), so the test is the same on every run.
    let state = 12_345;
    const next = () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let seed = 0; seed < 200; seed++) {
      const floats = Array.from({ length: 20 }, next);
      let round: SoccerRound = advanceRound(soccerGame, newRoundSnapshot(soccerGame, soccerPlaybook.params, '1'), { kind: 'start', floats }).round;
      for (let kick = 0; round.status === 'open'; kick++) {
        expect(kick).toBeLessThan(KICKS);
        const move = soccerPlaybook.next(round.state!, round.params);
        expect(move.action).toBe('shoot');
        round = advanceRound(soccerGame, round, { kind: 'act', action: move.action, params: move.params }).round;
      }
      if (round.payout === '0') losses++;
      else wins++;
    }
    expect(losses).toBeGreaterThan(0);
    expect(wins).toBeGreaterThan(0);
  });

  it('can cash out after its first kick two times in three: a win and a loss are both likely at once', () => {
    const round = startWith('medium', [[1, 2]]);
    const move = soccerPlaybook.next(round.state!, round.params);
    expect(move).toEqual({ action: 'shoot', params: { zone: 0 } });
    const after = advanceRound(soccerGame, round, { kind: 'act', action: move.action, params: move.params }).round;
    expect(after.multiplier).toBe(soccerMultiplier('medium', 1));
  });
});

describe('soccerGame.describeOutcome', () => {
  const describe_ = soccerGame.describeOutcome!;
  const keeper = [[3, 0], [4, 3], [5, 2], [5, 1], [4, 3], [0, 4], [0, 4], [1, 5], [2, 1], [3, 2]];

  it('lists the keeper’s zones kick by kick, numbered 1 … 6 and ascending within a kick, in the player’s language', () => {
    expect(describe_({ keeper }, { difficulty: 'medium' }, 'en')).toBe('keeper’s zones, kick by kick: 1+4, 4+5, 3+6, 2+6, 4+5, 1+5, 1+5, 2+6, 2+3, 3+4');
    expect(describe_({ keeper: [[0], [5]] }, { difficulty: 'easy' }, 'pt')).toBe('zonas do goleiro, cobrança a cobrança: 1, 6');
    expect(describe_({ keeper: [[0], [5]] }, { difficulty: 'easy' }, 'es')).toBe('zonas del portero, tiro a tiro: 1, 6');
  });

  it('leaves the recorded outcome in draw order', () => {
    const round = startWith('medium', [[3, 0]]);
    describe_(round.outcome!, round.params, 'en');
    expect(round.outcome!.keeper[0]).toEqual([3, 0]);
  });
});

describe('soccerStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(soccerGame.strings).toBe(soccerStrings);
    const keys = Object.keys(soccerStrings.en);
    for (const table of Object.values(soccerStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
