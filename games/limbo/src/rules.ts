import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';

/** Lowest and highest target, in hundredths (1.01× and 1,000,000×). */
export const LIMBO_MIN_TARGET_HUNDREDTHS = 101;
export const LIMBO_MAX_TARGET_HUNDREDTHS = 100_000_000;

/** Results are never shown below 1.00× nor above the cap, 1,000,000× (hundredths). */
export const LIMBO_MIN_RESULT_HUNDREDTHS = 100;
export const LIMBO_MAX_RESULT_HUNDREDTHS = LIMBO_MAX_TARGET_HUNDREDTHS;

/** The float's granularity: f = k / 2³², k a 32-bit word (INTERFACES §4). */
export const LIMBO_WORDS = 2 ** 32;

/** 99 × 2³²: the numerator of every result and of every winning count (exact in a double: under 2³⁹). */
const EDGE_NUMERATOR = 99 * LIMBO_WORDS;

/** The exact Decimal a JS number stands for; String() is its shortest round-trip text, so 2.35 stays 2.35. */
function exactDecimal(value: number): Decimal {
  return new Decimal(String(value));
}

/** `placeBet` params of limbo: a target multiplier with at most 2 decimal places. */
export const limboParamsSchema = z.strictObject({
  target: z.number().check(
    z.minimum(LIMBO_MIN_TARGET_HUNDREDTHS / 100),
    z.maximum(LIMBO_MAX_TARGET_HUNDREDTHS / 100),
    z.refine((target) => exactDecimal(target).decimalPlaces() <= 2, 'target must have at most 2 decimal places'),
  ),
});

/** Validated limbo params. */
export type LimboParams = z.infer<typeof limboParamsSchema>;

/** The hidden outcome: the result multiplier, 1.00 … 1,000,000.00. */
export interface LimboOutcome {
  readonly result: number;
}

/** What the player sees once the round settles. */
export interface LimboState {
  readonly result: number;
  readonly target: number;
  readonly won: boolean;
}

/** The float's 32-bit word k = f × 2³² (exact: f is k / 2³² by construction), checked. */
export function limboWord(f: number): number {
  const k = f * LIMBO_WORDS;
  if (!Number.isInteger(k) || k < 0 || k >= LIMBO_WORDS) throw new RangeError(`float ${f} is not a 32-bit fraction`);
  return k;
}

/**
 * The result in hundredths for float `f = k / 2³²`: floor(99 × 2³² / (2³² − k)), at least 100
 * (1.00×) and at most 100,000,000 (1,000,000×). Math.floor is exact here (RULES.md, "Outcome"):
 * both operands are integers under 2³⁹, so a quotient short of an integer is short of it by more
 * than 2⁻³⁹ of itself, which a double's rounding (at most 2⁻⁵³ of it) cannot cross.
 */
export function limboResultHundredths(f: number): number {
  const raw = Math.floor(EDGE_NUMERATOR / (LIMBO_WORDS - limboWord(f)));
  return Math.min(LIMBO_MAX_RESULT_HUNDREDTHS, Math.max(LIMBO_MIN_RESULT_HUNDREDTHS, raw));
}

/** The result multiplier for float `f`, 1.00 … 1,000,000.00. */
export function limboResult(f: number): number {
  return limboResultHundredths(f) / 100;
}

/** The target in whole hundredths, read from its decimal text so no float product is involved. */
export function limboTargetHundredths(target: number): number {
  const t = exactDecimal(target).times(100);
  if (!t.isInteger() || t.lessThan(LIMBO_MIN_TARGET_HUNDREDTHS) || t.greaterThan(LIMBO_MAX_TARGET_HUNDREDTHS)) {
    throw new RangeError(`limbo target ${target} is outside 1.01–1,000,000 or has more than 2 decimals`);
  }
  return t.toNumber();
}

/** Whether a result (hundredths) wins against `target`: the result reaches the target. */
export function limboWins(resultHundredths: number, target: number): boolean {
  return resultHundredths >= limboTargetHundredths(target);
}

/**
 * How many of the 2³² words win against a target of `targetHundredths`: floor(99 × 2³² / T), the
 * largest count that keeps the return at or under 99 % (RULES.md, "Return to player"). Exact for
 * the same reason as the result's floor.
 */
export function limboWinningWords(targetHundredths: number): number {
  return Math.floor(EDGE_NUMERATOR / targetHundredths);
}

/** The win multiplier: the target itself, as normalised decimal text ("2", "1.5", "1000000"). */
export function limboMultiplier(target: number): string {
  return floorMultiplier(limboTargetHundredths(target), 100);
}
