export { cardText, cardValue, DECKS, isRed, orderedShoe, RANKS, SHOE_SIZE, SUITS, type Card, type Rank, type Suit } from './cards';
export { BLACKJACK_FLOAT_COUNT, shoeFromFloats } from './shoe';
export { handTotal, isNatural, isSplittablePair, MAX_HANDS, totalOfValues, type HandTotal } from './hand';
export {
  PERFECT_PAIRS_ODDS,
  perfectPairsOutcome,
  TWENTY_ONE_PLUS_THREE_ODDS,
  twentyOnePlusThreeOutcome,
  type PerfectPairsOutcome,
  type SideBetResult,
  type TwentyOnePlusThreeOutcome,
} from './side-bets';
export { basicStrategyMove, type BlackjackMove } from './advice';
export { basicStrategy, BASIC_STRATEGY_TABLES, type BasicMove, type StrategyHand } from './strategy';
export {
  BLACKJACK_ACTIONS,
  type BlackjackAction,
  type BlackjackDealer,
  type BlackjackHand,
  type BlackjackInsurance,
  type BlackjackPhase,
  type BlackjackSideBets,
  type BlackjackState,
  type BlackjackStep,
  type BlackjackWager,
  type HandResult,
} from './state';
export {
  actBlackjack,
  blackjackActionSchemas,
  blackjackParamsSchema,
  openingWager,
  startBlackjack,
  type BlackjackParams,
  type BlackjackRefusal,
} from './rules';
export { EXACT_HOUSE_EDGE } from './house-edge';
export { perfectPairsOdds, twentyOnePlusThreeOdds, type Fraction, type SideBetOdds } from './side-bet-odds';
export { blackjackGame } from './game';
export { BLACKJACK_STRINGS, type BlackjackStrings } from './strings';
