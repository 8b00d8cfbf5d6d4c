import { GameRuleError } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';
import { cardText, SHOE_SIZE, type Card } from './cards';
import { handTotal, isSplittablePair, MAX_HANDS } from './hand';
import { advance, afterPeek, DEAL, dealTo, draftOf, insuranceAmount, newHand, peek, refreshAllowed, type Draft } from './round';
import {
  PERFECT_PAIRS_ODDS,
  perfectPairsOutcome,
  settleSideBet,
  TWENTY_ONE_PLUS_THREE_ODDS,
  twentyOnePlusThreeOutcome,
} from './side-bets';
import { BLACKJACK_ACTIONS, type BlackjackAction, type BlackjackState, type BlackjackStep, type BlackjackWager } from './state';

/** Plain decimal text with at most 28 integer digits and 10 decimal places ("0", "1.5"), normalised. */
const decimalText = z.pipe(
  z.string().check(z.regex(/^\d{1,28}(\.\d{1,10})?$/, 'Expected decimal text like "1.25" with at most 10 decimal places')),
  z.transform((text: string) => new Decimal(text).toFixed()),
);

/**
 * `placeBet` params (INTERFACES §5): the side-bet stakes, decimal text, "0" (no side bet) by default.
 * Whether a non-zero stake is within the game's limits is checked by the engine, not here.
 */
export const blackjackParamsSchema = z.strictObject({
  perfectPairs: z._default(decimalText, '0'),
  twentyOnePlusThree: z._default(decimalText, '0'),
});

/** Validated blackjack params: both stakes present, normalised decimal text. */
export type BlackjackParams = z.output<typeof blackjackParamsSchema>;

const noParams = z.strictObject({});

/** The params of each action: none for hit, stand, double and split; `{ take }` for insurance. */
export const blackjackActionSchemas = {
  hit: noParams,
  stand: noParams,
  double: noParams,
  split: noParams,
  insurance: z.strictObject({ take: z.boolean() }),
} as const satisfies Record<BlackjackAction, z.ZodMiniType>;

/** Why a move was refused, in `GameRuleError.details.reason`. */
export type BlackjackRefusal =
  | 'UNKNOWN_ACTION'
  | 'INVALID_PARAMS'
  | 'INSURANCE_PENDING'
  | 'INSURANCE_NOT_OFFERED'
  | 'DOUBLE_NOT_ALLOWED'
  | 'SPLIT_NOT_A_PAIR'
  | 'SPLIT_LIMIT';

function refuse(action: string, reason: BlackjackRefusal, message: string, state: BlackjackState): GameRuleError {
  return new GameRuleError('INVALID_ACTION', message, { action, reason, allowed: state.allowed });
}

/** The opening debit: the main stake plus both side-bet stakes, exact decimal text. */
export function openingWager(params: BlackjackParams, stake: string): string {
  return new Decimal(stake).plus(params.perfectPairs).plus(params.twentyOnePlusThree).toFixed();
}

function assertShoe(shoe: readonly Card[]): void {
  if (shoe.length !== SHOE_SIZE) throw new RangeError(`a blackjack shoe has ${SHOE_SIZE} cards, got ${shoe.length}`);
}

function stepOf(draft: Draft, wagers: BlackjackWager[]): BlackjackStep {
  const state = draft as BlackjackState;
  return draft.phase === 'over' ? { state, wagers, end: { payout: draft.payout ?? '0' } } : { state, wagers };
}

/**
 * Deals a round from `shoe` (its hidden outcome, shoeFromFloats): player, dealer up, player, dealer
 * hole. Side bets settle on these cards. An ace up offers insurance before anything else; otherwise
 * the dealer peeks under a ten-value card and a natural on either side ends the round at once.
 * `stake` is the main bet, decimal text > 0.
 */
export function startBlackjack(params: BlackjackParams, stake: string, shoe: readonly Card[]): BlackjackStep {
  assertShoe(shoe);
  const bet = decimalText.safeParse(stake);
  if (!bet.success || new Decimal(bet.data).isZero()) {
    throw new GameRuleError('VALIDATION_FAILED', 'The blackjack stake must be decimal text greater than 0', { stake });
  }
  const { perfectPairs, twentyOnePlusThree } = params;
  const [first, up, second] = [shoe[DEAL.player1]!, shoe[DEAL.up]!, shoe[DEAL.player2]!];
  const draft: Draft = {
    phase: 'playing',
    bet: bet.data,
    hands: [newHand([first, second], bet.data, false)],
    activeHand: null,
    dealer: { cards: [up], holeRevealed: false },
    insurance: up.rank === 'A' ? { status: 'offered', amount: insuranceAmount(bet.data), payout: null } : null,
    sideBets: {
      perfectPairs: new Decimal(perfectPairs).isZero()
        ? null
        : settleSideBet(perfectPairs, perfectPairsOutcome(first, second), PERFECT_PAIRS_ODDS),
      twentyOnePlusThree: new Decimal(twentyOnePlusThree).isZero()
        ? null
        : settleSideBet(twentyOnePlusThree, twentyOnePlusThreeOutcome(first, second, up), TWENTY_ONE_PLUS_THREE_ODDS),
    },
    allowed: [],
    payout: null,
  };
  if (draft.insurance !== null) {
    draft.phase = 'insurance';
    refreshAllowed(draft);
  } else if (!peek(draft, shoe)) {
    afterPeek(draft, shoe);
  }
  return stepOf(draft, []);
}

/** Checks that `shoe` is the one this state was dealt from (a mix-up must never pass silently). */
function assertSameShoe(state: BlackjackState, shoe: readonly Card[]): void {
  const up = state.dealer.cards[0];
  const dealt = shoe[DEAL.up];
  const first = state.hands[0]?.cards[0];
  const firstDealt = shoe[DEAL.player1];
  const same = (a?: Card, b?: Card) => a !== undefined && b !== undefined && a.rank === b.rank && a.suit === b.suit;
  // Splits never move the first card of the first hand, so these two cards identify the deal.
  if (!same(up, dealt) || !same(first, firstDealt)) {
    throw new Error(`this shoe (up card ${dealt ? cardText(dealt) : '?'}) was not dealt to this round`);
  }
}

/**
 * One action on an open round: `hit`, `stand`, `double`, `split` on the active hand, or `insurance`
 * `{ take }` while offered. Returns the new state, the extra wagers the action needs and, when the
 * round is over, its end. A move that is not allowed now throws a `GameRuleError` (`ROUND_NOT_OPEN`
 * once over, else `INVALID_ACTION` with `details.reason`) and changes nothing.
 */
export function actBlackjack(state: BlackjackState, shoe: readonly Card[], action: string, actionParams: unknown): BlackjackStep {
  assertShoe(shoe);
  if (state.phase === 'over') throw new GameRuleError('ROUND_NOT_OPEN', 'This blackjack round is over', { action });
  if (!(BLACKJACK_ACTIONS as readonly string[]).includes(action)) {
    throw refuse(action, 'UNKNOWN_ACTION', `Blackjack has no action "${action}"; use ${BLACKJACK_ACTIONS.join(', ')}`, state);
  }
  const name = action as BlackjackAction;
  const parsed = blackjackActionSchemas[name].safeParse(actionParams ?? {});
  if (!parsed.success) {
    const shape = name === 'insurance' ? '{ take: boolean }' : '{}';
    throw refuse(action, 'INVALID_PARAMS', `${name} takes ${shape}`, state);
  }
  assertSameShoe(state, shoe);
  if (name === 'insurance') {
    if (state.phase !== 'insurance') throw refuse(action, 'INSURANCE_NOT_OFFERED', 'Insurance is offered only first, when the dealer shows an ace', state);
    return insurance(state, shoe, (parsed.data as { take: boolean }).take);
  }
  if (state.phase === 'insurance') throw refuse(action, 'INSURANCE_PENDING', 'Take or decline insurance first', state);
  const draft = draftOf(state);
  const hand = draft.hands[draft.activeHand ?? -1];
  if (hand === undefined) throw new Error('an open blackjack round has no active hand');
  const wagers: BlackjackWager[] = [];
  switch (name) {
    case 'hit':
      dealTo(draft, shoe, hand);
      if (handTotal(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double': {
      if (hand.cards.length !== 2) throw refuse(action, 'DOUBLE_NOT_ALLOWED', 'Double only on the first two cards of a hand', state);
      wagers.push({ amount: hand.bet, reason: 'double' });
      hand.bet = new Decimal(hand.bet).times(2).toFixed();
      hand.doubled = true;
      dealTo(draft, shoe, hand);
      hand.done = true;
      break;
    }
    case 'split': {
      if (!isSplittablePair(hand.cards)) throw refuse(action, 'SPLIT_NOT_A_PAIR', 'Split only a hand of two cards of the same value', state);
      if (draft.hands.length >= MAX_HANDS) throw refuse(action, 'SPLIT_LIMIT', `A round has at most ${MAX_HANDS} hands`, state);
      wagers.push({ amount: draft.bet, reason: 'split' });
      const index = draft.activeHand!;
      const [a, b] = hand.cards as [Card, Card];
      draft.hands.splice(index, 1, newHand([a], draft.bet, true), newHand([b], draft.bet, true));
      break;
    }
  }
  advance(draft, shoe);
  return stepOf(draft, wagers);
}

/** The insurance answer, then the peek: a dealer blackjack ends the round, else play goes on. */
function insurance(state: BlackjackState, shoe: readonly Card[], take: boolean): BlackjackStep {
  const draft = draftOf(state);
  const offer = draft.insurance!;
  const wagers: BlackjackWager[] = [];
  offer.status = take ? 'taken' : 'declined';
  if (take && !new Decimal(offer.amount).isZero()) wagers.push({ amount: offer.amount, reason: 'insurance' });
  if (!peek(draft, shoe)) afterPeek(draft, shoe);
  return stepOf(draft, wagers);
}
