import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import { assertBulletCount, CHAMBERS } from './cylinder';

/** C(n, k) exactly, as a big integer. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0) throw new RangeError(`C(${n}, ${k}) is undefined`);
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  // Each partial product C(n, i) is an integer, so the division is exact at every step.
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** The chance that the first `pulls` chambers are all empty with `bullets` loaded, exactly: C(6 − b, k) / C(6, k). */
export function survivalChance(bullets: number, pulls: number): { readonly numerator: bigint; readonly denominator: bigint } {
  assertBulletCount(bullets);
  return { numerator: binomial(CHAMBERS - bullets, pulls), denominator: binomial(CHAMBERS, pulls) };
}

/**
 * What a cashout pays after `pulls` empty chambers with `bullets` loaded: 0.99 × C(6, k) / C(6 − b, k),
 * floored to 4 places, as normalised decimal text. "0" before the first pull: no cashout yet.
 */
export function russianRouletteMultiplier(bullets: number, pulls: number): string {
  assertBulletCount(bullets);
  const empty = CHAMBERS - bullets;
  if (!Number.isInteger(pulls) || pulls < 0 || pulls > empty) throw new RangeError(`with ${bullets} bullets, pulls run from 0 to ${empty}, got ${pulls}`);
  if (pulls === 0) return ZERO_MULTIPLIER;
  const { numerator, denominator } = survivalChance(bullets, pulls);
  return floorMultiplier(99n * denominator, 100n * numerator);
}

/** Every multiplier of a `bullets`-bullet round, indexed by empty chambers fired (0 … 6 − bullets). */
export function russianRouletteMultiplierTable(bullets: number): string[] {
  assertBulletCount(bullets);
  return Array.from({ length: CHAMBERS - bullets + 1 }, (_, k) => russianRouletteMultiplier(bullets, k));
}
