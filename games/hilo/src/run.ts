import { rankIndex, type HiloCard } from './cards';
import { HILO_CARDS, MAX_SKIPS } from './limits';
import { reachesCap, winningRanks, wins } from './odds';
import type { HiloState } from './rules';

/** The card the next move is about (or the one that ended the round). */
export function currentCard(state: HiloState): HiloCard {
  const card = state.cards.at(-1);
  if (!card) throw new RangeError('a HiLo state always shows a card');
  return card;
}

/** Each move of the run with the card it was made on and the card it turned. */
function steps(state: HiloState) {
  return state.moves.map((move, i) => ({ move, on: state.cards[i]!, turned: state.cards[i + 1]! }));
}

/** Whether the last move was a guess the next card lost. */
export function isLost(state: HiloState): boolean {
  const last = steps(state).at(-1);
  return last !== undefined && last.move !== 'skip' && !wins(rankIndex(last.on), rankIndex(last.turned), last.move);
}

/**
 * How many ranks won each right guess so far, in order: what the multiplier is made of (a wrong last
 * guess is left out).
 */
export function guessCounts(state: HiloState): number[] {
  const counts: number[] = [];
  for (const { move, on, turned } of steps(state)) {
    if (move === 'skip') continue;
    if (!wins(rankIndex(on), rankIndex(turned), move)) break;
    counts.push(winningRanks(rankIndex(on), move));
  }
  return counts;
}

/** Skips still allowed this round. */
export function skipsLeft(state: HiloState): number {
  return MAX_SKIPS - state.moves.filter((move) => move === 'skip').length;
}

/** Whether the run is over: a wrong guess, the top multiplier reached, or the last card turned. */
export function isOver(state: HiloState): boolean {
  return isLost(state) || reachesCap(guessCounts(state)) || state.cards.length >= HILO_CARDS;
}
