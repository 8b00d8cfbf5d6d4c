import type { GameLanguage } from '@rgs/game-kit/ui';

// How the board and the player rules write numbers, shared so they always agree. No package is
// loaded at run time (the player rules must not bring one along).

/** A multiplier's exact decimal text in the language's digits, with its sign: "0.2" → "0,2×" in pt and es. */
export function timesText(multiplier: string, lang: GameLanguage): string {
  return `${lang === 'en' ? multiplier : multiplier.replace('.', ',')}×`;
}
