import { floatAt } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { cardFromFloat } from './cards';
import { BET_SPOTS, MAX_CHIPS, chipCount } from './paytable';
import { settleCoup, type BaccaratState } from './settle';
import { COUP_FLOATS, dealCoup, type Coup } from './tableau';

export { DECK_SIZE, RANKS, SUITS, cardAt, cardFromFloat, cardIndex, cardText, handTotal, isPair, rankValue, type Card, type Rank, type Suit } from './cards';
export { BACCARAT_MAX_RETURN, BET_SPOTS, MAX_CHIPS, NO_CHIPS, SPOT_ODDS, WIN_RETURN, chipCount, type BetSpot, type Chips } from './paytable';
export { SPOT_RTP } from './rtp';
export { hundredthsText, settleCoup, spotReturns, type BaccaratState } from './settle';
export { COUP_FLOATS, DEAL_FLOAT, bankerDraws, dealCoup, isNatural, playerDraws, winnerOf, type Coup, type Winner } from './tableau';

/** Chips on one spot: a whole number, 0 when the key is left out. */
const spotChips = z._default(z.int().check(z.minimum(0), z.maximum(MAX_CHIPS)), 0);

/**
 * `placeBet` params of baccarat: whole chips on each of the five spots, 1 to 100 in all, nothing
 * else. The bet's `amount` is one chip's value; the opening debit is amount × the chips.
 */
export const baccaratParamsSchema = z
  .strictObject(Object.fromEntries(BET_SPOTS.map((spot) => [spot, spotChips])) as Record<(typeof BET_SPOTS)[number], typeof spotChips>)
  .check(z.refine((chips) => chipCount(chips) >= 1 && chipCount(chips) <= MAX_CHIPS, `the chips must add up to 1 … ${MAX_CHIPS}`));

/** Validated baccarat params: chips per spot, every spot present. */
export type BaccaratParams = z.infer<typeof baccaratParamsSchema>;

/** The round's outcome: the cards each hand was dealt, in order. */
export type BaccaratOutcome = Coup;

/** Deals the coup from the round's six floats (each card from a full deck) and settles it for the chips. */
export function playBaccarat(params: BaccaratParams, floats: readonly number[]): BaccaratState {
  if (floats.length < COUP_FLOATS) throw new RangeError(`a coup needs ${COUP_FLOATS} floats, got ${floats.length}`);
  const coup = dealCoup((position) => cardFromFloat(floatAt(floats, position)));
  return settleCoup(coup, params);
}
