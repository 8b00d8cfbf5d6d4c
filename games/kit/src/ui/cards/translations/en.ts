import type { CardStrings } from './card-strings';

/** English card names. */
export const en: CardStrings = {
  ranks: { A: 'Ace', 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 7: 'Seven', 8: 'Eight', 9: 'Nine', 10: 'Ten', J: 'Jack', Q: 'Queen', K: 'King' },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  card: (rank, suit) => `${rank} of ${suit}`,
  faceDown: 'Face-down card',
  hand: 'Hand',
  noCards: 'no cards',
  soft: (total) => `soft ${total}`,
  blackjack: 'Blackjack',
  bust: 'Bust',
  active: 'Active hand',
  won: 'Won',
  lost: 'Lost',
  push: 'Push',
};
