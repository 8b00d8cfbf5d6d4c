import type { FeedbackStrings } from './feedback-strings';

/** Neutral Spanish result words. */
export const es: FeedbackStrings = { won: 'Ganaste', noWin: 'Sin premio', even: 'Apuesta devuelta', partial: 'Parte de la apuesta devuelta' };
