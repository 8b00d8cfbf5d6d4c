import { floatAt } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { SAFE_DIAL_COUNTS, SAFE_DIGITS, safeMultiplier } from './paytables';

export {
  SAFE_DEFAULT_GUESS,
  SAFE_DIAL_COUNTS,
  SAFE_DIGITS,
  SAFE_MAX_MULTIPLIER,
  SAFE_PAYTABLES,
  codesWithMatches,
  hundredths,
  nominalReturn,
  paytableLines,
  safeMultiplier,
  type PaytableLine,
  type SafeDials,
} from './paytables';

/** `placeBet` params of safe (INTERFACES §5): a lock of 2, 3 or 4 dials and a guess of one digit 0 … 9 per dial. */
export const safeParamsSchema = z
  .strictObject({
    dials: z.literal(SAFE_DIAL_COUNTS),
    guess: z.array(z.int().check(z.minimum(0), z.maximum(SAFE_DIGITS - 1))),
  })
  .check(z.refine((params) => params.guess.length === params.dials, { message: 'guess must have one digit per dial', path: ['guess'] }));

/** Validated safe params. */
export type SafeParams = z.infer<typeof safeParamsSchema>;

/** The round's outcome: the safe's code, one digit per dial, dial 0 first. */
export interface SafeOutcome {
  readonly code: number[];
}

/** What the player sees once the round settles: the guess, the code, how many dials match, and what that pays (exact decimal text, "0" on a loss). */
export interface SafeState {
  readonly guess: number[];
  readonly code: number[];
  readonly matches: number;
  readonly multiplier: string;
}

/** The code digit of float `f`: floor(f × 10). Exact: f has 32 bits, so f × 10 is under 2³⁶ and needs no rounding. */
export function codeDigit(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return Math.floor(f * SAFE_DIGITS);
}

/** How many dials show the guessed digit, position by position. */
export function countMatches(guess: readonly number[], code: readonly number[]): number {
  return code.reduce((matches, digit, i) => matches + (digit === guess[i] ? 1 : 0), 0);
}

/** Cracks the safe: the code from float i for dial i, the matches with the guess and the multiplier they pay. Pure. */
export function crackSafe(params: SafeParams, floats: readonly number[]): SafeState {
  const code = Array.from({ length: params.dials }, (_, i) => codeDigit(floatAt(floats, i)));
  const matches = countMatches(params.guess, code);
  return { guess: [...params.guess], code, matches, multiplier: safeMultiplier(params.dials, matches) };
}
