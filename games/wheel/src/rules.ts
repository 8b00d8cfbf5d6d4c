import * as z from 'zod/mini';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, wheelLayout, type WheelRisk, type WheelSegmentCount } from './layouts';

export {
  WHEEL_LAYOUTS,
  WHEEL_MAX_MULTIPLIER,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  layoutEntries,
  wheelLayout,
  type LayoutEntry,
  type WheelRisk,
  type WheelSegmentCount,
} from './layouts';

/** `placeBet` params of wheel (INTERFACES §5): a risk and a segment count, nothing else. */
export const wheelParamsSchema = z.strictObject({
  risk: z.enum(WHEEL_RISKS),
  segments: z.literal(WHEEL_SEGMENT_COUNTS),
});

/** Validated wheel params. */
export type WheelParams = z.infer<typeof wheelParamsSchema>;

/** The round's outcome: the segment under the pointer, 0 … segments − 1. */
export interface WheelOutcome {
  readonly segment: number;
}

/** What the player sees once the round settles: the segment and the multiplier it carries (exact decimal text, "0" on a loss). */
export interface WheelState {
  readonly segment: number;
  readonly multiplier: string;
}

/** The segment for float `f`: floor(f × segments). Exact: f has 32 bits and segments at most 6, the product under 2³⁸. */
export function wheelSegment(f: number, segments: WheelSegmentCount): number {
  return Math.floor(f * segments);
}

/** One spin: the segment float `f` picks and the multiplier the layout puts on it. */
export function spinWheel(risk: WheelRisk, segments: WheelSegmentCount, f: number): WheelState {
  const segment = wheelSegment(f, segments);
  const multiplier = wheelLayout(risk, segments)[segment];
  if (multiplier === undefined) throw new RangeError(`float ${f} gives no segment of ${segments}`);
  return { segment, multiplier };
}
