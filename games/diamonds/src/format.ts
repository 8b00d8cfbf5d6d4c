import type { GameLanguage } from '@rgs/game-kit/ui';

// How diamonds writes numbers in the player's language: plain functions, no package at run time, so
// the board, the player rules and the fairness sentence all share them.

/** A multiplier's exact decimal text in the language's digits, with its sign ("0.1" → "0.1×", "0,1×" in pt and es). */
export function timesText(multiplier: string, lang: GameLanguage): string {
  return `${lang === 'en' ? multiplier : multiplier.replace('.', ',')}×`;
}
