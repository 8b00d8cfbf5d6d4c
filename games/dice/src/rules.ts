import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import * as z from 'zod/mini';

/** Lowest and highest target, in hundredths (2.00 and 98.00). */
const MIN_TARGET_HUNDREDTHS = 200;
const MAX_TARGET_HUNDREDTHS = 9800;

/** Rolls run 0.00 … 100.00: 10001 equally likely values. */
export const DICE_ROLL_OUTCOMES = 10001;

/** The exact Decimal a JS number stands for; String() is its shortest round-trip text, so 50.55 stays 50.55. */
function exactDecimal(value: number): Decimal {
  return new Decimal(String(value));
}

/** `placeBet` params of dice (INTERFACES §5): a target with at most 2 decimal places, and a side. */
export const diceParamsSchema = z.strictObject({
  target: z.number().check(
    z.minimum(MIN_TARGET_HUNDREDTHS / 100),
    z.maximum(MAX_TARGET_HUNDREDTHS / 100),
    z.refine((target) => exactDecimal(target).decimalPlaces() <= 2, 'target must have at most 2 decimal places'),
  ),
  condition: z.enum(['over', 'under']),
});

/** Validated dice params. */
export type DiceParams = z.infer<typeof diceParamsSchema>;

/** Which side of the target wins. */
export type DiceCondition = DiceParams['condition'];

/** The hidden outcome: the roll, 0.00 … 100.00. */
export interface DiceOutcome {
  readonly roll: number;
}

/** What the player sees once the round settles. */
export interface DiceState {
  readonly roll: number;
  readonly target: number;
  readonly condition: DiceCondition;
  readonly won: boolean;
}

/** The roll in hundredths (0 … 10000) for float `f`: floor(f × 10001). Exact: f has 32 bits, the product under 2⁴⁶. */
export function diceRollHundredths(f: number): number {
  return Math.floor(f * DICE_ROLL_OUTCOMES);
}

/** The roll for float `f` (INTERFACES §4): floor(f × 10001) / 100, so 0.00 … 100.00. */
export function diceRoll(f: number): number {
  return diceRollHundredths(f) / 100;
}

/** The target in whole hundredths, read from its decimal text so no float product is involved. */
function targetHundredths(target: number): number {
  return exactDecimal(target).times(100).toNumber();
}

/** Whether a roll (in hundredths) wins: over needs roll > target, under needs roll < target. */
export function diceWins(rollHundredths: number, target: number, condition: DiceCondition): boolean {
  const t = targetHundredths(target);
  return condition === 'over' ? rollHundredths > t : rollHundredths < t;
}

/**
 * The win multiplier: over 99 / (100 − target), under 99 / target, floored to 4 places, as
 * normalised decimal text ("2", "1.98", "49.5"). Computed in hundredths: 9900 / (10000 − T) or 9900 / T.
 */
export function diceMultiplier(target: number, condition: DiceCondition): string {
  const t = targetHundredths(target);
  if (!Number.isInteger(t) || t < MIN_TARGET_HUNDREDTHS || t > MAX_TARGET_HUNDREDTHS) {
    throw new RangeError(`dice target ${target} is outside 2.00–98.00 or has more than 2 decimals`);
  }
  return floorMultiplier(9900, condition === 'over' ? 10000 - t : t);
}
