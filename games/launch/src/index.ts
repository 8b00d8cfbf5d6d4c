export { launchGame } from './game';
export { launchStrings } from './strings';
export {
  DESTINATION_MULTIPLIERS,
  LAUNCH_DESTINATIONS,
  LAUNCH_MAX_MULTIPLIER,
  STAGE_EIGHTHS,
  STAGE_THRESHOLDS,
  arrivalChance,
  flyTo,
  launchParamsSchema,
  stageFires,
  stagesTo,
  type LaunchDestination,
  type LaunchOutcome,
  type LaunchParams,
  type LaunchState,
} from './rules';
