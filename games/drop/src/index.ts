export { dropGame } from './game';
export { dropStrings } from './strings';
export {
  DROP_BOARDS,
  DROP_MAX_MULTIPLIER,
  DROP_RISKS,
  boardRings,
  dropBall,
  dropParamsSchema,
  missCount,
  ringMultiplier,
  ringOfWord,
  ringRadii,
  ringThresholds,
  wordOf,
  type DropOutcome,
  type DropParams,
  type DropRisk,
  type DropState,
  type Ring,
} from './rules';
