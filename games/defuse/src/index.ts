export { defuseGame } from './game';
export { defuseStrings } from './strings';
export {
  DEFUSE_LIVE_COUNTS,
  DEFUSE_MAX_MULTIPLIER,
  DEFUSE_WIRES,
  choose,
  defuseChance,
  defuseMultiplier,
  defuseMultipliers,
  defuseParamsSchema,
  drawLiveWires,
  firstLiveCut,
  maxCut,
  playDefuse,
  type DefuseChance,
  type DefuseLiveCount,
  type DefuseOutcome,
  type DefuseParams,
  type DefuseState,
} from './rules';
