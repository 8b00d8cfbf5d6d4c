// The hands of Jacks or Better, ranked on cards as deck indices (deck.ts: rank = k mod 13 with the
// ace at 0, suit = ⌊k / 13⌋). Pure integers: the server, the browser's hold returns and the tests all
// count with these. What each hand pays is paytable.ts (the page reads it without this ranking).
import { HAND_NAMES, type HandName } from './paytable';

export { HAND_NAMES, MAX_PAY, PAYING_HANDS, PAYS, PAYTABLE, type HandName } from './paytable';

/** Category indices, for the counting code. */
export const NOTHING = 0;
export const JACKS_OR_BETTER = 1;
export const TWO_PAIR = 2;
export const THREE_OF_A_KIND = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const FOUR_OF_A_KIND = 7;
export const STRAIGHT_FLUSH = 8;
export const ROYAL_FLUSH = 9;

/** Rank indices (ace 0 … king 12) that make a pair pay: jacks, queens, kings and aces. */
export function isHighRank(rank: number): boolean {
  return rank === 0 || rank >= 10;
}

/** Bit masks over ranks (bit r = rank r) of the ten straights: A-2-3-4-5 up to 10-J-Q-K-A (ace high). */
export const STRAIGHT_MASKS: readonly number[] = [
  ...Array.from({ length: 9 }, (_, low) => 0b11111 << low),
  (1 << 0) | (0b1111 << 9),
];

/** The rank mask of 10-J-Q-K-A: a straight flush on it is a royal flush. */
export const ROYAL_MASK = STRAIGHT_MASKS[9]!;

/** The category of five cards (deck indices, all different). */
export function categoryOf(hand: readonly number[]): number {
  if (hand.length !== 5 || new Set(hand).size !== 5) throw new RangeError(`a hand is five different cards, got ${hand.join(', ')}`);
  const counts = new Array<number>(13).fill(0);
  let rankMask = 0;
  const suit = Math.floor(hand[0]! / 13);
  let flush = true;
  for (const card of hand) {
    const rank = card % 13;
    counts[rank]! += 1;
    rankMask |= 1 << rank;
    if (Math.floor(card / 13) !== suit) flush = false;
  }
  const straight = STRAIGHT_MASKS.includes(rankMask);
  if (straight && flush) return rankMask === ROYAL_MASK ? ROYAL_FLUSH : STRAIGHT_FLUSH;
  let pairs = 0;
  let trips = false;
  let highPair = false;
  for (let rank = 0; rank < 13; rank++) {
    const n = counts[rank]!;
    if (n === 4) return FOUR_OF_A_KIND;
    if (n === 3) trips = true;
    if (n === 2) {
      pairs += 1;
      if (isHighRank(rank)) highPair = true;
    }
  }
  if (trips && pairs > 0) return FULL_HOUSE;
  if (flush) return FLUSH;
  if (straight) return STRAIGHT;
  if (trips) return THREE_OF_A_KIND;
  if (pairs === 2) return TWO_PAIR;
  return pairs === 1 && highPair ? JACKS_OR_BETTER : NOTHING;
}

/** The name of five cards' hand. */
export function handNameOf(hand: readonly number[]): HandName {
  return HAND_NAMES[categoryOf(hand)]!;
}
