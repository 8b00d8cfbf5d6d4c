import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';
import type { ShellStrings } from './translations/shell-strings';

/** The languages the games speak; anything else is English. */
export type GameLanguage = 'en' | 'pt' | 'es';

/** A key of the shell's strings. */
export type StringKey = keyof ShellStrings;

export type { ShellStrings } from './translations/shell-strings';

const STRINGS: Readonly<Record<GameLanguage, ShellStrings>> = { en, pt, es };

/** The game language of any `lang` value: pt, es, else English. */
export function gameLanguage(lang: string | null | undefined): GameLanguage {
  return lang === 'pt' || lang === 'es' ? lang : 'en';
}

/** The shell's strings in a language (unknown languages get English). */
export function stringsFor(lang: string | null | undefined): ShellStrings {
  return STRINGS[gameLanguage(lang)];
}

/** "Paid {amount}" + { amount: "$2.00" } → "Paid $2.00"; a name without a value stays as written. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}
