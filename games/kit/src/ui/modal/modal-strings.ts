import type { ModalStrings } from './translations/modal-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, ModalStrings>> = { en, pt, es };

/** The modal's words in a language; any language but pt and es gets English. */
export function modalStrings(lang: string | null | undefined): ModalStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
