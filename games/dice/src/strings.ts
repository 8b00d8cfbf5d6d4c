import type { GameStrings } from '@rgs/game-kit';

/** The player's dice strings; the shell falls back to the kit's shared ones (bet, balance…) for the rest. */
export const diceStrings = {
  en: { target: 'Target', rollOver: 'Roll over', rollUnder: 'Roll under', winChance: 'Win chance' },
  pt: { target: 'Alvo', rollOver: 'Acima de', rollUnder: 'Abaixo de', winChance: 'Chance de ganhar' },
  es: { target: 'Objetivo', rollOver: 'Mayor que', rollUnder: 'Menor que', winChance: 'Probabilidad de ganar' },
} as const satisfies GameStrings<'target' | 'rollOver' | 'rollUnder' | 'winChance'>;
