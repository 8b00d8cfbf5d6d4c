export { chickenGame } from './game';
export { CHICKEN_MAX_MULTIPLIER, binomial, chickenMultiplier, chickenMultiplierTable, crossingChance } from './multiplier';
export { chickenPlaybook } from './playbook';
export { CHICKEN_DIFFICULTIES, DANGER, MAX_LANES, ROAD_SPAN, carChance, laneCount, type ChickenDifficulty } from './road';
export { chickenParamsSchema, crossParamsSchema, type ChickenOutcome, type ChickenParams, type ChickenState, type CrossParams } from './rules';
export { outcomeStrings } from './outcome-strings';
export { chickenStrings } from './strings';
export { drawCars, hasCar } from './traffic';
