import { Decimal, MONEY_DECIMALS } from '@rgs/schema';
import type { Card } from './cards';
import { handTotal, isNatural, isSplittablePair, MAX_HANDS } from './hand';
import type { BlackjackAction, BlackjackState, HandResult } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A hand while a step works on it. */
export type DraftHand = Mutable<BlackjackState['hands'][number]> & { cards: Card[] };

/** A state while a step works on it: a private copy, so the caller's state never changes. */
export type Draft = Mutable<Omit<BlackjackState, 'hands' | 'dealer' | 'allowed' | 'insurance'>> & {
  hands: DraftHand[];
  dealer: { cards: Card[]; holeRevealed: boolean };
  insurance: Mutable<NonNullable<BlackjackState['insurance']>> | null;
  allowed: BlackjackAction[];
};

/** Positions in the shoe of the first four cards: player, dealer up, player, dealer hole. */
export const DEAL = { player1: 0, up: 1, player2: 2, hole: 3 } as const;

/** A mutable copy of a state: fresh arrays and hands; cards and settled side bets, never mutated, are shared. */
export function draftOf(state: BlackjackState): Draft {
  return {
    ...state,
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    dealer: { cards: [...state.dealer.cards], holeRevealed: state.dealer.holeRevealed },
    insurance: state.insurance === null ? null : { ...state.insurance },
    allowed: [...state.allowed],
  };
}

/** A fresh hand of `cards` on `bet`. */
export function newHand(cards: Card[], bet: string, fromSplit: boolean): DraftHand {
  return { cards, bet, doubled: false, fromSplit, done: false, result: null, payout: null };
}

function cardAt(shoe: readonly Card[], index: number): Card {
  const card = shoe[index];
  if (card === undefined) throw new RangeError(`the shoe has no card ${index}`);
  return card;
}

/** Shoe position of the next card: every card in the hands, the dealer's up and hole, the dealer's draws. */
function nextCardIndex(draft: Draft): number {
  const inHands = draft.hands.reduce((n, hand) => n + hand.cards.length, 0);
  return inHands + (draft.dealer.holeRevealed ? draft.dealer.cards.length : 2);
}

/** Deals the next card of the shoe to `hand`. */
export function dealTo(draft: Draft, shoe: readonly Card[], hand: DraftHand): void {
  hand.cards.push(cardAt(shoe, nextCardIndex(draft)));
}

/** The dealer's hole card, read from the shoe (never from the state before it is revealed). */
function holeCard(shoe: readonly Card[]): Card {
  return cardAt(shoe, DEAL.hole);
}

/** True when the dealer's up and hole cards make a blackjack. */
export function dealerHasBlackjack(draft: Draft, shoe: readonly Card[]): boolean {
  const up = draft.dealer.cards[0];
  return up !== undefined && isNatural([up, holeCard(shoe)]);
}

function revealHole(draft: Draft, shoe: readonly Card[]): void {
  if (draft.dealer.holeRevealed) return;
  draft.dealer.cards.push(holeCard(shoe));
  draft.dealer.holeRevealed = true;
}

/** Insurance wager for an initial bet: half of it, rounded down to the wire's 10 places. */
export function insuranceAmount(bet: string): string {
  return new Decimal(bet).dividedBy(2).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_DOWN).toFixed();
}

/** Actions open now. */
function allowedActions(draft: Draft): BlackjackAction[] {
  if (draft.phase === 'insurance') return ['insurance'];
  if (draft.phase !== 'playing' || draft.activeHand === null) return [];
  const hand = draft.hands[draft.activeHand]!;
  const allowed: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) allowed.push('double');
  if (isSplittablePair(hand.cards) && draft.hands.length < MAX_HANDS) allowed.push('split');
  return allowed;
}

/** Sets a hand's result and what it returns. */
function settleHand(hand: DraftHand, result: HandResult, multiple: number): void {
  hand.result = result;
  hand.payout = new Decimal(hand.bet).times(multiple).toFixed();
  hand.done = true;
}

/** Closes the round: no active hand, nothing allowed, the total returned summed exactly. */
function close(draft: Draft): void {
  draft.phase = 'over';
  draft.activeHand = null;
  draft.allowed = [];
  let total = new Decimal(0);
  for (const hand of draft.hands) total = total.plus(hand.payout ?? 0);
  total = total.plus(draft.insurance?.payout ?? 0);
  total = total.plus(draft.sideBets.perfectPairs?.payout ?? 0).plus(draft.sideBets.twentyOnePlusThree?.payout ?? 0);
  draft.payout = total.toFixed();
}

/** Settles a taken insurance: 2:1 (3 × the wager back) on a dealer blackjack, else lost. */
function settleInsurance(draft: Draft, dealerBlackjack: boolean): void {
  const insurance = draft.insurance;
  if (insurance?.status !== 'taken') return;
  insurance.payout = dealerBlackjack ? new Decimal(insurance.amount).times(3).toFixed() : '0';
}

/**
 * The dealer's peek (ace or ten-value up, after insurance): on a dealer blackjack the round ends at
 * once, a player blackjack pushing and anything else losing. Returns true when it ended the round.
 */
export function peek(draft: Draft, shoe: readonly Card[]): boolean {
  if (!dealerHasBlackjack(draft, shoe)) {
    settleInsurance(draft, false);
    return false;
  }
  revealHole(draft, shoe);
  const hand = draft.hands[0]!;
  if (isNatural(hand.cards)) settleHand(hand, 'push', 1);
  else settleHand(hand, 'lose', 0);
  settleInsurance(draft, true);
  close(draft);
  return true;
}

/** After the deal and the peek: a player's blackjack is paid 3:2 at once, else play starts. */
export function afterPeek(draft: Draft, shoe: readonly Card[]): void {
  const hand = draft.hands[0]!;
  if (isNatural(hand.cards)) {
    revealHole(draft, shoe);
    settleHand(hand, 'blackjack', 2.5);
    close(draft);
    return;
  }
  draft.phase = 'playing';
  advance(draft, shoe);
}

/**
 * Moves play to the first unfinished hand: a split hand holding one card gets its second card first
 * (a split ace then stands; any hand reaching 21 stands). When no hand is left the dealer plays.
 */
export function advance(draft: Draft, shoe: readonly Card[]): void {
  for (let i = 0; i < draft.hands.length; i++) {
    const hand = draft.hands[i]!;
    if (hand.done) continue;
    if (hand.cards.length === 1) {
      dealTo(draft, shoe, hand);
      if (hand.cards[0]!.rank === 'A' || handTotal(hand.cards).total === 21) {
        hand.done = true;
        continue;
      }
    }
    draft.activeHand = i;
    draft.allowed = allowedActions(draft);
    return;
  }
  dealerPlaysAndSettles(draft, shoe);
}

/** The dealer turns the hole card, draws to 17 and stands on all 17s (unless every hand busted), then every hand is settled. */
function dealerPlaysAndSettles(draft: Draft, shoe: readonly Card[]): void {
  revealHole(draft, shoe);
  const live = draft.hands.some((hand) => handTotal(hand.cards).total <= 21);
  if (live) {
    while (handTotal(draft.dealer.cards).total < 17) draft.dealer.cards.push(cardAt(shoe, nextCardIndex(draft)));
  }
  const dealer = handTotal(draft.dealer.cards).total;
  for (const hand of draft.hands) {
    const total = handTotal(hand.cards).total;
    if (total > 21) settleHand(hand, 'bust', 0);
    else if (dealer > 21 || total > dealer) settleHand(hand, 'win', 2);
    else if (total === dealer) settleHand(hand, 'push', 1);
    else settleHand(hand, 'lose', 0);
  }
  close(draft);
}

/** Recomputes `allowed` after a change within the insurance phase. */
export function refreshAllowed(draft: Draft): void {
  draft.allowed = allowedActions(draft);
}
