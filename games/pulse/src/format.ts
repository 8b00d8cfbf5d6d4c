import type { GameLanguage } from '@rgs/game-kit/ui';

/** Decimal text in the language's digits ("1.92" → "1,92" in pt and es); never through a float. */
export function digitsIn(text: string, lang: GameLanguage): string {
  return lang === 'en' ? text : text.replace('.', ',');
}

/** A multiplier's decimal text in the language's digits, with its sign ("1.92" → "1,92×" in pt and es). */
export function timesText(multiplier: string, lang: GameLanguage): string {
  return `${digitsIn(multiplier, lang)}×`;
}

/** The beats as the player reads them: "3× · 2× · 1×". */
export function beatsText(beats: readonly string[], lang: GameLanguage): string {
  return beats.map((beat) => timesText(beat, lang)).join(' · ');
}
