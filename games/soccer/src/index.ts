export { soccerGame, goalsOf } from './game';
export { drawKeeper, keeperCover, soccerFloatCount } from './keeper';
export { RTP_DENOMINATOR, RTP_NUMERATOR, goalChance, soccerMultiplier, soccerMultiplierTable } from './multiplier';
export { COVERED, KICKS, SOCCER_DIFFICULTIES, ZONES, ZONE_COLUMNS, openZones, type SoccerDifficulty } from './pitch';
export { soccerPlaybook } from './playbook';
export {
  shootParamsSchema,
  soccerParamsSchema,
  type ShootParams,
  type SoccerKick,
  type SoccerOutcome,
  type SoccerParams,
  type SoccerState,
} from './rules';
export { soccerStrings } from './strings';
