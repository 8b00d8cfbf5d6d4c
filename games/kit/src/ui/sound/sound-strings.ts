import type { SoundStrings } from './translations/sound-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, SoundStrings>> = { en, pt, es };

/** The sound words of a language; any language but pt and es gets English. */
export function soundStrings(lang: string | null | undefined): SoundStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}
