import { OPEN_ROUND_TIMEOUT_MS, advanceRound, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { cardText } from './cards';
import { HILO_CARDS, MAX_SKIPS } from './limits';
import { hiloGame } from './game';
import { guessParamsSchema, skipParamsSchema, type HiloOutcome, type HiloParams, type HiloState } from './rules';
import { hiloStrings } from './strings';
import { floatsFor } from './test-deck';

type HiloRound = RoundSnapshot<HiloParams, HiloOutcome, HiloState>;

/** Starts a round of `stake` whose first cards are `cards` (then 7♦ after 7♦). */
function startWith(cards: readonly string[], stake = '1', filler?: string): HiloRound {
  const { round, intents } = advanceRound(hiloGame, newRoundSnapshot(hiloGame, {}, stake), { kind: 'start', floats: floatsFor(cards, filler) });
  expect(intents).toEqual([{ kind: 'debit', amount: stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const guess = (round: HiloRound, choice: unknown) => advanceRound(hiloGame, round, { kind: 'act', action: 'guess', params: { choice } });
const skip = (round: HiloRound) => advanceRound(hiloGame, round, { kind: 'act', action: 'skip', params: {} });
const cashout = (round: HiloRound) => advanceRound(hiloGame, round, { kind: 'cashout' });
const shown = (round: HiloRound) => round.state!.cards.map(cardText);

/** Plays moves that each leave the round open and move no money. */
function play(round: HiloRound, moves: readonly string[]): HiloRound {
  for (const move of moves) {
    const next = move === 'skip' ? skip(round) : guess(round, move);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: HiloRound): RoundContext<HiloParams, HiloOutcome, HiloState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });

/** RULES.md's worked example: its first eight cards. */
const EXAMPLE = ['3♠', '8♣', '8♠', 'K♥', 'J♦', 'J♦', 'Q♣', 'A♠'];

describe('hiloGame start', () => {
  it('declares a multi-round game of 64 floats with guess, skip and cashout', () => {
    expect(hiloGame.key).toBe('hilo');
    expect(hiloGame.catalog.key).toBe('hilo');
    expect(newRoundSnapshot(hiloGame, {}, '1').exclusive).toBe(true);
    expect(Object.keys(hiloGame.actions ?? {})).toEqual(['guess', 'skip']);
    expect(hiloGame.actions?.guess?.params).toBe(guessParamsSchema);
    expect(hiloGame.actions?.skip?.params).toBe(skipParamsSchema);
    expect(hiloGame.floatCount({})).toBe(HILO_CARDS);
    expect(hiloGame.expire).toBeUndefined();
  });

  it('shows the first card, hides the other 63 and opens with nothing to cash out', () => {
    const round = startWith(EXAMPLE);
    expect(round).toMatchObject({ status: 'open', multiplier: '0', payout: '0', wagered: '1', exclusive: true, freeBet: false });
    expect(round.state).toEqual({ cards: [{ rank: '3', suit: 'S' }], moves: [] });
    expect(round.outcome!.cards).toHaveLength(64);
    expect(round.outcome!.cards.slice(0, 8).map(cardText)).toEqual(EXAMPLE);
  });
});

describe('hiloGame guess and skip', () => {
  it('plays RULES.md’s example: each right guess raises the cashout, a skip changes nothing', () => {
    const steps: [string, string][] = [
      ['higher', '1.287'],
      ['skip', '1.287'],
      ['higher', '3.3462'],
      ['lower', '3.625'],
    ];
    let current = startWith(EXAMPLE);
    for (const [move, multiplier] of steps) {
      current = play(current, [move]);
      expect(current.multiplier).toBe(multiplier);
    }
    expect(shown(current)).toEqual(EXAMPLE.slice(0, 5));
    expect(current.state!.moves).toEqual(['higher', 'skip', 'higher', 'lower']);
    // Lower on J♦: the next J♦ is the same rank, not lower. Lost, and the losing card is shown.
    const lost = guess(current, 'lower');
    expect(lost.intents).toEqual([{ kind: 'close' }]);
    expect(lost.round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0', wagered: '1' });
    expect(shown(lost.round)).toEqual(EXAMPLE.slice(0, 6));
    // Cashing out instead pays 3.625 × the stake.
    const cashed = cashout(current);
    expect(cashed.intents).toEqual([{ kind: 'credit', amount: '3.625' }]);
    expect(cashed.round).toMatchObject({ status: 'closed', multiplier: '3.625', payout: '3.625' });
    expect(cashed.round.state).toEqual(current.state);
  });

  it('wins "same" only on the same rank, and loses higher or lower on it', () => {
    expect(guess(startWith(['9♠', '9♦']), 'same').round).toMatchObject({ status: 'open', multiplier: '12.87' });
    expect(guess(startWith(['9♠', '9♦']), 'higher').round).toMatchObject({ status: 'closed', payout: '0' });
    expect(guess(startWith(['9♠', '9♦']), 'lower').round).toMatchObject({ status: 'closed', payout: '0' });
    expect(guess(startWith(['9♠', '10♦']), 'same').round).toMatchObject({ status: 'closed', payout: '0' });
  });

  it('refuses higher on a king and lower on an ace, which cannot win', () => {
    const king = startWith(['K♣']);
    expect(() => guess(king, 'higher')).toThrow(code('INVALID_ACTION'));
    expect(guess(king, 'lower').round.multiplier).toBe('1.0725');
    const ace = startWith(['A♦']);
    expect(() => guess(ace, 'lower')).toThrow(code('INVALID_ACTION'));
    expect(guess(ace, 'higher').round.multiplier).toBe('1.0725');
  });

  it('allows 20 skips a round, then refuses the 21st', () => {
    const round = play(startWith([]), new Array(MAX_SKIPS).fill('skip'));
    expect(round.state!.cards).toHaveLength(21);
    expect(round.multiplier).toBe('0');
    expect(() => skip(round)).toThrow(code('INVALID_ACTION'));
    expect(() => cashout(round)).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('ends the round paying 10,000× when a right guess reaches the top', () => {
    const round = play(startWith(['5♠', '5♥', '5♦', '5♣', '5♠'], '2'), ['same', 'same', 'same']);
    expect(round.multiplier).toBe('2175.03');
    const top = guess(round, 'same');
    expect(top.intents).toEqual([{ kind: 'credit', amount: '20000' }]);
    expect(top.round).toMatchObject({ status: 'closed', multiplier: '10000', payout: '20000' });
    expect(() => guess(top.round, 'same')).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => hiloGame.actions!.guess!.play(context(top.round), { choice: 'same' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('cashes out by itself when a move turns the 64th card', () => {
    // K♠ then A♠ alternately: lower, then higher, each right at 12/13, 63 times.
    const cards = Array.from({ length: HILO_CARDS }, (_, i) => (i % 2 === 0 ? 'K♠' : 'A♠'));
    let round = startWith(cards, '0.5');
    for (let i = 0; i < HILO_CARDS - 2; i++) round = play(round, [i % 2 === 0 ? 'lower' : 'higher']);
    expect(round.state!.cards).toHaveLength(63);
    expect(round.multiplier).toBe('141.5421');
    const last = guess(round, 'lower');
    expect(last.round.state!.cards).toHaveLength(64);
    expect(last.round).toMatchObject({ status: 'closed', multiplier: '153.3373', payout: '76.66865' });
    expect(last.intents).toEqual([{ kind: 'credit', amount: '76.66865' }]);
  });

  it('cashes out by itself when a skip turns the 64th card, at the multiplier it had', () => {
    const cards = Array.from({ length: HILO_CARDS }, (_, i) => (i % 2 === 0 ? 'K♠' : 'A♠'));
    let round = startWith(cards);
    for (let i = 0; i < HILO_CARDS - 2; i++) round = play(round, [i % 2 === 0 ? 'lower' : 'higher']);
    const last = skip(round);
    expect(last.round).toMatchObject({ status: 'closed', multiplier: '141.5421', payout: '141.5421' });
  });

  it('refuses unknown actions and bad params, and a refused move changes nothing', () => {
    const round = startWith(EXAMPLE);
    const before = structuredClone(round);
    expect(() => advanceRound(hiloGame, round, { kind: 'act', action: 'hit', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(hiloGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ choice: 'up' }, { choice: 'same', x: 1 }, {}, null, { choice: 2 }]) {
      expect(() => advanceRound(hiloGame, round, { kind: 'act', action: 'guess', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(() => advanceRound(hiloGame, round, { kind: 'act', action: 'skip', params: { n: 1 } })).toThrow(code('INVALID_ACTION'));
    expect(round).toEqual(before);
  });

  it('refuses every move once a guess was wrong', () => {
    const lost = guess(startWith(['Q♠', 'K♦']), 'lower').round;
    expect(lost.status).toBe('closed');
    expect(() => guess(lost, 'lower')).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => skip(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    // The rules refuse too, on the state alone.
    expect(() => hiloGame.actions!.skip!.play(context(lost), {})).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => hiloGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('leaves the given state untouched', () => {
    const round = startWith(EXAMPLE);
    guess(round, 'higher');
    skip(round);
    expect(round.state).toEqual({ cards: [{ rank: '3', suit: 'S' }], moves: [] });
  });
});

describe('hiloGame cashout', () => {
  it('is not allowed before a right guess, even after skips', () => {
    expect(() => cashout(startWith(EXAMPLE))).toThrow(code('CASHOUT_NOT_ALLOWED'));
    expect(() => cashout(play(startWith(EXAMPLE), ['skip']))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places', () => {
    const stake = '0.1234567901';
    const round = play(startWith(['7♠', '8♥'], stake), ['higher']);
    expect(round.multiplier).toBe('2.145');
    // 0.1234567901 × 2.145 = 0.2648148147645: rounded down to 10 places.
    const { intents, round: cashed } = cashout(round);
    expect(payoutOf(stake, '2.145').toFixed()).toBe('0.2648148147');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.2648148147' }]);
    expect(cashed.payout).toBe('0.2648148147');
  });
});

describe('hiloGame free bet and timeout', () => {
  it('plays a free bet: a placement of 0, and the full stake × multiplier on a cashout', () => {
    const snapshot = newRoundSnapshot(hiloGame, {}, '5', { freeBet: true });
    const started = advanceRound(hiloGame, snapshot, { kind: 'start', floats: floatsFor(['2♣', '9♥']) });
    expect(started.intents).toEqual([{ kind: 'debit', amount: '0', reason: 'bet', roundClosed: false }]);
    const right = guess(started.round, 'higher');
    expect(right.round.multiplier).toBe('1.17');
    const cashed = cashout(right.round);
    expect(cashed.intents).toEqual([{ kind: 'credit', amount: '5.85' }]);
    expect(cashed.round).toMatchObject({ freeBet: true, wagered: '0', payout: '5.85' });
  });

  it('settles a round left open for a day: cashed out after a right guess, else lost', () => {
    expect(OPEN_ROUND_TIMEOUT_MS).toBe(86_400_000);
    const won = advanceRound(hiloGame, play(startWith(['7♠', '8♥']), ['higher']), { kind: 'expire' });
    expect(won.intents).toEqual([{ kind: 'credit', amount: '2.145' }]);
    expect(won.round).toMatchObject({ status: 'closed', multiplier: '2.145' });
    const lost = advanceRound(hiloGame, play(startWith(['7♠', '8♥']), ['skip']), { kind: 'expire' });
    expect(lost.intents).toEqual([{ kind: 'close' }]);
    expect(lost.round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
  });
});

describe('hiloGame.describeOutcome', () => {
  it('lists all 64 cards in order, in the player’s language', () => {
    const round = startWith(EXAMPLE);
    const text = hiloGame.describeOutcome!(round.outcome!, {}, 'en');
    expect(text).toBe(`cards in order: 3♠ 8♣ 8♠ K♥ J♦ J♦ Q♣ A♠ ${new Array(56).fill('7♦').join(' ')}`);
    expect(hiloGame.describeOutcome!(round.outcome!, {}, 'pt').startsWith('cartas em ordem: 3♠ 8♣')).toBe(true);
    expect(hiloGame.describeOutcome!(round.outcome!, {}, 'es').startsWith('cartas en orden: 3♠ 8♣')).toBe(true);
  });

  it('refuses an outcome that is not 64 cards', () => {
    expect(() => hiloGame.describeOutcome!({ cards: [] }, {}, 'en')).toThrow(RangeError);
  });
});

describe('hiloStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(hiloGame.strings).toBe(hiloStrings);
    const keys = Object.keys(hiloStrings.en);
    for (const table of Object.values(hiloStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
      // A guess button shows the word and reads the rest ("Higher" + " than Nine of spades").
      expect(table.higherThan.startsWith(`${table.higher} `)).toBe(true);
      expect(table.lowerThan.startsWith(`${table.lower} `)).toBe(true);
      expect(table.sameAs.startsWith(`${table.same} `)).toBe(true);
    }
  });
});
