import type { GameLanguage } from '@rgs/game-kit/ui';
import { dropStrings } from './strings';

/**
 * A zone of a board in the player's words: ring 0 is the "bullseye", rings 1 … n − 1 are "ring k",
 * zone n (the number of rings) is "off the rings". Lower case, as inside a sentence.
 */
export function zoneName(ring: number, rings: number, lang: GameLanguage): string {
  const strings = dropStrings[lang];
  if (ring === 0) return strings.bullseye;
  if (ring >= rings) return strings.offRings;
  return strings.ring.replace('{ring}', String(ring));
}

/** Where the ball rests, as a phrase: "on the bullseye", "on ring 2", "off the rings". */
export function zonePlace(ring: number, rings: number, lang: GameLanguage): string {
  const strings = dropStrings[lang];
  if (ring === 0) return strings.onBullseye;
  if (ring >= rings) return strings.offRings;
  return strings.onRing.replace('{ring}', String(ring));
}

/** The same words opening a sentence ("Bullseye", "Ring 2"). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A multiplier's decimal text in the language's digits, with its sign ("1.5" → "1,5×" in pt and es). */
export function timesIn(multiplier: string, lang: GameLanguage): string {
  return `${lang === 'en' ? multiplier : multiplier.replace('.', ',')}×`;
}
