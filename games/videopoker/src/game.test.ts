import { advanceRound, newRoundSnapshot, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { cards } from './deck';
import { videopokerGame } from './game';
import { drawParamsSchema, type VideopokerOutcome, type VideopokerParams, type VideopokerState } from './rules';
import { videopokerStrings } from './strings';
import { floatsDealing } from './test-deals';

type VideopokerRound = RoundSnapshot<VideopokerParams, VideopokerOutcome, VideopokerState>;

/** Starts a round of `stake` dealing `dealt`, with `replacements` next in the deck. */
function deal(dealt: string, replacements: string, stake = '1', freeBet = false): VideopokerRound {
  const { round, intents } = advanceRound(videopokerGame, newRoundSnapshot(videopokerGame, {}, stake, { freeBet }), {
    kind: 'start',
    floats: floatsDealing(dealt, replacements),
  });
  expect(round.state!.dealt).toEqual(cards(dealt));
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const draw = (round: VideopokerRound, holds: unknown) => advanceRound(videopokerGame, round, { kind: 'act', action: 'draw', params: { holds } });
const code = (c: string) => expect.objectContaining({ code: c });
const context = (round: VideopokerRound): RoundContext<VideopokerParams, VideopokerOutcome, VideopokerState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

// RULES.md's worked example: a pair of aces dealt; the aces held draw 9♣ J♦ A♠.
const EXAMPLE = ['10♠ J♠ A♣ 5♦ A♦', '9♣ J♦ A♠ 6♣ Q♦'] as const;

describe('videopokerGame start', () => {
  it('declares a multi-round game of ten floats with one action, no cashout, and its own timeout move', () => {
    expect(videopokerGame.key).toBe('videopoker');
    expect(videopokerGame.catalog).toMatchObject({ key: 'videopoker', route: 'videopoker', lifecycle: 'stateful', freeBets: true });
    expect(newRoundSnapshot(videopokerGame, {}, '1').exclusive).toBe(true);
    expect(Object.keys(videopokerGame.actions ?? {})).toEqual(['draw']);
    expect(videopokerGame.actions?.draw?.params).toBe(drawParamsSchema);
    expect(videopokerGame.cashout).toBeUndefined();
    expect(videopokerGame.expire).toBeTypeOf('function');
    expect(videopokerGame.floatCount({})).toBe(10);
  });

  it('deals five cards face up with the suggested holds; the other five stay hidden in the outcome', () => {
    const round = deal(...EXAMPLE);
    expect(round).toEqual({
      status: 'open',
      params: {},
      outcome: { cards: cards(`${EXAMPLE[0]} ${EXAMPLE[1]}`) },
      state: { dealt: cards(EXAMPLE[0]), hint: [false, false, true, false, true], held: null, final: null, hand: 'jacksOrBetter' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses params and a second start', () => {
    expect(videopokerGame.params.safeParse({ hand: 1 }).success).toBe(false);
    const round = deal(...EXAMPLE);
    expect(() => advanceRound(videopokerGame, round, { kind: 'start', floats: floatsDealing(EXAMPLE[0]) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('videopokerGame draw', () => {
  it('replaces the cards not held, left to right, by the next cards of the deck, and pays the final hand', () => {
    const { round, intents } = draw(deal(...EXAMPLE, '2'), [false, false, true, false, true]);
    expect(round.state).toEqual({
      dealt: cards(EXAMPLE[0]),
      hint: [false, false, true, false, true],
      held: [false, false, true, false, true],
      final: cards('9♣ J♦ A♣ A♠ A♦'),
      hand: 'threeOfAKind',
    });
    expect(round).toMatchObject({ status: 'closed', multiplier: '3', payout: '6' });
    expect(intents).toEqual([{ kind: 'credit', amount: '6' }]);
  });

  it('gives the stake back on Jacks or Better, as one credit', () => {
    const { round, intents } = draw(deal(...EXAMPLE, '2.5'), [true, true, true, true, true]);
    expect(round.state!.final).toEqual(cards(EXAMPLE[0]));
    expect(round).toMatchObject({ status: 'closed', multiplier: '1', payout: '2.5' });
    expect(intents).toEqual([{ kind: 'credit', amount: '2.5' }]);
  });

  it('loses on anything less, closing the round with no money moved', () => {
    // 10♠ and 5♦ kept, the rest thrown: 9♣ J♦ A♠ come in, ace high and nothing else.
    const { round, intents } = draw(deal(...EXAMPLE), [true, false, false, true, false]);
    expect(round.state!.final).toEqual(cards('10♠ 9♣ J♦ 5♦ A♠'));
    expect(round.state!.hand).toBe('nothing');
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
    expect(intents).toEqual([{ kind: 'close' }]);
  });

  it('pays 800 × the stake for a royal flush drawn to four', () => {
    const { round, intents } = draw(deal('A♠ K♠ Q♠ J♠ 2♥', '10♠', '2.5'), [true, true, true, true, false]);
    expect(round.state).toMatchObject({ final: cards('A♠ K♠ Q♠ J♠ 10♠'), hand: 'royalFlush' });
    expect(round).toMatchObject({ multiplier: '800', payout: '2000' });
    expect(intents).toEqual([{ kind: 'credit', amount: '2000' }]);
  });

  it('pays a 10-place stake times the multiplier exactly', () => {
    const { round } = draw(deal('Q♣ Q♦ Q♥ 4♠ 4♦', '', '0.1234567891'), [true, true, true, true, true]);
    expect(round).toMatchObject({ multiplier: '9', payout: '1.1111111019' });
  });

  it('refuses a second draw, a cashout, bad holds and unknown actions, and a refused move changes nothing', () => {
    const round = deal(...EXAMPLE);
    const before = structuredClone(round);
    expect(() => advanceRound(videopokerGame, round, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
    expect(() => advanceRound(videopokerGame, round, { kind: 'act', action: 'hold', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [[true, true, true, true], [true, true, true, true, true, true], [1, 0, 0, 0, 0], 'all', null]) {
      expect(() => draw(round, bad)).toThrow(code('INVALID_ACTION'));
    }
    expect(() => advanceRound(videopokerGame, round, { kind: 'act', action: 'draw', params: { holds: [true, true, true, true, true], extra: 1 } })).toThrow(
      code('INVALID_ACTION'),
    );
    expect(round).toEqual(before);
    const drawn = draw(round, [true, true, true, true, true]).round;
    expect(() => draw(drawn, [true, true, true, true, true])).toThrow(code('ROUND_NOT_OPEN'));
    // The rule refuses too, on the state alone, were it ever handed a drawn round.
    expect(() => videopokerGame.actions!.draw!.play(context(drawn), { holds: [true, true, true, true, true] })).toThrow(code('ROUND_NOT_OPEN'));
    expect(round).toEqual(before);
  });
});

describe('videopokerGame on timeout', () => {
  it('draws an abandoned hand on the suggested holds and pays it like any draw', () => {
    const round = deal(...EXAMPLE, '3');
    const expired = advanceRound(videopokerGame, round, { kind: 'expire' });
    expect(expired).toEqual(draw(round, [false, false, true, false, true]));
    expect(expired.round).toMatchObject({ status: 'closed', multiplier: '3', payout: '9' });
    expect(expired.intents).toEqual([{ kind: 'credit', amount: '9' }]);
  });

  it('closes it as a loss when the suggested draw misses', () => {
    // Nothing dealt; the suggestion keeps the A♠ K♠ and draws 2♦ 7♣ 9♥: nothing.
    const round = deal('A♠ K♠ 3♦ 8♣ 4♥', '2♦ 7♣ 9♥');
    expect(round.state!.hint).toEqual([true, true, false, false, false]);
    const expired = advanceRound(videopokerGame, round, { kind: 'expire' });
    expect(expired.round.state).toMatchObject({ held: [true, true, false, false, false], final: cards('A♠ K♠ 2♦ 7♣ 9♥'), hand: 'nothing' });
    expect(expired.intents).toEqual([{ kind: 'close' }]);
  });
});

describe('videopokerGame free bets', () => {
  it('plays a free bet through the seam: nothing debited, the whole win paid', () => {
    const round = deal(...EXAMPLE, '2', true);
    expect(round).toMatchObject({ freeBet: true, wagered: '0' });
    const { round: drawn, intents } = draw(round, [false, false, true, false, true]);
    expect(drawn).toMatchObject({ status: 'closed', multiplier: '3', payout: '6' });
    expect(intents).toEqual([{ kind: 'credit', amount: '6' }]);
  });
});

describe('videopokerGame.describeOutcome', () => {
  it('lists the ten cards in draw order, dealt first, in the player’s language', () => {
    const outcome = { cards: cards(`${EXAMPLE[0]} ${EXAMPLE[1]}`) };
    const describe = videopokerGame.describeOutcome!;
    expect(describe(outcome, {}, 'en')).toBe('dealt 10♠ J♠ A♣ 5♦ A♦; then 9♣ J♦ A♠ 6♣ Q♦');
    expect(describe(outcome, {}, 'pt')).toBe('distribuídas 10♠ J♠ A♣ 5♦ A♦; depois 9♣ J♦ A♠ 6♣ Q♦');
    expect(describe(outcome, {}, 'es')).toBe('repartidas 10♠ J♠ A♣ 5♦ A♦; después 9♣ J♦ A♠ 6♣ Q♦');
  });
});

describe('videopokerStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(videopokerGame.strings).toBe(videopokerStrings);
    const keys = Object.keys(videopokerStrings.en);
    for (const table of Object.values(videopokerStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
