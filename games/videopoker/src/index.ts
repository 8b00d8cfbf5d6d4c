export { DECK_SIZE, HAND_SIZE, RANKS, SUITS, cardAt, cardIndex, cardText, cards, type Card, type Rank, type Suit } from './deck';
export { DRAWN_CARDS, drawDeck } from './draw';
export { finalHand, videopokerGame } from './game';
export { DEALS, dealClasses, type DealClass } from './deal-classes';
export { DENOMINATOR, DRAW_LCM, exactReturns, type ExactReturns } from './exact-return';
export { HAND_NAMES, MAX_PAY, PAYING_HANDS, PAYS, PAYTABLE, categoryOf, handNameOf, type HandName } from './hands';
export { DRAWS_BY_HELD, bestHold, bestOf, completionCounts, heldCount, holdTotals, holdsOfMask, maskOfHolds, payoutOfCounts, suitClassKey } from './hold-odds';
export { videopokerPlaybook } from './playbook';
export {
  drawParamsSchema,
  videopokerParamsSchema,
  type DrawParams,
  type VideopokerOutcome,
  type VideopokerParams,
  type VideopokerState,
} from './rules';
export { videopokerStrings } from './strings';
