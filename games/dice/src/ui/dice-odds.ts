import type { DiceCondition } from '../rules';

// The dice maths the page needs while the player edits, in whole hundredths and plain integers: the
// rules module validates with zod and divides with decimal.js, which live players never download.
// dice-odds.test.ts checks every target of both sides against the rules' own `diceMultiplier`.

/** Lowest and highest target, and so win chance, in hundredths (INTERFACES §5: 2.00–98.00). */
export const MIN_HUNDREDTHS = 200;
export const MAX_HUNDREDTHS = 9800;

/** The win chance in hundredths of a percent for a target in hundredths: over 100 − target, under the target. */
export function chanceOf(target: number, condition: DiceCondition): number {
  return condition === 'over' ? 10_000 - target : target;
}

/** The target (hundredths) that gives `chance` (hundredths) on `condition`'s side: the inverse of `chanceOf`. */
export function targetFor(chance: number, condition: DiceCondition): number {
  return condition === 'over' ? 10_000 - chance : chance;
}

/** The multiplier in ten-thousandths for a chance in hundredths: 99 / chance %, floored to 4 places. */
export function multiplierUnits(chance: number): number {
  // 99 / (c / 100) × 10⁴ = 99·10⁶ / c; both integers well under 2⁵³, and a quotient this far from an
  // integer (at least 1 / c) cannot be rounded onto one, so Math.floor gives the exact floor.
  return Math.floor(99_000_000 / chance);
}

/** The multiplier the server pays for a chance in hundredths, as its normalised text ("2", "1.98", "49.5"). */
export function multiplierText(chance: number): string {
  return fixed(multiplierUnits(chance), 4).replace(/\.?0+$/, '');
}

/**
 * The chance (hundredths) a typed multiplier (ten-thousandths) asks for. A target has two decimals,
 * so not every multiplier exists: this is the highest chance paying exactly that multiplier when
 * there is one, otherwise the chance whose multiplier is nearest (typing 7 gives 14.14 % and 7.0014×).
 */
export function chanceForMultiplier(multiplier: number): number {
  // Multipliers fall as the chance rises; `high` is the highest chance still paying at least `multiplier`.
  const high = Math.floor(99_000_000 / multiplier);
  const above = multiplierUnits(high) - multiplier;
  if (above === 0) return high;
  return above <= multiplier - multiplierUnits(high + 1) ? high : high + 1;
}

/** Lowest and highest multiplier, in ten-thousandths: those of 98 % and 2 % (1.0102× and 49.5×). */
export const MIN_MULTIPLIER_UNITS = multiplierUnits(MAX_HUNDREDTHS);
export const MAX_MULTIPLIER_UNITS = multiplierUnits(MIN_HUNDREDTHS);

/** A whole number of 10^-places as fixed-point text: fixed(5050, 2) → "50.50". */
export function fixed(units: number, places: number): string {
  const digits = String(units).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
