/** Languages the games are translated into. */
export const SUPPORTED_LANGUAGES = ['en', 'pt', 'es'] as const;

/** A language the games speak. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Default when the session names none or one we do not speak. */
export const DEFAULT_LANGUAGE: Language = 'en';

const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

/** True when the text looks like a locale code (`en`, `pt-BR`, `es_MX`). */
export function isLocaleCode(value: string): boolean {
  return LOCALE.test(value);
}

/** The supported language of a locale code by its primary subtag (`pt-BR` → `pt`), else the default. */
export function resolveLanguage(locale: string | undefined): Language {
  if (!locale) return DEFAULT_LANGUAGE;
  const primary = locale.split(/[-_]/)[0]?.toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE;
}
