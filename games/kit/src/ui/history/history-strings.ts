import type { HistoryStrings } from './translations/history-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, HistoryStrings>> = { en, pt, es };

/** The history's words in a language; any language but pt and es gets English. */
export function historyStrings(lang: string | null | undefined): HistoryStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
