import type { FairnessStrings } from './translations/fairness-strings';

/**
 * Longest client seed (INTERFACES §4). It mirrors `CLIENT_SEED_MAX_LENGTH` of the kit's
 * `client-seed.ts` (a test holds the two checks equal), which imports zod and so stays out of the live bundle.
 */
export const CLIENT_SEED_MAX = 64;

/** Why a typed client seed is refused. */
export type ClientSeedProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-long'; readonly length: number }
  | { readonly kind: 'not-printable'; readonly character: string };

/** What is wrong with a client seed (1 to 64 printable ASCII characters, kept as typed); null when nothing is. */
export function clientSeedProblem(seed: string): ClientSeedProblem | null {
  if (seed.length === 0) return { kind: 'empty' };
  // Iterating by code point: an emoji is named whole, not as half a surrogate pair.
  const character = [...seed].find((c) => c < ' ' || c > '~');
  if (character !== undefined) return { kind: 'not-printable', character };
  if (seed.length > CLIENT_SEED_MAX) return { kind: 'too-long', length: seed.length };
  return null;
}

/** The refusal in words: quoted when the character shows, as U+XXXX when it does not (a tab, a control). */
export function clientSeedMessage(problem: ClientSeedProblem, strings: FairnessStrings): string {
  switch (problem.kind) {
    case 'empty':
      return strings.seedEmpty(CLIENT_SEED_MAX);
    case 'too-long':
      return strings.seedTooLong(problem.length, CLIENT_SEED_MAX);
    case 'not-printable': {
      const code = problem.character.codePointAt(0)!;
      const visible = code > 0x20 && !(code >= 0x7f && code <= 0xa0) && !/\s/u.test(problem.character);
      return strings.seedNotPrintable(visible ? `“${problem.character}”` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
    }
  }
}
