import { GameRuleError, ZERO_MULTIPLIER, defineGame, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { cardText, rankIndex } from './cards';
import { drawCards } from './deck';
import { HILO_CARDS } from './limits';
import { hiloMultiplier } from './multiplier';
import { reachesCap, winningRanks, wins } from './odds';
import { guessParamsSchema, hiloParamsSchema, skipParamsSchema, type GuessParams, type HiloMove, type HiloOutcome, type HiloParams, type HiloState } from './rules';
import { currentCard, guessCounts, isOver, skipsLeft } from './run';
import { hiloStrings } from './strings';

/** A round as the rules see it. */
type HiloRound = RoundContext<HiloParams, HiloOutcome, HiloState>;

/** Throws ROUND_NOT_OPEN once a guess was wrong, the top multiplier was reached or the last card turned. */
function assertOpen(state: HiloState): void {
  if (isOver(state)) throw new GameRuleError('ROUND_NOT_OPEN', 'This HiLo round is over');
}

/** The step that ends the round paying what `state`'s right guesses make (capped at the top multiplier). */
function won(round: HiloRound, state: HiloState): RuleStep<HiloState> {
  const multiplier = hiloMultiplier(guessCounts(state));
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Turns the next card of the outcome after `move`. */
function turn(round: HiloRound, move: HiloMove): HiloState {
  const { state } = round;
  const next = round.outcome.cards[state.cards.length];
  if (!next) throw new Error(`a HiLo outcome holds ${HILO_CARDS} cards; card ${state.cards.length} is missing`);
  return { cards: [...state.cards, next], moves: [...state.moves, move] };
}

/** After a right guess or a skip: the round goes on, or ends paying if it reached the cap or its last card. */
function goOn(round: HiloRound, state: HiloState): RuleStep<HiloState> {
  const counts = guessCounts(state);
  if (reachesCap(counts) || state.cards.length >= HILO_CARDS) {
    // The last card can only be reached after guesses (skips are capped far below), so there is a win to pay.
    if (counts.length === 0) throw new Error('a HiLo round reached its last card without a right guess');
    return won(round, state);
  }
  return { state, multiplier: hiloMultiplier(counts) };
}

/** A guess on the card shown: wrong loses the stake; right multiplies the multiplier by 13 / n. */
function guess(round: HiloRound, { choice }: GuessParams): RuleStep<HiloState> {
  const { state } = round;
  assertOpen(state);
  const rank = rankIndex(currentCard(state));
  if (winningRanks(rank, choice) === 0) {
    throw new GameRuleError('INVALID_ACTION', `Nothing is ${choice} than ${currentCard(state).rank}: that guess cannot win`, { choice });
  }
  const next = turn(round, choice);
  if (!wins(rank, rankIndex(currentCard(next)), choice)) return { state: next, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } };
  return goOn(round, next);
}

/** Replaces the card shown with the next one, at no cost: the multiplier stays. */
function skip(round: HiloRound): RuleStep<HiloState> {
  const { state } = round;
  assertOpen(state);
  if (skipsLeft(state) <= 0) throw new GameRuleError('INVALID_ACTION', 'No skips left this round: guess the next card or cash out');
  return goOn(round, turn(round, 'skip'));
}

/**
 * HiLo: a card is shown; guess whether the next is higher, lower or the same rank, or skip it.
 * Each right guess multiplies the cashout by 13 / n (n the ranks that win it), the edge taken once
 * (0.99); a wrong guess loses. Cash out any time after the first right guess; 10,000× or the 64th
 * card ends the round paying.
 */
export const hiloGame = defineGame({
  key: 'hilo',
  params: hiloParamsSchema,
  floatCount: () => HILO_CARDS,

  start(_params, floats) {
    const outcome: HiloOutcome = { cards: drawCards(floats) };
    const state: HiloState = { cards: [outcome.cards[0]!], moves: [] };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: {
    guess: { params: guessParamsSchema, play: guess },
    skip: { params: skipParamsSchema, play: (round: HiloRound) => skip(round) },
  },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (guessCounts(state).length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Make a right guess before cashing out');
    return won(round, state);
  },

  strings: hiloStrings,

  // "cards in order: A♥ 3♣ 4♠ …": all 64, as drawn, so a verifier can compare them one by one.
  describeOutcome({ cards }, _params, lang) {
    if (cards.length !== HILO_CARDS) throw new RangeError(`a HiLo outcome holds ${HILO_CARDS} cards`);
    return hiloStrings[lang].cardsInOrder.replace('{cards}', cards.map(cardText).join(' '));
  },
});
