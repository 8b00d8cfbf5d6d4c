import type { HotkeysStrings } from './translations/hotkeys-strings';
import { en } from './translations/en';
import { es } from './translations/es';
import { pt } from './translations/pt';

const STRINGS: Readonly<Record<string, HotkeysStrings>> = { en, pt, es };

/** The shortcut words of a language; any language but pt and es gets English. */
export function hotkeysStrings(lang: string | null | undefined): HotkeysStrings {
  return STRINGS[lang ?? 'en'] ?? en;
}

/** A key as the help list shows it: "Space" / "Espaço", "Esc", "↑", or a letter in capitals. */
export function keyName(key: string, lang: string | null | undefined): string {
  const name = key === ' ' ? 'Space' : key;
  return hotkeysStrings(lang).keys[name] ?? (name.length === 1 ? name.toUpperCase() : name);
}
