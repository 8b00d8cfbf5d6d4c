import { orderedShoe, RANKS, SHOE_SIZE, SUITS, type Card, type Rank, type Suit } from './cards';

/** A card from short text: rank then suit letter, "AS", "10H", "KD", "7C". */
export function card(text: string): Card {
  const rank = text.slice(0, -1) as Rank;
  const suit = text.slice(-1) as Suit;
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) throw new RangeError(`not a card: ${text}`);
  return { rank, suit };
}

/**
 * A full 312-card shoe dealing `first` (short texts) in that order, the other cards following in
 * ordered-shoe order: how tests and examples set up a round. Throws if a card is asked for more
 * often than the 6 decks hold it.
 */
export function shoeStartingWith(first: readonly string[]): Card[] {
  const rest = orderedShoe();
  const head = first.map((text) => {
    const wanted = card(text);
    const index = rest.findIndex((c) => c.rank === wanted.rank && c.suit === wanted.suit);
    if (index < 0) throw new RangeError(`the shoe holds no more ${text}`);
    return rest.splice(index, 1)[0]!;
  });
  return [...head, ...rest];
}

/** Floats that make shoeFromFloats deal exactly `shoe` (each float the middle of its index's interval). */
export function floatsForShoe(shoe: readonly Card[]): number[] {
  if (shoe.length !== SHOE_SIZE) throw new RangeError(`a shoe has ${SHOE_SIZE} cards`);
  const left = orderedShoe();
  return shoe.map((wanted, i) => {
    const index = left.findIndex((c) => c.rank === wanted.rank && c.suit === wanted.suit);
    if (index < 0) throw new RangeError('not a permutation of the 6-deck shoe');
    left.splice(index, 1);
    return (index + 0.5) / (SHOE_SIZE - i);
  });
}
