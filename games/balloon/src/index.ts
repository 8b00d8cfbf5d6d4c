export { BALLOON_DIFFICULTIES, DIFFICULTIES, MAX_PUMPS, isDifficulty, type BalloonDifficulty, type DifficultySpec } from './difficulty';
export { drawPop } from './draw';
export { balloonGame } from './game';
export { balloonMultiplier, balloonMultiplierTable, holdChance } from './multiplier';
export { balloonPlaybook } from './playbook';
export {
  balloonParamsSchema,
  pumpParamsSchema,
  type BalloonOutcome,
  type BalloonParams,
  type BalloonState,
  type PumpParams,
} from './rules';
export { balloonStrings } from './strings';
