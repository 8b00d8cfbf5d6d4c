import type { ErrorStrings } from './error-strings';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

const STRINGS: Readonly<Record<string, ErrorStrings>> = { en, pt, es };

/** The error words of a language; any language but pt and es gets English. */
export function errorStrings(lang: string | null | undefined): ErrorStrings {
  // Own keys only: "constructor" is not a language.
  return lang && Object.prototype.hasOwnProperty.call(STRINGS, lang) ? STRINGS[lang]! : en;
}

export type { ErrorStrings, ErrorText } from './error-strings';
