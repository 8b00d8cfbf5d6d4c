import type { CardStrings } from './card-strings';

/** Spanish card names (French-suited deck: picas, corazones, diamantes, tréboles). */
export const es: CardStrings = {
  ranks: { A: 'As', 2: 'Dos', 3: 'Tres', 4: 'Cuatro', 5: 'Cinco', 6: 'Seis', 7: 'Siete', 8: 'Ocho', 9: 'Nueve', 10: 'Diez', J: 'Jota', Q: 'Reina', K: 'Rey' },
  suits: { S: 'picas', H: 'corazones', D: 'diamantes', C: 'tréboles' },
  card: (rank, suit) => `${rank} de ${suit}`,
  faceDown: 'Carta boca abajo',
  hand: 'Mano',
  noCards: 'sin cartas',
  soft: (total) => `${total} blando`,
  blackjack: 'Blackjack',
  bust: 'Se pasó',
  active: 'Mano activa',
  won: 'Ganó',
  lost: 'Perdió',
  push: 'Empate',
};
