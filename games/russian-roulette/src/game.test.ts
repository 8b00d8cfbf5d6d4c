import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { russianRouletteGame } from './game';
import { russianRouletteMultiplier } from './multiplier';
import { pullParamsSchema, type RussianRouletteOutcome, type RussianRouletteParams, type RussianRouletteState } from './rules';
import { russianRouletteStrings } from './strings';

type RouletteRound = RoundSnapshot<RussianRouletteParams, RussianRouletteOutcome, RussianRouletteState>;

/** Starts a round of `stake` whose loaded chambers are exactly `chambers` (listed as drawn), choosing floats that draw them. */
function startWith(chambers: readonly number[], stake = '1', terms: { freeBet?: boolean } = {}): RouletteRound {
  const left = [1, 2, 3, 4, 5, 6];
  const floats = chambers.map((chamber, i) => {
    const index = left.indexOf(chamber);
    left.splice(index, 1);
    return (index + 0.5) / (6 - i);
  });
  const game = russianRouletteGame;
  const { round, intents } = advanceRound(game, newRoundSnapshot(game, { bullets: chambers.length }, stake, terms), { kind: 'start', floats });
  expect(round.outcome!.loaded).toEqual(chambers);
  expect(intents).toEqual([{ kind: 'debit', amount: terms.freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const pull = (round: RouletteRound, params: unknown = {}) => advanceRound(russianRouletteGame, round, { kind: 'act', action: 'pull', params });
const cashout = (round: RouletteRound) => advanceRound(russianRouletteGame, round, { kind: 'cashout' });
const expire = (round: RouletteRound) => advanceRound(russianRouletteGame, round, { kind: 'expire' });

/** Pulls `times` times, each clicking and leaving the round open with no money moved. */
function pullTimes(round: RouletteRound, times: number): RouletteRound {
  for (let i = 0; i < times; i++) {
    const next = pull(round);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: RouletteRound): RoundContext<RussianRouletteParams, RussianRouletteOutcome, RussianRouletteState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

describe('russianRouletteGame start', () => {
  it('declares a multi-round game under the key russianRoulette, routed as russian-roulette, one float per bullet', () => {
    expect(russianRouletteGame.key).toBe('russianRoulette');
    expect(russianRouletteGame.catalog.route).toBe('russian-roulette');
    expect(newRoundSnapshot(russianRouletteGame, { bullets: 2 }, '1').exclusive).toBe(true);
    expect(Object.keys(russianRouletteGame.actions ?? {})).toEqual(['pull']);
    expect(russianRouletteGame.actions?.pull?.params).toBe(pullParamsSchema);
    expect(russianRouletteGame.expire).toBeUndefined();
    expect([1, 2, 3, 4, 5].map((bullets) => russianRouletteGame.floatCount({ bullets }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('hides the loaded chambers and opens with nothing to cash out', () => {
    const { round, intents } = advanceRound(russianRouletteGame, newRoundSnapshot(russianRouletteGame, { bullets: 2 }, '1'), { kind: 'start', floats: [0.77, 0.47] });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { bullets: 2 },
      outcome: { loaded: [5, 3] },
      state: { bullets: 2, survived: 0, bang: false },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(russianRouletteGame, startWith([4]), { kind: 'start', floats: [0.5] })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('russianRouletteGame pull', () => {
  it('fires the chambers in order: clicks raise the multiplier, a bullet loses', () => {
    const start = startWith([5, 3]);
    const first = pull(start);
    expect(first.round).toEqual({ ...start, state: { bullets: 2, survived: 1, bang: false }, multiplier: '1.485' });
    const second = pull(first.round);
    expect(second.round).toEqual({ ...start, state: { bullets: 2, survived: 2, bang: false }, multiplier: '2.475' });
    const bang = pull(second.round);
    expect(bang.intents).toEqual([{ kind: 'close' }]);
    expect(bang.round).toEqual({ ...start, status: 'closed', state: { bullets: 2, survived: 2, bang: true }, multiplier: '0', payout: '0' });
  });

  it('loses on the first pull when chamber 1 is loaded', () => {
    const { round, intents } = pull(startWith([1, 4, 6]));
    expect(round).toMatchObject({ status: 'closed', state: { bullets: 3, survived: 0, bang: true }, payout: '0' });
    expect(intents).toEqual([{ kind: 'close' }]);
  });

  it('wins by itself when the last empty chamber clicks', () => {
    const round = pullTimes(startWith([6, 4, 5], '2.5'), 2);
    const last = pull(round);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { bullets: 3, survived: 3, bang: false }, multiplier: '19.8', payout: '49.5' });
    expect(last.intents).toEqual([{ kind: 'credit', amount: '49.5' }]);
  });

  it('wins at once with 5 bullets when chamber 1 is the empty one', () => {
    const { round, intents } = pull(startWith([2, 3, 4, 5, 6], '1.5'));
    expect(round).toMatchObject({ status: 'closed', multiplier: '5.94', payout: '8.91' });
    expect(intents).toEqual([{ kind: 'credit', amount: '8.91' }]);
  });

  it('refuses params on a pull and unknown actions, and a refused move changes nothing', () => {
    const round = startWith([6]);
    const before = structuredClone(round);
    expect(() => advanceRound(russianRouletteGame, round, { kind: 'act', action: 'spin', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ chamber: 2 }, { times: 1 }, 3]) expect(() => pull(round, bad)).toThrow(code('INVALID_ACTION'));
    expect(round).toEqual(before);
  });

  it('refuses every move once the round is over', () => {
    const lost = pull(startWith([1])).round;
    expect(() => pull(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => russianRouletteGame.actions!.pull!.play(context(lost), {})).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => russianRouletteGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = pull(startWith([2, 3, 4, 5, 6])).round;
    expect(won.status).toBe('closed');
    expect(() => pull(won)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => russianRouletteGame.actions!.pull!.play(context(won), {})).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => russianRouletteGame.cashout!(context(won))).toThrow(GameRuleError);
  });

  it('leaves the given state untouched', () => {
    const round = startWith([6, 5]);
    pull(round);
    expect(round.state).toEqual({ bullets: 2, survived: 0, bang: false });
  });
});

describe('russianRouletteGame cashout', () => {
  it('is not allowed before the first pull', () => {
    expect(() => cashout(startWith([3]))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567901';
    const round = pullTimes(startWith([6], stake), 1);
    expect(round.multiplier).toBe('1.188');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 1.188 = 0.1466666666388: rounded down to 10 places.
    expect(payoutOf(stake, '1.188').toFixed()).toBe('0.1466666666');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.1466666666' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', multiplier: '1.188', payout: '0.1466666666' });
  });

  it('pays a free bet’s stake × multiplier in full though its opening debit was 0', () => {
    const round = pullTimes(startWith([4, 6], '2', { freeBet: true }), 2);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', multiplier: '2.475' });
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '4.95' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '4.95', wagered: '0' });
    expect(pull(startWith([1, 2], '2', { freeBet: true })).intents).toEqual([{ kind: 'close' }]);
  });
});

describe('russianRouletteGame left open for 24 hours', () => {
  it('is cashed out at its multiplier after a click', () => {
    const round = pullTimes(startWith([5, 6, 4], '3'), 1);
    const { round: settled, intents } = expire(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '5.94' }]);
    expect(settled).toMatchObject({ status: 'closed', multiplier: russianRouletteMultiplier(3, 1), payout: '5.94' });
  });

  it('is closed as a loss before the first pull', () => {
    const { round, intents } = expire(startWith([2]));
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0', state: { survived: 0, bang: false } });
  });
});

describe('russianRouletteGame.describeOutcome', () => {
  const describeOutcome = russianRouletteGame.describeOutcome!;

  it('lists the loaded chambers ascending, in the player’s language', () => {
    expect(describeOutcome({ loaded: [5, 3] }, { bullets: 2 }, 'en')).toBe('bullets in chambers 3 and 5');
    expect(describeOutcome({ loaded: [5, 3, 1] }, { bullets: 3 }, 'pt')).toBe('balas nas câmaras 1, 3 e 5');
    expect(describeOutcome({ loaded: [5, 3] }, { bullets: 2 }, 'es')).toBe('balas en las recámaras 3 y 5');
    expect(describeOutcome({ loaded: [4] }, { bullets: 1 }, 'en')).toBe('bullet in chamber 4');
  });
});

describe('russianRouletteStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(russianRouletteGame.strings).toBe(russianRouletteStrings);
    const keys = Object.keys(russianRouletteStrings.en);
    for (const table of Object.values(russianRouletteStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
