import type { FeedbackStrings } from './feedback-strings';

/** Portuguese (Brazil) result words. */
export const pt: FeedbackStrings = { won: 'Você ganhou', noWin: 'Sem prêmio', even: 'Aposta devolvida', partial: 'Parte da aposta de volta' };
