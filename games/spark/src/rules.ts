import { floorMultiplier, ZERO_MULTIPLIER } from '@rgs/game-kit';
import * as z from 'zod/mini';
import { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH } from './odds';

export { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH, SPARK_MAX_MULTIPLIER, type SparkWindow } from './odds';

/** `placeBet` params of spark (INTERFACES §5): the window `[start, start + width)` in whole hundredths of the fuse. */
export const sparkParamsSchema = z
  .strictObject({
    start: z.int().check(z.minimum(0), z.maximum(FUSE_POINTS - MIN_WIDTH)),
    width: z.int().check(z.minimum(MIN_WIDTH), z.maximum(MAX_WIDTH)),
  })
  .check(z.refine(({ start, width }) => start + width <= FUSE_POINTS, { message: 'the window must end on the fuse: start + width ≤ 10000', path: ['width'] }));

/** Validated spark params. */
export type SparkParams = z.infer<typeof sparkParamsSchema>;

/** The round's outcome: where the spark stopped, in hundredths (0 … 9999). */
export interface SparkOutcome {
  readonly point: number;
}

/** What the player sees once the round settles: the point, whether it is in the window, and the multiplier paid ("0" on a loss). */
export interface SparkState {
  readonly point: number;
  readonly won: boolean;
  readonly multiplier: string;
}

/** The point for float `f`: floor(f × 10000). Exact: f has 32 bits, the product under 2⁴⁶. */
export function sparkPoint(f: number): number {
  return Math.floor(f * FUSE_POINTS);
}

/** Whether the point is in the window: it holds its start, not its end. */
export function insideWindow(point: number, { start, width }: SparkParams): boolean {
  return point >= start && point < start + width;
}

/** Each width's multiplier once priced: a decimal division per winning round would be most of a round's cost. */
const PRICED = new Map<number, string>();

/** The win multiplier of a window: 99 / (width %) = 9900 / width, floored to 4 places, as normalised text. */
export function sparkMultiplier(width: number): string {
  if (!Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH) throw new RangeError(`spark width ${width} is outside 200–9500 hundredths`);
  let multiplier = PRICED.get(width);
  if (multiplier === undefined) {
    multiplier = floorMultiplier(9900, width);
    PRICED.set(width, multiplier);
  }
  return multiplier;
}

/** One round: the point float `f` picks and what the window makes of it. */
export function playSpark(params: SparkParams, f: number): SparkState {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  const point = sparkPoint(f);
  const won = insideWindow(point, params);
  return { point, won, multiplier: won ? sparkMultiplier(params.width) : ZERO_MULTIPLIER };
}
