import type { CardFace } from './card';
import type { CardStrings } from './translations/card-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, CardStrings>> = { en, pt, es };

/** The card words of a language; any language but pt and es gets English. */
export function cardStrings(lang: string | null | undefined): CardStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}

/** What a card says to a screen reader: "Ace of spades", or "Face-down card" for null. */
export function cardLabel(face: CardFace | null, lang: string | null | undefined): string {
  const strings = cardStrings(lang);
  return face ? strings.card(strings.ranks[face.rank], strings.suits[face.suit]) : strings.faceDown;
}
