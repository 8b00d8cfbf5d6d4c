import type { FeedbackStrings } from './translations/feedback-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, FeedbackStrings>> = { en, pt, es };

/** The result words of a language; any language but pt and es gets English. */
export function feedbackStrings(lang: string | null | undefined): FeedbackStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
