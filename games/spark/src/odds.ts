// The fuse, the window's limits and its price, in whole hundredths and plain integers: what the board
// and the player rules need while the player moves the window. No zod and no decimal.js, which live
// players never download; odds.test.ts checks every width against the rules' own `sparkMultiplier`.

/** Points on the fuse: hundredths 0 … 9999 (0.00 … 99.99), where the spark can stop. */
export const FUSE_POINTS = 10_000;

/** The narrowest window, in hundredths (2.00 wide: a 2 % chance). */
export const MIN_WIDTH = 200;
/** The widest window, in hundredths (95.00 wide: a 95 % chance). */
export const MAX_WIDTH = 9_500;

/** The largest multiplier of any window: 2.00 wide, 99 / 2. */
export const SPARK_MAX_MULTIPLIER = '49.5';

/** A window on the fuse: `[start, start + width)` in hundredths. */
export interface SparkWindow {
  readonly start: number;
  readonly width: number;
}

/** Whether a window is one the rules accept: whole hundredths, 2.00 to 95.00 wide, wholly on the fuse. */
export function isPlayableWindow({ start, width }: SparkWindow): boolean {
  return Number.isSafeInteger(start) && Number.isSafeInteger(width) && width >= MIN_WIDTH && width <= MAX_WIDTH && start >= 0 && start + width <= FUSE_POINTS;
}

/** The multiplier in ten-thousandths for a width in hundredths: 99 / (width %) = 9900 / W, floored to 4 places. */
export function multiplierUnits(width: number): number {
  // 9900 / W × 10⁴ = 99,000,000 / W, floored with integers only.
  return (99_000_000 - (99_000_000 % width)) / width;
}

/** The multiplier the server pays for a width in hundredths, as normalised text ("49.5", "3.96", "1.0421"). */
export function multiplierText(width: number): string {
  return fixed(multiplierUnits(width), 4).replace(/\.?0+$/, '');
}

/** A whole number of 10^-places as fixed-point text: fixed(4446, 2) → "44.46". */
export function fixed(units: number, places: number): string {
  const digits = String(units).padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
