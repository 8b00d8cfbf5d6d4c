import { floatAt } from '@rgs/game-kit';
import { cardOf, type HiloCard } from './cards';
import { HILO_CARDS } from './limits';

/** The round's cards, in the order they will be turned: card i from float i. */
export function drawCards(floats: readonly number[]): HiloCard[] {
  return Array.from({ length: HILO_CARDS }, (_, i) => cardOf(floatAt(floats, i)));
}
