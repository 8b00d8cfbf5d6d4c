export { CHAMBERS, MAX_BULLETS, MIN_BULLETS } from './cylinder';
export { drawLoaded } from './draw';
export { russianRouletteGame } from './game';
export { binomial, russianRouletteMultiplier, russianRouletteMultiplierTable, survivalChance } from './multiplier';
export { russianRoulettePlaybook } from './playbook';
export {
  pullParamsSchema,
  russianRouletteParamsSchema,
  type PullParams,
  type RussianRouletteOutcome,
  type RussianRouletteParams,
  type RussianRouletteState,
} from './rules';
export { russianRouletteStrings } from './strings';
