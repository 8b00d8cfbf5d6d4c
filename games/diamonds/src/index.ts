export { diamondsGame } from './game';
export { diamondsStrings } from './strings';
export {
  COLOUR_COUNT,
  DIAMONDS_MAX_MULTIPLIER,
  DIAMONDS_PAYTABLE,
  GEM_COUNT,
  HAND_COUNTS,
  HANDS,
  RTP_PERCENT,
  SEQUENCES,
  diamondsParamsSchema,
  drawGems,
  gemColour,
  handOf,
  matchingGems,
  type DiamondsOutcome,
  type DiamondsParams,
  type DiamondsState,
  type GemColour,
  type Hand,
} from './rules';
