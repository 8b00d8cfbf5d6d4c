import type { GameStrings } from '@rgs/game-kit';

/** The player's mines strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const minesStrings = {
  en: { mines: 'Mines' },
  pt: { mines: 'Minas' },
  es: { mines: 'Minas' },
} as const satisfies GameStrings<'mines'>;
