import { z } from 'zod';

// Control characters (C0 with NUL, DEL, C1), unpaired surrogates and line/paragraph separators:
// Postgres text cannot hold NUL, a lone surrogate cannot be stored as UTF-8 unchanged, and none of
// them belongs in an id, a name or a URL an operator sends us.
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when the text has no control characters, unpaired surrogates or line separators. */
export function isPrintableText(value: string): boolean {
  return !NOT_PRINTABLE.test(value);
}

/** A string of `min` to `max` UTF-16 units, all of them printable (see {@link isPrintableText}). */
export function printableText(max: number, min = 1) {
  return z
    .string()
    .min(min, `must be at least ${min} character${min === 1 ? '' : 's'}`)
    .max(max, `must be at most ${max} characters`)
    .refine(isPrintableText, { message: 'must not contain control characters' });
}
