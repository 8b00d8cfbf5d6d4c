import { COIN_MAX_STREAK, COIN_MIN_STREAK } from '../sides';

// The streak maths the page needs, in plain integers: the rules module validates with zod and
// divides with decimal.js, which live players never download. streak-odds.test.ts checks every
// streak against the rules' own `coinMultiplier`.

/** Every streak a bet may call, shortest first. */
export const STREAKS: readonly number[] = Array.from({ length: COIN_MAX_STREAK - COIN_MIN_STREAK + 1 }, (_, i) => COIN_MIN_STREAK + i);

/** A streak of N wins once in 2ᴺ rounds. */
export function oddsOf(streak: number): number {
  return 2 ** streak;
}

/** The multiplier of a won streak in hundredths: 99 × 2ᴺ (a whole number, so 2ᴺ × 0.99 needs no rounding). */
export function multiplierHundredths(streak: number): number {
  return 99 * 2 ** streak;
}

/** The multiplier the server pays for a streak, as its normalised text ("1.98", "1013.76"). */
export function multiplierText(streak: number): string {
  const hundredths = multiplierHundredths(streak);
  const fraction = String(hundredths % 100).padStart(2, '0').replace(/0+$/, '');
  return `${Math.floor(hundredths / 100)}${fraction ? `.${fraction}` : ''}`;
}

/** Keeps a streak the page asks for inside 1 … 10, whole. */
export function clampStreak(streak: number): number {
  return Number.isFinite(streak) ? Math.min(COIN_MAX_STREAK, Math.max(COIN_MIN_STREAK, Math.round(streak))) : COIN_MIN_STREAK;
}
