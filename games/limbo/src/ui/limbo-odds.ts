// The limbo maths the page needs while the player edits, in whole hundredths and plain integers: the
// rules module validates with zod and divides with decimal.js, which live players never download.
// limbo-odds.test.ts checks these against the rules' own limits and multiplier.

/** Lowest and highest target, in hundredths (1.01× and 1,000,000×: the rules' limits). */
export const MIN_TARGET = 101;
export const MAX_TARGET = 100_000_000;

/** Win chances are shown and typed in millionths of a percent (up to 6 decimals: 0.000099 % at the top). */
export const CHANCE_PLACES = 6;

/** 99 % in millionths of a percent, times 100 for targets in hundredths: chance = 9.9 × 10⁹ / T. */
const CHANCE_NUMERATOR = 9_900_000_000;

/**
 * The win chance shown for a target (hundredths), in millionths of a percent: 99 / target %, floored.
 * Math.floor is exact: integers under 2³⁴, and a quotient short of an integer is short by at least 1 / T.
 */
export function chanceUnits(target: number): number {
  return Math.floor(CHANCE_NUMERATOR / target);
}

/** The chance of the highest target and of the lowest, in millionths of a percent: 0.000099 % and 98.019801 %. */
export const MIN_CHANCE = chanceUnits(MAX_TARGET);
export const MAX_CHANCE = chanceUnits(MIN_TARGET);

/**
 * The target (hundredths) a typed chance (millionths of a percent, within the limits) asks for. Not
 * every chance exists: this is the highest target showing exactly that chance when there is one,
 * otherwise the target whose chance is nearest (typing 7 % gives 14.14× and 7.001414 %).
 */
export function targetForChance(chance: number): number {
  // Chances fall as the target rises; `high` is the highest target whose chance is still at least `chance`.
  const high = Math.min(MAX_TARGET, Math.floor(CHANCE_NUMERATOR / chance));
  const above = chanceUnits(high) - chance;
  if (above === 0 || high === MAX_TARGET) return high;
  return above <= chance - chanceUnits(high + 1) ? high : high + 1;
}

/** A target (hundredths) as the multiplier the rules pay, normalised decimal text: "2", "1.5", "1000000". */
export function multiplierText(target: number): string {
  return trimZeros(fixed(target, 2));
}

/** A chance (millionths of a percent) as decimal text with 2 to 6 decimals: "49.50", "7.001414", "0.000099". */
export function chanceText(chance: number): string {
  const text = fixed(chance, CHANCE_PLACES);
  return text.replace(/0{1,4}$/, '');
}

/** The step of the arrows at a target: a tenth of its order of magnitude (0.10 under 10×, 1 under 100×, …). */
function stepAt(target: number): number {
  return 10 ** (String(target).length - 2);
}

/**
 * The target the arrow keys move to: up to the next multiple of the step, down to the previous one
 * (2.00 → 2.10, 9.90 → 10.00 → 11.00, down 10.00 → 9.90), or one hundredth with `fine` (Shift),
 * always within the limits.
 */
export function nudge(target: number, direction: 1 | -1, fine = false): number {
  let next: number;
  if (fine) next = target + direction;
  else if (direction === 1) next = (Math.floor(target / stepAt(target)) + 1) * stepAt(target);
  else next = (Math.ceil(target / stepAt(target - 1)) - 1) * stepAt(target - 1);
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, next));
}

/** A whole number of 10^-places as fixed-point text: fixed(5050, 2) → "50.50". */
export function fixed(units: number, places: number): string {
  const digits = String(units).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** "2.50" → "2.5", "3.00" → "3". */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
