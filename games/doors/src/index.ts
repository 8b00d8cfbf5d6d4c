export { DOORS_LEVELS, MAX_DOORS, MIN_DOORS } from './corridor';
export { drawTraps } from './draw';
export { doorsGame } from './game';
export { doorsMultiplier, doorsMultiplierTable } from './multiplier';
export { doorsPlaybook } from './playbook';
export { doorsParamsSchema, openParamsSchema, type DoorsOutcome, type DoorsParams, type DoorsState, type OpenParams } from './rules';
export { doorsStrings } from './strings';
