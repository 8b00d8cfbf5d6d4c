import { Decimal } from '@rgs/schema';
import { isRed, rankIndex, type Card } from './cards';
import type { PerfectPairsOutcome, TwentyOnePlusThreeOutcome } from './side-bet-paytable';

export {
  PERFECT_PAIRS_ODDS,
  TWENTY_ONE_PLUS_THREE_ODDS,
  type PerfectPairsOutcome,
  type TwentyOnePlusThreeOutcome,
} from './side-bet-paytable';

/** What a side bet looks like once the cards are dealt: its stake, what it hit, what it returns. */
export interface SideBetResult<O extends string> {
  /** The stake, decimal text. */
  readonly stake: string;
  /** The winning combination, or null for a loss. */
  readonly outcome: O | null;
  /** Amount returned, stake included (0 on a loss), decimal text, exact. */
  readonly payout: string;
}

/** The Perfect Pairs combination of two cards, or null when their ranks differ. */
export function perfectPairsOutcome(first: Card, second: Card): PerfectPairsOutcome | null {
  if (first.rank !== second.rank) return null;
  if (first.suit === second.suit) return 'perfect-pair';
  return isRed(first.suit) === isRed(second.suit) ? 'coloured-pair' : 'mixed-pair';
}

/** True when three distinct ranks run in sequence, the ace low (A-2-3) or high (Q-K-A), never round the corner. */
function isStraight(cards: readonly [Card, Card, Card]): boolean {
  const [a, b, c] = cards.map((card) => rankIndex(card.rank)).sort((x, y) => x - y) as [number, number, number];
  if (a === b || b === c) return false;
  return c - a === 2 || (a === 0 && b === 11 && c === 12);
}

/** The best 21+3 combination of the player's two cards and the dealer's up card, or null. */
export function twentyOnePlusThreeOutcome(first: Card, second: Card, up: Card): TwentyOnePlusThreeOutcome | null {
  const cards = [first, second, up] as const;
  const suited = first.suit === second.suit && second.suit === up.suit;
  const trips = first.rank === second.rank && second.rank === up.rank;
  if (trips) return suited ? 'suited-trips' : 'three-of-a-kind';
  const straight = isStraight(cards);
  if (straight && suited) return 'straight-flush';
  if (straight) return 'straight';
  return suited ? 'flush' : null;
}

/** Settles a side bet: stake × (odds + 1) on a win, 0 on a loss, exact. */
export function settleSideBet<O extends string>(stake: string, outcome: O | null, odds: Readonly<Record<O, number>>): SideBetResult<O> {
  const payout = outcome === null ? new Decimal(0) : new Decimal(stake).times(odds[outcome] + 1);
  return { stake, outcome, payout: payout.toFixed() };
}
