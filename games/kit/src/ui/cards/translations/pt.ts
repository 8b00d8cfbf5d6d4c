import type { CardStrings } from './card-strings';

/** Portuguese (Brazil) card names. */
export const pt: CardStrings = {
  ranks: { A: 'Ás', 2: 'Dois', 3: 'Três', 4: 'Quatro', 5: 'Cinco', 6: 'Seis', 7: 'Sete', 8: 'Oito', 9: 'Nove', 10: 'Dez', J: 'Valete', Q: 'Dama', K: 'Rei' },
  suits: { S: 'espadas', H: 'copas', D: 'ouros', C: 'paus' },
  card: (rank, suit) => `${rank} de ${suit}`,
  faceDown: 'Carta virada para baixo',
  hand: 'Mão',
  noCards: 'sem cartas',
  soft: (total) => `${total} suave`,
  blackjack: 'Blackjack',
  bust: 'Estourou',
  active: 'Mão ativa',
  won: 'Ganhou',
  lost: 'Perdeu',
  push: 'Empate',
};
