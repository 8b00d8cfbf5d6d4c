import type { FairnessStrings } from './translations/fairness-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, FairnessStrings>> = { en, pt, es };

/** The fairness words of a language; any language but pt and es gets English. */
export function fairnessStrings(lang: string | null | undefined): FairnessStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
