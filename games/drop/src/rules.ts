import * as z from 'zod/mini';
import { DROP_RISKS, WORDS, ringMultiplier, ringThresholds, type DropRisk } from './boards';

export {
  DROP_BOARDS,
  DROP_MAX_MULTIPLIER,
  DROP_RISKS,
  WORDS,
  boardRings,
  missCount,
  ringMultiplier,
  ringRadii,
  ringThresholds,
  type DropRisk,
  type Ring,
} from './boards';

/** `placeBet` params of drop: the risk (which board), nothing else. */
export const dropParamsSchema = z.strictObject({
  risk: z.enum(DROP_RISKS),
});

/** Validated drop params. */
export type DropParams = z.infer<typeof dropParamsSchema>;

/**
 * The round's outcome: the zone the ball landed in (0 the bullseye … n − 1 the last ring, n off the
 * rings) and the spot it rests on, radius sqrt(f0) (a fraction of the disc's) and angle 360 × f1
 * (degrees clockwise from the top): everything a verifier needs to redraw the drop.
 */
export interface DropOutcome {
  readonly ring: number;
  readonly radius: number;
  readonly angle: number;
}

/** What the player sees once the round settles: the outcome and the multiplier paid (exact decimal text, "0" off the rings). */
export interface DropState extends DropOutcome {
  readonly multiplier: string;
}

/**
 * The 32-bit word behind float `f`: the RNG's floats are w / 2³², so f × 2³² is w exactly (the floor
 * only matters for a hand-written float between two words). Refused outside [0, 1).
 */
export function wordOf(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return Math.floor(f * WORDS);
}

/** The zone word `w` lands in: the k with T_k ≤ w < T_(k+1), or the number of rings (off the rings) when w ≥ T_n. */
export function ringOfWord(risk: DropRisk, word: number): number {
  const thresholds = ringThresholds(risk);
  let ring = 0;
  while (ring + 1 < thresholds.length && word >= thresholds[ring + 1]!) ring++;
  return ring;
}

/** One drop: the ring float `f0` picks by area, the multiplier it pays, and the spot from `f0` and `f1`. */
export function dropBall(risk: DropRisk, f0: number, f1: number): DropState {
  const ring = ringOfWord(risk, wordOf(f0));
  // f1 only turns the spot, but a float outside [0, 1) is a broken RNG all the same: refuse it too.
  wordOf(f1);
  return { ring, multiplier: ringMultiplier(risk, ring), radius: Math.sqrt(f0), angle: f1 * 360 };
}
