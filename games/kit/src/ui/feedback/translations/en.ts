import type { FeedbackStrings } from './feedback-strings';

/** English result words. */
export const en: FeedbackStrings = { won: 'You won', noWin: 'No win', even: 'Stake back', partial: 'Part of the stake back' };
