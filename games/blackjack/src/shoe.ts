import { floatAt } from '@rgs/game-kit';
import { orderedShoe, SHOE_SIZE, type Card } from './cards';

/** Floats a round consumes: one per card of the 6-deck shoe. */
export const BLACKJACK_FLOAT_COUNT = SHOE_SIZE;

/**
 * The round's shoe in dealt order, a Fisher–Yates draw over the ordered shoe exactly as mines draws
 * tiles (INTERFACES §4): card i of the dealt order is taken at index floor(f_i × (312 − i)) of the
 * cards still left, which keep their order. Every order of the 312 cards is equally likely up to the
 * 32-bit granularity of each float. The last float always picks the one card left.
 */
export function shoeFromFloats(floats: readonly number[]): Card[] {
  if (floats.length !== BLACKJACK_FLOAT_COUNT) {
    throw new RangeError(`a blackjack shoe needs ${BLACKJACK_FLOAT_COUNT} floats, got ${floats.length}`);
  }
  const left = orderedShoe();
  const dealt: Card[] = [];
  for (let i = 0; i < SHOE_SIZE; i++) {
    const index = Math.floor(floatAt(floats, i) * (SHOE_SIZE - i));
    dealt.push(...left.splice(index, 1));
  }
  return dealt;
}
