import * as z from 'zod/mini';
import { DESTINATION_MULTIPLIERS, LAUNCH_DESTINATIONS, STAGE_THRESHOLDS, stagesTo, type LaunchDestination } from './destinations';

export {
  DESTINATION_MULTIPLIERS,
  LAUNCH_DESTINATIONS,
  LAUNCH_MAX_MULTIPLIER,
  STAGE_EIGHTHS,
  STAGE_THRESHOLDS,
  arrivalChance,
  stagesTo,
  type LaunchDestination,
} from './destinations';

/** `placeBet` params of launch (INTERFACES §5): a destination, nothing else. */
export const launchParamsSchema = z.strictObject({
  destination: z.enum(LAUNCH_DESTINATIONS),
});

/** Validated launch params. */
export type LaunchParams = z.infer<typeof launchParamsSchema>;

/** The round's outcome: how many stages fired, 0 … the destination's stages. */
export interface LaunchOutcome {
  readonly fired: number;
}

/** What the player sees once the round settles: stages fired, the one that failed (null on arrival), the multiplier paid ("0" on a loss). */
export interface LaunchState {
  readonly fired: number;
  readonly failedStage: number | null;
  readonly multiplier: string;
}

/** Whether stage `stage` (1 … 5) fires on float `f`: its word f × 2³² (exact) is below the stage's threshold. */
export function stageFires(stage: number, f: number): boolean {
  const threshold = STAGE_THRESHOLDS[stage - 1];
  if (threshold === undefined) throw new RangeError(`there is no stage ${stage}`);
  if (!(f >= 0 && f < 1)) throw new RangeError(`float ${f} is outside [0, 1)`);
  return f * 2 ** 32 < threshold;
}

/** One flight: the stages fire in order on floats f0, f1, … until one fails or the destination is reached. */
export function flyTo(destination: LaunchDestination, floats: ArrayLike<number>): LaunchState {
  const stages = stagesTo(destination);
  if (floats.length < stages) throw new RangeError(`${destination} needs ${stages} floats, got ${floats.length}`);
  let fired = 0;
  while (fired < stages && stageFires(fired + 1, floats[fired]!)) fired += 1;
  return fired === stages
    ? { fired, failedStage: null, multiplier: DESTINATION_MULTIPLIERS[destination] }
    : { fired, failedStage: fired + 1, multiplier: '0' };
}
