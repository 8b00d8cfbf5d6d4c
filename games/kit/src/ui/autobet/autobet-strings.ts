import type { AutobetStrings } from './translations/autobet-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, AutobetStrings>> = { en, pt, es };

/** The autobet words of a language; any language but pt and es gets English. */
export function autobetStrings(lang: string | null | undefined): AutobetStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
