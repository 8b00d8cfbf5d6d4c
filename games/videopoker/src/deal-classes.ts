import { DECK_SIZE } from './deck';
import { suitClassKey } from './hold-odds';

/** Five dealt cards that stand for every deal differing from them only by a renaming of suits. */
export interface DealClass {
  /** The first such deal in deck order (deck indices, ascending). */
  readonly cards: readonly number[];
  /** How many of the 2,598,960 deals it stands for (1 to 24). */
  readonly weight: number;
}

/** The number of 5-card deals of a 52-card deck, C(52, 5). */
export const DEALS = 2_598_960;

/**
 * Every deal up to a renaming of suits: 134,459 classes whose weights add up to the 2,598,960 deals.
 * A renaming of suits changes no hold's return (the paytable does not look at which suit), so
 * counting each class once, weighted, is the same as counting every deal.
 */
export function dealClasses(): DealClass[] {
  const index = new Map<number, number>();
  const classes: { cards: number[]; weight: number }[] = [];
  const hand = [0, 0, 0, 0, 0];
  for (let a = 0; a < DECK_SIZE; a++) {
    hand[0] = a;
    for (let b = a + 1; b < DECK_SIZE; b++) {
      hand[1] = b;
      for (let c = b + 1; c < DECK_SIZE; c++) {
        hand[2] = c;
        for (let d = c + 1; d < DECK_SIZE; d++) {
          hand[3] = d;
          for (let e = d + 1; e < DECK_SIZE; e++) {
            hand[4] = e;
            const key = suitClassKey(hand);
            const at = index.get(key);
            if (at === undefined) {
              index.set(key, classes.length);
              classes.push({ cards: [...hand], weight: 1 });
            } else classes[at]!.weight += 1;
          }
        }
      }
    }
  }
  return classes;
}
