import { ZERO_MULTIPLIER, floatAt, floorMultiplier } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { COIN_MAX_STREAK, COIN_MIN_STREAK, COIN_SIDES, type CoinSide } from './sides';

/**
 * `placeBet` params of Coin Flip: the side called and the streak length (1 when absent, so a plain
 * flip is `{ side }`; the parsed params the round keeps always carry it).
 */
export const coinParamsSchema = z.strictObject({
  side: z.enum(COIN_SIDES),
  streak: z._default(z.int().check(z.minimum(COIN_MIN_STREAK), z.maximum(COIN_MAX_STREAK)), COIN_MIN_STREAK),
});

/** Validated Coin Flip params. */
export type CoinParams = z.infer<typeof coinParamsSchema>;

/** The hidden outcome: every side flipped, in order (as many as the streak). */
export interface CoinOutcome {
  readonly flips: readonly CoinSide[];
}

/** What the player sees once the round settles. */
export interface CoinState {
  readonly side: CoinSide;
  readonly streak: number;
  readonly flips: readonly CoinSide[];
  readonly won: boolean;
}

/** The side float `f` lands on: heads below 1/2, tails from 1/2 (exactly 2³¹ of the 2³² float values each). */
export function coinSide(f: number): CoinSide {
  return f < 0.5 ? 'heads' : 'tails';
}

/** The `streak` flips of a round, one float each, in order (INTERFACES §4). */
export function coinFlips(floats: readonly number[], streak: number): CoinSide[] {
  return Array.from({ length: streak }, (_, i) => coinSide(floatAt(floats, i)));
}

/** Whether a streak wins: every flip landed on the called side. */
export function coinWins(flips: readonly CoinSide[], side: CoinSide): boolean {
  return flips.length > 0 && flips.every((flip) => flip === side);
}

/**
 * What a won streak of `streak` flips pays: 2ᴺ × 0.99 = 99 × 2ᴺ / 100, floored to 4 places as
 * normalised decimal text ("1.98", "1013.76"). 99 × 2ᴺ is an integer, so nothing is ever cut.
 */
export function coinMultiplier(streak: number): string {
  if (!Number.isInteger(streak) || streak < COIN_MIN_STREAK || streak > COIN_MAX_STREAK) {
    throw new RangeError(`coin streak ${streak} is not an integer from ${COIN_MIN_STREAK} to ${COIN_MAX_STREAK}`);
  }
  return floorMultiplier(99 * 2 ** streak, 100);
}

/** A round on its floats: the flips, whether they won and the multiplier paid ("0" for a loss). */
export function playCoin(params: CoinParams, floats: readonly number[]): { flips: CoinSide[]; won: boolean; multiplier: string } {
  const flips = coinFlips(floats, params.streak);
  const won = coinWins(flips, params.side);
  return { flips, won, multiplier: won ? coinMultiplier(params.streak) : ZERO_MULTIPLIER };
}
