import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type BalloonDifficulty } from './difficulty';
import { balloonGame } from './game';
import { balloonMultiplier } from './multiplier';
import { pumpParamsSchema, type BalloonOutcome, type BalloonParams, type BalloonState } from './rules';
import { balloonStrings } from './strings';

type BalloonRound = RoundSnapshot<BalloonParams, BalloonOutcome, BalloonState>;

/** Starts a round of `stake` at `difficulty` whose balloon pops on pump `popAt` (null: never), with floats that draw it. */
function startWith(difficulty: BalloonDifficulty, popAt: number | null, stake = '1', terms: { freeBet?: boolean } = {}): BalloonRound {
  const floats = Array.from({ length: DIFFICULTIES[difficulty].pumps }, (_, i) => (i + 1 === popAt ? 0.001 : 0.999));
  const { round, intents } = advanceRound(balloonGame, newRoundSnapshot(balloonGame, { difficulty }, stake, terms), { kind: 'start', floats });
  expect(round.outcome).toEqual({ popAt });
  expect(intents).toEqual([{ kind: 'debit', amount: terms.freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const pump = (round: BalloonRound, params: unknown = {}) => advanceRound(balloonGame, round, { kind: 'act', action: 'pump', params });
const cashout = (round: BalloonRound) => advanceRound(balloonGame, round, { kind: 'cashout' });
const expire = (round: BalloonRound) => advanceRound(balloonGame, round, { kind: 'expire' });

/** Pumps `times` times, each leaving the round open with no money moved. */
function pumpTimes(round: BalloonRound, times: number): BalloonRound {
  for (let i = 0; i < times; i++) {
    const next = pump(round);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

/** What the rule itself is handed for `round`, to call it without the seam. */
const context = (round: BalloonRound): RoundContext<BalloonParams, BalloonOutcome, BalloonState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('balloonGame start', () => {
  it('declares a multi-round game reading one float per pump of the cap, with pump and cashout', () => {
    expect(balloonGame.key).toBe('balloon');
    expect(balloonGame.catalog.route).toBe('balloon');
    expect(newRoundSnapshot(balloonGame, { difficulty: 'easy' as const }, '1').exclusive).toBe(true);
    expect(Object.keys(balloonGame.actions ?? {})).toEqual(['pump']);
    expect(balloonGame.actions?.pump?.params).toBe(pumpParamsSchema);
    expect(balloonGame.cashout).toBeTypeOf('function');
    expect(balloonGame.expire).toBeUndefined();
    expect((['easy', 'medium', 'hard', 'expert'] as const).map((difficulty) => balloonGame.floatCount({ difficulty }))).toEqual([40, 30, 24, 20]);
  });

  it('hides the pop and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const floats = [0.9, 0.8, 0.2, ...Array<number>(21).fill(0.5)];
    const { round, intents } = advanceRound(balloonGame, newRoundSnapshot(balloonGame, { difficulty: 'hard' }, '1'), { kind: 'start', floats });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { difficulty: 'hard' },
      outcome: { popAt: 3 },
      state: { difficulty: 'hard', pumps: 0, popped: false },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(balloonGame, startWith('easy', 5), { kind: 'start', floats: Array<number>(40).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('balloonGame pump', () => {
  it('pays more with each pump held and loses on the pop', () => {
    const start = startWith('hard', 3);
    const first = pump(start);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { difficulty: 'hard', pumps: 1, popped: false }, multiplier: '1.32' });
    const second = pump(first.round);
    expect(second.round).toEqual({ ...start, state: { difficulty: 'hard', pumps: 2, popped: false }, multiplier: '1.76' });
    const pop = pump(second.round);
    expect(pop.intents).toEqual([{ kind: 'close' }]);
    expect(pop.round).toEqual({ ...start, status: 'closed', state: { difficulty: 'hard', pumps: 2, popped: true }, multiplier: '0', payout: '0' });
  });

  it('loses on the very first pump when it pops', () => {
    const { round, intents } = pump(startWith('expert', 1));
    expect(round).toMatchObject({ status: 'closed', state: { difficulty: 'expert', pumps: 0, popped: true }, payout: '0' });
    expect(intents).toEqual([{ kind: 'close' }]);
  });

  it('wins by itself on the cap’s last pump', () => {
    const round = pumpTimes(startWith('expert', null, '0.5'), 19);
    expect(round.multiplier).toBe('519045.12');
    const last = pump(round);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { difficulty: 'expert', pumps: 20, popped: false }, multiplier: '1038090.24', payout: '519045.12' });
    expect(last.intents).toEqual([{ kind: 'credit', amount: '519045.12' }]);
  });

  it('reaches the cap when the pop would come only after it (never, in the outcome: popAt is within the cap or null)', () => {
    const last = pump(pumpTimes(startWith('easy', 40), 39));
    expect(last.round).toMatchObject({ status: 'closed', state: { pumps: 39, popped: true }, payout: '0' });
  });

  it('refuses params on a pump and unknown actions, and a refused move changes nothing', () => {
    const round = startWith('medium', 2);
    const before = structuredClone(round);
    expect(() => advanceRound(balloonGame, round, { kind: 'act', action: 'inflate', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(balloonGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ times: 2 }, { pumps: 1 }, 3, 'x']) expect(() => pump(round, bad)).toThrow(code('INVALID_ACTION'));
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = pump(startWith('hard', 1)).round;
    expect(() => pump(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => balloonGame.actions!.pump!.play(context(lost), {})).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => balloonGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = pump(pumpTimes(startWith('expert', null), 19)).round;
    expect(won.status).toBe('closed');
    expect(() => pump(won)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => balloonGame.actions!.pump!.play(context(won), {})).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => balloonGame.cashout!(context(won))).toThrow(GameRuleError);
  });

  it('leaves the given state untouched', () => {
    const round = startWith('easy', 9);
    pump(round);
    expect(round.state).toEqual({ difficulty: 'easy', pumps: 0, popped: false });
  });
});

describe('balloonGame cashout', () => {
  it('is not allowed before the first pump', () => {
    expect(() => cashout(startWith('easy', 4))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = pumpTimes(startWith('hard', 5, stake), 3);
    expect(round.multiplier).toBe('2.3466');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 2.3466 = 0.28970370364866: rounded down to 10 places.
    expect(payoutOf(stake, '2.3466').toFixed()).toBe('0.2897037036');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2897037036' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '2.3466', payout: '0.2897037036' });
  });

  it('pays a free bet’s stake × multiplier in full though its opening debit was 0', () => {
    const round = pumpTimes(startWith('medium', 7, '2', { freeBet: true }), 2);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '1.293' });
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '2.586' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '2.586', wagered: '0' });
    // A free bet that pops closes with no money at all.
    const lost = pump(startWith('medium', 1, '2', { freeBet: true }));
    expect(lost.intents).toEqual([{ kind: 'close' }]);
  });
});

describe('balloonGame left open for 24 hours', () => {
  it('is cashed out at its multiplier after a pump held', () => {
    const round = pumpTimes(startWith('hard', 6, '3'), 2);
    const { round: settled, intents } = expire(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '5.28' }]);
    expect(settled).toMatchObject({ status: 'closed', multiplier: balloonMultiplier('hard', 2), payout: '5.28', state: { pumps: 2, popped: false } });
  });

  it('is closed as a loss with no pump made', () => {
    const { round, intents } = expire(startWith('easy', null));
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0', state: { pumps: 0, popped: false } });
  });
});

describe('balloonGame.describeOutcome', () => {
  const describeOutcome = balloonGame.describeOutcome!;

  it('names the pump that pops, or says the balloon holds through the cap, in the player’s language', () => {
    expect(describeOutcome({ popAt: 4 }, { difficulty: 'hard' }, 'en')).toBe('pops on pump 4');
    expect(describeOutcome({ popAt: 4 }, { difficulty: 'hard' }, 'pt')).toBe('estoura na bombada 4');
    expect(describeOutcome({ popAt: 4 }, { difficulty: 'hard' }, 'es')).toBe('explota en el bombeo 4');
    expect(describeOutcome({ popAt: null }, { difficulty: 'hard' }, 'en')).toBe('holds all 24 pumps');
    expect(describeOutcome({ popAt: null }, { difficulty: 'easy' }, 'es')).toBe('aguanta los 40 bombeos');
  });
});

describe('balloonStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(balloonGame.strings).toBe(balloonStrings);
    const keys = Object.keys(balloonStrings.en);
    for (const table of Object.values(balloonStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
