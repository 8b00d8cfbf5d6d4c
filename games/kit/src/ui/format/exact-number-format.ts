import type { DecimalParts } from '../decimal';

/** The Intl locale of a game language: Brazilian Portuguese, neutral Spanish, else English. */
export function localeOf(lang: string | null | undefined): 'en' | 'pt-BR' | 'es' {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'pt' ? 'pt-BR' : primary === 'es' ? 'es' : 'en';
}

/** Writes exact decimal parts the way a locale does; `symbol`, when given, replaces Intl's currency sign. */
export type ExactFormat = (parts: DecimalParts, symbol?: string) => string;

/**
 * An exact formatter for `Intl.NumberFormat` options. Intl lays out the sign, the grouped integer
 * part and any currency sign or unit, formatting the integer as a BigInt (exact at any size, in every
 * engine with BigInt); the fraction digits are joined with the locale's own decimal separator.
 * Node 20 and current Chromium also format decimal strings exactly (`format("0.1000000000000000001")`),
 * but older Safari reads a string as a float, so the digits shown never depend on it.
 */
export function exactNumberFormat(locale: string, options: Intl.NumberFormatOptions): ExactFormat {
  const whole = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const withFraction = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const separator = withFraction.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return ({ negative, integer, fraction }, symbol) => {
    // There is no negative BigInt zero: format -1 and write 0 in its place, so the sign sits where the locale puts it.
    const negativeZero = negative && integer === 0n;
    const parts = whole.formatToParts(negativeZero ? -1n : negative ? -integer : integer);
    let lastInteger = -1;
    parts.forEach((part, index) => {
      if (part.type === 'integer') lastInteger = index;
    });
    return parts
      .map((part, index) => {
        const text = part.type === 'currency' && symbol !== undefined ? symbol : part.type === 'integer' && negativeZero ? '0' : part.value;
        return index === lastInteger && fraction ? `${text}${separator}${fraction}` : text;
      })
      .join('');
  };
}
