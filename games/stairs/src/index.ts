export { stairsGame } from './game';
export { STAIRS_MAX_MULTIPLIER, stairsMultiplier, survivalChance } from './multiplier';
export { stairsPlaybook } from './playbook';
export { drawRolls, isSafe, rollOf } from './rolls';
export {
  climbParamsSchema,
  stairsParamsSchema,
  type Climb,
  type ClimbParams,
  type StairsOutcome,
  type StairsParams,
  type StairsState,
} from './rules';
export { CLIMBS, CLIMB_LENGTHS, MAX_CLIMBS, STAIRS_TOP, climbsFrom, type ClimbKind, type ClimbLength } from './staircase';
export { stairsStrings } from './strings';
